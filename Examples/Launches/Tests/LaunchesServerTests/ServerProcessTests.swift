import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The built `launches-server` as a user runs it: its command line, the endpoint it
/// prints, the Playground at `GET /` and a query over a real socket (URLSession).
@Suite(.timeLimit(.minutes(1))) struct ServerProcessTests {
    /// The executable beside the test bundle (SwiftPM puts a build's products in one directory).
    static let executable: URL = {
        let bundle = Bundle.allBundles.map(\.bundleURL).first { $0.pathExtension == "xctest" }
        let directory = bundle?.deletingLastPathComponent() ?? URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
        return directory.appending(path: "launches-server")
    }()

    /// Runs the server with `arguments` to its end; its exit status and output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let reported = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self), String(decoding: reported, as: UTF8.self))
    }

    @Test func helpAndBadArguments() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("usage: launches-server [--port PORT]"))
        let bad = try Self.run(["--port", "http"])
        #expect(bad.status == 2)
        #expect(bad.errors.hasPrefix("launches-server: option '--port' needs an integer from 0 to 65535, not 'http'\n"))
        #expect(try Self.run(["--nope"]).errors.hasPrefix("launches-server: unknown argument '--nope'\n"))
    }

    @Test func servesThePlaygroundAndTheSeedQueryOverASocket() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "launches-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appending(path: "trips.sqlite")
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["--port", "0", "--database", database.path, "--log-level", "error"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        // The first line names the endpoint: GraphQL endpoint: http://127.0.0.1:PORT/graphql
        var printed = ""
        while !printed.contains("\nPlayground:") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        let endpoint = try #require(printed.firstMatch(of: /GraphQL endpoint: (http:\/\/127\.0\.0\.1:\d+\/graphql)\n/)?.1)
        let url = try #require(URL(string: String(endpoint)))
        #expect(FileManager.default.fileExists(atPath: database.path))

        var page = URLRequest(url: url.deletingLastPathComponent())
        page.setValue("text/html", forHTTPHeaderField: "Accept")
        let (html, pageResponse) = try await URLSession.shared.data(for: page)
        #expect((pageResponse as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: html, as: UTF8.self).contains("<title>"))

        var query = URLRequest(url: url)
        query.httpMethod = "POST"
        query.setValue("application/json", forHTTPHeaderField: "Content-Type")
        query.httpBody = try JSONSerialization.data(withJSONObject: ["query": try SeedQueryTests.operation("LaunchList.graphql")])
        let (body, response) = try await URLSession.shared.data(for: query)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let text = String(decoding: body, as: UTF8.self)
        #expect(
            text.hasPrefix(
                #"{"data":{"launches":{"hasMore":true,"cursor":"1583556631","launches":[{"id":"110","site":"KSC LC 39A","mission":{"name":"CRS-21","#)
        )

        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
