import Foundation
import GraphQL
import QuillBackend
import QuillHTTP1
import QuillSync
import QuillTestSupport
import Testing

/// `quill dev` on PostgreSQL when the database cannot keep up or goes away: more
/// concurrent requests than `--pool-size` while the database is stuck each answer with
/// the `BUSY` (or a timeout's `DATABASE_UNAVAILABLE`) error in time, none hangs; a
/// server stopped mid-request gives `DATABASE_UNAVAILABLE`; and the process recovers.
@Suite(.serialized, .timeLimit(.minutes(3))) struct DevPostgresFaultTests {
    /// Holds an exclusive lock on a table in a transaction of its own (a thread outside
    /// the concurrency pool) until `release`, so that every statement on the table waits.
    final class TableLock: Sendable {
        private let released = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)

        init(_ table: String, url: String) async throws {
            let storage = try await offThePool { try DatabaseLocation.postgres(url: url, connections: 1, timeout: 120).open() }
            let locked = Flag()
            let released = released
            let finished = finished
            DispatchQueue.global().async {
                _ = try? storage.write { database in
                    try database.execute("LOCK TABLE \"\(table)\" IN ACCESS EXCLUSIVE MODE")
                    locked.set()
                    released.wait()
                }
                finished.signal()
            }
            #expect(await locked.wait(), "the table was locked")
        }

        deinit { released.signal() }

        /// Ends the lock's transaction and waits for it.
        func release() async throws {
            let released = released
            let finished = finished
            released.signal()
            _ = try await offThePool { finished.wait() }
        }
    }

    /// POSTs `query` to `quill dev` on `port`: the status and the response.
    static func reply(_ query: String, port: Int) async throws -> (status: HTTPStatus, json: JSONValue) {
        let reply = try await DevProcess.post(JSONValue.object(["query": .string(query)]).serialized(), port: port)
        return (reply.status, try JSONReader().read(reply.text))
    }

    /// The codes of a response's errors.
    static func codes(_ response: JSONValue) -> [String] {
        response["errors"]?.arrayValue?.compactMap { $0["extensions"]?["code"]?.stringValue } ?? []
    }

    @Test func moreRequestsThanThePoolWhileTheDatabaseIsStuckEachFailInTimeThenItRecovers() async throws {
        let url = try await DevPostgresTests.newDatabaseURL()
        try await withExampleModel("ConferencePlanner") { directory in
            let dev = try await DevProcess(
                ["--schema", "schema.graphql", "--database", url, "--pool-size", "2", "--database-timeout", "1", "--log-level", "error"],
                in: directory)
            defer { dev.kill() }
            _ = try await dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)
            let lock = try await TableLock("Attendee", url: url)
            let requests = 12
            let port = dev.port
            let replies = try await withThrowingTaskGroup(of: JSONValue.self) { group in
                for index in 0..<requests {
                    group.addTask {
                        let query = index % 2 == 0 ? "{ allAttendees { name } }" : #"mutation { createAttendee(name: "Ben") { id } }"#
                        let reply = try await Self.reply(query, port: port)
                        #expect(reply.status == 200)
                        return reply.json
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies.count == requests)
            // Every request is answered while the lock is held (the waits for a connection and
            // for the server are bounded by the 1 s timeout: unbounded, these would wait for
            // the release below, which comes only after them).
            for json in replies {
                #expect(json["data"] == .null || json["data"] == ["createAttendee": nil], "\(json)")
                let codes = Self.codes(json)
                #expect(codes.count == 1 && ["BUSY", "DATABASE_UNAVAILABLE"].contains(codes[0]), "\(json)")
            }
            #expect(replies.contains { Self.codes($0) == ["BUSY"] }, "some request found every connection in use")
            try await lock.release()
            #expect(try await dev.data("{ allAttendees { name } }") == ["allAttendees": [["name": "Ana"]]])
            _ = try await dev.data(#"mutation { createAttendee(name: "Cai") { id } }"#)
            #expect(try await dev.data("{ _allAttendeesMeta { count } }") == ["_allAttendeesMeta": ["count": 2]])
            #expect(await dev.stop() == 0)
        }
    }

    @Test func aDatabaseStoppedMidRequestIsUnavailableUntilItIsBack() async throws {
        let cluster = try await offThePool { try PostgresCluster.start() }
        defer { try? cluster.stop() }
        try await withExampleModel("ConferencePlanner") { directory in
            // A timeout longer than the failure guard: only noticing the server go answers in time.
            let dev = try await DevProcess(
                ["--schema", "schema.graphql", "--database", cluster.url(), "--database-timeout", "600", "--log-level", "error"], in: directory)
            defer { dev.kill() }
            _ = try await dev.data(#"mutation { createAttendee(name: "Ana") { id } }"#)
            // A request waiting on the server (for a lock) when the server stops.
            let lock = try await TableLock("Attendee", url: cluster.url())
            let port = dev.port
            let waiting = Task { try await Self.reply("{ allAttendees { name } }", port: port) }
            let pending = try await offThePool {
                try DatabaseLocation.postgres(url: cluster.url(), connections: 1, timeout: 30).open()
            }
            while try await offThePool({ try pending.read { try $0.query("SELECT COUNT(*) FROM pg_locks WHERE NOT granted") }[0][0] }) == .integer(0)
            {
                await Task.yield()
            }
            // Immediately: a fast stop ends the lock's session first, and the waiting query
            // could then finish in the moment before its own session ends. The test cluster
            // commits without waiting for the WAL: a checkpoint first keeps what was committed.
            try await offThePool { try cluster.psql("CHECKPOINT") }
            try await offThePool { try cluster.stop(immediately: true) }
            let cut = try await waiting.value
            #expect(Self.codes(cut.json) == ["DATABASE_UNAVAILABLE"], "\(cut.json)")
            let down = try await dev.reply("{ allAttendees { name } }")
            #expect(Self.codes(down.json) == ["DATABASE_UNAVAILABLE"], "\(down.json)")
            #expect(down.json["errors"]?.arrayValue?.first?["message"]?.stringValue?.hasPrefix("The database is unavailable (") == true)
            try await lock.release()
            try await offThePool { try cluster.restart() }
            #expect(try await dev.data("{ allAttendees { name } }") == ["allAttendees": [["name": "Ana"]]])
            _ = try await dev.data(#"mutation { createAttendee(name: "Ben") { id } }"#)
            #expect(try await dev.data("{ _allAttendeesMeta { count } }") == ["_allAttendeesMeta": ["count": 2]])
            #expect(await dev.stop() == 0)
        }
    }
}
