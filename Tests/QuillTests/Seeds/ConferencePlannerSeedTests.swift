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
            let uikonf = list.conferences[0]
            #expect(uikonf.numberOfAttendees == 4)
            #expect(!uikonf.isAttendedBy(fay))

            let detail = ConferenceDetailViewController(events: events)
            detail.conference = uikonf
            #expect(try await events.next() == "detail updated")
            detail.viewDidLoad()
            // Both queries go to the server: the cache has no `Conference(id:)` field yet.
            var seen = Set([try await events.next(), try await events.next()])
            #expect(seen == ["detail updated", "attendees reloaded"])
            #expect(detail.attendees?.map(\.name) == ["Ana", "Ben", "Cai", "Dee"])
            #expect(detail.attendees?.first?.numberOfConferencesAttending == 1)
            #expect(!detail.isCurrentUserAttending)

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
        }
    }
}
