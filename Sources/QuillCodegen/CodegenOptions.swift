import GraphQL

/// How the generated code looks, from the command line and from a `quill-codegen.json`
/// beside the operations; an option not given is nil (`merging` fills it in).
///
/// ```json
/// {
///   "schema": "schema.json",
///   "namespace": "API",
///   "access": "internal",
///   "scalars": { "DateTime": "Date" },
///   "keyFields": { "Conference": ["id"] },
///   "codable": true, "graphQLEnum": true, "graphQLNullable": true, "module": true
/// }
/// ```
public struct CodegenOptions: Sendable, Hashable {
    public enum Access: String, Sendable, Hashable {
        case `public`, `internal`
    }

    /// The schema's path (in a configuration file: relative to the file).
    public var schema: String?
    /// An enum every generated type is declared in (`API.AllConferencesQuery`).
    public var namespace: String?
    /// The generated declarations' access level; `public` when not given.
    public var access: Access?
    /// The Swift type of each custom scalar (`DateTime` → `Date`); `String` when not mapped.
    /// The type conforms to `CustomScalarType` in user code.
    public var scalars: [String: String]
    /// The fields that identify an object of each type in the normalized cache (an
    /// interface's apply to the types implementing it). They are added to every selection
    /// of the type, as `__typename` is.
    public var keyFields: [String: [String]]
    /// Cache redirects: per type, the fields whose object the cache finds by the field's
    /// arguments (`"Query": ["book": ["id"]]`: `book(id: 7)` reads `Book:7`), as Apollo's
    /// `@fieldPolicy(forField:keyArgs:)` in the schema declares them.
    public var fieldPolicies: [String: [String: [String]]]
    /// Seconds a cached value stays fresh, per type and field (the type's own under ""), as
    /// Apollo Server's `@cacheControl(maxAge:)` in the schema gives them.
    public var cacheMaxAges: [String: [String: Double]]
    /// Whether the data's structs are `Codable` (as the JSON object they read); false when
    /// not given.
    public var codable: Bool?
    /// Apollo's enum shape: schema enums with only their values (`enum PatchSize: String,
    /// EnumType`), and enum fields, variables and input fields as `GraphQLEnum<PatchSize>`
    /// (a case, or `.unknown` for a value added to the schema since). Off: Quill's enums,
    /// with `__unknown(String)`.
    public var graphQLEnum: Bool?
    /// Apollo's variable shape: nullable operation variables as `GraphQLNullable<T>`
    /// (absent by default, `.null` an explicit null: `cursor ?? .null`). Off: optionals,
    /// left out when nil.
    public var graphQLNullable: Bool?
    /// The generated code is a module of its own (Apollo's schema module, named by the
    /// namespace when there is one, which then declares no enum): it re-exports Quill
    /// (`@_exported import Quill`), so that importing it is enough, and declares the scalar
    /// typealiases (`ID`, each custom scalar's) at its top level. Off: code compiled in the
    /// app's target, which imports Quill and declares the typealiases only in a namespace.
    public var module: Bool?

    public init(
        schema: String? = nil, namespace: String? = nil, access: Access? = nil, scalars: [String: String] = [:],
        keyFields: [String: [String]] = [:], fieldPolicies: [String: [String: [String]]] = [:],
        cacheMaxAges: [String: [String: Double]] = [:], codable: Bool? = nil, graphQLEnum: Bool? = nil, graphQLNullable: Bool? = nil,
        module: Bool? = nil
    ) {
        self.schema = schema
        self.namespace = namespace
        self.access = access
        self.scalars = scalars
        self.keyFields = keyFields
        self.fieldPolicies = fieldPolicies
        self.cacheMaxAges = cacheMaxAges
        self.codable = codable
        self.graphQLEnum = graphQLEnum
        self.graphQLNullable = graphQLNullable
        self.module = module
    }

    /// These options over `defaults` (a configuration file's): what is given here wins,
    /// scalar mappings and key fields type by type.
    public func merging(over defaults: CodegenOptions) -> CodegenOptions {
        CodegenOptions(
            schema: schema ?? defaults.schema, namespace: namespace ?? defaults.namespace,
            access: access ?? defaults.access, scalars: defaults.scalars.merging(scalars) { $1 },
            keyFields: defaults.keyFields.merging(keyFields) { $1 }, fieldPolicies: defaults.fieldPolicies.merging(fieldPolicies) { $1 },
            cacheMaxAges: defaults.cacheMaxAges.merging(cacheMaxAges) { $1 },
            codable: codable ?? defaults.codable,
            graphQLEnum: graphQLEnum ?? defaults.graphQLEnum, graphQLNullable: graphQLNullable ?? defaults.graphQLNullable,
            module: module ?? defaults.module)
    }

