import Foundation
import Quill
import QuillTestSupport
import Testing

/// Seed 004: the list of launches with `Result` callbacks on the main queue, then paged
/// by the cursor as the seed's scroll handler does.
@Suite(.timeLimit(.minutes(2))) struct LaunchesSeedTests {
    @Test @MainActor func theSeedsViewControllerListsAndPagesLaunches() async throws {
        let server = try launchesServer(count: 45)
        try await withHTTPServer(server) { (url: URL) async throws -> Void in
            launchesEndpoint = url.absoluteString
            let events = Inbox<String>()
            let first = LaunchesViewController(events: events)
            first.viewDidLoad()
            #expect(try await events.next() == "launches reloaded")
            #expect(first.launches.map(\.id) == (26...45).reversed().map(String.init))
            #expect(first.launches[0].mission?.name == "Mission 45")
            #expect(first.launches[0].mission?.missionPatch == "https://images.example/45-small.png")
            #expect(first.launches.first { $0.id == "42" }?.site == nil)
            #expect(first.tableView(first.tableView, numberOfRowsInSection: 0) == 20)  // the null launch left out
            let cell = first.tableView(first.tableView, cellForRowAt: IndexPath(row: 1, section: 0)) as? LaunchListCell
            #expect(cell?.title == "Mission 44" && cell?.desc == "KSC LC 44")
            #expect(cell?.imageUrlString == "https://images.example/44-small.png")
            #expect(first.errorMessages.isEmpty)

            let paged = LaunchesViewController(events: events)
            for _ in 0..<3 {
                paged.loadMoreLaunchesIfTheyExist()
                #expect(try await events.next() == "launches reloaded")
            }
            #expect(paged.launches.map(\.id) == (1...45).reversed().map(String.init))
            // The last page said there is no more: nothing is sent.
            let requests = server.count
            paged.loadMoreLaunchesIfTheyExist()
            #expect(server.count == requests)
            // The first page (no cursor) came from the cache: the first controller fetched it.
            #expect(requests == 3)
        }
    }
}
