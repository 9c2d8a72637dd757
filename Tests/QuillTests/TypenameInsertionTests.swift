import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import Quill

/// The client adds `__typename` to the documents it sends, and never makes one invalid:
/// each transformed document is validated by the engine and by graphql-js.
@Suite struct TypenameInsertionTests {
    static let schema = """
        type Query { conference(id: ID!): Conference search: [SearchResult!]! node(id: ID!): Node viewer: Query }
        type Mutation { rename(id: ID!, name: String!): Conference }
        type Subscription { conferenceAdded: Conference! }
        interface Node { id: ID! }
        type Conference implements Node { id: ID! name: String! attendees: [Attendee!]! }
        type Attendee implements Node { id: ID! name: String! }
        union SearchResult = Conference | Attendee
        """

    /// Documents and what the client sends for them (nil: sent as written).
    static let cases: [(String, String?)] = [
        (
            #"{ conference(id: "1") { id name attendees { name } } }"#,
            #"{ conference(id: "1") { __typename id name attendees { __typename name } } }"#
        ),
        ("subscription Added { conferenceAdded { id } }", "subscription Added { conferenceAdded { __typename id } }"),
        (
            "subscription S { ...Root } fragment Root on Subscription { conferenceAdded { id } }",
            "subscription S { ...Root }\n\nfragment Root on Subscription { conferenceAdded { __typename id } }"
        ),
        (
            "subscription S { ... on Subscription { conferenceAdded { id } } }",
            "subscription S { ... on Subscription { conferenceAdded { __typename id } } }"
        ),
        (
            "{ search { ... on Conference { id } ... on Attendee { name } } }",
            "{ search { __typename ... on Conference { id } ... on Attendee { name } } }"
        ),
        (#"{ conference(id: "1") { __typename id } }"#, nil),
        (#"{ conference(id: "1") { __typename: name id } }"#, nil),
        (#"{ conference(id: "1") { ...F } } fragment F on Conference { __typename: name }"#, nil),
        (
            #"{ conference(id: "1") { __typename @include(if: true) id } }"#,
            #"{ conference(id: "1") { __typename __typename @include(if: true) id } }"#
        ),
        (
            #"{ node(id: "1") { ...N } } fragment N on Node { id ... on Conference { name } }"#,
            #"{ node(id: "1") { __typename ...N } }"# + "\n\n" + "fragment N on Node { __typename id ... on Conference { name } }"
        ),
        (
            #"{ ...Q } fragment Q on Query { conference(id: "1") { id } }"#,
            "{ ...Q }\n\n" + #"fragment Q on Query { __typename conference(id: "1") { __typename id } }"#
        ),
        (#"mutation { rename(id: "1", name: "x") { id } }"#, #"mutation { rename(id: "1", name: "x") { __typename id } }"#),
        (
            #"{ viewer { viewer { conference(id: "1") { id } } } }"#,
            #"{ viewer { __typename viewer { __typename conference(id: "1") { __typename id } } } }"#
        ),
    ]

    @Test func theClientAddsTypenameBelowTheRoots() {
        for (document, expected) in Self.cases {
            let printed = TypenameInsertion.transform(document).map { try! Printer.print(Parser.parse($0)) }
            let expectedPrinted = expected.map { try! Printer.print(Parser.parse($0)) }
            #expect(printed == expectedPrinted, "\(document)")
        }
    }

    @Test func everyTransformedDocumentStaysValidForTheEngineAndGraphQLJS() async throws {
        let schema = try buildSchema(Self.schema)
        let documents = Self.cases.map { $0.0 } + Self.cases.compactMap { TypenameInsertion.transform($0.0) }
        for document in documents {
            let source = Source(document)
            #expect(validate(schema: schema, document: try Parser.parse(source), source: source).isEmpty, "\(document)")
        }
        let input: JSONValue = ["schema": .string(Self.schema), "documents": .array(documents.map { .string($0) })]
        let output = try JSONReader().read(try await GraphQLJSScript.run("validate.cjs", input: input.serialized()))
        for (document, result) in zip(documents, output.arrayValue ?? []) {
            #expect(result == ["errors": []], "graphql-js: \(document)")
        }
    }

    @Test func unparsableTextIsSentAsWritten() {
        #expect(TypenameInsertion.transform("{ conference(") == nil)
    }

    @Test func theSentDocumentAndItsHashArePreparedOncePerType() {
        let document = SentDocument.of(AllConferencesQuery.self)
        #expect(document.text == AllConferencesQuery.operationDocument.text)  // it has its `__typename`s already
        #expect(document.sha256 == AllConferencesQuery.operationDocument.sha256)
        let created = SentDocument.of(CreateAttendeeByHand.self)
        #expect(
            created.text == "mutation CreateAttendee($name: String!) {\n  createAttendee(name: $name) {\n    __typename\n    id\n    name\n  }\n}")
        #expect(created.sha256 == SHA256.hexDigest(created.text.utf8))
    }

    /// An operation written by hand: its document has none of the `__typename`s the cache needs.
    private struct CreateAttendeeByHand: GraphQLMutation {
        static let operationName = "CreateAttendee"
        static let operationDocument = OperationDocument(
            text: "mutation CreateAttendee($name: String!) { createAttendee(name: $name) { id name } }")

        struct Data: RootSelectionSet {
            static let __parentType = "Mutation"
            static let __selections: [Selection] = []
            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }
        }
    }
}
