import GraphQL
import QuillHTTP

/// A multipart upload request as read (the GraphQL multipart request spec): its
/// `operations` and `map` fields, and its files, written to disk as they arrived.
struct UploadForm {
    var operations: JSONValue
    /// File field name → the paths in `operations` the file goes to, in the map's order.
    var map: [(name: String, paths: [String])]
    /// File field name → the file.
    var files: [String: Upload]

    /// Reads `body`; on failure removes the files written so far.
    static func read(_ body: HTTPRequestBody, boundary: String, _ configuration: UploadConfiguration) async throws(UploadError) -> UploadForm {
        var reader = FormReader(configuration: configuration)
        do {
            var parser = try MultipartParser(boundary: boundary)
            var events: [MultipartParser.Event] = []
            for try await chunk in body {
                try parser.feed(chunk, into: &events)
                for event in events { try reader.handle(event) }
                events.removeAll(keepingCapacity: true)
            }
            guard parser.isComplete else { throw UploadError.invalid("The multipart body ended before its closing delimiter.") }
            return try reader.form()
        } catch {
            reader.removeFiles()
            switch error {
            case let error as UploadError: throw error
            case let error as MultipartParser.ParseError: throw .invalid(error.message)
            case let error as HTTPRequestBodyError where error.status == .contentTooLarge:
                throw .tooLarge("The request body is larger than this server accepts for uploads.")
            case let error as HTTPRequestBodyError where error.status == .serviceUnavailable:
                throw UploadError(status: .serviceUnavailable, message: "The server is shutting down.")
            default: throw .invalid("The request body did not arrive whole.")
            }
        }
    }

    /// Removes the files from disk.
    func removeFiles() {
        for upload in files.values { UploadFileSystem.remove(upload.path) }
    }
}

/// Reads a multipart body's parts in the spec's order: `operations`, `map`, then files.
private struct FormReader {
    let configuration: UploadConfiguration
    var operations: JSONValue?
    var map: [(name: String, paths: [String])]?
    var files: [String: Upload] = [:]
    var part: Part?

    enum Part {
        case field(name: String, bytes: [UInt8])
        case file(name: String, upload: Upload, descriptor: Int32)
        /// A file the map does not name: read and dropped.
        case ignored
    }

    init(configuration: UploadConfiguration) {
        self.configuration = configuration
    }

    mutating func handle(_ event: MultipartParser.Event) throws(UploadError) {
        switch event {
        case .partHead(let name, let filename, let contentType): try begin(name, filename, contentType)
        case .content(let bytes): try append(bytes)
        case .partEnd: try end()
        case .end: break
        }
    }

    private mutating func begin(_ name: String, _ filename: String?, _ contentType: String?) throws(UploadError) {
        guard operations != nil else {
            guard name == "operations" else { throw .invalid("Misordered multipart fields: expected 'operations' first, not '\(name)'.") }
            part = .field(name: name, bytes: [])
            return
        }
        guard let map else {
            guard name == "map" else { throw .invalid("Misordered multipart fields: expected 'map' after 'operations', not '\(name)'.") }
            part = .field(name: name, bytes: [])
            return
        }
        guard map.contains(where: { $0.name == name }), files[name] == nil else {
            part = .ignored
            return
        }
        let path = UploadFileSystem.uniquePath(in: configuration.directory)
        let descriptor: Int32
        do {
            descriptor = try UploadFileSystem.create(path)
        } catch {
            throw UploadError(status: .internalServerError, message: "The server cannot store uploads: \(error)")
        }
        let upload = Upload(name: filename ?? "", contentType: contentType ?? "application/octet-stream", size: 0, path: path)
        files[name] = upload
        part = .file(name: name, upload: upload, descriptor: descriptor)
    }

    private mutating func append(_ bytes: ArraySlice<UInt8>) throws(UploadError) {
        switch part {
        case .field(let name, var content):
            guard content.count + bytes.count <= configuration.maxFieldBytes else {
                throw .tooLarge("The '\(name)' field is larger than the limit of \(configuration.maxFieldBytes) bytes.")
            }
            part = nil
            content.append(contentsOf: bytes)
            part = .field(name: name, bytes: content)
        case .file(let name, var upload, let descriptor):
            guard upload.size + bytes.count <= configuration.maxFileBytes else {
                throw .tooLarge(
                    "File '\(name)' (\(upload.name)) is larger than the upload limit of \(configuration.maxFileBytes) bytes.")
            }
            do {
                try UploadFileSystem.write(descriptor, bytes)
            } catch {
                throw UploadError(status: .internalServerError, message: "The server cannot store uploads: \(error)")
            }
            upload = Upload(name: upload.name, contentType: upload.contentType, size: upload.size + bytes.count, path: upload.path)
            files[name] = upload
            part = .file(name: name, upload: upload, descriptor: descriptor)
        case .ignored, nil: break
        }
    }

    private mutating func end() throws(UploadError) {
        defer { part = nil }
        switch part {
        case .field("operations", let bytes):
            guard let value = try? JSONReader().read(bytes), value.objectValue != nil || value.arrayValue != nil else {
                throw .invalid("The 'operations' field must be a JSON object (or array, for a batch) of GraphQL request parameters.")
            }
            operations = value
        case .field(_, let bytes):
            map = try Self.map(bytes)
            if let map, map.count > configuration.maxFiles {
                throw .tooLarge("The request carries \(map.count) files; the limit is \(configuration.maxFiles).")
            }
        case .file(_, _, let descriptor):
            UploadFileSystem.close(descriptor)
        case .ignored, nil: break
        }
    }

    /// The `map` field: a JSON object of file field names to arrays of paths.
    private static func map(_ bytes: [UInt8]) throws(UploadError) -> [(name: String, paths: [String])] {
        let invalid = UploadError.invalid("The 'map' field must be a JSON object of file field names to arrays of paths (like \"variables.file\").")
        guard case .object(let object)? = try? JSONReader().read(bytes) else { throw invalid }
        return try object.map { member throws(UploadError) in
            guard let paths = member.value.arrayValue?.compactMap(\.stringValue), paths.count == member.value.arrayValue?.count, !paths.isEmpty
            else { throw invalid }
            return (member.key, paths)
        }
    }

    /// The form, once the body ended: every file the map names must have arrived.
    func form() throws(UploadError) -> UploadForm {
        guard let operations else { throw .invalid("The multipart body has no 'operations' field.") }
        guard let map else { throw .invalid("The multipart body has no 'map' field.") }
        if let missing = map.first(where: { files[$0.name] == nil }) {
            throw .invalid("File missing in the request: the map names '\(missing.name)', but no part of that name arrived.")
        }
        return UploadForm(operations: operations, map: map, files: files)
    }

    /// Removes the files written so far (closing the one being written).
    func removeFiles() {
        if case .file(_, _, let descriptor) = part { UploadFileSystem.close(descriptor) }
        for upload in files.values { UploadFileSystem.remove(upload.path) }
    }
}
