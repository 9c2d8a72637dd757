import GraphQL

/// Apollo iOS's schema extension directives for the normalized cache, read from the schema's
/// SDL: `extend type Book @typePolicy(keyFields: "id")` keys `Book` objects by `id` (as
/// `keyFields` in the options do), and `extend type Query @fieldPolicy(forField: "book",
/// keyArgs: "id")` lets the cache answer `book(id: 7)` from `Book:7` (a redirect), and
/// Apollo Server's `@cacheControl(maxAge:)` on types and fields is the client's time to
/// live for them. The
/// options win for a type they name. A schema file may use the directives without declaring
/// them, as with Apollo's generator.
enum CachePolicies {
    static let declarations: [(name: String, declaration: String)] = [
        ("typePolicy", "directive @typePolicy(keyFields: String!) on OBJECT | INTERFACE"),
        ("fieldPolicy", "directive @fieldPolicy(forField: String!, keyArgs: String!) repeatable on OBJECT | INTERFACE"),
        // Apollo Server's, with its scope enum.
        (
            "cacheControl",
            """
            enum CacheControlScope { PUBLIC PRIVATE }
            directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) on FIELD_DEFINITION | OBJECT | INTERFACE | UNION
            """
        ),
    ]

    /// `text` with the declarations appended of the directives it uses and does not declare.
    static func declared(_ text: String) -> String {
        var text = text
        for (name, declaration) in declarations where text.contains("@\(name)") && !text.contains("directive @\(name)") {
            text += "\n" + declaration + "\n"
        }
        return text
    }

    /// The key fields of each type with a `@typePolicy` in `sdl` (SDL texts already
    /// validated as the schema; field names separated by spaces).
    static func keyFields(in sdl: [String]) -> [String: [String]] {
        var keyFields: [String: [String]] = [:]
        for (type, directive) in directives(named: "typePolicy", in: sdl) {
            if let fields = string(directive, "keyFields") { keyFields[type] = names(fields) }
        }
        return keyFields
    }

    /// The redirects of each type with `@fieldPolicy`s in `sdl`: field → key arguments.
    static func fieldPolicies(in sdl: [String]) -> [String: [String: [String]]] {
        var policies: [String: [String: [String]]] = [:]
        for (type, directive) in directives(named: "fieldPolicy", in: sdl) {
            if let field = string(directive, "forField"), let keyArgs = string(directive, "keyArgs") {
                policies[type, default: [:]][field] = names(keyArgs)
            }
        }
        return policies
    }

    /// `@cacheControl(maxAge:)` on types and on fields, in seconds: the type's own under the
    /// field name "" (`CodegenOptions.cacheMaxAges`).
    static func maxAges(in sdl: [String]) -> [String: [String: Double]] {
        var maxAges: [String: [String: Double]] = [:]
        for text in sdl where text.contains("@cacheControl") {
            guard let document = try? Parser.parse(Source(text)) else { continue }
            for definition in document.definitions {
                guard let (type, directives) = typeDirectives(definition) else { continue }
                if let seconds = maxAge(directives) { maxAges[type, default: [:]][""] = seconds }
                for field in fields(definition) {
                    if let seconds = maxAge(field.directives) { maxAges[type, default: [:]][field.name.value] = seconds }
                }
            }
        }
        return maxAges
    }

    private static func maxAge(_ directives: [Directive]) -> Double? {
        guard let directive = directives.first(where: { $0.name.value == "cacheControl" }),
            case .int(let value)? = directive.argument(named: "maxAge")?.value
        else { return nil }
        return Double(value.value)
    }

    private static func fields(_ definition: Definition) -> [FieldDefinition] {
        switch definition {
        case .object(let node): node.fields
        case .objectExtension(let node): node.fields
        case .interface(let node): node.fields
        case .interfaceExtension(let node): node.fields
        default: []
        }
    }

    private static func directives(named name: String, in sdl: [String]) -> [(type: String, directive: Directive)] {
        var found: [(String, Directive)] = []
        for text in sdl where text.contains("@\(name)") {
            guard let document = try? Parser.parse(Source(text)) else { continue }
            for definition in document.definitions {
                guard let (type, directives) = typeDirectives(definition) else { continue }
                found += directives.filter { $0.name.value == name }.map { (type, $0) }
            }
        }
        return found
    }

    private static func string(_ directive: Directive, _ argument: String) -> String? {
        guard case .string(let value)? = directive.argument(named: argument)?.value else { return nil }
        return value.value
    }

    private static func names(_ list: String) -> [String] {
        list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" }).map(String.init)
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
