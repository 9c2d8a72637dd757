import Quill
import TerminalUI

/// The app itself, in the terminal: the conference list (ConferencesTableViewController)
/// beside the open conference's detail (ConferenceDetailViewController). As in the seed,
/// each pane shows what a watcher of its query delivers: attending or leaving (`a`) sends
/// the mutation alone, and both panes update from the cache its answer changes. Changes
/// made elsewhere arrive through subscriptions, which write them to the same cache.
@MainActor
final class PlannerScreen {
    private let network: Network
    private let terminal: Terminal
    private let currentUser: CurrentUser?

    private var conferences: [ConferenceDetails] = []
    private var cursor = 0
    /// The open conference, its detail and its attendees, as their watchers deliver them.
    private var conference: ConferenceDetails?
    private var attendees: [AttendeeDetails] = []
    private var message = "↑↓ move · Enter open · a attend/leave · r refresh · q quit"

    // The seed's watcher properties, kept to fetch again and to stop.
    private var allConferencesWatcher: GraphQLQueryWatcher<AllConferencesQuery>?
    private var conferenceWatcher: GraphQLQueryWatcher<ConferenceDetailsQuery>?
    private var attendeesWatcher: GraphQLQueryWatcher<AttendeesForConferenceQuery>?

    init(network: Network, terminal: Terminal) throws {
        self.network = network
        self.terminal = terminal
        currentUser = try CurrentUser.load()
    }

    /// Runs until `q`.
    func run() async throws {
        defer { terminal.restore() }
        if currentUser == nil { message = "Not registered: quit, run `conference-planner register NAME`, and come back to attend." }
        let watcher = network.client.watch(query: AllConferencesQuery())
        allConferencesWatcher = watcher
        deliver(watcher) { screen, data in
            screen.conferences = data.allConferences.map(\.fragments.conferenceDetails)
            screen.cursor = min(screen.cursor, max(screen.conferences.count - 1, 0))
            if screen.conference == nil, let first = screen.conferences.first { screen.open(first.id) }
        }
        let subscriptions = subscribe()
        defer { for subscription in subscriptions { subscription.cancel() } }
        await terminal.run(handling: handle, draw: draw)
    }

    private func handle(_ key: Key) {
        switch key {
        case .up: cursor = max(cursor - 1, 0)
        case .down: cursor = min(cursor + 1, max(conferences.count - 1, 0))
        case .home: cursor = 0
        case .end: cursor = max(conferences.count - 1, 0)
        case .enter:
            if cursor < conferences.count { open(conferences[cursor].id) }
        case .character("a"): toggleAttending()
        case .character("r"):
            // Asks the server again, for what the subscriptions could not bring (a lost connection).
            allConferencesWatcher?.refetch()
            conferenceWatcher?.refetch()
            attendeesWatcher?.refetch()
            message = "Refreshed from the server."
        default: break
        }
    }

    /// Opens a conference in the detail pane: watchers of its two queries, as the seed's
    /// ConferenceDetailViewController makes in `viewDidLoad`.
    private func open(_ id: String) {
        conference = conferences.first { $0.id == id }
        attendees = []
        let conferenceWatcher = network.client.watch(query: ConferenceDetailsQuery(id: id))
        let attendeesWatcher = network.client.watch(query: AttendeesForConferenceQuery(conferenceId: id))
        // The previous conference's watchers stop.
        self.conferenceWatcher?.cancel()
        self.attendeesWatcher?.cancel()
        self.conferenceWatcher = conferenceWatcher
        self.attendeesWatcher = attendeesWatcher
        deliver(conferenceWatcher) { screen, data in
            screen.conference = data.conference?.fragments.conferenceDetails
        }
        deliver(attendeesWatcher) { screen, data in
            screen.attendees = data.conference?.attendees?.map(\.fragments.attendeeDetails) ?? []
        }
    }

    /// The seed's `attendingButtonPressed`: the mutation alone; the watchers do the rest.
    private func toggleAttending() {
        guard let currentUser, let conference else { return }
        let attending = conference.isAttendedBy(currentUser.id)
        message = attending ? "Leaving \(conference.name)…" : "Attending \(conference.name)…"
        Task {
            do {
                if attending {
                    _ = try await network.client.perform(
                        mutation: NotAttendConferenceMutation(conferenceId: conference.id, attendeeId: currentUser.id)
                    ).checkedData()
                } else {
                    _ = try await network.client.perform(
                        mutation: AttendConferenceMutation(conferenceId: conference.id, attendeeId: currentUser.id)
                    ).checkedData()
                }
                message = "\(attending ? "Left" : "Attending") \(conference.name): the mutation's answer updated both panes."
            } catch {
                message = Failure.describe(error)
            }
            draw()
        }
    }

    /// Subscriptions to changes made by anyone: their nodes go to the cache, so the
    /// watchers of what changed deliver. A new or deleted conference changes the list
    /// itself, which only the server knows: the list is fetched again.
    private func subscribe() -> [Task<Void, Never>] {
        let client = network.client
        let conferences = Task {
            do {
                for try await event in client.subscribe(subscription: ConferenceChangedSubscription()) {
                    if let mutation = event.data?.conference?.mutation, mutation != .updated {
                        allConferencesWatcher?.refetch()
                    }
                }
            } catch {
                show(error)
            }
        }
        let attendees = Task {
            do {
                for try await _ in client.subscribe(subscription: AttendeeChangedSubscription()) {}
            } catch {
                show(error)
            }
        }
        return [conferences, attendees]
    }

    /// Applies each result of `watcher` to the screen and draws it; an error goes to the status line.
    private func deliver<Query: GraphQLQuery>(
        _ watcher: GraphQLQueryWatcher<Query>, _ apply: @escaping @MainActor (PlannerScreen, Query.Data) -> Void
    ) {
        // The iteration ends when the watcher is cancelled.
        Task {
            for await result in watcher {
                do {
                    apply(self, try result.get().checkedData())
                } catch {
                    self.message = Failure.describe(error)
                }
                self.draw()
            }
        }
    }

    private func show(_ error: any Error) {
        guard !(error is CancellationError) else { return }
        message = "Live updates stopped: \(Failure.describe(error))"
        draw()
    }

    private func draw() {
        let me = currentUser?.id
        var detail: [Line] = []
        if let conference {
            detail = conference.detailText(currentUserID: me).map { Line($0) }
            if currentUser != nil {
                detail.append(Line("[a] " + (conference.isAttendedBy(me!) ? "Not attending" : "Attend"), style: .bold))
            }
            detail.append("")
            detail += attendees.map { Line($0.cellText) }
        }
        let view = SplitView(
            title: Line("ConferencePlanner — \(currentUser?.name ?? "not registered") — \(network.endpoint.absoluteString)"),
            list: conferences.map { Line($0.cellText(currentUserID: me)) },
            selection: conferences.isEmpty ? nil : cursor,
            detail: detail,
            status: Line("requests: \(network.requests.value) · \(message)"))
        terminal.draw(view.lines(for: terminal.size))
    }
}
