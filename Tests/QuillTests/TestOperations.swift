import Quill

// Operations the client tests use beyond the seeds', written by hand in the contract's
// shape (as codegen would generate them) against the ConferencePlanner API.

/// `allConferences(first: $first) { id name city attendees(last: 3) { id name } }`.
struct ConferencesQuery: GraphQLQuery {
    static let operationName = "Conferences"
    static let operationDocument = OperationDocument(
        text: "query Conferences($first: Int) { allConferences(first: $first) { id name city attendees(last: 3) { id name } } }")

    var first: Int?
    var __variables: JSONObject? {
        var variables = JSONObject()
        variables.appendUnlessNil("first", first)
        return variables
    }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("allConferences", .nonNull(.list(.nonNull(.object(Conference.self)))), arguments: ["first": .variable("first")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var allConferences: [Conference] { __data["allConferences"] }

        struct Conference: SelectionSet {
            static let __parentType = "Conference"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                 .field("name", .nonNull(.scalar(String.self))), .field("city", .nonNull(.scalar(String.self))),
                 .field("attendees", .list(.nonNull(.object(Attendee.self))), arguments: ["last": 3])]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var id: String { __data["id"] }
            var name: String { __data["name"] }
            var city: String { __data["city"] }
            var attendees: [Attendee]? { __data["attendees"] }
        }

        struct Attendee: SelectionSet {
            static let __parentType = "Attendee"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                 .field("name", .nonNull(.scalar(String.self)))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var id: String { __data["id"] }
            var name: String { __data["name"] }
        }
    }
}

/// `conference: Conference(id: $id) { id name city }`.
struct ConferenceQuery: GraphQLQuery {
    static let operationName = "Conference"
    static let operationDocument = OperationDocument(
        text: "query Conference($id: ID!) { conference: Conference(id: $id) { id name city } }")

    let id: String
    var __variables: JSONObject? { ["id": .string(id)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("Conference", alias: "conference", .object(Conference.self), arguments: ["id": .variable("id")])]
        }

        var __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var conference: Conference? { __data["conference"] }

        struct Conference: SelectionSet {
            static let __parentType = "Conference"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                 .field("name", .nonNull(.scalar(String.self))), .field("city", .nonNull(.scalar(String.self)))]
            }

            var __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var id: String { __data["id"] }
            var name: String {
                get { __data["name"] }
                set { __data._data.set("name", .string(newValue)) }
            }
            var city: String { __data["city"] }
        }
    }
}

/// `updateConference(id: $id, name: $name) { id name city }`.
struct RenameConferenceMutation: GraphQLMutation {
    static let operationName = "RenameConference"
    static let operationDocument = OperationDocument(
        text: "mutation RenameConference($id: ID!, $name: String!) { updateConference(id: $id, name: $name) { id name city } }")

    let id: String
    let name: String
    var __variables: JSONObject? { ["id": .string(id), "name": .string(name)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("updateConference", .object(ConferenceQuery.Data.Conference.self), arguments: ["id": .variable("id"), "name": .variable("name")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var updateConference: ConferenceQuery.Data.Conference? { __data["updateConference"] }

        /// The optimistic answer of a rename.
        static func renamed(id: String, name: String, city: String) -> Data {
            Data(_dataDict: DataDict(["updateConference": ["__typename": "Conference", "id": .string(id), "name": .string(name), "city": .string(city)]]))
        }
    }
}

/// `createConference(name:city:year:) { id name city }`.
struct CreateConferenceMutation: GraphQLMutation {
    static let operationName = "CreateConference"
    static let operationDocument = OperationDocument(
        text: "mutation CreateConference($name: String!, $city: String!) { createConference(name: $name, city: $city, year: \"2026\") { id name city } }")

    let name: String
    let city: String
    var __variables: JSONObject? { ["name": .string(name), "city": .string(city)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("createConference", .object(ConferenceQuery.Data.Conference.self), arguments: ["name": .variable("name"), "city": .variable("city")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var createConference: ConferenceQuery.Data.Conference? { __data["createConference"] }
    }
}

/// `subscription { Conference { mutation node { id name city } } }`.
struct ConferenceEventsSubscription: GraphQLSubscription {
    static let operationName = "ConferenceEvents"
    static let operationDocument = OperationDocument(
        text: "subscription ConferenceEvents { Conference { mutation node { id name city } } }")

    struct Data: RootSelectionSet {
        static let __parentType = "Subscription"
        static var __selections: [Selection] { [.field("Conference", .object(Event.self))] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var conference: Event? { __data["Conference"] }

        struct Event: SelectionSet {
            static let __parentType = "ConferenceSubscriptionPayload"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .field("mutation", .nonNull(.scalar(String.self))),
                 .field("node", .object(ConferenceQuery.Data.Conference.self))]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var mutation: String { __data["mutation"] }
            var node: ConferenceQuery.Data.Conference? { __data["node"] }
        }
    }
}
