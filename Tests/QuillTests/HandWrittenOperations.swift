import Quill

// The seed's ConferenceTableViewController.graphql, written by hand as codegen would
// generate it: the shape the client and codegen agree on.

struct ConferenceDetails: GraphQLFragment {
    static let fragmentDefinition = """
        fragment ConferenceDetails on Conference { __typename id name city year attendees { __typename id } }
        """
    static let __parentType = "Conference"
    static let __possibleTypes: Set<String> = ["Conference"]
    static var __selections: [Selection] {
        [
            .field("__typename", .nonNull(.scalar(String.self))),
            .field("id", .nonNull(.scalar(String.self))),
            .field("name", .nonNull(.scalar(String.self))),
            .field("city", .nonNull(.scalar(String.self))),
            .field("year", .nonNull(.scalar(String.self))),
            .field("attendees", .list(.nonNull(.object(Attendee.self)))),
        ]
    }

    let __data: DataDict
    init(_dataDict: DataDict) { __data = _dataDict }

    var id: String { __data["id"] }
    var name: String { __data["name"] }
    var city: String { __data["city"] }
    var year: String { __data["year"] }
    var attendees: [Attendee]? { __data["attendees"] }

    struct Attendee: SelectionSet {
        static let __parentType = "Attendee"
        static var __selections: [Selection] {
            [.field("__typename", .nonNull(.scalar(String.self))), .field("id", .nonNull(.scalar(String.self)))]
        }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var id: String { __data["id"] }
    }
}

struct AllConferencesQuery: GraphQLQuery {
    static let operationName = "AllConferences"
    static let operationDocument = OperationDocument(
        text: "query AllConferences { allConferences { __typename ...ConferenceDetails } }\n"
            + ConferenceDetails.fragmentDefinition)

    struct Data: RootSelectionSet {
        static let __parentType = "Query"
        static var __selections: [Selection] { [.field("allConferences", .list(.nonNull(.object(AllConference.self))))] }

        let __data: DataDict
        init(_dataDict: DataDict) { __data = _dataDict }

        var allConferences: [AllConference]? { __data["allConferences"] }

        struct AllConference: SelectionSet {
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

// The seed's own extension, verbatim.
extension ConferenceDetails {

  var numberOfAttendees: Int {
    return attendees?.count ?? 0
  }

  func isAttendedBy(_ attendeeID: String) -> Bool {
    return attendees?.contains(where: { $0.id == attendeeID }) ?? false
  }
}
