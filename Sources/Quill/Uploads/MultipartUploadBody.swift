import Foundation

import struct GraphQL.JSONObject
import enum GraphQL.JSONValue

/// An upload's `multipart/form-data` body (the GraphQL multipart request spec), written to
/// a temporary file so that files from disk are copied in chunks, never held whole: the
/// `operations` (the request's JSON with each file's variable `null`), the `map` (file
/// part `N` → `variables.<fieldName>`, or `variables.<fieldName>.<i>` for several files
/// of one name), then the files.
struct MultipartUploadBody {
    let boundary = "quill-" + UUID().uuidString
    let operations: JSONObject
    let map: JSONObject
    let files: [GraphQLFile]

    init(payload: JSONObject, files: [GraphQLFile]) {
        var payload = payload
        var variables = payload["variables"]?.objectValue ?? JSONObject()
        var map = JSONObject()
        var index = 0
        let names = files.map(\.fieldName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var ordered: [GraphQLFile] = []
        for name in names {
            let named = files.filter { $0.fieldName == name }
            if named.count == 1 {
                map.append(String(index), .array([.string("variables.\(name)")]))
                variables.set(name, .null)
            } else {
                for position in named.indices {
                    map.append(String(index + position), .array([.string("variables.\(name).\(position)")]))
                }
                variables.set(name, .array(Array(repeating: .null, count: named.count)))
            }
            index += named.count
            ordered += named
        }
        payload.set("variables", .object(variables))
        self.operations = payload
        self.map = map
        self.files = ordered
    }

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Writes the body to a new temporary file; the caller removes it.
    func write() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quill-upload-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let output = try FileHandle(forWritingTo: url)
        defer { try? output.close() }
        do {
            try output.write(contentsOf: field("operations", JSONValue.object(operations).serialized()))
            try output.write(contentsOf: field("map", JSONValue.object(map).serialized()))
            for (index, file) in files.enumerated() {
                let name = file.originalName.replacingOccurrences(of: "\"", with: "%22")
                try output.write(
                    contentsOf: Data(
                        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(index)\"; filename=\"\(name)\"\r\n"
                            + "Content-Type: \(file.mimeType)\r\n\r\n").utf8))
                if let data = file.data {
                    try output.write(contentsOf: data)
                } else if let fileURL = file.fileURL {
                    let input = try FileHandle(forReadingFrom: fileURL)
                    defer { try? input.close() }
                    while let chunk = try input.read(upToCount: 64 * 1024), !chunk.isEmpty { try output.write(contentsOf: chunk) }
                }
                try output.write(contentsOf: Data("\r\n".utf8))
            }
            try output.write(contentsOf: Data("--\(boundary)--\r\n".utf8))
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
        return url
    }

    private func field(_ name: String, _ json: [UInt8]) -> Data {
        Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\nContent-Type: application/json\r\n\r\n".utf8)
            + Data(json) + Data("\r\n".utf8)
    }
}
