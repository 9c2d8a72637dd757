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
    /// The `@defer` each node was collected under; empty when none was (always,
    /// outside an incremental execution).
    let deferUsages: [DeferUsage?]
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
    /// The `@defer`s met collecting `objectSubplans`.
    let objectDeferUsages: [DeferUsage]
    /// The field's `@stream` in an incremental execution, or why its arguments are wrong.
    let stream: Result<StreamUsage, GraphQLError>?
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
    private let subplanCache = Locked<[(TypeID, Subselection)]>([])

    enum Kind: Sendable {
        case typename
        case schema
        case type(name: String?)
        case introspection(IntrospectionField)
        /// A field of the parent type, by its index there.
        case field(Int)
    }

    init(
        responseKey: String, nodes: [Field], deferUsages: [DeferUsage?], parentType: TypeID, field: FieldEntry, kind: Kind,
        arguments: Result<Arguments, GraphQLError>, objectSubselection: Subselection?, stream: Result<StreamUsage, GraphQLError>?
    ) {
        let objectSubplans = objectSubselection?.plans
        self.objectSubplans = objectSubplans
        objectDeferUsages = objectSubselection?.newDeferUsages ?? []
        self.deferUsages = deferUsages
        self.stream = stream
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
            // Written directly only when nothing below is deferred or streamed.
            let defers = objectSubselection.map { !$0.newDeferUsages.isEmpty } ?? false
            introspectionSubplans = objectSubplans.flatMap { plans in
                !defers && plans.allSatisfy { $0.writesIntrospection && $0.deferUsages.isEmpty && $0.stream == nil } ? plans : nil
            }
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
    /// nodes' selection sets) the first time. (Apart from `subselection` for the
    /// writers' fast path: an object's plans at one load.)
    func subplans(for type: TypeID, collect: (TypeID) throws(GraphQLError) -> Subselection) throws(GraphQLError) -> [FieldPlan] {
        if let objectSubplans { return objectSubplans }
        return try subselection(for: type, collect: collect).plans
    }

    /// The sub-plans for runtime type `type` and the `@defer`s met collecting them,
    /// collected by `collect` (from the nodes' selection sets) the first time.
    func subselection(
        for type: TypeID, collect: (TypeID) throws(GraphQLError) -> Subselection
    ) throws(GraphQLError) -> Subselection {
        if let objectSubplans { return Subselection(plans: objectSubplans, newDeferUsages: objectDeferUsages) }
        if let found = subplanCache.withLock({ cache in cache.first { $0.0 == type }?.1 }) { return found }
        let subselection = try collect(type)
        subplanCache.withLock { $0.append((type, subselection)) }
        return subselection
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
