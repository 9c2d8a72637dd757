import GraphQL
import QuillAuth
import Testing

@testable import QuillBackend

/// Atomic requests (Hasura's): a mutation with `@transaction`, or every mutation with
/// `atomicRequests`, runs its root fields in one transaction. When one fails, none is
/// written, every root field is null, and no subscriber hears of anything.
@Suite(.offThePool) struct AtomicRequestTests {
    static let graphcool = "type User { id: ID! @isUnique, email: String! @isUnique }"
    static let collections = "type User @model { email: String! @unique }"

    /// Two creates of one email: the second violates the unique key.
    static let twoCreates = #"a: createUser(email: "a@x") { email } b: createUser(email: "a@x") { email }"#
    static let twoCollectionsCreates =
        #"a: userCreate(input: { email: "a@x" }) { user { email } } b: userCreate(input: { email: "a@x" }) { user { email } }"#

    /// The errors of `response`: each `code path` (the path's keys joined by dots).
    static func errors(_ response: JSONValue) -> [String] {
        (response["errors"]?.arrayValue ?? []).map { error in
            let path = (error["path"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ".")
            return "\(error["extensions"]?["code"]?.stringValue ?? "-") \(path)"
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func aFailingFieldRollsBackEveryRootFieldAndPublishesNothing(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.graphcool, database: database)
        var events = try await harness.subscribe("subscription { User { mutation node { email } } }")
        let response = await harness.run("mutation @transaction { \(Self.twoCreates) }")
        #expect(response["data"] == ["a": nil, "b": nil])
        #expect(Self.errors(response) == ["UNIQUE_VIOLATION b", "TRANSACTION_ROLLED_BACK a"])
        #expect(
            response["errors"]?[1]?["message"]?.stringValue == "Rolled back because `b` failed in the request's transaction.")
        #expect(try await harness.data("{ allUsers { email } }") == ["allUsers": []])
        // A committed request's events arrive, and are the first the subscriber hears.
        let committed = try await harness.data(
            #"mutation @transaction { c: createUser(email: "c@x") { email } d: createUser(email: "d@x") { email } }"#)
        #expect(committed == ["c": ["email": "c@x"], "d": ["email": "d@x"]])
        var heard: [JSONValue] = []
        for _ in 0..<2 { heard.append(await events.next()?["data"]?["User"]?["node"]?["email"] ?? .null) }
        #expect(heard == ["c@x", "d@x"])
    }

    @Test(arguments: TestDatabase.allCases)
    func withoutTransactionTheFieldsBeforeTheFailureStay(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.graphcool, database: database)
        let response = await harness.run("mutation { \(Self.twoCreates) }")
        #expect(response["data"] == ["a": ["email": "a@x"], "b": nil])
        #expect(Self.errors(response) == ["UNIQUE_VIOLATION b"])
        #expect(try await harness.data("{ allUsers { email } }") == ["allUsers": [["email": "a@x"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func atomicRequestsMakeEveryMutationAtomic(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.graphcool, database: database, atomicRequests: true)
        let response = await harness.run("mutation { \(Self.twoCreates) }")
        #expect(response["data"] == ["a": nil, "b": nil])
        #expect(Self.errors(response) == ["UNIQUE_VIOLATION b", "TRANSACTION_ROLLED_BACK a"])
        #expect(try await harness.data("{ allUsers { email } }") == ["allUsers": []])
        // Queries are not mutations: they run as before.
        #expect(try await harness.data("{ _allUsersMeta { count } }") == ["_allUsersMeta": ["count": 0]])
    }

    @Test(arguments: TestDatabase.allCases)
    func collectionsRollsBackToo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.collections, database: database)
        let response = await harness.run("mutation @transaction { \(Self.twoCollectionsCreates) }")
        #expect(response["data"] == ["a": nil, "b": nil])
        #expect(Self.errors(response) == ["UNIQUE_VIOLATION b", "TRANSACTION_ROLLED_BACK a"])
        #expect(try await harness.data("{ userCollection(first: 5) { edges { node { email } } } }") == ["userCollection": ["edges": []]])
        let kept = await harness.run("mutation { \(Self.twoCollectionsCreates) }")
        #expect(kept["data"] == ["a": ["user": ["email": "a@x"]], "b": nil])
        #expect(
            try await harness.data("{ userCollection(first: 5) { edges { node { email } } } }")
                == ["userCollection": ["edges": [["node": ["email": "a@x"]]]]])
    }

    /// The `@auth` rules judge each field in the transaction: a refused one rolls back the rest.
    @Test(arguments: TestDatabase.allCases)
    func authRulesStillApply(database: TestDatabase) async throws {
        let harness = try AuthHarness(
            sdl: """
                type Post @model @auth(rules: [{ allow: public, operations: [create, read] }]) { title: String! }
                type Secret @model @auth(rules: [{ allow: private }]) { text: String! }
                """, database: database)
        let mutation = #"""
            mutation @transaction { postCreate(input: { title: "t" }) { post { title } } secretCreate(input: { text: "s" }) { secret { text } } }
            """#
        let refused = await harness.run(mutation, as: Callers.anonymous)
        #expect(refused["data"] == ["postCreate": nil, "secretCreate": nil])
        #expect(Self.errors(refused) == ["UNAUTHENTICATED secretCreate", "TRANSACTION_ROLLED_BACK postCreate"])
        let posts = "{ postCollection(first: 5) { edges { node { title } } } }"
        #expect(try await harness.data(posts, as: Callers.anonymous) == ["postCollection": ["edges": []]])
        let done = try await harness.data(mutation, as: Callers.alice)
        #expect(done == ["postCreate": ["post": ["title": "t"]], "secretCreate": ["secret": ["text": "s"]]])
        #expect(try await harness.data(posts, as: Callers.anonymous) == ["postCollection": ["edges": [["node": ["title": "t"]]]]])
    }

    @Test func theSchemaDeclaresTransaction() throws {
        let harness = try BackendHarness(sdl: Self.graphcool)
        #expect(printSchema(harness.backend.schema).contains("directive @transaction on MUTATION"))
        let source = Source("query @transaction { allUsers { id } }")
        let errors = validate(schema: harness.backend.schema, document: try Parser.parse(source), source: source)
        #expect(errors.map(\.message) == [#"Directive "@transaction" may not be used on QUERY."#])
    }
}
