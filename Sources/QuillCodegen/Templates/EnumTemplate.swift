/// A schema enum: a case per value, and `__unknown` for a value added to the schema since;
/// or, in Apollo's shape, a `String` enum of the values alone (fields hold it in a `GraphQLEnum`).
struct EnumTemplate {
    let access: String

    func render(_ type: IR.EnumType) -> Template {
        guard type.hasUnknownCase else {
            return """
                \(access)enum \(type.typeName): String, EnumType {
                    \(lines: type.cases.map { "case \($0.name) = \(SwiftSyntax.stringLiteral($0.value))" })
                }
                """
        }
        let cases = type.cases.map { ".\($0.name)" }
        return """
            \(access)enum \(type.typeName): EnumType {
                \(lines: type.cases.map { "case \($0.name)" })
                case __unknown(String)

                \(SwiftSyntax.list(cases, prefix: "\(access)static let allCases: [\(type.typeName)] = "))

                \(access)init(rawValue: String) {
                    switch rawValue {
                    \(lines: type.cases.map { "case \(SwiftSyntax.stringLiteral($0.value)): self = .\($0.name)" })
                    default: self = .__unknown(rawValue)
                    }
                }

                \(access)var rawValue: String {
                    switch self {
                    \(lines: type.cases.map { "case .\($0.name): \(SwiftSyntax.stringLiteral($0.value))" })
                    case .__unknown(let value): value
                    }
                }
            }
            """
    }
}
