import Quill
import TerminalUI

/// The subcommands: each is one thing the seed's screens do, sent as the seed's operations
/// and printed as the screen would show it.
struct Commands {
    let client: QuillClient

    /// RegisterViewController's `createAttendee`: the new attendee becomes the current user.
    func register(name: String) async throws {
        let data = try await client.perform(mutation: CreateAttendeeMutation(name: name)).checkedData()
        guard let attendee = data.createAttendee else { throw Failure("the server registered no attendee") }
        try CurrentUser(id: attendee.id, name: attendee.name).save()
        print("Registered \(attendee.name).")
    }

    /// RegisterViewController's `updateAttendee`.
    func rename(to newName: String) async throws {
        let user = try CurrentUser.required()
        let data = try await client.perform(mutation: UpdateAttendeeNameMutation(id: user.id, newName: newName)).checkedData()
        guard let attendee = data.updateAttendee else { throw Failure("the server has no attendee \(user.name) any more: register again") }
        try CurrentUser(id: attendee.id, name: attendee.name).save()
        print("Renamed \(user.name) to \(attendee.name).")
    }

    /// ConferencesTableViewController: a line per conference.
    func list() async throws {
        let me = try CurrentUser.load()?.id
        for conference in try await allConferences() {
            print(conference.cellText(currentUserID: me))
        }
    }

    /// ConferenceDetailViewController: the conference, then its attendees.
    func show(_ name: String) async throws {
        let me = try CurrentUser.load()?.id
        let conference = try await self.conference(named: name)
        let detail = try await client.fetch(query: ConferenceDetailsQuery(id: conference.id)).checkedData()
        let attendees = try await client.fetch(query: AttendeesForConferenceQuery(conferenceId: conference.id)).checkedData()
        guard let shown = detail.conference?.fragments.conferenceDetails else { throw Failure("no conference named \"\(name)\"") }
        for line in shown.detailText(currentUserID: me) { print(line) }
        for attendee in attendees.conference?.attendees?.map(\.fragments.attendeeDetails) ?? [] {
            print("  " + attendee.cellText)
        }
    }

    /// The detail screen's attending button (`attendingButtonPressed`): attend the
    /// conference, or stop attending it.
    func setAttending(_ attending: Bool, _ name: String) async throws {
        let user = try CurrentUser.required()
        let conference = try await self.conference(named: name)
        // Both mutations answer with the conference's attendees.
        let count: Int
        if attending {
            let mutation = AttendConferenceMutation(conferenceId: conference.id, attendeeId: user.id)
            count = try await client.perform(mutation: mutation).checkedData().addToAttendees?.conferencesConference?.attendees?.count ?? 0
        } else {
            let mutation = NotAttendConferenceMutation(conferenceId: conference.id, attendeeId: user.id)
            count = try await client.perform(mutation: mutation).checkedData().removeFromAttendees?.conferencesConference?.attendees?.count ?? 0
        }
        let what = attending ? "attends" : "no longer attends"
        print("\(user.name) \(what) \(conference.name) \(conference.year) (\(count) \(count == 1 ? "attendee" : "attendees")).")
    }

    /// The seed's challenge: adding a conference.
    func add(name: String, city: String, year: String) async throws {
        let data = try await client.perform(mutation: AddConferenceMutation(name: name, city: city, year: year)).checkedData()
        guard let conference = data.createConference?.fragments.conferenceDetails else { throw Failure("the server added no conference") }
        print("Added \(conference.cellText(currentUserID: try CurrentUser.load()?.id)).")
    }

    private func allConferences() async throws -> [ConferenceDetails] {
        try await client.fetch(query: AllConferencesQuery()).checkedData().allConferences.map(\.fragments.conferenceDetails)
    }

    /// The conference a person means by `name`: its name ("UIKonf"), or its name and year
    /// ("UIKonf 2017") when several share the name; case aside.
    private func conference(named name: String) async throws -> ConferenceDetails {
        let conferences = try await allConferences()
        let named = conferences.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
        if named.count == 1 { return named[0] }
        if let dated = conferences.first(where: { "\($0.name) \($0.year)".caseInsensitiveCompare(name) == .orderedSame }) { return dated }
        guard named.isEmpty else {
            throw Failure(
                "\(named.count) conferences are named \"\(name)\": say which, as \(named.map { "\"\($0.name) \($0.year)\"" }.joined(separator: " or "))"
            )
        }
        throw Failure("no conference named \"\(name)\"")
    }
}
