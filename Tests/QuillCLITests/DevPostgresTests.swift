import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillCLI

/// `quill migrate` and `quill dev` on PostgreSQL (the tests' own cluster): migrating ahead
/// of a deploy, two processes sharing one database, `DATABASE_URL`, and a wrong password.
@Suite(.timeLimit(.minutes(2))) struct DevPostgresTests {
    /// A URL of the tests' cluster with a new, empty schema of its own as the search path.
    /// (The cluster's start and psql block: off Swift's concurrency pool.)
    static func newDatabaseURL() async throws -> String {
        try await offThePool {
            let cluster = try PostgresCluster.shared.get()
            let schema = "cli_\(UInt32.random(in: 0...UInt32.max))"
            try cluster.psql("CREATE SCHEMA \(schema)")
            return cluster.url(schema: schema)
        }
    }

    @Test func migrateAheadThenTwoProcessesShareTheDatabaseAndItsSubscriptions() async throws {
        let url = try await Self.newDatabaseURL()
        try await withExampleModel("ConferencePlanner") { directory in
            let migrate = try await QuillProcess.run(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(migrate.status == 0, "\(migrate.errors)")
            #expect(
                migrate.output == """
                    Migration: create table Conference for type Conference
                    Migration: create table Attendee for type Attendee
                    Migration: create table _Attendees for relation Attendees

                    """)
            let again = try await QuillProcess.run(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(again.output == "Migration: the database is up to date.\n")

            let a = try await DevProcess(["--schema", "schema.graphql", "--database", url, "--pool-size", "2"], in: directory)
            defer { a.kill() }
            let b = try await DevProcess(["--schema", "schema.graphql"], in: directory, environment: ["DATABASE_URL": url])
            defer { b.kill() }
            #expect(!a.output.contains("Migration:") && !b.output.contains("Migration:"))
            let created = try await DevSubscriptionTests.EventStream(
                "subscription { Attendee(filter: { mutation_in: [CREATED] }) { mutation node { name } } }", port: a.port)
            _ = try await b.data(#"mutation { createAttendee(name: "Ana") { id } }"#)
            #expect(try await created.next(1) == [["Attendee": ["mutation": "CREATED", "node": ["name": "Ana"]]]])
            #expect(try await a.data("{ allAttendees { name } }") == ["allAttendees": [["name": "Ana"]]])
            _ = try await a.data(#"mutation { createAttendee(name: "Ben") { id } }"#)
            #expect(try await created.next(2).last == ["Attendee": ["mutation": "CREATED", "node": ["name": "Ben"]]])
            #expect(await a.stop() == 0)
            #expect(await b.stop() == 0)
        }
    }

    @Test func migrateRefusesADestructiveChangeUnlessAccepted() async throws {
        let url = try await Self.newDatabaseURL()
        try await withExampleModel("ConferencePlanner") { directory in
            _ = try await QuillProcess.run(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            let model = directory.appendingPathComponent("schema.graphql")
            let original = try String(contentsOf: model, encoding: .utf8)
            try original.replacingOccurrences(of: "  year: String!\n", with: "").write(to: model, atomically: true, encoding: .utf8)
            let refused = try await QuillProcess.run(["migrate", "--schema", "schema.graphql", "--database", url], in: directory)
            #expect(refused.status == 1)
            #expect(refused.errors.contains("field Conference.year was removed (type Conference); its values would be lost"))
            let accepted = try await QuillProcess.run(
                ["migrate", "--schema", "schema.graphql", "--database", url, "--accept-data-loss"], in: directory)
            #expect(accepted.status == 0)
            #expect(accepted.output == "Migration: rebuild table Conference\n")
        }
    }

    @Test func aWrongPasswordIsReportedAndExits() async throws {
        let cluster = try await offThePool { try PostgresCluster.shared.get() }
        try await offThePool {
            try cluster.psql(
                "DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '\(PostgresCluster.passwordRole)') THEN CREATE ROLE \(PostgresCluster.passwordRole) LOGIN PASSWORD 'right'; END IF; END $$"
            )
        }
        let url = cluster.url(user: PostgresCluster.passwordRole, password: "wrong")
        for command in ["dev", "migrate"] {
            let run = try await QuillProcess.run([command, "--schema", "Examples/ConferencePlanner/schema.graphql", "--database", url])
            #expect(run.status == 1)
            #expect(run.output == "")
            #expect(run.errors.hasPrefix("quill: PostgreSQL error: "), "\(run.errors)")
            #expect(run.errors.contains("password authentication failed for user \"\(PostgresCluster.passwordRole)\""))
            #expect(!run.errors.contains("wrong"), "the password is not printed")
        }
    }
}

/// The database options in `quill dev --help` and `quill migrate --help`.
@Suite struct DatabaseHelpTests {
    @Test(arguments: [
        ("dev", ["--database PATH|URL", "--pool-size N", "--database-timeout SECONDS", "DATABASE_URL", "LISTEN/NOTIFY"]),
        ("migrate", ["--database PATH|URL", "--database-timeout SECONDS", "--accept-data-loss", "DATABASE_URL"]),
    ])
    func helpNamesTheDatabaseOptions(command: String, texts: [String]) {
        let console = RecordingConsole()
        #expect(CLI.run([command, "--help"], console: console) == ExitCode.success)
        for text in texts { #expect(console.output.contains(text), "\(text)") }
    }
}
