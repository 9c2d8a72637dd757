import QuillSync

/// One response key of a selection set, as collected for one object type: the
/// merged field nodes, what resolves them and how their values are completed.
/// Built once per execution and (selection, runtime type), then reused for every
/// object the selection set is completed on.
final class FieldPlan: Sendable {
    let responseKey: String
    /// `"responseKey":`, ready to write. Written for every object completed, so
    /// kept outside ARC: immutable after `init`; the field's own when the key is
    /// its name, else allocated here and freed in `deinit`.
    nonisolated(unsafe) let keyBytes: UnsafeBufferPointer<UInt8>
    private let ownsKeyBytes: Bool
    let nodes: [Field]
    /// The field (or meta-field), which also keeps its key bytes alive.
    let field: FieldEntry
    let fieldName: String
    let parentType: TypeID
    let shape: Shape
    let isNonNull: Bool
    /// The leaf kind when the field returns a (non-null) scalar or enum.
    let leaf: LeafKind?
    /// Whether the default resolver reads the field from its parent.
    let readsParent: Bool
    let kind: Kind
    /// The field's resolver (`.default` for meta and introspection fields).
    let resolver: FieldResolver
    /// The coerced arguments, or why they cannot be coerced.
    let arguments: Result<Arguments, GraphQLError>
    /// Whether an `async` resolver may run for this field or below it.
    let maySuspend: Bool
    /// The plans of the merged selection sets when the field's type is an object
    /// type: collected with the plan, for the one runtime type there is.
    let objectSubplans: [FieldPlan]?
    /// `objectSubplans` of a field whose value is an introspection object (`__schema`,
    /// `__type`, an introspection field) when `writeIntrospection` can write them
    /// all: nothing below it can fail.
    let introspectionSubplans: [FieldPlan]?
    /// Whether `writeIntrospection` writes this field of an introspection object:
    /// `__typename`, or an introspection field whose arguments coerced and whose
    /// sub-plans it writes too.
    let writesIntrospection: Bool
    /// An introspection field's `includeDeprecated` argument (false otherwise).
    let includeDeprecated: Bool
    /// The plans of the merged selection sets, per runtime object type of an
    /// abstract type, collected when first needed.
    private let subplanCache = Locked<[(TypeID, [FieldPlan])]>([])

    enum Kind: Sendable {
        case typename
        case schema
        case type(name: String?)
        case introspection(IntrospectionField)
        /// A field of the parent type, by its index there.
        case field(Int)
    }

    init(
        responseKey: String, nodes: [Field], parentType: TypeID, field: FieldEntry, kind: Kind,
        arguments: Result<Arguments, GraphQLError>, objectSubplans: [FieldPlan]?
    ) {
        self.objectSubplans = objectSubplans
        self.responseKey = responseKey
        ownsKeyBytes = responseKey != field.definition.name
        keyBytes = ownsKeyBytes ? Self.keyBytes(responseKey) : field.keyBytes
        self.nodes = nodes
        self.field = field
        fieldName = field.definition.name
        self.parentType = parentType
        shape = field.shape
        isNonNull = shape.isNonNull
        switch shape {
        case .leaf(let kind), .nonNull(.leaf(let kind)): leaf = kind
        default: leaf = nil
        }
        readsParent = if case .field = kind, case .default = field.resolver { true } else { false }
        self.kind = kind
        resolver = field.resolver
        self.arguments = arguments
        maySuspend = field.maySuspend
        switch kind {
        case .schema, .type, .introspection:
            introspectionSubplans = objectSubplans.flatMap { plans in plans.allSatisfy(\.writesIntrospection) ? plans : nil }
        case .typename, .field:
            introspectionSubplans = nil
        }
        switch (kind, arguments) {
        case (.typename, _):
            writesIntrospection = true
            includeDeprecated = false
        case (.introspection(let introspection), .success(let values)):
            writesIntrospection = introspection.objectTypeName == nil || introspectionSubplans != nil
            includeDeprecated = values["includeDeprecated"]?.boolValue ?? false
        default:
            writesIntrospection = false
            includeDeprecated = false
        }
    }

    /// The type the field returns.
    var returnType: GraphQLTypeRef { field.definition.type }

    /// `"key":` in a new buffer. Response keys are GraphQL names, which need no
    /// escaping; anything else is escaped as `JSONWriter` does.
    static func keyBytes(_ key: String) -> UnsafeBufferPointer<UInt8> {
        var key = key
        return key.withUTF8 { utf8 in
            let plain = !utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            if plain {
                let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: utf8.count + 3)
                storage[0] = UInt8(ascii: "\"")
                _ = UnsafeMutableBufferPointer(rebasing: storage[1...]).initialize(from: utf8)
                storage[utf8.count + 1] = UInt8(ascii: "\"")
                storage[utf8.count + 2] = UInt8(ascii: ":")
                return UnsafeBufferPointer(storage)
            }
            var writer = JSONWriter(capacity: utf8.count + 8)
            writer.writeString(String(decoding: utf8, as: UTF8.self))
            writer.writeByte(UInt8(ascii: ":"))
            let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.count)
            _ = storage.initialize(from: writer.bytes)
            return UnsafeBufferPointer(storage)
        }
    }

    deinit {
        if ownsKeyBytes { keyBytes.deallocate() }
    }

    /// The sub-plans for runtime type `type`, collected by `collect` (from the
    /// nodes' selection sets) the first time.
    func subplans(
        for type: TypeID, collect: (TypeID, [Field]) throws(GraphQLError) -> [FieldPlan]
    ) throws(GraphQLError) -> [FieldPlan] {
        if let objectSubplans { return objectSubplans }
        if let found = subplanCache.withLock({ cache in cache.first { $0.0 == type }?.1 }) { return found }
        let plans = try collect(type, nodes)
        subplanCache.withLock { $0.append((type, plans)) }
        return plans
    }
}

/// A return type compiled for completion: wrappers, then what the named type is.
indirect enum Shape: Sendable {
    case nonNull(Shape)
    case list(Shape)
    case leaf(LeafKind)
    case object(TypeID)
    case abstract(TypeID)

    var isNonNull: Bool {
        if case .nonNull = self { return true }
        return false
    }
}
