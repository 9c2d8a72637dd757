import Foundation
import GraphQL
import QuillHTTP
import QuillHTTPClient
import QuillTestSupport
import Testing

@testable import QuillServer

/// Uploads (the GraphQL multipart request spec) through a real `HTTPServer`: Python's gql
/// as the outside client, and malformed requests sent raw.
@Suite(.timeLimit(.minutes(3))) struct UploadTests {
    static let schema = """
        scalar Upload
        type File { name: String! contentType: String! size: Int! head: String! checksum: Int! }
        input Attachment { title: String! file: Upload! }
        type Query { hello: String }
        type Mutation {
          single(file: Upload!): File!
          many(files: [Upload!]!): [File!]!
          attach(input: Attachment!): String!
          text(value: String): String
        }
        """

    /// The file as the resolvers read it: through its byte stream.
    static func describe(_ upload: Upload) async throws -> JSONValue {
        var head: [UInt8] = []
        var checksum = 0
        var read = 0
        for try await chunk in upload.bytes() {
            if head.count < 32 { head += chunk.prefix(32 - head.count) }
            for byte in chunk { checksum = (checksum &* 31 &+ Int(byte)) & 0xFFFF_FFFF }
            read += chunk.count
        }
        return [
            "name": .string(upload.name), "contentType": .string(upload.contentType), "size": .int(read),
            "head": .string(String(decoding: head, as: UTF8.self)), "checksum": .int(checksum),
        ]
    }

    static func checksum(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF_FFFF }
    }

    static func server(_ uploads: UploadConfiguration) throws -> GraphQLServer<Void> {
        var resolvers = Resolvers<Void>()
        resolvers.field("Mutation", "single") { _, args, _, _ in try await describe(try args["file", as: Upload.self]!) }
        resolvers.field("Mutation", "many") { _, args, _, _ in
            var files: [JSONValue] = []
            for upload in try args["files", as: [Upload].self]! { files.append(try await describe(upload)) }
            return JSONValue.array(files)
        }
        resolvers.field("Mutation", "attach") { _, args, _, _ in
            struct Attachment: Decodable { var title: String, file: Upload }
            let input = try args["input", as: Attachment.self]!
            return "\(input.title): \(input.file.name) \(input.file.size)"
        }
        resolvers.field("Mutation", "text") { _, args, _, _ in args["value"]?.stringValue }
        var configuration = GraphQLServerConfiguration()
        configuration.uploads = uploads
        return try GraphQLServer(schema: try buildSchema(schema), resolvers: resolvers, configuration: configuration)
    }

    /// A server whose uploads go to a directory of their own, which must be empty once
    /// `body` is done (every request's files removed).
    func withUploadServer(
        maxFileBytes: Int = 8 * 1024 * 1024, maxFiles: Int = 4, _ body: (_ port: Int, _ directory: String) async throws -> Void
    ) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-uploads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let uploads = UploadConfiguration(maxFileBytes: maxFileBytes, maxFiles: maxFiles, directory: directory)
        var http = testConfiguration()
        http.limits.maxStreamedBodyBytes = uploads.maxRequestBytes
        try await withServer(http, responder: try Self.server(uploads)) { server in
            try await body(server.port, directory)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }

    /// Waits (up to the failure guard) until `directory` holds no file.
    func waitUntilEmpty(_ directory: String) async throws {
        let deadline = Date().addingTimeInterval(failureGuard)
        while try !FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, Date() < deadline {
            try await Task.sleep(seconds: 0.01)
        }
    }

    /// A multipart body of `parts` (name, filename, content type, content) with boundary `B0undary`.
    static func multipart(_ parts: [(String, String?, String?, String)], close: Bool = true) -> String {
        var body = ""
        for (name, filename, contentType, content) in parts {
            body += "--B0undary\r\nContent-Disposition: form-data; name=\"\(name)\""
            if let filename { body += "; filename=\"\(filename)\"" }
            body += "\r\n"
            if let contentType { body += "Content-Type: \(contentType)\r\n" }
            body += "\r\n\(content)\r\n"
        }
        return body + (close ? "--B0undary--\r\n" : "")
    }

    static let multipartHeaders = [("Content-Type", "multipart/form-data; boundary=B0undary"), ("Apollo-Require-Preflight", "true")]

    /// Posts `body` as a multipart request; the response's status and text.
    static func post(_ port: Int, _ body: String, headers: [(String, String)] = multipartHeaders) async throws -> (HTTPStatus, String) {
        let client = try await HTTPClientConnection.connect(port: port)
        defer { client.close() }
        try await client.sendRequest("POST", "/graphql", headers: headers, body: body)
        let response = try await client.readResponse()
        return (response.status, response.text)
    }

    static let singleOperation = #"{"query":"mutation($f: Upload!) { single(file: $f) { name contentType size head } }","variables":{"f":null}}"#

    @Test func pythonsGQLUploadsFilesAndListsOfFiles() async throws {
        let large = (0..<(3 * 1024 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-gql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let largePath = directory.appendingPathComponent("large.bin").path
        try Data(large).write(to: URL(fileURLWithPath: largePath))
        let script = """
            import asyncio, io, json, sys
            from gql import Client, gql, FileVar
            from gql.transport.aiohttp import AIOHTTPTransport

            async def main(url, large):
                transport = AIOHTTPTransport(url=url, headers={"Apollo-Require-Preflight": "true"})
                async with Client(transport=transport) as session:
                    single = gql("mutation($file: Upload!) { single(file: $file) { name contentType size head checksum } }")
                    result = await session.execute(single, variable_values={
                        "file": FileVar(io.BytesIO(b"hello, upload"), filename="hello.txt", content_type="text/plain")}, upload_files=True)
                    print(json.dumps(result, sort_keys=True))
                    checked = gql("mutation($file: Upload!) { single(file: $file) { name contentType size checksum } }")
                    result = await session.execute(checked, variable_values={"file": FileVar(large)}, upload_files=True)
                    print(json.dumps(result, sort_keys=True))
                    many = gql("mutation($files: [Upload!]!) { many(files: $files) { name size head } }")
                    result = await session.execute(many, variable_values={"files": [
                        FileVar(io.BytesIO(b"first"), filename="1.txt"), FileVar(io.BytesIO(b"second"), filename="2.txt")]}, upload_files=True)
                    print(json.dumps(result, sort_keys=True))
                refused = AIOHTTPTransport(url=url)
                try:
                    async with Client(transport=refused) as session:
                        await session.execute(single, variable_values={"file": FileVar(io.BytesIO(b"x"))}, upload_files=True)
                except Exception as error:
                    print(type(error).__name__, "Cross-Site Request Forgery" in str(error))

            asyncio.run(main(sys.argv[1], sys.argv[2]))
            """
        try await withUploadServer { port, _ in
            let output = try await Python.run(script, ["http://127.0.0.1:\(port)/graphql", largePath])
            let lines = output.split(separator: "\n").map(String.init)
            #expect(
                lines == [
                    #"{"single": {"checksum": \#(Self.checksum(Array("hello, upload".utf8))), "contentType": "text/plain", "head": "hello, upload", "name": "hello.txt", "size": 13}}"#,
                    #"{"single": {"checksum": \#(Self.checksum(large)), "contentType": "application/octet-stream", "name": "large.bin", "size": \#(large.count)}}"#,
                    #"{"many": [{"head": "first", "name": "1.txt", "size": 5}, {"head": "second", "name": "2.txt", "size": 6}]}"#,
                    "TransportQueryError True",
                ])
        }
    }

    @Test func aFileGoesWhereTheMapSaysInAnInputObject() async throws {
        try await withUploadServer { port, _ in
            let attach = #"{"query":"mutation($i: Attachment!) { attach(input: $i) }","variables":{"i":{"title":"Notes","file":null}}}"#
            let (status, text) = try await Self.post(
                port,
                Self.multipart([
                    ("operations", nil, nil, attach), ("map", nil, nil, #"{"f":["variables.i.file"]}"#),
                    ("f", "notes.md", "text/markdown", "# Notes"),
                ]))
            #expect(status == 200)
            #expect(text == #"{"data":{"attach":"Notes: notes.md 7"}}"#)
        }
    }

    @Test func malformedRequestsGetClearErrorsAndLeaveNoFiles() async throws {
        let operations = ("operations", String?.none, String?.none, Self.singleOperation)
        let file = ("0", String?("a.txt"), String?("text/plain"), "abc")
        let cases: [(String, [(String, String?, String?, String)], HTTPStatus, String)] = [
            (
                "bad map", [operations, ("map", nil, nil, #"{"0":"variables.f"}"#), file], 400,
                #"The 'map' field must be a JSON object of file field names to arrays of paths (like \"variables.file\")."#
            ),
            (
                "missing file", [operations, ("map", nil, nil, #"{"0":["variables.f"],"1":["variables.g"]}"#), file], 400,
                "File missing in the request: the map names '1', but no part of that name arrived."
            ),
            (
                "no such variable", [operations, ("map", nil, nil, #"{"0":["variables.nope"]}"#), file], 400,
                "The map's path 'variables.nope' for file '0' names no variable set to null in the operations."
            ),
            (
                "not a variable", [operations, ("map", nil, nil, #"{"0":["query"]}"#), file], 400,
                "The map's path 'query' for file '0' is not in an operation's variables."
            ),
            (
                "misordered", [("map", nil, nil, #"{"0":["variables.f"]}"#), operations, file], 400,
                "Misordered multipart fields: expected 'operations' first, not 'map'."
            ),
            (
                "oversize", [operations, ("map", nil, nil, #"{"0":["variables.f"]}"#), ("0", "big.bin", nil, String(repeating: "x", count: 2049))],
                413,
                "File '0' (big.bin) is larger than the upload limit of 2048 bytes."
            ),
            (
                "too many files", [operations, ("map", nil, nil, #"{"0":["variables.f"],"1":["variables.f"],"2":["variables.f"]}"#), file], 413,
                "The request carries 3 files; the limit is 2."
            ),
        ]
        try await withUploadServer(maxFileBytes: 2048, maxFiles: 2) { port, directory in
            for (name, parts, expectedStatus, message) in cases {
                let (status, text) = try await Self.post(port, Self.multipart(parts))
                #expect(status == expectedStatus, "\(name)")
                let code = expectedStatus == 413 ? "UPLOAD_LIMIT_EXCEEDED" : "BAD_REQUEST"
                #expect(text == #"{"errors":[{"message":"\#(message)","extensions":{"code":"\#(code)"}}]}"#, "\(name)")
                #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [], "\(name)")
            }
            let (status, text) = try await Self.post(
                port, Self.multipart([operations, ("map", nil, nil, #"{"0":["variables.f"]}"#), file], close: false))
            #expect(status == 400)
            #expect(text == #"{"errors":[{"message":"The multipart body ended before its closing delimiter.","extensions":{"code":"BAD_REQUEST"}}]}"#)
        }
    }

    @Test func aTruncatedBodyLeavesNoFiles() async throws {
        try await withUploadServer { port, directory in
            let body = Self.multipart([
                ("operations", nil, nil, Self.singleOperation), ("map", nil, nil, #"{"0":["variables.f"]}"#),
                ("0", "a.bin", nil, String(repeating: "y", count: 100_000)),
            ])
            let client = try await HTTPClientConnection.connect(port: port)
            let head =
                "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=B0undary\r\n"
                + "Apollo-Require-Preflight: true\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
            try await client.send(head + body.prefix(60_000))
            // The file is being written: it exists until the peer leaves.
            let deadline = Date().addingTimeInterval(failureGuard)
            while try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty, Date() < deadline {
                try await Task.sleep(seconds: 0.01)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory).count == 1)
            client.close()
            try await waitUntilEmpty(directory)
        }
    }

    @Test func multipartRequestsWithoutAPreflightHeaderAreRefused() async throws {
        try await withUploadServer { port, _ in
            let body = Self.multipart([
                ("operations", nil, nil, #"{"query":"mutation { text(value: \"x\") }"}"#), ("map", nil, nil, "{}"),
            ])
            let refused = try await Self.post(port, body, headers: [("Content-Type", "multipart/form-data; boundary=B0undary")])
            #expect(refused.0 == 400)
            #expect(refused.1.contains("Cross-Site Request Forgery"))
            let empty = try await Self.post(
                port, body, headers: [("Content-Type", "multipart/form-data; boundary=B0undary"), ("X-Apollo-Operation-Name", "")])
            #expect(empty.0 == 400)
            let accepted = try await Self.post(
                port, body, headers: [("Content-Type", "multipart/form-data; boundary=B0undary"), ("X-Apollo-Operation-Name", "Text")])
            #expect(accepted.0 == 200)
            #expect(accepted.1 == #"{"data":{"text":"x"}}"#)
        }
    }

    @Test func anUploadCannotBeForgedInJSONOrALiteral() async throws {
        try await withUploadServer { port, _ in
            let client = try await HTTPClientConnection.connect(port: port)
            try await client.sendRequest(
                "POST", "/graphql", headers: [("Content-Type", "application/json")],
                body: #"{"query":"mutation($f: Upload!) { single(file: $f) { name } }","variables":{"f":{"quill.upload":"0123"}}}"#)
            let forged = try await client.readResponse()
            #expect(forged.text.contains(#"Argument \"file\" has invalid value"#) || forged.text.contains("is not a file of a request"))
            try await client.sendRequest(
                "POST", "/graphql", headers: [("Content-Type", "application/json")],
                body: #"{"query":"mutation($f: Upload!) { single(file: $f) { name } }","variables":{"f":"text"}}"#)
            let text = try await client.readResponse()
            #expect(text.text.contains("Upload value invalid: send files in a multipart request"))
            try await client.sendRequest(
                "POST", "/graphql", headers: [("Content-Type", "application/json")], body: #"{"query":"mutation { single(file: \"x\") { name } }"}"#)
            let literal = try await client.readResponse()
            #expect(literal.text.contains(#"Argument \"file\" has invalid value \"x\"."#))
        }
    }
}
