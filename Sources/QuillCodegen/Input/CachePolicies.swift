import GraphQL

/// Apollo iOS's schema extension directives for the normalized cache, read from the schema's
/// SDL: `extend type Book @typePolicy(keyFields: "id")` keys `Book` objects by `id` (as
/// `keyFields` in the options do), and `extend type Query @fieldPolicy(forField: "book",
/// keyArgs: "id")` lets the cache answer `book(id: 7)` from `Book:7` (a redirect), and
/// Apollo Server's `@cacheControl(maxAge:)` on types and fields is the client's time to
/// live for them. The options win for a type they name. A schema file may use the
/// directives without declaring them, as with Apollo's generator.
struct CachePolicies {
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

    /// Each type's key fields (`@typePolicy`, field names separated by spaces).
    var keyFields: [String: [String]] = [:]
    /// Each type's redirects (`@fieldPolicy`): field → key arguments.
    var fieldPolicies: [String: [String: [String]]] = [:]
    /// `@cacheControl(maxAge:)` in seconds, per type and field (the type's own under "").
    var maxAges: [String: [String: Double]] = [:]

    /// The policies in `sdl` (SDL texts already validated as the schema), each text parsed once.
    init(sdl: [String]) {
        for text in sdl where ["@typePolicy", "@fieldPolicy", "@cacheControl"].contains(where: text.contains) {
            guard let document = try? Parser.parse(Source(text)) else { continue }
            for definition in document.definitions {
                guard let (type, directives) = Self.typeDirectives(definition) else { continue }
                for directive in directives {
                    switch directive.name.value {
                    case "typePolicy":
                        if let fields = Self.string(directive, "keyFields") { keyFields[type] = Self.names(fields) }
                    case "fieldPolicy":
                        if let field = Self.string(directive, "forField"), let keyArgs = Self.string(directive, "keyArgs") {
                            fieldPolicies[type, default: [:]][field] = Self.names(keyArgs)
                        }
                    default: break
                    }
                }
                if let seconds = Self.maxAge(directives) { maxAges[type, default: [:]][""] = seconds }
                for field in Self.fields(definition) {
                    if let seconds = Self.maxAge(field.directives) { maxAges[type, default: [:]][field.name.value] = seconds }
                }
            }
        }
    }

    /// The policies under `options`, which win for a type they name.
    func apply(to options: inout CodegenOptions) {
        options.keyFields = keyFields.merging(options.keyFields) { $1 }
        options.fieldPolicies = fieldPolicies.merging(options.fieldPolicies) { $1 }
        options.cacheMaxAges = maxAges.merging(options.cacheMaxAges) { $1 }
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
