import GraphQL

/// The two operations of `quill-bench backend`, shaped like the ConferencePlanner app's
/// (Examples/ConferencePlanner/ConferenceTableViewController.graphql and
/// ConferenceDetailViewController.graphql), with each attendee's name as well as its id.
struct BackendQuery {
    let name: String
    let operationName: String
    let variables: JSONObject
    /// What the SQL observer should see per request (BEGIN and COMMIT not counted).
    let targetStatements: Int

    static let document = """
        fragment ConferenceDetails on Conference {
          id
          name
          city
          year
          attendees {
            id
            name
          }
        }

        query AllConferences {
          allConferences {
            ...ConferenceDetails
          }
        }

        query ConferenceDetails($id: ID!) {
          conference: Conference(id: $id) {
            ...ConferenceDetails
          }
        }
        """

    static func all(conferenceID: String, conferences: Int, attendees: Int) -> [BackendQuery] {
        [
            BackendQuery(
                name: "AllConferences \(conferences)x\(attendees)", operationName: "AllConferences", variables: JSONObject(),
                targetStatements: 2),
            BackendQuery(
                name: "Conference(id:)", operationName: "ConferenceDetails",
                variables: JSONObject([("id", .string(conferenceID))]), targetStatements: 1),
        ]
    }

    /// The GraphQL-over-HTTP POST body of this request.
    var requestBody: String {
        var members: [(String, JSONValue)] = [("query", .string(Self.document)), ("operationName", .string(operationName))]
        if !variables.isEmpty { members.append(("variables", .object(variables))) }
        return String(decoding: JSONValue.object(JSONObject(members)).serialized(), as: UTF8.self)
    }
}
