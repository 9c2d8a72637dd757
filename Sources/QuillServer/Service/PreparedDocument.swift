import GraphQL

/// A query text parsed, validated and checked against the limits: what the
/// document cache keeps, so a repeated query is neither parsed nor validated again.
enum PreparedDocument: Sendable {
    case valid(ValidDocument)
    /// The response and reason of a document that does not parse, is invalid or exceeds a limit.
    case invalid(Response, GraphQLRejection)

    init<Context>(_ text: String, executor: Executor<Context>, limits: GraphQLLimits) {
        let schema = executor.schema
        let source = Source(text)
        let document: Document
        do throws(GraphQLError) {
            document = try Parser.parse(source, options: ParseOptions(maxTokens: limits.maxTokens))
        } catch {
            self = .invalid(Response(errors: [error]), .parse)
            return
        }
        var errors =
            if limits.introspection {
                validate(schema: schema, document: document, source: source)
            } else {
                validate(schema: schema, document: document, source: source, rule: RulePair<SpecifiedRules, NoIntrospectionRule>.self)
            }
        if errors.isEmpty { errors = limits.violations(in: document, source: source) }
        guard errors.isEmpty else {
            self = .invalid(Response(errors: errors), .validation)
            return
        }
        let incremental = schema.directive(named: "defer") != nil || schema.directive(named: "stream") != nil
        self = .valid(
            ValidDocument(
                document: document, source: source, defersOrStreams: incremental && document.usesDirective(named: ["defer", "stream"])
            ) { executor.isSynchronous($0, in: document) })
    }
}

/// A valid document, with what a request needs to know of its operations at hand.
struct ValidDocument: Sendable {
    let document: Document
    let source: Source
    /// By index in `document.definitions`; nil for fragments.
    private let operations: [Operation?]
    /// Whether the document uses `@defer` or `@stream` and the schema declares them.
    let defersOrStreams: Bool

    /// What a request needs to know of an operation before running it.
    struct Operation: Sendable {
        var name: String?
        var type: OperationType
        /// Whether `Executor.executeSync` can run it (no `async` resolver reachable).
        var isSynchronous: Bool
    }

    init(document: Document, source: Source, defersOrStreams: Bool, isSynchronous: (OperationDefinition) -> Bool) {
        self.document = document
        self.source = source
        self.defersOrStreams = defersOrStreams
        operations = document.definitions.map { definition in
            guard case .operation(let operation) = definition else { return nil }
            return Operation(name: operation.name?.value, type: operation.operation, isSynchronous: isSynchronous(operation))
        }
    }

    /// The operation that `operationName` selects (`Document.operation(named:)`); nil
    /// when it selects none (the executor then reports why).
    func operation(named operationName: String?) -> Operation? {
        guard let index = try? document.operationIndex(named: operationName) else { return nil }
        return operations[index]
    }
}
