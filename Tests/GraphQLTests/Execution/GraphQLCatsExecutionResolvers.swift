import Foundation

@testable import GraphQL

/// The resolvers a graphql-cats execution scenario describes with directives on
/// its schema's fields, and its test data with `{"$ref": name}` links.
struct GraphQLCatsResolvers {
    /// The scenario's schema with the resolver directives declared.
    let sdl: String
    let resolvers: Resolvers<Void>
    private let testData: JSONObject

    static let directives = """

        directive @resolveString(value: String) on FIELD_DEFINITION
        directive @resolvePromise on FIELD_DEFINITION
        directive @resolveEmptyObject on FIELD_DEFINITION
        directive @resolveError(message: String) on FIELD_DEFINITION
        directive @resolveErrorList(values: [String], messages: [String]) on FIELD_DEFINITION
        directive @resolvePromiseString(value: String) on FIELD_DEFINITION
        directive @resolvePromiseReject(message: String) on FIELD_DEFINITION
        directive @resolvePromiseRejectList(values: [String], messages: [String]) on FIELD_DEFINITION
        directive @argumentsJson on FIELD_DEFINITION
        """

    init(schema: String, testData: JSONObject) throws {
        sdl = schema + Self.directives
        self.testData = testData
        let links = Links(testData: testData)
        var resolvers = Resolvers<Void>()
        for definition in try Parser.parse(sdl).definitions {
            switch definition {
            case .object(let object):
                for field in object.fields {
                    resolvers.add(object.name.value, field, links)
                }
            case .interface(let type): resolvers.resolveType(type.name.value) { value, _, _ in Links.typeName(value) }
            case .union(let type): resolvers.resolveType(type.name.value) { value, _, _ in Links.typeName(value) }
            default: continue
            }
        }
        self.resolvers = resolvers
    }

    /// The test data named `name`.
    func value(named name: String) -> JSONValue {
        Links(testData: testData).follow(.object(["$ref": .string(name)]))
    }
}

/// Test data links: `{"$ref": name}` stands for the test data named `name`.
struct Links: Sendable {
    let testData: JSONObject

    func follow(_ value: JSONValue) -> JSONValue {
        if case .object(let object) = value, object.count == 1, let name = object["$ref"]?.stringValue {
            return testData[name] ?? .null
        }
        if case .array(let items) = value { return .array(items.map(follow)) }
        return value
    }

    /// A field of a test data object, links followed.
    func field(_ name: String, of parent: any Sendable) -> JSONValue {
        follow((parent as? JSONValue)?[name] ?? .null)
    }

    /// The object type of test data: its `type` member.
    static func typeName(_ value: any Sendable) -> String? {
        (value as? JSONValue)?["type"]?.stringValue
    }
}

extension Resolvers<Void> {
    /// The resolver of `field` its directive describes; without one, the field
    /// read from the parent.
    fileprivate mutating func add(_ type: String, _ field: FieldDefinition, _ links: Links) {
        let name = field.name.value
        guard let directive = field.directives.first else {
            self.field(type, name) { parent, _, _, _ in links.field(name, of: parent) }
            return
        }
        let arguments = Dictionary(directive.arguments.map { ($0.name.value, $0.value) }, uniquingKeysWith: { first, _ in first })
        let string = arguments["value"].flatMap(Self.string) ?? ""
        let message = arguments["message"].flatMap(Self.string) ?? ""
        let values: [String] = if case .list(let list) = arguments["values"] { list.values.compactMap(Self.string) } else { [] }
        let messages: [String] = if case .list(let list) = arguments["messages"] { list.values.compactMap(Self.string) } else { [] }
        // graphql-js's executor test, which these scenarios come from: each value followed by an error.
        let valuesAndErrors: [any Sendable] = zip(values, messages).flatMap { [$0, GraphQLError($1)] as [any Sendable] }
        switch directive.name.value {
        case "resolveString":
            self.field(type, name) { _, args, _, _ in
                args.values.reduce(string) { text, argument in
                    text.replacingOccurrences(of: "$\(argument.key)", with: Self.text(argument.value))
                }
            }
        case "resolvePromise":
            self.field(type, name) { parent, _, _, _ async in links.field(name, of: parent) }
        case "resolveEmptyObject":
            self.field(type, name) { _, _, _, _ in JSONValue.object([:]) }
        case "resolveError":
            self.field(type, name) { _, _, _, _ in throw GraphQLError(message) }
        case "resolveErrorList":
            self.field(type, name) { _, _, _, _ in valuesAndErrors }
        case "resolvePromiseString":
            self.field(type, name) { _, _, _, _ async in string }
        case "resolvePromiseReject":
            self.field(type, name) { _, _, _, _ async throws -> (any Sendable)? in throw GraphQLError(message) }
        case "resolvePromiseRejectList":
            self.field(type, name) { _, _, _, _ async in valuesAndErrors }
        case "argumentsJson":
            self.field(type, name) { _, args, _, _ in
                var writer = JSONWriter(capacity: 64)
                writer.write(.object(args.values))
                return writer.string
            }
        default:
            preconditionFailure("graphql-cats directive @\(directive.name.value) is not implemented")
        }
    }

    private static func string(_ value: Value) -> String? {
        if case .string(let string) = value { return string.value }
        return nil
    }

    /// An argument as text in a `$name` placeholder.
    private static func text(_ value: JSONValue) -> String {
        if let string = value.stringValue { return string }
        var writer = JSONWriter(capacity: 16)
        writer.write(value)
        return writer.string
    }
}
