import Foundation
import GraphQL
import Synchronization
@testable import QuillBackend

/// A graphcool backend on a fresh temporary SQLite file, with the statements it runs counted.
final class GraphcoolHarness: Sendable {
    let directory: URL
    let backend: Backend
    let executor: Executor<Void>
    private let log = StatementLog()

    /// A backend for the model at `modelPath` (default: the conference planner).
    init(modelPath: String = Fixtures.examplePath("ConferencePlanner/schema.graphql")) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-graphcool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let log = log
        backend = try Backend.open(
            modelPath: modelPath, databasePath: directory.appendingPathComponent("data.sqlite").path,
            observer: { sql in log.entries.withLock { $0.append(sql) } })
        executor = try backend.executor(context: Void.self)
    }

    /// A backend for a model given as SDL.
    convenience init(sdl: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("quill-model-\(UUID().uuidString).graphql")
        try sdl.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try self.init(modelPath: file.path)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `text` and returns the whole response as JSON (`data`, `errors`).
    func run(_ text: String, operationName: String? = nil, variables: JSONObject = JSONObject()) async -> JSONValue {
        let response = await executor.graphql(Source(text), operationName: operationName, variables: variables, context: ())
        return (try? JSONReader().read(response.jsonBytes())) ?? .null
    }

    /// Runs `text`, expecting no errors, and returns `data`.
    func data(_ text: String, operationName: String? = nil, variables: JSONObject = JSONObject()) async throws -> JSONValue {
        let response = await run(text, operationName: operationName, variables: variables)
        if let errors = response["errors"] {
            throw HarnessError(message: String(decoding: errors.serialized(), as: UTF8.self))
        }
        return response["data"] ?? .null
    }

    /// The data statements (not BEGIN/COMMIT/ROLLBACK) run by `body`.
    func statements<T>(during body: () async throws -> T) async rethrows -> (T, [String]) {
        log.entries.withLock { $0 = [] }
        let result = try await body()
        let run = log.entries.withLock { $0 }.filter {
            !["BEGIN", "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"].contains($0) && !$0.hasPrefix("PRAGMA")
        }
        return (result, run)
    }
}

/// The SQL the observer saw.
final class StatementLog: Sendable {
    let entries = Mutex<[String]>([])
}

struct HarnessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension JSONValue {
    /// The element at `index` of an array.
    subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    var intValue: Int? { if case .int(let value) = self { value } else { nil } }
}
