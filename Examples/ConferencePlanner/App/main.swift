import Quill

// The generated API of the app's operations (built by QuillCodegenPlugin from the .graphql
// files beside Package.swift), used on data made with the member-wise initializers, as a
// test or a preview would; the Quill client fetches the same types from `quill dev`.

let data = AllConferencesQuery.Data(allConferences: [
    .init(id: "c1", name: "UIKonf", city: "Berlin", year: "2017", attendees: [.init(id: "a1"), .init(id: "a2")]),
    .init(id: "c2", name: "WWDC", city: "San Jose", year: "2017", attendees: []),
])
let conferences = data.allConferences.map { $0.fragments.conferenceDetails }
for conference in conferences {
    let attendeeCount = conference.numberOfAttendees
    print("\(conference.name) \(conference.year): \(conference.city) (\(attendeeCount) \(attendeeCount == 1 ? "attendee" : "attendees"))")
}
print("a1 attends UIKonf: \(conferences[0].isAttendedBy("a1"))")

let attendee = AttendeeDetails(id: "a1", name: "Ana", conferencesMeta: .init(count: 2))
print("\(attendee.name) attends \(attendee.numberOfConferencesAttending - 1) other conferences")

let mutation = AttendConferenceMutation(conferenceId: "c2", attendeeId: "a1")
let variables = String(decoding: JSONValue.object(mutation.__variables ?? [:]).serialized(), as: UTF8.self)
print("\(AttendConferenceMutation.operationName) \(AttendConferenceMutation.operationDocument.sha256.prefix(12)): \(variables)")
