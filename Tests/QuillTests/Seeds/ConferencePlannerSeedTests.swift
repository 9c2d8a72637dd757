import Foundation
import Quill
import QuillTestSupport
import Testing

/// Seed 000 end to end: the tutorial's view controllers, their Apollo code as printed,
/// against the ConferencePlanner backend; callbacks arrive on the main queue.
@Suite(.timeLimit(.minutes(2))) struct ConferencePlannerSeedTests {
    @Test @MainActor func registerListDetailAttendAndLeaveWithAutomaticUIUpdates() async throws {
        try await withExampleBackend("ConferencePlanner") { url, server in
            graphQLEndpoint = url.absoluteString
            // AppDelegate's application(_:didFinishLaunchingWithOptions:)
            apollo.cacheKeyForObject = { $0["id"] }

            let events = Inbox<String>()
            let register = RegisterViewController(events: events)
            register.createAttendee(name: "Fay")
            #expect(try await events.next() == "segue ShowConferencesAnimated")
            #expect(currentUserName == "Fay")
            let fay = try #require(currentUserID)
            register.updateAttendee(id: fay, newName: "Fay Lee")
            #expect(try await events.next() == "segue ShowConferencesAnimated")
            #expect(currentUserName == "Fay Lee")
            #expect(currentUserID == fay)

            let list = ConferencesTableViewController(events: events)
            list.viewDidLoad()
            #expect(try await events.next() == "conferences reloaded")
            #expect(list.conferences.map(\.name) == ["UIKonf", "WWDC", "Swift Summit"])
            #expect(list.conferences.map(\.numberOfAttendees) == [4, 1, 0])
            let uikonf = list.conferences[0]
            #expect(!uikonf.isAttendedBy(fay))
            #expect(list.tableView(list.tableView, numberOfRowsInSection: 0) == 3)
            let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? ConferenceCell
            #expect(cell?.conference.name == "UIKonf" && cell?.isCurrentUserAttending == false)

            let detail = ConferenceDetailViewController(events: events)
            detail.conference = uikonf
            #expect(try await events.next() == "detail updated")
            detail.viewDidLoad()
            // Both queries go to the server: the cache has no `Conference(id:)` field yet.
            var seen = Set([try await events.next(), try await events.next()])
            #expect(seen == ["detail updated", "attendees reloaded"])
            #expect(detail.attendees?.map(\.name) == ["Ana", "Ben", "Cai", "Dee"])
            #expect(detail.attendees?.first?.numberOfConferencesAttending == 1)
            #expect(detail.infoLabel.text == "Berlin, 2017")
            #expect(!detail.isCurrentUserAttending)
            let attendee = detail.tableView(detail.attendeesTableView, cellForRowAt: IndexPath(row: 0, section: 0))
            #expect(attendee.textLabel?.text == "Ana" && attendee.detailTextLabel?.text == "attends 0 other conferences")

            // Attend: one request (the mutation); both watchers of the detail and the list's
            // update from its answer.
            let before = server.count
            detail.attendingButtonPressed()
            seen = Set([try await events.next(), try await events.next(), try await events.next()])
            #expect(seen == ["detail updated", "attendees reloaded", "conferences reloaded"])
            #expect(server.count == before + 1)
            #expect(detail.isCurrentUserAttending)
            #expect(detail.attendingLabel.text == detail.attendingText)
            #expect(detail.attendees?.map(\.name) == ["Ana", "Ben", "Cai", "Dee", "Fay Lee"])
            #expect(detail.attendees?.contains { $0.id == fay && $0.numberOfConferencesAttending == 1 } == true)
            #expect(list.conferences[0].isAttendedBy(fay))
            #expect(list.conferences[0].numberOfAttendees == 5)

            // Leave again.
            detail.attendingButtonPressed()
            seen = Set([try await events.next(), try await events.next(), try await events.next()])
            #expect(seen == ["detail updated", "attendees reloaded", "conferences reloaded"])
            #expect(server.count == before + 2)
            #expect(!detail.isCurrentUserAttending)
            #expect(detail.toggleAttendingButton.title == detail.notAttendingButtonText)
            #expect(!list.conferences[0].isAttendedBy(fay))
            #expect(events.unreadCount == 0)

            detail.conferenceWatcher?.cancel()
            detail.attendeesWatcher?.cancel()
            list.allConferencesWatcher?.cancel()

            // The tutorial's first version, fetches: each screen's data comes from the
            // cache the watchers filled.
            let fetchingList = ConferencesTableViewController(events: events)
            fetchingList.viewDidLoadWithFetch()
            #expect(try await events.next() == "conferences reloaded")
            #expect(fetchingList.conferences.map(\.numberOfAttendees) == [4, 1, 0])
            let fetchingDetail = ConferenceDetailViewController(events: events)
            fetchingDetail.conference = fetchingList.conferences[0]
            #expect(try await events.next() == "detail updated")
            fetchingDetail.viewDidLoadWithFetch()
            seen = Set([try await events.next(), try await events.next()])
            #expect(seen == ["detail updated", "attendees reloaded"])
            #expect(fetchingDetail.attendees?.map(\.name) == ["Ana", "Ben", "Cai", "Dee"])
            let cells = fetchingDetail.tableView(fetchingDetail.attendeesTableView, numberOfRowsInSection: 0)
            #expect(cells == 4)
            #expect(server.count == before + 2)  // all from the cache

            // A mutation the server answers with an error: the seed's lines read nil.
            register.updateAttendee(id: "no-such-attendee", newName: "x")
            #expect(try await events.next() == "segue ShowConferencesAnimated")
            #expect(currentUserID == nil)
            #expect(events.unreadCount == 0)
        }
    }
}
