import GraphQL

/// Apollo iOS's schema extension directives for the normalized cache, read from the schema's
/// SDL: `extend type Book @typePolicy(keyFields: "id")` keys `Book` objects by `id` (as
/// `keyFields` in the options do; the options win for a type they name). A schema file may
/// use the directive without declaring it, as with Apollo's generator.
enum CachePolicies {
    /// The declaration added to SDL that uses the directive without declaring it.
    static let declarations = "directive @typePolicy(keyFields: String!) on OBJECT | INTERFACE\n"

    /// `text` with the declarations appended when it uses them and does not declare them.
    static func declared(_ text: String) -> String {
        guard text.contains("@typePolicy"), !text.contains("directive @typePolicy") else { return text }
        return text + "\n" + declarations
    }

    /// The key fields of each type with a `@typePolicy` in `sdl` (SDL texts already
    /// validated as the schema; a list of field names separated by spaces).
    static func keyFields(in sdl: [String]) -> [String: [String]] {
        var keyFields: [String: [String]] = [:]
        for text in sdl where text.contains("@typePolicy") {
            guard let document = try? Parser.parse(Source(text)) else { continue }
            for definition in document.definitions {
                guard let (name, directives) = typeDirectives(definition) else { continue }
                for directive in directives where directive.name.value == "typePolicy" {
                    guard case .string(let value)? = directive.argument(named: "keyFields")?.value else { continue }
                    keyFields[name] = value.value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).map(String.init)
                }
            }
        }
        return keyFields
    }

    private static func typeDirectives(_ definition: Definition) -> (String, [Directive])? {
        switch definition {
        case .object(let node): (node.name.value, node.directives)
        case .objectExtension(let node): (node.name.value, node.directives)
        case .interface(let node): (node.name.value, node.directives)
        case .interfaceExtension(let node): (node.name.value, node.directives)
        default: nil
        }
    }
}
