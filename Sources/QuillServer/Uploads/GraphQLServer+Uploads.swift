import GraphQL
import QuillHTTP

extension GraphQLServer {
    /// Whether `head` is an upload (a `multipart/form-data` POST to the endpoint), whose
    /// body the HTTP server streams to the server as it arrives rather than buffering it.
    public func streamsBody(of head: HTTPRequestHead) -> Bool {
        head.method == .post && HTTPRequest(head: head).path.utf8.elementsEqual(configuration.path.utf8)
            && Self.multipartBoundary(head.headers["Content-Type"]) != nil
    }

    /// The boundary of a `multipart/form-data` content type; nil for another type.
    static func multipartBoundary(_ contentType: String?) -> String? {
        guard let contentType else { return nil }
        let parts = HeaderValueSyntax.split(Array(contentType.utf8)[...], ";")
        guard HeaderValueSyntax.equalsIgnoringCase(HeaderValueSyntax.trimmed(parts[0]), "multipart/form-data") else { return nil }
        return HeaderValueSyntax.parameter("boundary", in: parts.dropFirst()).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// An upload request (the GraphQL multipart request spec): refused without a header that
    /// forces a browser's preflight (CSRF); else its files are written to disk as they
    /// arrive, put in the operations' variables where the map says, and the operations run
    /// (answered in JSON); the files are removed once the response is made.
    func upload(_ request: ServerRequest, boundary: String, _ mediaType: JSONMediaType) -> ServerReply {
        let preflighted = ["Apollo-Require-Preflight", "X-Apollo-Operation-Name"].contains { name in
            request.headers.values(for: name).contains { !$0.isEmpty }
        }
        guard preflighted else { return .response(Self.uploadFailure(.csrf, mediaType)) }
        let body = request.http.bodyStream ?? HTTPRequestBody([request.http.body])
        let uploads = configuration.uploads
        return ServerReply(
            .deferred { [self] in
                let form: UploadForm
                do throws(UploadError) {
                    form = try await UploadForm.read(body, boundary: boundary, uploads)
                } catch {
                    return Self.uploadFailure(error, mediaType)
                }
                let tokens = form.files.mapValues { _ in UploadFileSystem.randomToken() }
                defer {
                    for token in tokens.values { UploadRegistry.unregister(token) }
                    form.removeFiles()
                }
                let operations: JSONValue
                do throws(UploadError) {
                    operations = try Self.placing(form, tokens: tokens)
                } catch {
                    return Self.uploadFailure(error, mediaType)
                }
                let reply = answer(parameters(of: operations), request, .json(mediaType), mediaType)
                switch reply.http {
                case .response(let response): return response
                case .deferred(let respond): return await respond()
                case .webSocket: return .graphQLError(status: .internalServerError, "An upload cannot open a WebSocket.", mediaType)
                }
            })
    }

    private static func uploadFailure(_ error: UploadError, _ mediaType: JSONMediaType) -> HTTPResponse {
        .graphQL(Response(errors: [error.graphQLError]), status: error.status, mediaType)
    }

    /// The operations with each file's placeholder (registered under its token) where the
    /// map puts it: at a `null` in an operation's variables (`variables.file`,
    /// `0.variables.files.1` in a batch).
    private static func placing(_ form: UploadForm, tokens: [String: String]) throws(UploadError) -> JSONValue {
        var operations = form.operations
        for (name, paths) in form.map {
            guard let upload = form.files[name], let token = tokens[name] else { continue }
            let placeholder = UploadRegistry.register(upload, token: token)
            for path in paths {
                var components = path.split(separator: ".", omittingEmptySubsequences: false)[...]
                let batched = operations.arrayValue != nil
                guard components.count >= (batched ? 3 : 2), components[components.startIndex + (batched ? 1 : 0)] == "variables" else {
                    throw .invalid("The map's path '\(path)' for file '\(name)' is not in an operation's variables.")
                }
                guard let placed = operations.replacingNull(at: &components, with: placeholder) else {
                    throw .invalid("The map's path '\(path)' for file '\(name)' names no variable set to null in the operations.")
                }
                operations = placed
            }
        }
        return operations
    }
}

extension JSONValue {
    /// This value with the `null` at `path` (object keys, array indices) replaced by `value`;
    /// nil when the path leads to no `null`.
    fileprivate func replacingNull(at path: inout ArraySlice<Substring>, with value: JSONValue) -> JSONValue? {
        guard let component = path.popFirst() else { return isNull ? value : nil }
        switch self {
        case .object(var object):
            guard let member = object[String(component)], let replaced = member.replacingNull(at: &path, with: value) else { return nil }
            object.set(String(component), replaced)
            return .object(object)
        case .array(var array):
            guard let index = Int(component), array.indices.contains(index),
                let replaced = array[index].replacingNull(at: &path, with: value)
            else { return nil }
            array[index] = replaced
            return .array(array)
        default:
            return nil
        }
    }
}
