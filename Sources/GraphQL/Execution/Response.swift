/// The result of executing a request (the spec's "Response"): `data` as JSON
/// bytes (written as execution went), the errors, and any extensions.
public struct Response: Sendable {
    /// The JSON text of `data`; `nil` when execution did not start (a request error).
    public var dataJSON: [UInt8]?
    public var errors: [GraphQLError]
    public var extensions: JSONObject?

    public init(dataJSON: [UInt8]?, errors: [GraphQLError] = [], extensions: JSONObject? = nil) {
        self.dataJSON = dataJSON
        self.errors = errors
        self.extensions = extensions
    }

    /// A response with errors and no `data` entry: the request could not be executed.
    public init(errors: [GraphQLError]) {
        self.init(dataJSON: nil, errors: errors)
    }

    /// `data` read back as a value.
    public var data: JSONValue? {
        guard let dataJSON else { return nil }
        return try? JSONReader().read(dataJSON)
    }

    /// The response as compact JSON, as `JSON.stringify` writes graphql-js's
    /// result: `errors` (when there are any), `data`, then `extensions`.
    public func jsonBytes() -> [UInt8] {
        var writer = ResponseWriter(capacity: (dataJSON?.count ?? 0) + 64)
        writer.writeByte(UInt8(ascii: "{"))
        var needsComma = false
        if !errors.isEmpty {
            writer.writeRaw("\"errors\":[".utf8)
            for (index, error) in errors.enumerated() {
                if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
                writer.write(error.responseJSON)
            }
            writer.writeByte(UInt8(ascii: "]"))
            needsComma = true
        }
        if let dataJSON {
            if needsComma { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw("\"data\":".utf8)
            writer.writeRaw(dataJSON)
            needsComma = true
        }
        if let extensions, !extensions.isEmpty {
            if needsComma { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw("\"extensions\":".utf8)
            writer.write(.object(extensions))
        }
        writer.writeByte(UInt8(ascii: "}"))
        return writer.bytes
    }
}

extension GraphQLError {
    /// The error as the spec's "Errors" entry: `message`, then `locations`,
    /// `path` and `extensions` when present (as graphql-js's `toJSON`).
    public var responseJSON: JSONValue {
        var object: JSONObject = ["message": .string(message)]
        if !locations.isEmpty {
            object.append("locations", .array(locations.map { ["line": .int($0.line), "column": .int($0.column)] }))
        }
        if let path {
            object.append("path", .array(path.map { component in
                switch component {
                case .key(let key): .string(key)
                case .index(let index): .int(index)
                }
            }))
        }
        if let extensions, !extensions.isEmpty { object.append("extensions", .object(extensions)) }
        return .object(object)
    }
}
