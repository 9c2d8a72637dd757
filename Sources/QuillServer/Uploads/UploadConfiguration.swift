#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a `GraphQLServer` takes file uploads (`multipart/form-data` requests, the GraphQL
/// multipart request spec): their limits, and where their files wait on disk while the
/// request runs.
public struct UploadConfiguration: Sendable {
    /// The most bytes one file may hold (413 and `UPLOAD_LIMIT_EXCEEDED` beyond).
    public var maxFileBytes: Int
    /// The most files one request may carry (413 and `UPLOAD_LIMIT_EXCEEDED` beyond).
    public var maxFiles: Int
    /// The most bytes of the `operations` and `map` fields.
    public var maxFieldBytes: Int
    /// Where the files are written as they arrive; each is removed once its request is answered.
    public var directory: String

    public init(
        maxFileBytes: Int = 100 * 1024 * 1024, maxFiles: Int = 10, maxFieldBytes: Int = 1024 * 1024,
        directory: String = UploadConfiguration.temporaryDirectory
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxFiles = maxFiles
        self.maxFieldBytes = maxFieldBytes
        self.directory = directory
    }

    /// The most bytes an upload request's body may hold with these limits (the HTTP
    /// server's `maxStreamedBodyBytes`): every file, the fields, and their part heads.
    public var maxRequestBytes: Int {
        let files = maxFiles.multipliedReportingOverflow(by: maxFileBytes)
        let rest = 2 * maxFieldBytes + (maxFiles + 2) * MultipartParser.maxHeaderBytes
        let total = files.partialValue.addingReportingOverflow(rest)
        return files.overflow || total.overflow ? Int.max : total.partialValue
    }

    /// `$TMPDIR`, else `/tmp`.
    public static var temporaryDirectory: String {
        guard let value = getenv("TMPDIR"), let directory = String(validatingCString: value), !directory.isEmpty else { return "/tmp" }
        return directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    }
}
