/// A schema enum: a case per value, and `__unknown` for a value added to the schema since;
/// or, in Apollo's shape, a `String` enum of the values alone (fields hold it in a `GraphQLEnum`).
struct EnumTemplate {
    let access: String

    func render(_ type: IR.EnumType) -> Template {
        let documentation = SwiftSyntax.documentation(type.description)
        // A deprecated value is said so in its comment, not with `@available`: the enum's own
        // members name every case, and would warn.
        let caseDocumentation = type.cases.indices.map { index in
            index < type.caseDocumentation.count
                ? SwiftSyntax.documentation(type.caseDocumentation[index].description, deprecated: type.caseDocumentation[index].deprecationReason)
                : ""
        }
        guard type.hasUnknownCase else {
            return """
                \(documentation)\(access)enum \(type.typeName): String, EnumType {
                    \(lines: zip(type.cases, caseDocumentation).map { "\($1)case \($0.name) = \(SwiftSyntax.stringLiteral($0.value))" })
                }
                """
        }
        let cases = type.cases.map { ".\($0.name)" }
        return """
            \(documentation)\(access)enum \(type.typeName): EnumType {
                \(lines: zip(type.cases, caseDocumentation).map { "\($1)case \($0.name)" })
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
