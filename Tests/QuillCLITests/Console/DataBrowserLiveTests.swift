import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// The open table follows what other clients do, through a subscription per model type:
/// rows appear, change and go, counts follow, relation counts too.
@Suite(.serialized) struct DataBrowserLiveTests {
    @Test func theOpenTableFollowsAnotherClientsChanges() async throws {
        try await ConsoleSession.with("live-rows", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.openModel("Attendee")
            try await console.page.waitUntil("document.getElementById('live').dataset.state === 'live'")
            try await console.check("document.getElementById('live').textContent", "● Live")
            _ = try await console.dev.data(#"mutation { createAttendee(name: "Fay") { id } }"#)
            try await console.waitForTable(rows: 6)
            try await console.checkColumn("name", ["Ana", "Ben", "Cai", "Dee", "Eli", "Fay"])
            try await console.check("document.querySelector('#grid tbody tr.fresh td[data-field=name]').textContent", "Fay")
            try await console.page.waitUntil("document.getElementById('model-list').textContent.includes('Attendee6')")
            try await console.screenshot("live-rows-added")
            let ids = try await console.dev.data("{ allAttendees { id } }")["allAttendees"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            _ = try await console.dev.data(#"mutation { updateAttendee(id: "\#(ids[0])", name: "Anna") { id } }"#)
            try await console.page.waitUntil("document.querySelector('#grid tbody td[data-field=name]').textContent === 'Anna'")
            try await console.check("document.querySelector('#grid tbody tr').classList.contains('changed')", true)
            _ = try await console.dev.data(#"mutation { deleteAttendee(id: "\#(ids[1])") { id } }"#)
            try await console.waitForTable(rows: 5)
            try await console.checkColumn("name", ["Anna", "Cai", "Dee", "Eli", "Fay"])
            try await console.page.waitUntil("document.getElementById('model-list').textContent.includes('Attendee5')")
        }
    }

    /// Connecting an attendee elsewhere changes the open conference table's relation count.
    @Test func relationCountsFollowToo() async throws {
        try await ConsoleSession.with("live-relation", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.page.waitUntil("document.getElementById('live').dataset.state === 'live'")
            try await console.checkColumn("attendees", ["4 ›", "1 ›", "0 ›"])
            let data = try await console.dev.data(
                #"{ allConferences(filter: {name: "Swift Summit"}) { id } allAttendees(filter: {name: "Ana"}) { id } }"#)
            let conference = data["allConferences"]?.arrayValue?.first?["id"]?.stringValue ?? ""
            let attendee = data["allAttendees"]?.arrayValue?.first?["id"]?.stringValue ?? ""
            _ = try await console.dev.data(
                #"mutation { addToAttendees(conferencesConferenceId: "\#(conference)", attendeesAttendeeId: "\#(attendee)") { attendeesAttendee { id } } }"#
            )
            try await console.page.waitUntil("document.querySelectorAll('#grid tbody td[data-field=attendees]')[2].textContent === '1 ›'")
            try await console.checkColumn("attendees", ["4 ›", "1 ›", "1 ›"])
        }
    }
}
