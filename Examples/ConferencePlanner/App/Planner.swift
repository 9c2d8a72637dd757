import Foundation
import Quill

/// Seed 000's app, screen by screen, on a backend: register, the conference list, a
/// conference's detail, attend it, leave it. Each step prints what its screen shows; a
/// change in attendance must reach the three watchers from the cache, with the
/// mutation the only request, or the run fails.
struct Planner {
    private let client: QuillClient
    private let requests = RequestCounter()
    private let name: String

    init(endpoint: URL, name: String) {
        let store = QuillStore()
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [requests])
        client = QuillClient(networkTransport: RequestChainNetworkTransport(interceptorProvider: provider, endpointURL: endpoint), store: store)
        // AppDelegate: records keyed by id, so that a mutation's answer updates every query that read them.
        client.cacheKeyForObject = { $0["id"] }
        self.name = name
    }

    func run() async throws {
        // RegisterViewController
        let created = try await client.perform(mutation: CreateAttendeeMutation(name: name))
        guard let me = try created.checkedData(CreateAttendeeMutation.operationName).createAttendee else {
            throw PlannerError("the server answered CreateAttendee with no attendee")
        }
        print("Registered \(me.name) (CreateAttendee). Requests so far: \(requests.value).")

        // ConferencesTableViewController and ConferenceDetailViewController, with the watchers the tutorial ends with.
        let list = Screen(client, watching: AllConferencesQuery())
        let conferences = try await list.next()
        print("\nThe conference list (AllConferences, watched), from the \(conferences.source):")
        show(conferences.data, me: me.id)
        guard let chosen = conferences.data.allConferences.first?.fragments.conferenceDetails else {
            throw PlannerError("the server has no conferences: start quill dev with --seed Examples/ConferencePlanner/seed.graphql")
        }
        let detail = Screen(client, watching: ConferenceDetailsQuery(id: chosen.id))
        let attendees = Screen(client, watching: AttendeesForConferenceQuery(conferenceId: chosen.id))
        let shownDetail = try await detail.next()
        let shownAttendees = try await attendees.next()
        print("\n\(chosen.name)'s detail (ConferenceDetails and AttendeesForConference, watched), from the \(shownDetail.source):")
        try show(shownDetail.data, shownAttendees.data, me: me.id)
        print("Requests so far: \(requests.value).")

        // attendingButtonPressed, twice.
        print("\nAttend \(chosen.name) (AttendConference). The watchers deliver again:")
        _ = try await client.perform(mutation: AttendConferenceMutation(conferenceId: chosen.id, attendeeId: me.id))
            .checkedData(AttendConferenceMutation.operationName)
        try await showUpdates(list, detail, attendees, me: me.id, attending: true)

        print("\nLeave \(chosen.name) (NotAttendConference). The watchers deliver again:")
        _ = try await client.perform(mutation: NotAttendConferenceMutation(conferenceId: chosen.id, attendeeId: me.id))
            .checkedData(NotAttendConferenceMutation.operationName)
        try await showUpdates(list, detail, attendees, me: me.id, attending: false)
    }

    /// The three watchers' results after a mutation: from the cache, with no request but
    /// the mutation's, and showing `me` as `attending` or not.
    private func showUpdates(
        _ list: Screen<AllConferencesQuery>, _ detail: Screen<ConferenceDetailsQuery>, _ attendees: Screen<AttendeesForConferenceQuery>,
        me: String, attending: Bool
    ) async throws {
        let requestsBefore = requests.value - 1
        let updatedList = try await list.next()
        let updatedDetail = try await detail.next()
        let updatedAttendees = try await attendees.next()
        print("  The list, from the \(updatedList.source):")
        show(updatedList.data, me: me, indent: "    ")
        print("  The detail, from the \(updatedDetail.source); its attendees, from the \(updatedAttendees.source):")
        let conference = try show(updatedDetail.data, updatedAttendees.data, me: me, indent: "    ")

        let fromTheCache = updatedList.source == .cache && updatedDetail.source == .cache && updatedAttendees.source == .cache
        guard fromTheCache, requests.value == requestsBefore + 1 else {
            throw PlannerError("the watchers should have updated from the cache with no request of their own")
        }
        let listed = updatedAttendees.data.conference?.attendees?.contains { $0.id == me } ?? false
        guard conference.isAttendedBy(me) == attending, listed == attending else {
            throw PlannerError("the watchers do not show the attendance the mutation changed")
        }
        print("  Requests so far: \(requests.value), the mutation's the last: the watchers sent none.")
    }

    /// The conference list as ConferenceCell shows it.
    private func show(_ data: AllConferencesQuery.Data, me: String, indent: String = "  ") {
        for conference in data.allConferences.map(\.fragments.conferenceDetails) {
            let attendeeCount = conference.numberOfAttendees
            let info = "\(conference.city) (\(attendeeCount) \(attendeeCount == 1 ? "attendee" : "attendees"))"
            print("\(indent)\(conference.name) \(conference.year): \(info)\(conference.isAttendedBy(me) ? ", attending" : "")")
        }
    }

    /// A conference's detail as ConferenceDetailViewController shows it (updateUI and the
    /// attendee cells); the conference shown.
    @discardableResult
    private func show(_ detail: ConferenceDetailsQuery.Data, _ attendees: AttendeesForConferenceQuery.Data, me: String, indent: String = "  ")
        throws -> ConferenceDetails
    {
        guard let conference = detail.conference?.fragments.conferenceDetails else {
            throw PlannerError("the server has no conference with the id it listed")
        }
        let attending = conference.isAttendedBy(me)
        print("\(indent)\(conference.name): \(conference.city), \(conference.year)")
        print("\(indent)\(attending ? "You're attending this conference" : "You're not attending this conference") [\(attending ? "Not attending" : "Attend")]")
        for attendee in attendees.conference?.attendees?.map(\.fragments.attendeeDetails) ?? [] {
            print("\(indent)  \(attendee.name): attends \(attendee.numberOfConferencesAttending - 1) other conferences")
        }
        return conference
    }
}