    /// Adds a command-line mapping: `--scalar DateTime=Date`.
    public mutating func addScalar(_ mapping: String) throws(CodegenFailure) {
        let parts = mapping.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CodegenFailure(file: "quill", "'--scalar' takes SCALAR=SwiftType, not '\(mapping)'")
        }
        scalars[parts[0]] = parts[1]
    }

    /// Adds command-line key fields: `--key-fields Conference=id` (`=a,b` for several).
    public mutating func addKeyFields(_ mapping: String) throws(CodegenFailure) {
        let parts = mapping.split(separator: "=", maxSplits: 1).map { String($0).trimmingWhitespace }
        let fields = parts.count == 2 ? parts[1].split(separator: ",").map { String($0).trimmingWhitespace } : []
        guard parts.count == 2, !parts[0].isEmpty, !fields.isEmpty, !fields.contains(where: \.isEmpty) else {
            throw CodegenFailure(file: "quill", "'--key-fields' takes Type=field[,field...], not '\(mapping)'")
        }
        keyFields[parts[0]] = fields
    }

    /// The options in a `quill-codegen.json`'s text; `path` names it in messages.
    public static func read(path: String, text: String) throws(CodegenFailure) -> CodegenOptions {
        try read(path: path, object: try jsonObject(path: path, text: text))
    }

    /// The JSON object a configuration file holds.
    static func jsonObject(path: String, text: String) throws(CodegenFailure) -> JSONObject {
        let json: JSONValue
        do throws(JSONReadError) {
            json = try JSONReader().read(text)
        } catch {
            throw CodegenFailure(file: path, location: SourceLocation(line: error.line, column: error.column), error.message)
        }
        guard case .object(let object) = json else { throw CodegenFailure(file: path, "expected a JSON object") }
        return object
    }

    /// The options in a `quill-codegen.json`'s object.
    static func read(path: String, object: JSONObject) throws(CodegenFailure) -> CodegenOptions {
        var options = CodegenOptions()
        for member in object {
            switch member.key {
            case "schema": options.schema = try string(member, in: path)
            case "namespace": options.namespace = try string(member, in: path)
            case "access":
                let value = try string(member, in: path)
                guard let access = Access(rawValue: value) else {
                    throw CodegenFailure(file: path, "\"access\" must be \"public\" or \"internal\", not \"\(value)\"")
                }
                options.access = access
            case "scalars":
                for scalar in try members(member, in: path) {
                    options.scalars[scalar.key] = try string(scalar, in: path)
                }
            case "keyFields":
                for type in try members(member, in: path) {
                    guard case .array(let fields) = type.value, let names = strings(fields), !names.isEmpty else {
                        throw CodegenFailure(file: path, "\"keyFields\".\"\(type.key)\" must be a list of field names")
                    }
                    options.keyFields[type.key] = names
                }
            case "codable": options.codable = try bool(member, in: path)
            case "graphQLEnum": options.graphQLEnum = try bool(member, in: path)
            case "graphQLNullable": options.graphQLNullable = try bool(member, in: path)
            case "module": options.module = try bool(member, in: path)
            default:
                throw CodegenFailure(
                    file: path,
                    "unknown option \"\(member.key)\" (known: schema, namespace, access, scalars, keyFields, codable, graphQLEnum, graphQLNullable, module)"
                )
            }
        }
        return options
    }

    private static func string(_ member: JSONObject.Member, in path: String) throws(CodegenFailure) -> String {
        guard case .string(let value) = member.value else {
            throw CodegenFailure(file: path, "\"\(member.key)\" must be a string")
        }
        return value
    }

    private static func bool(_ member: JSONObject.Member, in path: String) throws(CodegenFailure) -> Bool {
        guard case .bool(let value) = member.value else {
            throw CodegenFailure(file: path, "\"\(member.key)\" must be true or false")
        }
        return value
    }

    private static func members(_ member: JSONObject.Member, in path: String) throws(CodegenFailure) -> JSONObject {
        guard case .object(let object) = member.value else {
            throw CodegenFailure(file: path, "\"\(member.key)\" must be an object")
        }
        return object
    }

    private static func strings(_ values: [JSONValue]) -> [String]? {
        var result: [String] = []
        for value in values {
            guard case .string(let string) = value else { return nil }
            result.append(string)
        }
        return result
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
