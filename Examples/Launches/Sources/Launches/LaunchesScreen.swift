import Foundation
import Quill
import TerminalUI

/// The app itself, in the terminal: the seed's paged list of launches, which loads the next
/// page when the cursor reaches its end (its `loadMoreLaunchesIfTheyExist`), beside the
/// open launch's detail, a watcher of its query. `b` books or cancels a trip: the mutation's
/// answer carries the launch's `isBooked`, and the detail updates from the cache. The
/// title counts the trips booked by everyone: the total, asked each time the socket
/// connects, plus each change the `tripsBooked` subscription sends ("live" while connected).
@MainActor
final class LaunchesScreen {
    private let client: QuillClient
    private let socketEvents: AsyncStream<WebSocketTransportEvent>
    private let endpoint: URL
    private let terminal: Terminal
    private let pager: GraphQLQueryPager<LaunchListQuery>
    private let loggedIn = LoginToken.load() != nil

    private var launches: [LaunchListQuery.Data.Launch.Launch] = []
    private var cursor = 0
    private var isLoadingMore = false
    /// The open launch, as its watcher delivers it.
    private var launch: LaunchDetailsQuery.Data.Launch?
    private var launchWatcher: GraphQLQueryWatcher<LaunchDetailsQuery>?
    private var tripsBooked: Int?
    private var isLive = false
    private var message = "↑↓ move · Enter open · b book/cancel · r refresh · q quit"

    init(client: QuillClient, socketEvents: AsyncStream<WebSocketTransportEvent>, endpoint: URL, terminal: Terminal) {
        self.client = client
        self.socketEvents = socketEvents
        self.endpoint = endpoint
        self.terminal = terminal
        pager = Commands.pager(client)
    }

    /// Runs until `q`.
    func run() async throws {
        defer { terminal.restore() }
        if !loggedIn { message = "Not logged in: quit, run `launches login EMAIL`, and come back to book." }
        // The pager's output: every page loaded so far, updated as pages load and change.
        let pages = Task {
            for await output in pager {
                let loaded = (output.initialPage.map { [$0] } ?? []) + output.nextPages
                launches = loaded.flatMap { $0.launches.launches.compactMap { $0 } }
                if launch == nil, let first = launches.first { open(first.id) }
                draw()
            }
        }
        let trips = followTripsBooked()
        defer {
            pages.cancel()
            trips.cancel()
            launchWatcher?.cancel()
        }
        load { try await self.pager.fetch() }
        await terminal.run(handling: handle, draw: draw)
    }

    private func handle(_ key: Key) {
        switch key {
        case .up: cursor = max(cursor - 1, 0)
        case .down:
            cursor = min(cursor + 1, max(launches.count - 1, 0))
            if cursor == launches.count - 1 { loadMoreLaunchesIfTheyExist() }
        case .enter:
            if cursor < launches.count { open(launches[cursor].id) }
        case .character("b"): toggleBooking()
        case .character("r"):
            cursor = 0
            load { try await self.pager.refetch() }
            launchWatcher?.refetch()
            Task { await refreshTripsBooked() }
            message = "Refreshed from the server."
        default: break
        }
    }

    /// The seed's `loadMoreLaunchesIfTheyExist`: the next page, if the last one says there is one.
    private func loadMoreLaunchesIfTheyExist() {
        guard pager.canLoadNext, !isLoadingMore else { return }
        isLoadingMore = true
        load { try await self.pager.loadNext() }
    }

    /// Runs a load of the pager; its pages arrive through the pager's output.
    private func load(_ body: @escaping @MainActor () async throws -> Void) {
        Task {
            do {
                try await body()
            } catch {
                message = Failure.describe(error)
            }
            isLoadingMore = false
            draw()
        }
    }

    /// Opens a launch in the detail pane: a watcher of its details.
    private func open(_ id: String) {
        launchWatcher?.cancel()
        launch = nil
        let watcher = client.watch(query: LaunchDetailsQuery(launchId: id))
        launchWatcher = watcher
        Task {
            for await result in watcher {
                do {
                    launch = try result.get().checkedData().launch
                } catch {
                    message = Failure.describe(error)
                }
                draw()
            }
        }
    }

    /// Books a trip on the open launch, or cancels it: the mutation alone; its answer's
    /// `isBooked` reaches the detail through the cache.
    private func toggleBooking() {
        guard let launch else { return }
        guard loggedIn else {
            message = "Log in first: quit, run `launches login EMAIL`, and come back."
            return
        }
        let booked = launch.isBooked
        Task {
            do {
                let (success, answer) =
                    booked
                    ? try await client.perform(mutation: CancelTripMutation(id: launch.id)).checkedData().cancelTrip.outcome
                    : try await client.perform(mutation: BookTripMutation(id: launch.id)).checkedData().bookTrips.outcome
                message = success ? (booked ? "Cancelled the trip on launch \(launch.id)." : "Booked launch \(launch.id).") : answer
            } catch {
                message = Failure.describe(error)
            }
            draw()
        }
    }

    /// The count of trips booked: the total, asked when the socket connects (so that what
    /// was booked before the subscription began counts), then each change the subscription
    /// sends. A change also fetches the open launch again: it may be this user's booking,
    /// made elsewhere.
    private func followTripsBooked() -> Task<Void, Never> {
        let changes = Task {
            do {
                for try await event in client.subscribe(subscription: TripsBookedSubscription()) {
                    if let change = event.data?.tripsBooked { tripsBooked = (tripsBooked ?? 0) + change }
                    launchWatcher?.refetch()
                    draw()
                }
            } catch  where !(error is CancellationError) {
                message = "Live updates stopped: \(Failure.describe(error))"
                draw()
            } catch {}
        }
        return Task {
            for await event in socketEvents {
                switch event {
                case .connected, .reconnected:
                    await refreshTripsBooked()
                    isLive = true
                case .disconnected:
                    isLive = false
                }
                draw()
            }
            changes.cancel()
        }
    }

    private func refreshTripsBooked() async {
        do {
            tripsBooked = try await client.fetch(query: TotalTripsBookedQuery(), cachePolicy: .fetchIgnoringCacheData).checkedData().totalTripsBooked
        } catch {
            message = Failure.describe(error)
        }
        draw()
    }

    private func draw() {
        var detail = launch.map { launch in [Line("launch \(launch.id)", style: .bold)] + launch.detailText.map { Line($0) } } ?? []
        if let launch, loggedIn {
            detail.append(Line("[b] " + (launch.isBooked ? "Cancel the trip" : "Book a trip"), style: .bold))
        }
        let more = pager.canLoadNext ? " (more below)" : ""
        let view = SplitView(
            title: Line(
                "Launches — trips booked: \(tripsBooked.map(String.init) ?? "…")\(isLive ? " (live)" : "") — \(launches.count) launches\(more)"
                    + " — \(endpoint.absoluteString)"),
            list: launches.map { Line($0.listText) },
            selection: launches.isEmpty ? nil : cursor,
            detail: detail,
            status: Line(message))
        terminal.draw(view.lines(for: terminal.size))
    }
}

extension BookTripMutation.Data.BookTrips {
    var outcome: (Bool, String) { (success, message ?? "") }
}

extension CancelTripMutation.Data.CancelTrip {
    var outcome: (Bool, String) { (success, message ?? "") }
}
