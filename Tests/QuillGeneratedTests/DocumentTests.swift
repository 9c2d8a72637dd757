import GraphQL
import Quill
import Testing

/// What every generated operation sends: a document that is valid against its schema
/// (with the `__typename`s and key fields codegen added), whose id is its SHA-256, and
/// whose selection metadata matches the fields it selects.
@Suite struct DocumentTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var operation: any GraphQLOperation.Type
        var schema: String

        var testDescription: String { operation.operationName }
    }

    static let conferencePlanner = "Examples/ConferencePlanner/generated-api.graphql"
    static let launches = "Tests/QuillCodegenTests/Fixtures/Launches/schema.graphql"
    static let features = "Tests/QuillCodegenTests/Fixtures/Features/schema.graphql"
    static let corpus = "Benchmarks/corpus/schema.graphql"
    static let blog = "Examples/Blog/generated-api.graphql"
    static let events = "Tests/QuillCodegenTests/Fixtures/Events/schema.graphql"

    static let cases: [Case] =
        [
            AllConferencesQuery.self, ConferenceDetailsQuery.self, AttendeesForConferenceQuery.self,
            AttendConferenceMutation.self, NotAttendConferenceMutation.self, CreateAttendeeMutation.self,
            UpdateAttendeeNameMutation.self, CreateUIKonfMutation.self, CreateWWDCMutation.self,
            ConferencesQuery.self, ConferenceQuery.self, RenameConferenceMutation.self, CreateConferenceMutation.self,
            ConferenceEventsSubscription.self,
        ].map { Case(operation: $0, schema: conferencePlanner) }
        + [LaunchListQuery.self, MeQuery.self, BookTripsMutation.self, LoginMutation.self, TripsBookedSubscription.self]
        .map { Case(operation: $0, schema: launches) }
        + [PostsPageQuery.self, UpdatePostTitleMutation.self].map { Case(operation: $0, schema: blog) }
        + [CounterSubscription.self, ConnectionTokenSubscription.self, TokenQuery.self, AddMutation.self]
        .map { Case(operation: $0, schema: events) }
        + [
            Features.ViewerQuery.self, Features.SearchQuery.self, Features.NodeQuery.self, Features.PostsQuery.self,
            Features.CreatePostMutation.self, Features.SetStatusMutation.self, Features.PostAddedSubscription.self,
        ].map { Case(operation: $0, schema: features) }
        + [
            Corpus.AllConferencesQuery.self, Corpus.ConferenceDetailsQuery.self, Corpus.AttendeesForConferenceQuery.self,
            Corpus.PagedQuery.self, Corpus.SearchQuery.self, Corpus.CreateAttendeeMutation.self,
            Corpus.UpdateAttendeeNameMutation.self, Corpus.AttendConferenceMutation.self,
            Corpus.NotAttendConferenceMutation.self, Corpus.CreateConferenceMutation.self,
            Corpus.ConferenceChangesSubscription.self, Corpus.ConferenceListQuery.self, Corpus.IntrospectionQuery.self,
        ].map { Case(operation: $0, schema: corpus) }

    @Test(arguments: cases)
    func theDocumentIsValidAndIdentifiedByItsHash(_ testCase: Case) throws {
        let document = testCase.operation.operationDocument
        let source = Source(document.text)
        let errors = validate(schema: try schema(at: testCase.schema), document: try Parser.parse(source), source: source)
        #expect(errors.isEmpty, "\(errors)")
        #expect(document.sha256 == SHA256.hexDigest(document.text.utf8))
        #expect(document.text.hasPrefix("\(testCase.operation.operationType.rawValue) \(testCase.operation.operationName)"))
    }

    @Test func fragmentsAreAppendedOnceInTheOrderTheyAreSpread() {
        let text = Features.ViewerQuery.operationDocument.text
        let definitions = text.split(separator: "\n").map { $0.prefix { $0 != "{" } }
        #expect(
            definitions == [
                "query Viewer($withFriends: Boolean!, $skipStatus: Boolean = false) ", "fragment UserDetails on User ",
                "fragment ActorSummary on Actor ",
            ])
    }

    @Test func typenameIsSelectedEverywhereButAtTheRoot() {
        #expect(
            LaunchListQuery.operationDocument.text.hasPrefix(
                "query LaunchList($cursor: String) { launches(after: $cursor) { __typename hasMore cursor launches { __typename id"))
        #expect(TripsBookedSubscription.operationDocument.text == "subscription TripsBooked { tripsBooked }")
    }
}
