import Dispatch
import Foundation
import Quill
import QuillSync

import struct GraphQL.JSONReader

/// `quill-bench client`: the client's normalized cache on list.graphql's response (1000
/// conferences × 10 attendees), against Foundation's JSONDecoder decoding the same bytes
/// into Codable structs, in the same run.
func runClientBenchmark(_ arguments: [String]) -> Int32 {
    guard let options = ClientOptions(arguments) else {
        log(ClientOptions.usage)
        return 2
    }
    do {
        let benchmark = ClientBenchmark(methodology: options.methodology)
        if let part = options.profilePart {
            try benchmark.profile(part, iterations: options.iterations)
        } else {
            try benchmark.run()
        }
        return 0
    } catch {
        log("quill-bench client: \(error)")
        return 1
    }
}

struct ClientBenchmark {
    let methodology: Methodology
    private let url = URL(string: "http://127.0.0.1:1/graphql")!
    private let query = ConferenceListQuery(first: 1000)

    func run() throws {
        let document = GraphQLHTTPRequest(operation: query, url: url, cachePolicy: .default).document
        let bytes = try clientListResponse(document: document)
        let foundationData = Foundation.Data(bytes)
        log("client: list.graphql's response is \(bytes.count) bytes")

        let store = QuillStore()
        try write(bytes, into: store)
        let records = try store.recordCount()
        log("client: \(records) records")
        let decoded = try JSONDecoder().decode(ListResponse.self, from: foundationData)
        let read = try store.load(query: query)
        guard read.data?.allConferences.map(\.name) == decoded.data.allConferences.map(\.name) else {
            throw SetUpFailure(description: "the cache and JSONDecoder read different conferences")
        }

        log("client: JSONDecoder")
        let decoder = JSONDecoder()
        let decode = try methodology.measure { try decoder.decode(ListResponse.self, from: foundationData).data.allConferences.count }
        log("client: JSONSerialization")
        let serialize = try methodology.measure { (try JSONSerialization.jsonObject(with: foundationData) as? [String: Any])?.count ?? 0 }
        log("client: write in memory")
        let writeInMemory = try methodology.measure { try write(bytes, into: QuillStore()) }
        let parse = try methodology.measure { try JSONReader().read(bytes).arrayValue?.count ?? 1 }
        log("client: read back")
        let readBack = try methodology.measure { try store.load(query: query).data?.allConferences.count ?? 0 }
        log("client: write SQLite")
        let (writeSQLite, sqliteCount) = try measureSQLite(bytes)
        guard sqliteCount == records else { throw SetUpFailure(description: "SQLite holds \(sqliteCount) records, memory \(records)") }
        log("client: watchers")
        let (change, deliveries, watchers) = try measureWatchers(bytes)
        let (retained, tree) = try measureMemory(bytes)

        func ratio(_ value: Double, _ base: Double) -> String { String(format: "%.2fx", value / base) }
        func row(_ name: String, _ timing: Timing, _ comparison: String) -> String {
            name.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%12.1f", timing.medianMicroseconds) + "  " + comparison
        }
        var lines = [
            "client: list.graphql, \(bytes.count) bytes of JSON, \(records) records",
            "benchmark".padding(toLength: 58, withPad: " ", startingAt: 0) + "        µs  vs JSONDecoder (target)",
            row("JSONDecoder: bytes → Codable structs", decode, "1.00x"),
            row("JSONSerialization: bytes → Foundation objects", serialize, ratio(serialize.medianMicroseconds, decode.medianMicroseconds)),
            row(
                "write in memory: bytes → records (parse, check, merge)", writeInMemory,
                ratio(writeInMemory.medianMicroseconds, decode.medianMicroseconds) + " (≤ 1)"),
            row("  of which JSONReader parse", parse, ratio(parse.medianMicroseconds, decode.medianMicroseconds)),
            row("read back: records → typed data", readBack, ratio(readBack.medianMicroseconds, decode.medianMicroseconds) + " (≤ 1)"),
            row(
                "write SQLite: bytes → records, one transaction", writeSQLite,
                ratio(writeSQLite.medianMicroseconds, writeInMemory.medianMicroseconds) + " of in memory (≤ 3)"),
            row("one change re-delivered, of \(watchers) watchers", change, "\(deliveries) delivery per change (target < 1000 µs)"),
        ]
        if let retained, let tree {
            lines.append(
                String(
                    format: "cache memory: %d bytes, %.2fx the JSON (≤ 3); with the parsed response alive: %.2fx", retained,
                    Double(retained) / Double(bytes.count), Double(retained + tree) / Double(bytes.count)))
        }
        lines.append(
            "Apollo Kotlin's normalized cache (published: Samsung Galaxy S8, 10 000 records of 2 fields): memory write ~800 ms, read ~490 ms; SQL write ~1800 ms"
        )
        print(lines.joined(separator: "\n"))
    }

