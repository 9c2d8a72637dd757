/// An anonymous operation is the only operation of its document.
///
/// https://spec.graphql.org/September2025/#sec-Lone-Anonymous-Operation
public struct LoneAnonymousOperationRule: ValidationRule {
    private var operationCount = 0

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Document, _ context: ValidationContext) {
        operationCount = node.definitions.count { if case .operation = $0 { true } else { false } }
    }

    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        if node.name == nil && operationCount > 1 {
            context.report("This anonymous operation must be the only defined operation.", at: node.loc)
        }
    }
}
