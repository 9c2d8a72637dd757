import Foundation
import GraphQL
import QuillAuth
import QuillBackend
import QuillSync
import QuillTestSupport

/// `quill-bench backend`: the conference planner's backend on SQLite (or PostgreSQL) against the floor.
struct BackendBenchmark {
    let options: BackendOptions

    /// Loads the database, then measures each query; the rows and whether every measurement succeeded.
    func run() async throws -> (rows: [BackendRow], succeeded: Bool) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("quill-bench-\(ProcessInfo.processInfo.processIdentifier)-backend")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var path = directory.appendingPathComponent("data.sqlite").path
        var cluster: PostgresCluster?
        if options.postgres {
            let started = try PostgresCluster.start()
            cluster = started
            path = started.url()
            log("PostgreSQL cluster in \(started.directory) on port \(started.port)")
        }
        defer { try? cluster?.stop() }
        let location = ConferenceDatabase.location(path)

        let loadStart = MonotonicInstant.now
        let (conferenceIDs, allIDs) = try ConferenceDatabase.create(
            at: location, conferences: options.conferences, attendees: options.attendees)
        log("stored \(options.conferences) conferences × \(options.attendees) attendees in \(path) in \(MonotonicInstant.now - loadStart)")

        let statements = Locked<[String]>([])
        let counted = try Backend(
            model: Model.read(contentsOfFile: ConferenceDatabase.modelPath),
            storage: location.open(observer: { sql in statements.withLock { $0.append(sql) } }),
            convention: .graphcool)
        let backend = try Backend.open(modelPath: ConferenceDatabase.modelPath, database: location, convention: .graphcool)
        let join = try ConferenceDatabase.JoinTable(model: backend.model)
        let floor = Floor(storage: backend.storage, join: join)
        let countedFloor = Floor(storage: counted.storage, join: join)
        let source = Source(BackendQuery.document, name: "BackendQuery.document")
        let document = try Parser.parse(source)
        if let error = validate(schema: backend.schema, document: document, source: source).first {
            throw SetUpFailure(description: "the benchmark's operations do not validate: \(error)")
        }
        let countingExecutor = try counted.executor(context: Void.self)
        let executor = try backend.executor(context: Void.self)
        // The same data under an owner rule on every type, every node the token's subject's
        // (SQLite: a second file, the same ids): the cost of the rules and of a token per request.
        var owned: (executor: Executor<Caller>, authorization: String, authenticator: Authenticator)?
        if !options.postgres {
            let modelPath = directory.appendingPathComponent("owned.graphql").path
            try ConferenceDatabase.writeOwnedModel(to: modelPath)
            let ownedLocation = DatabaseLocation.sqlite(path: directory.appendingPathComponent("owned.sqlite").path)
            _ = try ConferenceDatabase.create(
                at: ownedLocation, modelPath: modelPath, conferences: options.conferences, attendees: options.attendees, ids: allIDs,
                owner: Self.subject)
            let ownedBackend = try Backend.open(modelPath: modelPath, database: ownedLocation, convention: .graphcool)
            let secret = Array("quill-bench's HS256 secret, 32 bytes and more".utf8)
            owned = (
                try ownedBackend.executor(context: Caller.self), "Bearer " + (try await Self.token(secret: secret)),
                Authenticator(jwt: try JWTVerifier.secret(secret))
            )
        }

