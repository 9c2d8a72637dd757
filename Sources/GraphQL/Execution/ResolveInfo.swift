/// What a resolver knows about the field it resolves, and about the request.
public struct ResolveInfo: Sendable {
    let plan: FieldPlan
    let request: Request
    /// The response path of the field: response keys and list indices.
    public let path: [PathComponent]
    /// In an incremental execution, the defer usages of the part running (nil: the
    /// initial result or a stream item), which tell what is deferred below.
    let running: DeferUsageSet?
    /// The execution resolving the field, which collects its selection for a runtime type.
    let execution: ExecutionContext?

    init(plan: FieldPlan, request: Request, path: [PathComponent], running: DeferUsageSet? = nil, execution: ExecutionContext? = nil) {
        self.plan = plan
        self.request = request
        self.path = path
        self.running = running
        self.execution = execution
    }

    /// The field's name in the schema (not its alias).
    public var fieldName: String { plan.fieldName }
    /// The field's nodes in the document: one per merged occurrence of its response key.
    public var fieldNodes: [Field] { plan.nodes }
    /// The type the field returns.
    public var returnType: GraphQLTypeRef { plan.returnType }
    /// The object type the field belongs to.
    public var parentType: TypeID { plan.parentType }
    public var parentTypeName: String { request.schema[plan.parentType].name }
    public var schema: GraphQLSchema { request.schema }
    public var operation: OperationDefinition { request.operation }
    public var fragments: [String: FragmentDefinition] { request.fragments }
    /// The coerced variable values.
    public var variables: CoercedVariables { request.variables }
    public var rootValue: (any Sendable)? { request.rootValue }
}
