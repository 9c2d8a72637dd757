import Quill

/// Benchmarks/corpus/operations/list.graphql as codegen would generate it.
struct ConferenceListQuery: GraphQLQuery {
    static let operationName = "ConferenceList"
    static let operationDocument = OperationDocument(
        text: """
            query ConferenceList($first: Int) {
              allConferences(first: $first) {
                id
                name
                city
                year
                tags
                attendeeCount
                venue { name capacity address { city country } }
                attendees(first: 10) {
                  id
                  name
                  role
                  conferenceCount
                }
              }
            }
            """)

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
    }

    struct Conference: SelectionSet {
        static let __parentType = "Conference"
        static var __selections: [Selection] {
            [
                .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                .field("name", .nonNull(.scalar(String.self))), .field("city", .nonNull(.scalar(String.self))),
                .field("year", .nonNull(.scalar(String.self))), .field("tags", .nonNull(.list(.nonNull(.scalar(String.self))))),
                .field("attendeeCount", .nonNull(.scalar(Int.self))), .field("venue", .object(Venue.self)),
                .field("attendees", .nonNull(.list(.nonNull(.object(Attendee.self)))), arguments: ["first": 10]),
            ]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
        var name: String { __data["name"] }
        var attendees: [Attendee] { __data["attendees"] }
    }

    struct Venue: SelectionSet {
        static let __parentType = "Venue"
        static var __selections: [Selection] {
            [
                .field("__typename", .nonNull(.scalar(String.self))), .field("name", .nonNull(.scalar(String.self))),
                .field("capacity", .scalar(Int.self)), .field("address", .nonNull(.object(Address.self))),
            ]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
    }

    struct Address: SelectionSet {
        static let __parentType = "Address"
        static var __selections: [Selection] {
            [
                .field("__typename", .nonNull(.scalar(String.self))), .field("city", .nonNull(.scalar(String.self))),
                .field("country", .nonNull(.scalar(String.self))),
            ]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
    }

    struct Attendee: SelectionSet {
        static let __parentType = "Attendee"
        static var __selections: [Selection] {
            [
                .field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
                .field("name", .nonNull(.scalar(String.self))), .field("role", .nonNull(.scalar(Role.self))),
                .field("conferenceCount", .nonNull(.scalar(Int.self))),
            ]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
        var id: String { __data["id"] }
        var name: String { __data["name"] }
    }

    enum Role: EnumType {
        case admin, organizer, attendee, guest
        case __unknown(String)

        init(rawValue: String) {
            switch rawValue {
            case "ADMIN": self = .admin
            case "ORGANIZER": self = .organizer
            case "ATTENDEE": self = .attendee
            case "GUEST": self = .guest
            default: self = .__unknown(rawValue)
            }
        }

        var rawValue: String {
            switch self {
            case .admin: "ADMIN"
            case .organizer: "ORGANIZER"
            case .attendee: "ATTENDEE"
            case .guest: "GUEST"
            case .__unknown(let value): value
            }
        }

        static let allCases: [Role] = [.admin, .organizer, .attendee, .guest]
    }
}

/// `attendee(id: $id) { id name role conferenceCount }`: what each of the watchers reads.
struct AttendeeQuery: GraphQLQuery {
    static let operationName = "Attendee"
    static let operationDocument = OperationDocument(text: "query Attendee($id: ID!) { attendee(id: $id) { id name role conferenceCount } }")

    let id: String
    var __variables: JSONObject? { ["id": .string(id)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("attendee", .object(ConferenceListQuery.Attendee.self), arguments: ["id": .variable("id")])]
        }
        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }
        var attendee: ConferenceListQuery.Attendee? { __data["attendee"] }
    }
}