    /// Runs one part `iterations` times for a profiler (`perf record`, or callgrind toggled
    /// on `profileRuns`): `write`, `read`, `sqlite` or `decode`.
    func profile(_ part: String, iterations: Int) throws {
        let bytes = try clientListResponse(document: GraphQLHTTPRequest(operation: query, url: url, cachePolicy: .default).document)
        let store = QuillStore()
        try write(bytes, into: store)
        let data = Foundation.Data(bytes)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quill-bench-client-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = 0
        let run: () throws -> Int
        switch part {
        case "write": run = { try write(bytes, into: QuillStore()) }
        case "read": run = { try store.load(query: query).data?.allConferences.count ?? 0 }
        case "sqlite":
            run = {
                files += 1
                let path = directory.appendingPathComponent("cache-\(files).sqlite").path
                return try write(bytes, into: QuillStore(cache: try SQLiteNormalizedCache(path: path)))
            }
        case "decode": run = { try JSONDecoder().decode(ListResponse.self, from: data).data.allConferences.count }
        default: throw SetUpFailure(description: "no part \(part) (write, read, sqlite, decode)")
        }
        log("client: \(part): \(try profileRuns(run, iterations: iterations)) items")
    }

    /// `run`, `iterations` times: what callgrind collects (`--toggle-collect='*11profileRuns*'`).
    @inline(never)
    private func profileRuns(_ run: () throws -> Int, iterations: Int) rethrows -> Int {
        var items = 0
        for _ in 0..<iterations { items &+= try run() }
        return items
    }

    /// What a response goes through on its way into the cache: read, checked against
    /// the selections, normalized, merged.
    @discardableResult
    private func write(_ bytes: [UInt8], into store: QuillStore) throws -> Int {
        guard case .object(let response) = try JSONReader().read(bytes), case .object(let data)? = response["data"] else {
            throw SetUpFailure(description: "the response has no data")
        }
        try store.withinReadWriteTransaction { try $0.write(data: ConferenceListQuery.Data(_dataDict: DataDict(data)), for: query) }
        return data.count
    }

    /// Each iteration writes into a new SQLite file; the files are closed after the
    /// measurement (closing checkpoints the WAL, which is not the write's).
    private func measureSQLite(_ bytes: [UInt8]) throws -> (Timing, Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quill-bench-client-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var stores: [QuillStore] = []
        var count = 0
        let timing = try methodology.measure {
            let store = QuillStore(cache: try SQLiteNormalizedCache(path: directory.appendingPathComponent("cache-\(stores.count).sqlite").path))
            stores.append(store)
            return try write(bytes, into: store)
        }
        count = try stores[0].recordCount()
        stores = []
        return (timing, count)
    }

    /// 10 000 watchers, one per attendee; each iteration changes one attendee's name.
    private func measureWatchers(_ bytes: [UInt8]) throws -> (Timing, deliveries: String, watchers: Int) {
        let store = QuillStore()
        try write(bytes, into: store)
        let attendees = try store.load(query: query).data!.allConferences.flatMap(\.attendees)
        try store.withinReadWriteTransaction { transaction in
            for attendee in attendees {
                let data = AttendeeQuery.Data(_dataDict: DataDict(["attendee": .object(attendee.__data._data)]))
                try transaction.write(data: data, for: AttendeeQuery(id: attendee.id))
            }
        }
        let client = QuillClient(
            networkTransport: RequestChainNetworkTransport(interceptorProvider: DefaultInterceptorProvider(store: store), endpointURL: url),
            store: store)
        let delivered = Locked<Int>(0)
        let queue = DispatchQueue(label: "watchers")
        let watchers = attendees.map { attendee in
            client.watch(query: AttendeeQuery(id: attendee.id), cachePolicy: .returnCacheDataDontFetch, queue: queue) { result, _ in
                if result != nil { delivered.withLock { $0 += 1 } }
            }
        }
        while delivered.value < watchers.count {
            usleep(1000)
            queue.sync {}
        }
        let target = attendees[attendees.count / 2]
        var changes = 0
        let timing = try methodology.measure {
            changes += 1
            var object = target.__data._data
            object.set("name", .string("Renamed \(changes)"))
            try store.withinReadWriteTransaction { transaction in
                try transaction.write(selectionSet: ConferenceListQuery.Attendee(_dataDict: DataDict(object)), withKey: "Attendee:\(target.id)")
            }
            return 1
        }
        queue.sync {}
        let perChange = Double(delivered.value - watchers.count) / Double(changes)
        withExtendedLifetime(watchers) {}
        return (timing, String(format: "%.2f", perChange), watchers.count)
    }

    /// The heap the cache keeps after a write, and the parsed response's (alive during it).
    private func measureMemory(_ bytes: [UInt8]) throws -> (Int?, Int?) {
        guard let start = heapBytesInUse() else { return (nil, nil) }
        let store = QuillStore()
        try write(bytes, into: store)
        let retained = heapBytesInUse()! - start
        let beforeTree = heapBytesInUse()!
        let tree = try JSONReader().read(bytes)
        let treeBytes = heapBytesInUse()! - beforeTree
        withExtendedLifetime((store, tree)) {}
        return (retained, treeBytes)
    }
}
