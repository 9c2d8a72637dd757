import GraphQL
import Testing

@testable import QuillBackend

/// A database failure reaches clients as the API's error, by its kind alone (not the
/// database's words), the same in both conventions but for a unique violation's wording.
@Suite(.offThePool) struct APIErrorTests {
    struct Failure: DatabaseFailure {
        var kind: DatabaseFailureKind
        var message = "whatever the database says"
    }

    static let conventions: [(any ConventionAPI.Type, unique: String)] = [
        (GraphcoolAPI.self, "A unique constraint would be violated: UNIQUE constraint failed: Post.author, Post.number."),
        (CollectionsAPI.self, "Another Post already has the same author and number"),
    ]

    @Test func eachKindHasItsCodeAndMessage() {
        for (api, unique) in Self.conventions {
            let kinds: [(DatabaseFailureKind, message: String, code: String)] = [
                (.uniqueViolation(UniqueKey(table: "Post", columns: ["author", "number"])), unique, "UNIQUE_VIOLATION"),
                (.foreignKeyViolation, "A node this mutation connects does not exist.", "NOT_FOUND"),
                (.busy, "The database is busy; try again.", "BUSY"),
            ]
            for (kind, message, code) in kinds {
                let error = APIError.reported(Failure(kind: kind), uniqueViolation: api.uniqueViolationMessage) as? GraphQLError
                #expect(error?.message == message, "\(api) \(kind)")
                #expect(error?.extensions?["code"] == .string(code), "\(api) \(kind)")
            }
            #expect(APIError.reported(Failure(kind: .other), uniqueViolation: api.uniqueViolationMessage) is Failure)
        }
    }

    @Test func aUniqueViolationWithoutItsKeyStillReads() {
        #expect(GraphcoolAPI.uniqueViolationMessage(nil) == "A unique constraint would be violated.")
        #expect(CollectionsAPI.uniqueViolationMessage(nil) == "Another node already has the same value of a unique field")
    }
}
