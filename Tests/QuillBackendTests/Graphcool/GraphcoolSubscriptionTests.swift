import GraphQL
import QuillSync
import Testing

@testable import QuillBackend

/// Subscriptions receive exactly the mutation events their filter asks for.
@Suite(.offThePool) struct GraphcoolSubscriptionTests {
    @Test(arguments: TestDatabase.allCases)
    func mutationInFiltersTheEvents(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        var created = try await harness.subscribe(
            """
            subscription { Conference(filter: { mutation_in: [CREATED] }) { mutation node { name } previousValues { name } } }
            """)
        var changed = try await harness.subscribe(
            """
            subscription { Conference(filter: { mutation_in: [UPDATED, DELETED] }) { mutation updatedFields node { name } previousValues { name } } }
            """)
        let id = try await harness.data("mutation { createConference(name: \"A\", city: \"B\", year: \"2017\") { id } }")["createConference"]?["id"]
        _ = try await harness.data("mutation { updateConference(id: \(id!.serializedString), name: \"A2\") { id } }")
        _ = try await harness.data("mutation { deleteConference(id: \(id!.serializedString)) { id } }")
        _ = try await harness.data("mutation { createConference(name: \"C\", city: \"B\", year: \"2017\") { id } }")
        #expect(await created.next() == ["data": ["Conference": ["mutation": "CREATED", "node": ["name": "A"], "previousValues": nil]]])
        #expect(await created.next() == ["data": ["Conference": ["mutation": "CREATED", "node": ["name": "C"], "previousValues": nil]]])
        #expect(
            await changed.next() == [
                "data": [
                    "Conference": [
                        "mutation": "UPDATED", "updatedFields": ["name"], "node": ["name": "A2"], "previousValues": ["name": "A"],
                    ]
                ]
            ])
        #expect(
            await changed.next() == [
                "data": [
                    "Conference": [
                        "mutation": "DELETED", "updatedFields": nil, "node": nil, "previousValues": ["name": "A2"],
                    ]
                ]
            ])
    }

    /// A node filter the backend cannot read fails the subscription when it is made (it
    /// would otherwise drop every event).
    @Test(arguments: TestDatabase.allCases)
    func anUnreadableNodeFilterFailsTheSubscription(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        do {
            _ = try await harness.subscribe(#"subscription { Conference(filter: { OR: [{ node: { createdAt_gt: "yesterday" } }] }) { mutation } }"#)
            Issue.record("the subscription was made")
        } catch let error as HarnessError {
            #expect(error.message.contains(#"createdAt must be an ISO-8601 date-time, got \"yesterday\"."#))
        }
    }

    /// An event whose filter cannot be read from the database (here its relation table is
    /// gone) ends the subscription with the database's error instead of being dropped.
    @Test(arguments: TestDatabase.allCases)
    func anEventThatCannotBeJudgedEndsTheSubscriptionWithTheError(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        var attendees = try await harness.subscribe(
            #"subscription { Attendee(filter: { node: { conferences_some: { name: "UIKonf" } } }) { node { name } } }"#)
        _ = try harness.backend.storage.write { try $0.execute(#"DROP TABLE "_Attendees""#) }
        _ = try await harness.data(#"mutation { createAttendee(name: "Al") { id } }"#)
        let ended = await attendees.next()
        #expect(ended?["data"] == nil)
        #expect(ended?["errors"]?[0]?["message"]?.stringValue?.contains("_Attendees") == true)
        #expect(await attendees.next() == nil)
    }

    @Test(arguments: TestDatabase.allCases)
    func connectingFiresUpdatedOnBothNodesAndNodeFiltersApply(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        var attendees = try await harness.subscribe(
            """
            subscription { Attendee(filter: { updatedFields_contains: "conferences", node: { name_starts_with: "A" } }) { mutation updatedFields node { name } } }
            """)
        var conferences = try await harness.subscribe(
            """
            subscription { Conference(filter: { mutation_in: [UPDATED] }) { updatedFields node { name } } }
            """)
        let conference = try await harness.data("mutation { createConference(name: \"C\", city: \"B\", year: \"2017\") { id } }")[
            "createConference"]?["id"]
        for name in ["Bo", "Al"] {
            let attendee = try await harness.data("mutation { createAttendee(name: \(JSONValue.string(name).serializedString)) { id } }")[
                "createAttendee"]?["id"]
            _ = try await harness.data(
                "mutation { updateAttendee(id: \(attendee!.serializedString), name: \(JSONValue.string(name + "!").serializedString)) { id } }")
            _ = try await harness.data(
                """
                mutation { addToAttendees(conferencesConferenceId: \(conference!.serializedString), attendeesAttendeeId: \(attendee!.serializedString)) { attendeesAttendee { id } } }
                """)
        }
        #expect(await attendees.next() == ["data": ["Attendee": ["mutation": "UPDATED", "updatedFields": ["conferences"], "node": ["name": "Al!"]]]])
        #expect(await conferences.next() == ["data": ["Conference": ["updatedFields": ["attendees"], "node": ["name": "C"]]]])
        #expect(await conferences.next() == ["data": ["Conference": ["updatedFields": ["attendees"], "node": ["name": "C"]]]])
        #expect(harness.backend.events.subscriberCount == 2)
    }

    /// A child that moves to another parent changes both parents' relation field.
    @Test(arguments: TestDatabase.allCases)
    func movingAChildFiresUpdatedOnItsOldParentToo(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post { id: ID!, title: String!, comments: [Comment] @relation(name: "PostComments") }
                type Comment { id: ID!, text: String!, post: Post @relation(name: "PostComments") }
                """, database: database)
        var posts = try await harness.subscribe(
            """
            subscription { Post(filter: { mutation_in: [UPDATED] }) { updatedFields node { title } } }
            """)
        let created = try await harness.data(
            """
            mutation { a: createPost(title: "a", comments: [{ text: "c" }]) { comments { id } } b: createPost(title: "b") { id } }
            """)
        let comment = created["a"]?["comments"]?[0]?["id"]?.serializedString ?? ""
        let b = created["b"]?["id"]?.serializedString ?? ""
        _ = try await harness.data("mutation { updateComment(id: \(comment), postId: \(b)) { id } }")
        #expect(await posts.next() == ["data": ["Post": ["updatedFields": ["comments"], "node": ["title": "a"]]]])
        #expect(await posts.next() == ["data": ["Post": ["updatedFields": ["comments"], "node": ["title": "b"]]]])
        // From the parent's side: adding the comment to `a` takes it from `b`.
        let a = try await harness.data("{ allPosts(filter: { title: \"a\" }) { id } }")["allPosts"]?[0]?["id"]?.serializedString ?? ""
        _ = try await harness.data("mutation { addToPostComments(postPostId: \(a), commentsCommentId: \(comment)) { postPost { id } } }")
        let moved = [await posts.next(), await posts.next()].compactMap { $0?["data"]?["Post"]?["node"]?["title"] }
        #expect(Set(moved) == ["a", "b"])
    }

    @Test(arguments: TestDatabase.allCases)
    func nodeFiltersSeeTheNodeAsTheMutationLeftIt(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        var deleted = try await harness.subscribe(
            """
            subscription { Conference(filter: { mutation_in: [DELETED], node: { name: "A" } }) { mutation previousValues { name city } } }
            """)
        var renamed = try await harness.subscribe(
            """
            subscription { Conference(filter: { OR: [{ node: { name_ends_with: "!" } }, { mutation_in: [CREATED] }] }) { mutation node { name } } }
            """)
        var ids: [JSONValue] = []
        for name in ["B", "A"] {
            ids.append(
                try await harness.data("mutation { createConference(name: \"\(name)\", city: \"X\", year: \"2017\") { id } }")["createConference"]?[
                    "id"] ?? .null)
        }
        _ = try await harness.data("mutation { updateConference(id: \(ids[0].serializedString), name: \"B!\") { id } }")
        _ = try await harness.data("mutation { updateConference(id: \(ids[0].serializedString), name: \"B?\") { id } }")
        for id in ids { _ = try await harness.data("mutation { deleteConference(id: \(id.serializedString)) { id } }") }
        #expect(await deleted.next() == ["data": ["Conference": ["mutation": "DELETED", "previousValues": ["name": "A", "city": "X"]]]])
        #expect(await renamed.next() == ["data": ["Conference": ["mutation": "CREATED", "node": ["name": "B"]]]])
        #expect(await renamed.next() == ["data": ["Conference": ["mutation": "CREATED", "node": ["name": "A"]]]])
        #expect(await renamed.next() == ["data": ["Conference": ["mutation": "UPDATED", "node": ["name": "B!"]]]])
        // The next event through `renamed` is a sentinel: nothing in between matched.
        _ = try await harness.data("mutation { createConference(name: \"S\", city: \"X\", year: \"2017\") { id } }")
        #expect(await renamed.next() == ["data": ["Conference": ["mutation": "CREATED", "node": ["name": "S"]]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func droppingTheResponsesUnsubscribes(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        do {
            var iterator = try await harness.subscribe("subscription { Attendee { mutation } }")
            #expect(harness.backend.events.subscriberCount == 1)
            _ = try await harness.data("mutation { createAttendee(name: \"A\") { id } }")
            #expect(await iterator.next() == ["data": ["Attendee": ["mutation": "CREATED"]]])
        }
        // The engine cancels the source's iteration when the responses are released; the
        // count has no event to wait on: asked every 10 ms, for 30 s at most (a guard).
        for _ in 0..<3000 where harness.backend.events.subscriberCount > 0 {
            try await Task.sleep(seconds: 0.01)
        }
        #expect(harness.backend.events.subscriberCount == 0)
    }
}
