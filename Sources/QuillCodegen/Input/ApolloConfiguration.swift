import Foundation
import GraphQL

/// An Apollo iOS 1.x `apollo-codegen-config.json`, read as an app has it: where the schema
/// and operations are, where the code goes, and the options Quill's generator honours.
/// The code is generated in Apollo's shapes (`GraphQLEnum`, `GraphQLNullable`). Options
/// Quill does not have are warnings, unknown keys too; a wrong value is an error naming
/// its key.
struct ApolloConfiguration {
    /// Where the operations' Swift goes.
    enum OperationsOutput: Equatable {
        /// With the schema types.
        case inSchemaModule
        /// Beside each `.graphql` file, in `subpath` when given.
        case relative(subpath: String?)
        /// In one directory.
        case absolute(path: String)
    }

    static let fileName = "apollo-codegen-config.json"

    var options = CodegenOptions(graphQLEnum: true, graphQLNullable: true)
    var schemaPatterns = ["**/*.graphqls"]
    var operationPatterns = ["**/*.graphql"]
    /// The schema types' directory.
    var schemaTypesPath = ""
    var operations = OperationsOutput.inSchemaModule
    var operationManifestPath: String?
    var warnings: [CodegenDiagnostic] = []

    /// Whether `object` is an Apollo configuration rather than a `quill-codegen.json` (a file
    /// named `apollo-codegen-config.json` is one too).
    static func isApollo(_ object: JSONObject) -> Bool {
        object["schemaNamespace"] != nil
    }

    /// Reads the configuration; relative paths stay relative to the file (the caller resolves them).
    init(path: String, object: JSONObject) throws(CodegenFailure) {
        var reader = Reader(path: path)
        for member in object {
            switch member.key {
            case "schemaNamespace": options.namespace = try reader.string(member.value, at: [member.key])
            case "input": try readInput(member.value, &reader)
            case "output": try readOutput(member.value, &reader)
            case "options": try readOptions(member.value, &reader)
            case "experimentalFeatures":
                for feature in try reader.object(member.value, at: ["experimentalFeatures"]) {
                    let key = ["experimentalFeatures", feature.key]
                    if feature.key == "fieldMerging" {
                        let values = try reader.strings(feature.value, at: key)
                        if values != ["all"] { reader.warn(key, "Quill merges every field; \(values) is read as [\"all\"]") }
                    } else {
                        reader.ignore(key)
                    }
                }
            case "operationManifest": try readManifest(member.value, &reader)
            case "schemaDownload", "schemaDownloadConfiguration":
                reader.warn([member.key], "ignored: download the schema with 'quill fetch-schema'")
            default: reader.warn([member.key], "unknown key, ignored")
            }
        }
        guard options.namespace != nil else { throw reader.failure([], "\"schemaNamespace\" is required") }
        guard !schemaTypesPath.isEmpty else { throw reader.failure(["output", "schemaTypes"], "\"path\" is required") }
        warnings = reader.warnings
    }

    private mutating func readInput(_ value: JSONValue, _ reader: inout Reader) throws(CodegenFailure) {
        for member in try reader.object(value, at: ["input"]) {
            let key = ["input", member.key]
            switch member.key {
            case "schemaSearchPaths": schemaPatterns = try reader.strings(member.value, at: key)
            case "operationSearchPaths": operationPatterns = try reader.strings(member.value, at: key)
            default: reader.warn(key, "unknown key, ignored")
            }
        }
    }

    private mutating func readOutput(_ value: JSONValue, _ reader: inout Reader) throws(CodegenFailure) {
        for member in try reader.object(value, at: ["output"]) {
            let key = ["output", member.key]
            switch member.key {
            case "schemaTypes":
                for field in try reader.object(member.value, at: key) {
                    switch field.key {
                    case "path": schemaTypesPath = try reader.string(field.value, at: key + ["path"])
                    case "moduleType": try readModuleType(field.value, at: key + ["moduleType"], &reader)
                    default: reader.warn(key + [field.key], "unknown key, ignored")
                    }
                }
            case "operations":
                let (kind, body) = try reader.oneCase(member.value, at: key, of: ["inSchemaModule", "relative", "absolute"])
                switch kind {
                case "relative":
                    operations = .relative(subpath: try reader.optionalString(body["subpath"], at: key + [kind, "subpath"]))
                case "absolute": operations = .absolute(path: try reader.string(body["path"] ?? .null, at: key + [kind, "path"]))
                default: operations = .inSchemaModule
                }
                if let access = body["accessModifier"] { options.access = try reader.access(access, at: key + [kind, "accessModifier"]) }
            case "testMocks":
                let (kind, _) = try reader.oneCase(member.value, at: key, of: ["none", "swiftPackage", "absolute"])
                if kind != "none" { reader.warn(key, "test mocks are not generated; ignored") }
            default: reader.warn(key, "unknown key, ignored")
            }
        }
    }

