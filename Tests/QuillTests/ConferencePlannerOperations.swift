import Quill

// The seed's other ConferencePlanner operations (RegisterViewController.graphql and
// ConferenceDetailViewController.graphql), written by hand as codegen would generate
// them; AllConferencesQuery and ConferenceDetails are in HandWrittenOperations.swift.
// Their documents are the seed's, without `__typename`: the client adds it.

struct CreateAttendeeMutation: GraphQLMutation {
    static let operationName = "CreateAttendee"
    static let operationDocument = OperationDocument(
        text: "mutation CreateAttendee($name: String!) { createAttendee(name: $name) { id name } }")

    let name: String
    var __variables: JSONObject? { ["name": .string(name)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("createAttendee", .object(CreateAttendee.self), arguments: ["name": .variable("name")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var createAttendee: CreateAttendee? { __data["createAttendee"] }

        struct CreateAttendee: SelectionSet {
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

struct UpdateAttendeeNameMutation: GraphQLMutation {
    static let operationName = "UpdateAttendeeName"
    static let operationDocument = OperationDocument(
        text: "mutation UpdateAttendeeName($id: ID!, $newName: String!) { updateAttendee(id: $id, name: $newName) { id name } }")

    let id: String
    let newName: String
    var __variables: JSONObject? { ["id": .string(id), "newName": .string(newName)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("updateAttendee", .object(CreateAttendeeMutation.Data.CreateAttendee.self),
                    arguments: ["id": .variable("id"), "name": .variable("newName")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var updateAttendee: CreateAttendeeMutation.Data.CreateAttendee? { __data["updateAttendee"] }
    }
}

struct AttendeeDetails: GraphQLFragment {
    static let fragmentDefinition = "fragment AttendeeDetails on Attendee { id name _conferencesMeta { count } }"
    static let __parentType = "Attendee"
    static let __possibleTypes: Set<String> = ["Attendee"]
    static var __selections: [Selection] {
        [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
         .field("name", .nonNull(.scalar(String.self))), .field("_conferencesMeta", .nonNull(.object(ConferencesMeta.self)))]
    }

    let __data: DataDict
    init(_dataDict: DataDict) { __data = _dataDict }

    var id: String { __data["id"] }
    var name: String { __data["name"] }
    var conferencesMeta: ConferencesMeta { __data["_conferencesMeta"] }

    struct ConferencesMeta: SelectionSet {
        static let __parentType = "_QueryMeta"
        static var __selections: [Selection] {
            [.field("__typename", .nonNull(.scalar(String.self))), .field("count", .nonNull(.scalar(Int.self)))]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var count: Int { __data["count"] }
    }
}

/// `conference: Conference(id: $id) { ...ConferenceDetails }`.
struct ConferenceDetailsQuery: GraphQLQuery {
    static let operationName = "ConferenceDetails"
    static let operationDocument = OperationDocument(
        text: "query ConferenceDetails($id: ID!) { conference: Conference(id: $id) { ...ConferenceDetails } }\n"
            + "fragment ConferenceDetails on Conference { id name city year attendees { id } }")

    let id: String
    var __variables: JSONObject? { ["id": .string(id)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("Conference", alias: "conference", .object(Conference.self), arguments: ["id": .variable("id")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var conference: Conference? { __data["conference"] }

        struct Conference: SelectionSet {
            static let __parentType = "Conference"
            static var __selections: [Selection] {
                [.field("__typename", .nonNull(.scalar(String.self))), .fragment(ConferenceDetails.self)]
            }

            let __data: DataDict
            init(_dataDict: DataDict) { __data = _dataDict }

            var fragments: Fragments { Fragments(__data: __data) }

            struct Fragments {
                let __data: DataDict
                var conferenceDetails: ConferenceDetails { ConferenceDetails(_dataDict: __data) }
            }
        }
    }
}

/// A conference's `id` and `attendees { ...AttendeeDetails }`: the selection of
/// AttendeesForConference and of the attend mutations' `conferencesConference`.
struct ConferenceWithAttendees: SelectionSet {
    static let __parentType = "Conference"
    static var __selections: [Selection] {
        [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self))),
         .field("attendees", .list(.nonNull(.object(Attendee.self))))]
    }

    let __data: DataDict
    init(_dataDict: DataDict) { __data = _dataDict }

    var id: String { __data["id"] }
    var attendees: [Attendee]? { __data["attendees"] }

    struct Attendee: SelectionSet {
        static let __parentType = "Attendee"
        static var __selections: [Selection] {
            [.field("__typename", .nonNull(.scalar(String.self))), .fragment(AttendeeDetails.self)]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var fragments: Fragments { Fragments(__data: __data) }

        struct Fragments {
            let __data: DataDict
            var attendeeDetails: AttendeeDetails { AttendeeDetails(_dataDict: __data) }
        }
    }
}

struct AttendeesForConferenceQuery: GraphQLQuery {
    static let operationName = "AttendeesForConference"
    static let operationDocument = OperationDocument(
        text: "query AttendeesForConference($conferenceId: ID!) { conference: Conference(id: $conferenceId) { id attendees { ...AttendeeDetails } } }\n"
            + AttendeeDetails.fragmentDefinition)

    let conferenceId: String
    var __variables: JSONObject? { ["conferenceId": .string(conferenceId)] }

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] {
            [.field("Conference", alias: "conference", .object(ConferenceWithAttendees.self), arguments: ["id": .variable("conferenceId")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var conference: ConferenceWithAttendees? { __data["conference"] }
    }
}

/// `AttendConference` and `NotAttendConference`: one shape, two root fields.
protocol AttendanceMutation: GraphQLMutation {
    var conferenceId: String { get }
    var attendeeId: String { get }
}

extension AttendanceMutation {
    var __variables: JSONObject? { ["conferenceId": .string(conferenceId), "attendeeId": .string(attendeeId)] }
}

/// The payload of both: `conferencesConference { id attendees { ...AttendeeDetails } }`.
struct AttendancePayload: SelectionSet {
    static let __parentType = "AddToAttendeesPayload"
    static var __selections: [Selection] {
        [.field("__typename", .nonNull(.scalar(String.self))), .field("conferencesConference", .object(ConferenceWithAttendees.self))]
    }

    let __data: DataDict
    init(_dataDict: DataDict) { __data = _dataDict }

    var conferencesConference: ConferenceWithAttendees? { __data["conferencesConference"] }
}

struct AttendConferenceMutation: AttendanceMutation {
    static let operationName = "AttendConference"
    static let operationDocument = OperationDocument(
        text: "mutation AttendConference($conferenceId: ID!, $attendeeId: ID!) { addToAttendees(conferencesConferenceId: $conferenceId, attendeesAttendeeId: $attendeeId) { conferencesConference { id attendees { ...AttendeeDetails } } } }\n"
            + AttendeeDetails.fragmentDefinition)

    let conferenceId: String
    let attendeeId: String

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("addToAttendees", .object(AttendancePayload.self),
                    arguments: ["conferencesConferenceId": .variable("conferenceId"), "attendeesAttendeeId": .variable("attendeeId")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var addToAttendees: AttendancePayload? { __data["addToAttendees"] }
    }
}

struct NotAttendConferenceMutation: AttendanceMutation {
    static let operationName = "NotAttendConference"
    static let operationDocument = OperationDocument(
        text: "mutation NotAttendConference($conferenceId: ID!, $attendeeId: ID!) { removeFromAttendees(conferencesConferenceId: $conferenceId, attendeesAttendeeId: $attendeeId) { conferencesConference { id attendees { ...AttendeeDetails } } } }\n"
            + AttendeeDetails.fragmentDefinition)

    let conferenceId: String
    let attendeeId: String

    struct Data: RootSelectionSet {
        static let __parentType = "Mutation"
        static var __selections: [Selection] {
            [.field("removeFromAttendees", .object(AttendancePayload.self),
                    arguments: ["conferencesConferenceId": .variable("conferenceId"), "attendeesAttendeeId": .variable("attendeeId")])]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var removeFromAttendees: AttendancePayload? { __data["removeFromAttendees"] }
    }
}

// The seed's Utils.swift extension, verbatim.
extension AttendeeDetails {

  var numberOfConferencesAttending: Int {
    return conferencesMeta.count
  }

}