        var queries = BackendQuery.all(
            conferenceID: conferenceIDs[conferenceIDs.count / 2], conferences: options.conferences, attendees: options.attendees)
        if let filter = options.http.filter { queries = queries.filter { $0.name.contains(filter) } }
        var methodology = options.quick ? Methodology.quick : .standard
        methodology.clock = options.clock
        var rows: [BackendRow] = []
        var succeeded = !queries.isEmpty
        log("load average at the start: \(HTTPBenchmark.loadAverage())")
        defer { log("load average at the end: \(HTTPBenchmark.loadAverage())") }
        for query in queries {
            log("in-process: \(query.name)")
            func quillResponse(_ executor: Executor<Void>) -> Response {
                quillResponse(executor, context: ())
            }
            func quillResponse<Context: Sendable>(_ executor: Executor<Context>, context: Context) -> Response {
                guard options.postgres else {
                    return executor.executeSync(
                        document: document, source: source, operationName: query.operationName, variables: query.variables,
                        context: context)
                }
                // PostgreSQL's resolvers wait for the database on the driver's threads: the
                // executor runs asynchronously, and this thread waits for its response.
                let done = DispatchSemaphore(value: 0)
                let response = Locked<Response?>(nil)
                let (operationName, variables) = (query.operationName, query.variables)
                Task {
                    let answer = await executor.execute(
                        document: document, source: source, operationName: operationName, variables: variables, context: context)
                    response.withLock { $0 = answer }
                    done.signal()
                }
                done.wait()
                return response.withLock { $0! }
            }
            func floorResponse(_ floor: Floor) throws -> [UInt8] {
                try floor.response(operationName: query.operationName, id: query.variables["id"].flatMap { $0.stringValue })
            }
            // A first request of each side opens the reader connection (its PRAGMA is not per request).
            _ = quillResponse(countingExecutor)
            _ = try floorResponse(countedFloor)
            statements.withLock { $0.removeAll() }
            let response = quillResponse(countingExecutor)
            let quillStatements = statements.withLock { $0.filter(Self.isQuery) }
            statements.withLock { $0.removeAll() }
            let floorBytes = try floorResponse(countedFloor)
            let floorStatements = statements.withLock { $0.filter(Self.isQuery) }
            if let error = response.errors.first { throw SetUpFailure(description: "\(query.name): \(error)") }
            let quillBytes = response.jsonBytes()
            for sql in quillStatements {
                let line = sql.split(separator: "\n").joined(separator: " ")
                log("  SQL: \(line.prefix(240))\(line.count > 240 ? "…" : "")")
            }
            log(
                quillBytes == floorBytes
                    ? "  quill and the floor answer byte-identical JSON (\(quillBytes.count) bytes)"
                    : "  responses differ: quill \(quillBytes.count) bytes, floor \(floorBytes.count) bytes")
            if quillBytes != floorBytes { succeeded = false }
            let quillTiming = methodology.measure { quillResponse(executor).jsonBytes().count }
            let floorTiming = try methodology.measure { try floorResponse(floor).count }
            var row = BackendRow(
                name: query.name, targetStatements: query.targetStatements, statements: quillStatements.count,
                floorStatements: floorStatements.count, responseBytes: quillBytes.count,
                quillMicroseconds: quillTiming.medianMicroseconds, floorMicroseconds: floorTiming.medianMicroseconds)
            if let owned {
                // Each request verifies its token, then reads under the rules.
                func ownedResponse() -> Response {
                    let caller = (try? owned.authenticator.caller(authorization: owned.authorization, apiKey: nil).get()) ?? .anonymous
                    return quillResponse(owned.executor, context: caller)
                }
                let ownedBytes = ownedResponse().jsonBytes()
                if ownedBytes != quillBytes {
                    log("  with the owner rule the response differs: \(ownedBytes.count) bytes, without \(quillBytes.count)")
                    succeeded = false
                }
                row.ownerMicroseconds = methodology.measure { ownedResponse().jsonBytes().count }.medianMicroseconds
            }
            if options.runHTTP {
                let (quill, floor, measured) = await measureHTTP(query, databasePath: path)
                row.quillHTTP = quill
                row.floorHTTP = floor
                if !measured { succeeded = false }
            }
            rows.append(row)
        }
        return (rows, succeeded)
    }

    /// The subject of the owner rule row's token, who owns every node.
    static let subject = "bench"

    /// An HS256 token of `subject` for `secret`, signed by the openssl command (an outside
    /// signer: QuillAuth only verifies).
    static func token(secret: [UInt8]) async throws -> String {
        func base64URL(_ bytes: [UInt8]) -> String {
            Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }
        let signingInput = base64URL(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8)) + "." + base64URL(Array(#"{"sub":"\#(subject)"}"#.utf8))
        let result = try await ChildProcess.run(
            "/usr/bin/openssl", ["dgst", "-sha256", "-binary", "-hmac", String(decoding: secret, as: UTF8.self)],
            input: Array(signingInput.utf8), timeout: 60)
        guard result.status == 0 else { throw SetUpFailure(description: "openssl dgst failed: \(result.errorsText)") }
        return signingInput + "." + base64URL(result.output)
    }

    /// Whether a statement the observer saw is one of the request's own (not BEGIN, COMMIT or ROLLBACK).
    static func isQuery(_ sql: String) -> Bool {
        !["BEGIN", "BEGIN IMMEDIATE", "COMMIT", "ROLLBACK"].contains(sql)
    }

    /// `quill-bench backend-server` and `floor-server` under wrk, alternating for the rounds;
    /// each side's median run, and whether every run succeeded.
    private func measureHTTP(_ query: BackendQuery, databasePath: String) async
        -> (quill: ServerMeasurement?, floor: ServerMeasurement?, succeeded: Bool)
    {
        let http = HTTPBenchmark(options: options.http)
        let executable = HTTPBenchmark.besideThisExecutable("quill-bench")
        let sides = ["backend-server", "floor-server"].map { command in
            HTTPBenchmark.Side(
                name: command == "backend-server" ? "quill" : "floor", isPeer: false, executable: executable,
                arguments: [command, "--database", databasePath],
                processes: command == "backend-server" ? options.processes : 1)
        }
        var runs: [String: [ServerMeasurement]] = [:]
        var bodies: [String: [UInt8]] = [:]
        var succeeded = true
        for round in 1...options.http.rounds {
            for side in sides {
                let processes = side.processes > 1 ? " (\(side.processes) processes)" : ""
                log("\(side.name)\(processes) over HTTP: \(query.name)\(options.http.rounds > 1 ? ", round \(round)" : "")")
                do {
                    let (measurement, body) = try await http.measure(body: query.requestBody, on: side)
                    runs[side.name, default: []].append(measurement)
                    bodies[side.name] = body
                } catch {
                    log("quill-bench backend: \(side.name): \(query.name): \(error)")
                    succeeded = false
                }
            }
        }
        if let quill = bodies["quill"], let floor = bodies["floor"], quill != floor {
            log("  HTTP responses differ: quill \(quill.count) bytes, floor \(floor.count) bytes")
            succeeded = false
        }
        return (runs["quill"].map(http.median), runs["floor"].map(http.median), succeeded)
    }
}

/// `quill-bench backend ARGUMENTS`: runs the backend benchmark and prints its report; the exit status.
func runBackendBenchmark(_ arguments: [String]) async -> Int32 {
    guard let options = BackendOptions(arguments) else {
        log(BackendOptions.usage)
        return 2
    }
    ChildProcesses.killOnInterrupt()
    do {
        let (rows, succeeded) = try await BackendBenchmark(options: options).run()
        print(options.http.json ? BackendReport.jsonLines(rows) : BackendReport.table(rows))
        return succeeded ? 0 : 1
    } catch {
        log("quill-bench backend: \(error)")
        return 1
    }
}
