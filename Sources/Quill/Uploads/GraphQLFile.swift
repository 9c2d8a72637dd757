import Foundation

/// A file to upload with an operation (the GraphQL multipart request spec), as Apollo iOS
/// names it: sent for the operation's variable `fieldName` (several files of one
/// `fieldName` make a list), from memory or read from disk as the request is written.
public struct GraphQLFile: Sendable, Hashable {
    /// The variable the file is sent for.
    public let fieldName: String
    /// The file's name, as the server sees it.
    public let originalName: String
    public let mimeType: String
    /// The file's bytes, when given from memory.
    public let data: Data?
    /// Where the file is, when given from disk.
    public let fileURL: URL?
    /// Its length in bytes.
    public let contentLength: UInt64

    public static let octetStreamMimeType = "application/octet-stream"

    /// A file of `data`.
    public init(fieldName: String, originalName: String, mimeType: String = GraphQLFile.octetStreamMimeType, data: Data) {
        self.fieldName = fieldName
        self.originalName = originalName
        self.mimeType = mimeType
        self.data = data
        self.fileURL = nil
        self.contentLength = UInt64(data.count)
    }

    /// The file at `fileURL`, read when the request is sent; fails when it has no size to read.
    public init(fieldName: String, originalName: String, mimeType: String = GraphQLFile.octetStreamMimeType, fileURL: URL) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: fileURL.path)
        self.fieldName = fieldName
        self.originalName = originalName
        self.mimeType = mimeType
        self.data = nil
        self.fileURL = fileURL
        self.contentLength = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
    }
}
