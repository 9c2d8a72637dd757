/// The result of executing a request (the spec's "Response"): `data` as JSON
/// bytes (written as execution went), the errors, and any extensions.
public struct Response: Sendable {
    public var errors: [GraphQLError]
    public var extensions: JSONObject?
    /// The bytes execution wrote: `data`'s text at `dataRange`, after `{"data":`
    /// when the executor wrote the response itself.
    private var storage: [UInt8]
    private var dataRange: Range<Int>?
    /// Whether `storage` is the whole response as long as there are no errors or
    /// extensions: `{"data":…}`, which `jsonBytes()` then returns as it is.
    private var storageIsResponse: Bool

    public init(dataJSON: [UInt8]?, errors: [GraphQLError] = [], extensions: JSONObject? = nil) {
        storage = dataJSON ?? []
        dataRange = dataJSON.map { 0..<$0.count }
        storageIsResponse = false
        self.errors = errors
        self.extensions = extensions
    }

    /// A response the executor wrote as `{"data":` followed by `data`'s text, and
    /// `}` when `complete`.
    init(written bytes: [UInt8], complete: Bool, errors: [GraphQLError]) {
        storage = bytes
        dataRange = Response.dataPrefix.count..<(bytes.count - (complete ? 1 : 0))
        storageIsResponse = complete
        self.errors = errors
    }

    static let dataPrefix = Array(#"{"data":"#.utf8)

    /// The JSON text of `data`; `nil` when execution did not start (a request error).
    public var dataJSON: [UInt8]? {
        get { dataRange.map { Array(storage[$0]) } }
        set { self = Response(dataJSON: newValue, errors: errors, extensions: extensions) }
    }

    /// Whether the response has a `data` entry (execution started), without copying it.
    public var hasData: Bool { dataRange != nil }

    /// A response with errors and no `data` entry: the request could not be executed.
    public init(errors: [GraphQLError]) {
        self.init(dataJSON: nil, errors: errors)
    }

    /// `data` read back as a value.
    public var data: JSONValue? {
        dataJSON.flatMap { try? JSONReader().read($0) }
    }

    /// The response as compact JSON, as `JSON.stringify` writes graphql-js's
    /// result: `errors` (when there are any), `data`, then `extensions`.
    public func jsonBytes() -> [UInt8] {
        if storageIsResponse, errors.isEmpty, extensions?.isEmpty ?? true { return storage }
        var writer = JSONWriter(capacity: storage.count + 64)
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
        if let dataRange {
            if needsComma { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw("\"data\":".utf8)
            writer.writeRaw(storage[dataRange])
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
        if let path { object.append("path", path.json) }
        if let extensions, !extensions.isEmpty { object.append("extensions", .object(extensions)) }
        return .object(object)
    }
}
