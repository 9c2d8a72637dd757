import Synchronization

/// One response key of a selection set, as collected for one object type: the
/// merged field nodes, what resolves them and how their values are completed.
/// Built once per execution and (selection, runtime type), then reused for every
/// object the selection set is completed on.
final class FieldPlan: Sendable {
    let responseKey: String
    /// `"responseKey":`, ready to write. Written for every object completed, so
    /// kept outside ARC: immutable after `init`, freed in `deinit`.
    nonisolated(unsafe) let keyBytes: UnsafeBufferPointer<UInt8>
    let nodes: [Field]
    let fieldName: String
    let parentType: TypeID
    let returnType: GraphQLTypeRef
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
    /// The plans of the merged selection sets, per runtime object type of an
    /// abstract type, collected when first needed.
    private let subplanCache = Mutex<[(TypeID, [FieldPlan])]>([])

    enum Kind: Sendable {
        case typename
        case schema
        case type(name: String?)
        case introspection(IntrospectionField)
        /// A field of the parent type, by its index there.
        case field(Int)
    }

    init(
        responseKey: String, nodes: [Field], fieldName: String, parentType: TypeID, returnType: GraphQLTypeRef,
        shape: Shape, kind: Kind, resolver: FieldResolver, arguments: Result<Arguments, GraphQLError>, maySuspend: Bool,
        objectSubplans: [FieldPlan]?
    ) {
        self.objectSubplans = objectSubplans
        self.responseKey = responseKey
        var key = JSONWriter(capacity: responseKey.utf8.count + 3)
        key.writeString(responseKey)
        key.writeByte(UInt8(ascii: ":"))
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: key.count)
        _ = storage.initialize(from: key.bytes)
        keyBytes = UnsafeBufferPointer(storage)
        self.nodes = nodes
        self.fieldName = fieldName
        self.parentType = parentType
        self.returnType = returnType
        self.shape = shape
        isNonNull = shape.isNonNull
        switch shape {
        case .leaf(let kind), .nonNull(.leaf(let kind)): leaf = kind
        default: leaf = nil
        }
        readsParent = if case .field = kind, case .default = resolver { true } else { false }
        self.kind = kind
        self.resolver = resolver
        self.arguments = arguments
        self.maySuspend = maySuspend
    }

    deinit {
        keyBytes.deallocate()
    }

    /// `__schema`, `__type` or `__typename`.
    var isIntrospectionRoot: Bool {
        switch kind {
        case .typename, .schema, .type: true
        case .introspection, .field: false
        }
    }

    /// The sub-plans for runtime type `type`, collected by `collect` the first time.
    func subplans(
        for type: TypeID, collect: (TypeID, [SelectionSet]) throws(GraphQLError) -> [FieldPlan]
    ) throws(GraphQLError) -> [FieldPlan] {
        if let objectSubplans { return objectSubplans }
        if let found = subplanCache.withLock({ cache in cache.first { $0.0 == type }?.1 }) { return found }
        let plans = try collect(type, nodes.compactMap(\.selectionSet))
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
