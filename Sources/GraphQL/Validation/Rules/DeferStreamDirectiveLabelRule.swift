/// The `label` of `@defer` and `@stream` is a string literal, unique in the
/// document (graphql-js 17's rule, from the incremental delivery RFC's "Defer
/// And Stream Directive Labels Are Unique").
///
/// https://github.com/graphql/graphql-spec/pull/1110
public struct DeferStreamDirectiveLabelRule: ValidationRule {
    private var knownLabels: [String: Directive] = [:]

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        let name = node.name.value
        guard name == "defer" || name == "stream", let label = node.argument(named: "label") else { return }
        switch label.value {
        case .null:
            return
        case .string(let value):
            if let known = knownLabels[value.value] {
                context.report("Defer/Stream directive label argument must be unique.", at: known.loc, node.loc)
            } else {
                knownLabels[value.value] = node
            }
        default:
            context.report("\(name == "defer" ? "Defer" : "Stream") directive label argument must be a static string.", at: node.loc)
        }
    }
}
