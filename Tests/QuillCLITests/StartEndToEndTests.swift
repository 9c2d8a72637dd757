import Foundation
import GraphQL
import QuillBackend
import QuillHTTP1
import QuillHTTPClient
import QuillTestSupport
import Testing

/// `quill start`, the built executable, end to end: production defaults (no Playground,
/// no introspection, JSON logs, an authentication scheme required, the database changed
/// only with --migrate), /healthz and /metrics, 429s under a burst, trusted documents.
@Suite(.timeLimit(.minutes(3))) struct StartEndToEndTests {
    static let query = "{ allConferences { name } }"

    /// A directory with the ConferencePlanner model, the test's HS256 secret and an API key file.
    func withModel<T>(_ body: (URL, TokenMint) async throws -> T) async throws -> T {
        let mint = try await TokenMint.shared()
        return try await withExampleModel("ConferencePlanner") { directory in
            try Data(contentsOf: URL(fileURLWithPath: mint.secretFile)).write(to: directory.appendingPathComponent("secret"))
            try "server-key-0123456789\n".write(to: directory.appendingPathComponent("keys.txt"), atomically: false, encoding: .utf8)
            return try await body(directory, mint)
        }
    }

    static let authentication = ["--jwt-secret-file", "secret", "--api-key-file", "keys.txt"]

    @Test func refusesToStartWithoutAnAuthenticationScheme() async throws {
        try await withModel { directory, _ in
            let result = try await QuillProcess.run(["start", "--schema", "schema.graphql"], in: directory)
            #expect(result.status == 2)
            #expect(
                result.errors == "quill: an authentication scheme is required: --jwt-secret-file, --jwt-public-key-file, --jwks-file, "
                    + "--api-key-file or $QUILL_JWT_SECRET (or --allow-anonymous to serve without one) for 'start'. See 'quill start --help'.\n")
        }
    }

    @Test func aDatabaseThatDoesNotMatchIsRefusedWithThePlanUnlessMigrating() async throws {
        try await withModel { directory, _ in
            let refused = try await QuillProcess.run(["start", "--schema", "schema.graphql", "--allow-anonymous", "--port", "0"], in: directory)
            #expect(refused.status == 1)
            #expect(
                refused.errors == """
                    The database does not match the model; a migration would:
                      - create table Conference for type Conference
                      - create table Attendee for type Attendee
                      - create table _Attendees for relation Attendees
                    Apply it with --migrate (or quill migrate).

                    """)
            let migrating = try await DevProcess(["--schema", "schema.graphql", "--allow-anonymous", "--migrate"], command: "start", in: directory)
            #expect(migrating.output.contains("Migration: create table Conference for type Conference\n"))
            #expect(await migrating.stop() == 0)
            // Matching now, it starts without --migrate.
            let matching = try await DevProcess(["--schema", "schema.graphql", "--allow-anonymous"], command: "start", in: directory)
            #expect(try await matching.data(Self.query) == ["allConferences": []])
            #expect(await matching.stop() == 0)
        }
    }

    @Test func productionDefaults() async throws {
        try await withModel { directory, mint in
            let start = try await DevProcess(["--schema", "schema.graphql", "--migrate"] + Self.authentication, command: "start", in: directory)
            defer { start.kill() }
            #expect(!start.output.contains("Playground"))
            #expect(try await start.get("/").status == 404)
            #expect(try await start.get("/graphql", headers: ["Accept": "text/html"]).status == 406)
            let introspection = try await start.reply("{ __schema { queryType { name } } }")
            #expect(introspection.status == 400)
            #expect(
                introspection.json["errors"]?.arrayValue?.first?["message"]
                    == #"GraphQL introspection has been disabled, but the requested query contained the field "__schema"."#)
            let now = TokenMint.now
            let tokens = try await mint.tokens([
                (.hs256, #"{"sub":"ada","exp":\#(now + 600)}"#, "{}"), (.hs256, #"{"sub":"ada","exp":\#(now - 600)}"#, "{}"),
                (.none, #"{"sub":"ada"}"#, "{}"),
            ])
            #expect(try await start.reply(Self.query, headers: ["Authorization": "Bearer \(tokens[0])"]).status == 200)
            #expect(try await start.reply(Self.query, headers: ["x-api-key": "server-key-0123456789"]).status == 200)
            for (token, message) in [(tokens[1], "The token has expired."), (tokens[2], "The token's algorithm none is not accepted.")] {
                let refused = try await start.reply(Self.query, headers: ["Authorization": "Bearer \(token)"])
                #expect(refused.status == 401)
                #expect(refused.json == ["errors": [["message": .string(message), "extensions": ["code": "UNAUTHENTICATED"]]]])
            }
            let health = try await start.get("/healthz")
            #expect(health.status == 200 && health.text == "ok\n")
            let metrics = try await start.get("/metrics").text
            #expect(metrics.contains("quill_http_requests_total{status=\"401\"} 2\n"))
            #expect(metrics.contains("quill_subscribers 0\n"))
            // The earlier requests' connections close on the server after their responses
            // reached this test: the gauge comes down to the one asking, in its time.
            var open = metrics
            for _ in 0..<400 where !open.contains("quill_http_open_connections 1\n") {
                try await Task.sleep(seconds: 0.05)
                open = try await start.get("/metrics").text
            }
            #expect(open.contains("quill_http_open_connections 1\n"))
            // The request log: a JSON object per line, on standard error.
            #expect(await start.process.waitForErrors { $0.contains(#""status":401"#) })
            let lines = start.errors.split(separator: "\n").compactMap { try? JSONReader().read(String($0)) }
            #expect(lines.contains { $0["level"] == "info" && $0["path"] == "/graphql" && $0["status"] == 401 && $0["time"]?.stringValue != nil })
            #expect(await start.stop() == 0)
        }
    }

    @Test func aBurstPastTheRateLimitGets429() async throws {
        try await withModel { directory, _ in
            let start = try await DevProcess(
                ["--schema", "schema.graphql", "--migrate", "--allow-anonymous", "--rate-limit", "3/60"], command: "start", in: directory)
            defer { start.kill() }
            for _ in 0..<3 { #expect(try await start.reply(Self.query).status == 200) }
            let port = start.port
            let burst = try await withThrowingTaskGroup(of: HTTPClientResponse.self) { group in
                for _ in 0..<5 { group.addTask { try await DevProcess.post(Array(#"{"query":"\#(Self.query)"}"#.utf8), port: port) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for response in burst {
                #expect(response.status == 429)
                #expect(Int(response.headers["Retry-After"] ?? "") ?? 0 >= 1)
                #expect(try JSONReader().read(response.text)["errors"]?.arrayValue?.first?["extensions"]?["code"] == "RATE_LIMITED")
            }
            #expect(await start.stop() == 0)
        }
    }

    @Test func aManifestAdmitsItsOperationsAndNothingElse() async throws {
        try await withModel { directory, _ in
            let example = packageRoot.appendingPathComponent("Examples/ConferencePlanner")
            let generate = try await QuillProcess.run(
                [
                    "generate", example.appendingPathComponent("ConferenceTableViewController.graphql").path,
                    example.appendingPathComponent("ConferenceDetailViewController.graphql").path,
                    "--schema", example.appendingPathComponent("generated-api.graphql").path, "--output", "API.swift",
                    "--operation-manifest", "manifest.json",
                ], in: directory)
            #expect(generate.status == 0, "\(generate.errors)")
            let manifest = try OperationManifest(json: Array(try Data(contentsOf: directory.appendingPathComponent("manifest.json"))))
            #expect(
                manifest.entries.map(\.name)
                    == ["ConferenceDetails", "AttendeesForConference", "AttendConference", "NotAttendConference", "AllConferences"])
            #expect(manifest.entries.map(\.type) == ["query", "query", "mutation", "mutation", "query"])
            let start = try await DevProcess(
                ["--schema", "schema.graphql", "--migrate", "--allow-anonymous", "--persisted-queries-only", "manifest.json"],
                command: "start", in: directory)
            defer { start.kill() }
            let all = try #require(manifest.entries.first { $0.name == "AllConferences" })
            #expect(try await start.data(all.body) == ["allConferences": []])
            let byID = #"{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(all.id)"}}}"#
            let reply = try await DevProcess.post(Array(byID.utf8), port: start.port)
            #expect(reply.status == 200 && reply.text == #"{"data":{"allConferences":[]}}"#)
            for other in [Self.query, all.body + " "] {
                let refused = try await start.reply(other)
                #expect(refused.status == 400)
                #expect(refused.json["errors"]?.arrayValue?.first?["extensions"]?["code"] == "PERSISTED_QUERY_NOT_FOUND")
            }
            #expect(await start.stop() == 0)
        }
    }

    @Test func healthFlipsWhenPostgreSQLStops() async throws {
        let cluster = try await offThePool { try PostgresCluster.start() }
        defer { try? cluster.stop() }
        try await withModel { directory, _ in
            let start = try await DevProcess(
                ["--schema", "schema.graphql", "--migrate", "--allow-anonymous", "--database", cluster.url(), "--database-timeout", "5"],
                command: "start", in: directory)
            defer { start.kill() }
            #expect(try await start.get("/healthz").status == 200)
            try await offThePool { try cluster.stop(immediately: true) }
            let down = try await start.get("/healthz")
            #expect(down.status == 503)
            #expect(down.text.hasPrefix("unavailable: "))
            try await offThePool { try cluster.restart() }
            #expect(try await start.get("/healthz").status == 200)
            #expect(await start.stop() == 0)
        }
    }
}
