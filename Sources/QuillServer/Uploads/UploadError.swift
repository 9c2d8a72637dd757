import GraphQL
import QuillHTTP

/// Why an upload request cannot run: 400 for a malformed request, 413 past a limit
/// (`extensions.code` `UPLOAD_LIMIT_EXCEEDED`).
struct UploadError: Error {
    let status: HTTPStatus
    let message: String

    static func invalid(_ message: String) -> UploadError { UploadError(status: .badRequest, message: message) }
    static func tooLarge(_ message: String) -> UploadError { UploadError(status: .contentTooLarge, message: message) }

    var graphQLError: GraphQLError {
        GraphQLError(message, extensions: ["code": status == .contentTooLarge ? "UPLOAD_LIMIT_EXCEEDED" : "BAD_REQUEST"])
    }

    /// Apollo Server's CSRF prevention: a multipart request is a "simple" request a browser
    /// sends cross-origin without a preflight, so it must carry a header that forces one.
    static let csrf = invalid(
        "This operation has been blocked as a potential Cross-Site Request Forgery (CSRF): "
            + "a multipart request must carry a non-empty Apollo-Require-Preflight or X-Apollo-Operation-Name header.")
}