    private mutating func readModuleType(_ value: JSONValue, at key: [String], _ reader: inout Reader) throws(CodegenFailure) {
        let (kind, body) = try reader.oneCase(value, at: key, of: ["swiftPackageManager", "swiftPackage", "embeddedInTarget", "other"])
        // A schema module re-exports Quill and declares the scalar typealiases at its top level;
        // embedded in a target, the types are in the namespace enum.
        options.module = kind != "embeddedInTarget"
        if kind == "embeddedInTarget" {
            options.access =
                try body["accessModifier"].map { v throws(CodegenFailure) in try reader.access(v, at: key + [kind, "accessModifier"]) } ?? .internal
        }
    }

    private mutating func readOptions(_ value: JSONValue, _ reader: inout Reader) throws(CodegenFailure) {
        for member in try reader.object(value, at: ["options"]) {
            let key = ["options", member.key]
            switch member.key {
            case "selectionSetInitializers":
                // Quill generates member-wise initializers for every selection set.
                _ = try reader.object(member.value, at: key)
            case "operationDocumentFormat":
                let formats = try reader.strings(member.value, at: key)
                for format in formats where !["definition", "operationId"].contains(format) {
                    throw reader.failure(key, "\"\(format)\" is not a format (\"definition\", \"operationId\")")
                }
                if !formats.contains("definition") {
                    throw reader.failure(key, "operations are sent with their definition: [\"operationId\"] alone is not supported yet")
                }
            case "cocoapodsCompatibleImportStatements":
                _ = try reader.bool(member.value, at: key)
                reader.warn(key, "ignored: the generated code imports Quill")
            default: reader.ignore(key)
            }
        }
    }

    private mutating func readManifest(_ value: JSONValue, _ reader: inout Reader) throws(CodegenFailure) {
        var path: String?
        var onGeneration = false
        for member in try reader.object(value, at: ["operationManifest"]) {
            let key = ["operationManifest", member.key]
            switch member.key {
            case "path": path = try reader.string(member.value, at: key)
            case "version":
                let version = try reader.string(member.value, at: key)
                guard version == "persistedQueries" else {
                    throw reader.failure(key, "\"\(version)\": only \"persistedQueries\" (Apollo's persisted query manifest) is written")
                }
            case "generateManifestOnCodeGeneration": onGeneration = try reader.bool(member.value, at: key)
            default: reader.warn(key, "unknown key, ignored")
            }
        }
        // As Apollo: written with the code only when asked to be.
        if onGeneration {
            guard let path else { throw reader.failure(["operationManifest"], "\"path\" is required") }
            operationManifestPath = path
        }
    }
}

/// Reads typed values out of the configuration, naming each by its key path.
private struct Reader {
    let path: String
    var warnings: [CodegenDiagnostic] = []

    init(path: String) {
        self.path = path
    }

    func failure(_ key: [String], _ message: String) -> CodegenFailure {
        CodegenFailure(file: path, key.isEmpty ? message : "\(Self.name(key)): \(message)")
    }

    mutating func warn(_ key: [String], _ message: String) {
        warnings.append(CodegenDiagnostic(file: path, message: "\(Self.name(key)): \(message)"))
    }

    /// An Apollo option Quill has no counterpart for.
    mutating func ignore(_ key: [String]) {
        warn(key, "not an option of Quill's generator; ignored")
    }

    static func name(_ key: [String]) -> String {
        key.map { "\"\($0)\"" }.joined(separator: ".")
    }

    func object(_ value: JSONValue, at key: [String]) throws(CodegenFailure) -> JSONObject {
        guard case .object(let object) = value else { throw failure(key, "must be an object") }
        return object
    }

    func string(_ value: JSONValue, at key: [String]) throws(CodegenFailure) -> String {
        guard case .string(let string) = value else { throw failure(key, "must be a string") }
        return string
    }

    func optionalString(_ value: JSONValue?, at key: [String]) throws(CodegenFailure) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, at: key)
    }

    func bool(_ value: JSONValue, at key: [String]) throws(CodegenFailure) -> Bool {
        guard case .bool(let bool) = value else { throw failure(key, "must be true or false") }
        return bool
    }

    func strings(_ value: JSONValue, at key: [String]) throws(CodegenFailure) -> [String] {
        guard case .array(let values) = value else { throw failure(key, "must be a list of strings") }
        var strings: [String] = []
        for value in values {
            guard case .string(let string) = value else { throw failure(key, "must be a list of strings") }
            strings.append(string)
        }
        return strings
    }

    func access(_ value: JSONValue, at key: [String]) throws(CodegenFailure) -> CodegenOptions.Access {
        let text = try string(value, at: key)
        guard let access = CodegenOptions.Access(rawValue: text) else {
            throw failure(key, "must be \"public\" or \"internal\", not \"\(text)\"")
        }
        return access
    }

    /// Swift's `Codable` shape of an enum case: an object with one key, the case, whose
    /// value holds its associated values (`{"inSchemaModule": {}}`).
    func oneCase(_ value: JSONValue, at key: [String], of cases: [String]) throws(CodegenFailure) -> (String, JSONObject) {
        let object = try object(value, at: key)
        guard object.count == 1, let member = object.first, cases.contains(member.key) else {
            throw failure(key, "must be one of \(cases.map { "{\"\($0)\": …}" }.joined(separator: ", "))")
        }
        return (member.key, try self.object(member.value, at: key + [member.key]))
    }
}
