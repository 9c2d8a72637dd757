import QuillSync

/// One request: the operation to run and what resolvers may ask about it.
final class Request: Sendable {
    let schema: GraphQLSchema
    let document: Document
    let operation: OperationDefinition
    let fragments: [String: FragmentDefinition]
    let variables: CoercedVariables
    let rootValue: (any Sendable)?
    /// The text the document was parsed from, to locate errors.
    let source: Source

    init(
        schema: GraphQLSchema, document: Document, operation: OperationDefinition, fragments: [String: FragmentDefinition],
        variables: CoercedVariables, rootValue: (any Sendable)?, source: Source
    ) {
        self.schema = schema
        self.document = document
        self.operation = operation
        self.fragments = fragments
        self.variables = variables
        self.rootValue = rootValue
        self.source = source
    }
}

/// Everything one execution shares: the request, the resolvers, the context
/// value, and the errors of fields that ran concurrently.
final class ExecutionContext: Sendable {
    let request: Request
    let table: ResolverTable
    let context: any Sendable
    /// Whether `async` resolvers may run (false in `executeSync`).
    let allowsSuspension: Bool
    /// Errors reported by concurrent parts of an execution, in the order they happened.
    let concurrentErrors = Locked<[GraphQLError]>([])
    /// The part of an incremental execution this runs; nil outside one (`@defer`
    /// and `@stream` are ignored).
    let incremental: IncrementalScope?

    init(request: Request, table: ResolverTable, context: any Sendable, allowsSuspension: Bool, incremental: IncrementalScope? = nil) {
        self.request = request
        self.table = table
        self.context = context
        self.allowsSuspension = allowsSuspension
        self.incremental = incremental
    }

    var schema: GraphQLSchema { request.schema }

    /// The sub-plans of `plan`'s merged selection sets for runtime type `type`.
    /// A field error (at `path`) when they cannot be collected.
    func subplans(of plan: FieldPlan, for type: TypeID, _ path: [PathComponent]) throws(GraphQLError) -> [FieldPlan] {
        do throws(GraphQLError) {
            return try plan.subplans(for: type) { type throws(GraphQLError) in
                try collectFields(type, of: plan.nodes, deferUsages: plan.deferUsages)
            }
        } catch {
            throw locate(error, plan, path)
        }
    }

    /// `subplans`, with the `@defer`s met collecting them.
    func subselection(of plan: FieldPlan, for type: TypeID, _ path: [PathComponent]) throws(GraphQLError) -> Subselection {
        do throws(GraphQLError) {
            return try plan.subselection(for: type) { type throws(GraphQLError) in
                try collectFields(type, of: plan.nodes, deferUsages: plan.deferUsages)
            }
        } catch {
            throw locate(error, plan, path)
        }
    }

    /// The errors' locations: one per field node.
    func locations(of plan: FieldPlan) -> [SourceLocation] {
        plan.nodes.map { request.source.location(at: $0.loc.start) }
    }

    /// A field error as the response reports it (graphql-js's `locatedError`): an
    /// error that already has a path is kept; others get the field's locations
    /// (unless they have their own) and `path`.
    func locate(_ error: any Error, _ plan: FieldPlan, _ path: [PathComponent]) -> GraphQLError {
        var located: GraphQLError
        switch error {
        case let error as GraphQLError: located = error
        case let error as LeafError: return locate(error.error, plan, path)
        default: located = GraphQLError(String(describing: error))
        }
        if located.path != nil { return located }
        if located.locations.isEmpty { located.locations = locations(of: plan) }
        located.path = path
        return located
    }
}
