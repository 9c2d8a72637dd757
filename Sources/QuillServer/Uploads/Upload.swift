import GraphQL

/// A file uploaded with a request (the GraphQL multipart request spec), as a resolver
/// reads it from an argument of the `Upload` scalar:
///
/// ```swift
/// resolvers.field("Mutation", "uploadFile") { _, args, _, _ in
///     let file = try args["file", as: Upload.self]!
///     for try await chunk in file.bytes() { … }
///     return file.name
/// }
/// ```
///
/// The file waits on disk until its request is answered, then is removed.
public struct Upload: Sendable, Decodable {
    /// The file's name, as the client gave it.
    public let name: String
    /// Its media type, as the client gave it (`application/octet-stream` when it gave none).
    public let contentType: String
    /// Its length in bytes.
    public let size: Int
    /// Where it waits on disk.
    let path: String

    init(name: String, contentType: String, size: Int, path: String) {
        self.name = name
        self.contentType = contentType
        self.size = size
        self.path = path
    }

    /// The file's bytes, read from disk in chunks as they are iterated.
    public func bytes() -> UploadBytes { UploadBytes(path: path) }

    /// The upload an argument's value stands for; fails for a value that names no file of
    /// a request being answered.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: UploadRegistry.Key.self)
        let token = try container.decode(String.self, forKey: .token)
        guard let upload = UploadRegistry.upload(token) else {
            throw DecodingError.dataCorruptedError(
                forKey: .token, in: container, debugDescription: "The upload is not a file of a request being answered.")
        }
        self = upload
    }
}

extension CustomScalar {
    /// The `Upload` scalar's hooks (graphql-upload's `GraphQLUpload`): a variable's value is
    /// a file of the multipart request, put in its place by the server; literals and
    /// results are refused. A `GraphQLServer` gives them to a schema's `Upload` scalar.
    public static let upload = CustomScalar(
        parseValue: { value throws(GraphQLError) in
            guard UploadRegistry.isPlaceholder(value) else {
                throw GraphQLError("Upload value invalid: send files in a multipart request (the GraphQL multipart request spec).")
            }
            return value
        },
        parseLiteral: { _, _ throws(GraphQLError) in throw GraphQLError("Upload literal unsupported: send files as variables.") },
        serialize: { _ throws(GraphQLError) in throw GraphQLError("Upload serialization unsupported.") })
}
