import Foundation
import GraphQL
import Quill
import QuillHTTP
import QuillServer
import QuillTestSupport
import Testing

/// `client.upload(operation:files:)` against QuillServer: files from memory and from disk,
/// one variable and a list, and the server's limit as an error.
@Suite(.timeLimit(.minutes(2))) struct UploadClientTests {
    static let schema = """
        scalar Upload
        type File { name: String! contentType: String! size: Int! text: String! }
        type Query { hello: String }
        type Mutation { single(file: Upload!): File! many(files: [Upload!]!): [File!]! }
        """

    static func describe(_ upload: Upload) async throws -> JSONValue {
        var bytes: [UInt8] = []
        for try await chunk in upload.bytes() { bytes += chunk }
        return [
            "__typename": "File", "name": .string(upload.name), "contentType": .string(upload.contentType), "size": .int(upload.size),
            "text": .string(String(decoding: bytes, as: UTF8.self)),
        ]
    }

    /// A client of a QuillServer taking files of up to `maxFileBytes`.
    func withUploadServer(maxFileBytes: Int = 1024 * 1024, _ body: (QuillClient) async throws -> Void) async throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Mutation", "single") { _, args, _, _ in try await Self.describe(try args["file", as: Upload.self]!) }
        resolvers.field("Mutation", "many") { _, args, _, _ in
            var files: [JSONValue] = []
            for upload in try args["files", as: [Upload].self]! { files.append(try await Self.describe(upload)) }
            return JSONValue.array(files)
        }
        var configuration = GraphQLServerConfiguration()
        configuration.uploads.maxFileBytes = maxFileBytes
        let server = try GraphQLServer(schema: try buildSchema(Self.schema), resolvers: resolvers, configuration: configuration)
        var http = testConfiguration()
        http.limits.maxStreamedBodyBytes = configuration.uploads.maxRequestBytes
        try await withServer(http, responder: server) { server in
            try await body(QuillClient(url: URL(string: "http://127.0.0.1:\(server.port)/graphql")!))
        }
    }

    @Test func filesFromMemoryAndDiskGoToTheirVariables() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-client-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let notes = directory.appendingPathComponent("notes.md")
        try Data("# Notes \"quoted\"".utf8).write(to: notes)
        try await withUploadServer { client in
            let result = try await client.upload(
                operation: UploadFilesMutation(),
                files: [
                    GraphQLFile(fieldName: "file", originalName: "hello.txt", mimeType: "text/plain", data: Data("hello".utf8)),
                    try GraphQLFile(fieldName: "files", originalName: "notes.md", mimeType: "text/markdown", fileURL: notes),
                    GraphQLFile(fieldName: "files", originalName: "blob", data: Data([0x61, 0x62])),
                ])
            #expect(result.errors == nil)
            let single = try #require(result.data?.single)
            #expect([single.name, single.contentType, single.text] == ["hello.txt", "text/plain", "hello"])
            #expect(single.size == 5)
            #expect(result.data?.many.map(\.name) == ["notes.md", "blob"])
            #expect(result.data?.many.map(\.text) == ["# Notes \"quoted\"", "ab"])
            #expect(result.data?.many.map(\.contentType) == ["text/markdown", "application/octet-stream"])
        }
    }

    @Test func theServersLimitIsAnError() async throws {
        try await withUploadServer(maxFileBytes: 4) { client in
            await #expect {
                try await client.upload(
                    operation: UploadFilesMutation(),
                    files: [
                        GraphQLFile(fieldName: "file", originalName: "big.txt", data: Data("too large".utf8)),
                        GraphQLFile(fieldName: "files", originalName: "a", data: Data("a".utf8)),
                    ])
            } throws: { error in
                guard let error = error as? ResponseCodeError else { return false }
                return error.status == 413
                    && error.graphQLErrors?.map(\.message) == ["File '0' (big.txt) is larger than the upload limit of 4 bytes."]
            }
        }
    }
}

/// `mutation UploadFiles($file: Upload!, $files: [Upload!]!)`, as codegen would write it
/// (the `Upload` scalar a `String` whose value the upload replaces).
private struct UploadFilesMutation: GraphQLMutation {
    static let operationName = "UploadFiles"
    static let operationDocument = OperationDocument(
        text:
            "mutation UploadFiles($file: Upload!, $files: [Upload!]!) { single(file: $file) { name contentType size text } many(files: $files) { name contentType text } }"
    )

    var __variables: JSONObject? { ["file": "file", "files": ["files"]] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [
                .field("single", .nonNull(.object(File.self)), arguments: ["file": .variable("file")]),
                .field("many", .nonNull(.list(.nonNull(.object(Many.self)))), arguments: ["files": .variable("files")]),
            ]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var single: File { __data["single"] }
        var many: [Many] { __data["many"] }

        struct File: SelectionSet {
            static let __parentType = "File"
            static var __selections: [Selection] {
                [
                    .field("__typename", .scalar(String.self)), .field("name", .scalar(String.self)),
                    .field("contentType", .scalar(String.self)), .field("size", .scalar(Int.self)), .field("text", .scalar(String.self)),
                ]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var name: String { __data["name"] }
            var contentType: String { __data["contentType"] }
            var size: Int { __data["size"] }
            var text: String { __data["text"] }
        }

        struct Many: SelectionSet {
            static let __parentType = "File"
            static var __selections: [Selection] {
                [
                    .field("__typename", .scalar(String.self)), .field("name", .scalar(String.self)),
                    .field("contentType", .scalar(String.self)), .field("text", .scalar(String.self)),
                ]
            }
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var name: String { __data["name"] }
            var contentType: String { __data["contentType"] }
            var text: String { __data["text"] }
        }
    }
}
