import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// The generated Graphcool API of the conference planner, against a golden SDL file.
@Suite(.offThePool) struct GraphcoolSchemaTests {
    static let goldenPath = Fixtures.examplePath("ConferencePlanner/generated-api.graphql")

    @Test func conferencePlannerMatchesTheGoldenSDL() throws {
        let harness = try BackendHarness.conferencePlanner()
        let printed = printSchema(harness.backend.schema)
        if ProcessInfo.processInfo.environment["QUILL_UPDATE_GOLDEN"] == "1" {
            try printed.write(toFile: Self.goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: Self.goldenPath, encoding: .utf8)
        #expect(printed == golden)
    }

    @Test func seedNamesAreThere() throws {
        let harness = try BackendHarness.conferencePlanner()
        let sdl = printSchema(harness.backend.schema)
        for line in [
            "allConferences(filter: ConferenceFilter, orderBy: ConferenceOrderBy, skip: Int, after: String, before: String, first: Int, last: Int): [Conference!]!",
            "_allConferencesMeta(filter: ConferenceFilter, orderBy: ConferenceOrderBy, skip: Int, after: String, before: String, first: Int, last: Int): _QueryMeta!",
            "Conference(id: ID): Conference",
            "_conferencesMeta(filter: ConferenceFilter, orderBy: ConferenceOrderBy, skip: Int, after: String, before: String, first: Int, last: Int): _QueryMeta!",
            "createConference(name: String!, city: String!, year: String!, attendeesIds: [ID!], attendees: [ConferenceattendeesAttendee!]): Conference",
            "updateConference(id: ID!, name: String, city: String, year: String, attendeesIds: [ID!], attendees: [ConferenceattendeesAttendee!]): Conference",
            "addToAttendees(conferencesConferenceId: ID!, attendeesAttendeeId: ID!): AddToAttendeesPayload",
            "removeFromAttendees(conferencesConferenceId: ID!, attendeesAttendeeId: ID!): RemoveFromAttendeesPayload",
            "Conference(filter: ConferenceSubscriptionFilter): ConferenceSubscriptionPayload",
        ] {
            #expect(sdl.contains(line), "missing: \(line)")
        }
    }

    @Test func oneToOneRelationsGetSetAndUnsetAndUniqueFieldsAreLookupKeys() throws {
        let harness = try BackendHarness(
            sdl: """
                type User { id: ID! email: String! @isUnique profile: Profile @relation(name: "UserProfile") }
                type Profile { id: ID! bio: String user: User @relation(name: "UserProfile") }
                """)
        let sdl = printSchema(harness.backend.schema)
        #expect(sdl.contains("User(id: ID, email: String): User"))
        #expect(sdl.contains("setUserProfile(userUserId: ID!, profileProfileId: ID!): SetUserProfilePayload"))
        #expect(sdl.contains("unsetUserProfile(userUserId: ID!, profileProfileId: ID!): UnsetUserProfilePayload"))
        #expect(sdl.contains("profile(filter: ProfileFilter): Profile"))
    }

    @Test func modelDescriptionsAreKept() throws {
        let harness = try BackendHarness(
            sdl: #"""
                """A "talk" at a conference."""
                type Talk { id: ID! "The title, with a \\ backslash." title: String! }
                """#)
        let printed = printSchema(harness.backend.schema)
        #expect(printed.contains(#""""A "talk" at a conference."""\#ntype Talk {"#))
        #expect(printed.contains(#"  """The title, with a \ backslash."""\#n  title: String!"#))
    }
}

/// Types with nothing to set still get a valid schema.
@Suite(.offThePool) struct GraphcoolEmptyInputTests {
    @Test(arguments: TestDatabase.allCases)
    func typesWithoutSettableFields(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Tag { id: ID! items: [Item] @relation(name: "Tagged") }
                type Item { id: ID! tags: [Tag] @relation(name: "Tagged") }
                type Marker { id: ID! }
                """, database: database)
        let sdl = printSchema(harness.backend.schema)
        #expect(sdl.contains("createMarker: Marker\n"))
        #expect(sdl.contains("createTag(itemsIds: [ID!]): Tag\n"))
        #expect(!sdl.contains("updateOrCreateMarker"))
        #expect(!sdl.contains("input ItemtagsTag"))
        let tag = try await harness.data("mutation { createTag { id } }")["createTag"]?["id"]
        let item = try await harness.data("mutation { createItem(tagsIds: [\(tag!.serializedString)]) { tags { id } } }")
        #expect(item == ["createItem": ["tags": [["id": tag!]]]])
        #expect(try await harness.data("mutation { createMarker { id } }")["createMarker"]?["id"]?.stringValue?.count == 25)
    }
}

/// Models of every shape give a valid schema, resolvers for each of its fields, and working reads.
@Suite(.offThePool) struct GraphcoolModelShapeTests {
    static let models = [
        // Two named relations between the same types, required and optional sides.
        """
        type Message { id: ID! text: String sender: Person! @relation(name: "Sent") recipients: [Person] @relation(name: "Received") }
        type Person { id: ID! sent: [Message] @relation(name: "Sent") received: [Message] @relation(name: "Received") }
        """,
        // A self many-to-many relation, an enum list, a required list of scalars.
        """
        enum Role { ADMIN USER }
        type User { id: ID! roles: [Role!] tags: [String!]! follows: [User] @relation(name: "Follows") followedBy: [User] @relation(name: "Follows") }
        """,
        // Unique fields of every kind and defaults.
        """
        enum Size { S M L }
        type Shirt { id: ID! sku: Int! @isUnique code: String @isUnique size: Size @defaultValue(value: M) price: Float @defaultValue(value: 9.5) }
        """,
    ]

    @Test(arguments: TestDatabase.allCases, models)
    func aValidSchemaWithWorkingReads(database: TestDatabase, sdl: String) async throws {
        let harness = try BackendHarness(sdl: sdl, database: database)
        #expect(harness.backend.schema.validationErrors.isEmpty)
        for type in harness.backend.model.types {
            let scalars = type.scalarFields.map(\.name).joined(separator: " ")
            let data = try await harness.data(
                "{ \(GraphcoolNames.all(type.name))(first: 2) { \(scalars) } \(GraphcoolNames.allMeta(type.name)) { count } }")
            #expect(data[GraphcoolNames.allMeta(type.name)] == ["count": 0])
        }
    }

    @Test(arguments: TestDatabase.allCases)
    func defaultsOfEveryKindAndUniqueLookups(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.models[2], database: database)
        let shirt = try await harness.data("mutation { createShirt(sku: 7) { size price } }")
        #expect(shirt == ["createShirt": ["size": "M", "price": 9.5]])
        #expect(try await harness.data("{ Shirt(sku: 7) { sku } }") == ["Shirt": ["sku": 7]])
        let again = await harness.run("mutation { createShirt(sku: 7) { id } }")
        #expect(again["errors"]?[0]?["extensions"]?["code"] == "UNIQUE_VIOLATION")
    }

    @Test func modelTypesNamedLikeGeneratedTypesAreReportedAtTheirPlace() throws {
        let model = try Fixtures.model(
            """
            type Talk { id: ID! speakers: [Speaker] @relation(name: "Speakers") }
            enum TalkOrderBy { A }
            type AddToSpeakersPayload { id: ID! }
            type Speaker { id: ID! talks: [Talk] @relation(name: "Speakers") }
            """)
        #expect(
            throws: GraphQLErrors([
                GraphQLError(
                    "'AddToSpeakersPayload' is also the name of a type the graphcool API generates; rename it",
                    locations: [SourceLocation(line: 3, column: 1)]),
                GraphQLError(
                    "'TalkOrderBy' is also the name of a type the graphcool API generates; rename it", locations: [SourceLocation(line: 2, column: 1)]
                ),
            ])
        ) { try GeneratedSchema(model: model, api: GraphcoolAPI.self) }
    }

    @Test(arguments: TestDatabase.allCases)
    func aSelfManyToManyRelation(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.models[1], database: database)
        let ana = try await harness.data("mutation { createUser(tags: [\"a\"], roles: [ADMIN]) { id } }")["createUser"]?["id"]
        let ben = try await harness.data("mutation { createUser(tags: [], followsIds: [\(ana!.serializedString)]) { id } }")["createUser"]?["id"]
        let users = try await harness.data("{ allUsers { roles tags follows { id } followedBy { id } _followedByMeta { count } } }")
        #expect(
            users == [
                "allUsers": [
                    ["roles": ["ADMIN"], "tags": ["a"], "follows": [], "followedBy": [["id": ben!]], "_followedByMeta": ["count": 1]],
                    ["roles": nil, "tags": [], "follows": [["id": ana!]], "followedBy": [], "_followedByMeta": ["count": 0]],
                ]
            ])
    }
}
