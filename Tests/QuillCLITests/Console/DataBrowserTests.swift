import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// The data browser of `quill dev`, in headless Chromium: a table per model type, paged
/// through the API's cursors, sorted, filtered and counted; relations opened; cells edited
/// with typed inputs and saved through the API (they persist); rows added and deleted, a
/// refusal shown as the API words it.
@Suite(.serialized) struct DataBrowserTests {
    @Test func aTablePerModelTypeWithItsCount() async throws {
        try await ConsoleSession.with("data-tables", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.checkModels(["Conference 3", "Attendee 5"])
            try await console.check("document.getElementById('crumbs').textContent", "Conference")
            try await console.check(
                "[...document.querySelectorAll('#grid thead th[data-col]')].map(th => th.firstChild.textContent)",
                ["id", "name", "city", "year", "attendees", "createdAt", "updatedAt"])
            try await console.checkColumn("name", ["UIKonf", "WWDC", "Swift Summit"])
            try await console.checkColumn("attendees", ["4 ›", "1 ›", "0 ›"])
            try await console.check("document.getElementById('row-count').textContent", "1–3 of 3")
            try await console.openModel("Attendee")
            try await console.checkColumn("name", ["Ana", "Ben", "Cai", "Dee", "Eli"])
        }
    }

    /// 125 attendees: pages of 50 through the API's cursors, a sort, a filter and its count.
    @Test func pagesSortsAndFilters() async throws {
        try await ConsoleSession.with("data-paging", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            let creates = (1...120).map { #"a\#($0): createAttendee(name: "P\#(String(format: "%03d", $0))") { id }"# }.joined(separator: " ")
            _ = try await console.dev.data("mutation { \(creates) }")
            try await console.page.reload()
            try await console.openModel("Attendee")
            try await console.check("document.getElementById('row-count').textContent", "1–50 of 125")
            try await console.page.evaluate("document.getElementById('grid-wrap').focus()")
            try await console.page.press(.pageDown)
            try await console.page.waitUntil("document.getElementById('row-count').textContent === '51–100 of 125'")
            try await console.check("[...document.querySelectorAll('#grid tbody td[data-field=name]')].at(0).textContent", "P046")
            try await console.page.press(.pageDown)
            try await console.page.waitUntil("document.getElementById('row-count').textContent === '101–125 of 125'")
            try await console.check("[...document.querySelectorAll('#grid tbody td[data-field=name]')].at(-1).textContent", "P120")
            try await console.check("document.getElementById('next-page').disabled", true)
            try await console.page.press(.pageUp)
            try await console.page.waitUntil("document.getElementById('row-count').textContent === '51–100 of 125'")
            try await console.check("[...document.querySelectorAll('#grid tbody td[data-field=name]')].at(0).textContent", "P046")
            // Sorting starts again from the first page.
            try await console.page.click("#grid thead th[data-col='1']")
            try await console.page.waitUntil("document.querySelector('#grid thead th[data-col=\"1\"]').textContent.startsWith('name ▲')")
            try await console.page.click("#grid thead th[data-col='1']")
            try await console.page.waitUntil("document.querySelector('#grid thead th[data-col=\"1\"]').textContent.startsWith('name ▼')")
            try await console.check(
                "[...document.querySelectorAll('#grid tbody td[data-field=name]')].slice(0, 3).map(td => td.textContent)", ["P120", "P119", "P118"])
            try await console.check("document.getElementById('row-count').textContent", "1–50 of 125")
            // A filter: names that start with P11.
            try await console.page.press(.character("/"))
            try await console.page.evaluate(
                """
                (() => { const f = document.getElementById('filter-field'); f.value = 'name'; f.dispatchEvent(new Event('change'));
                  document.getElementById('filter-op').value = 'starts_with'; })()
                """)
            try await console.page.type("P11\n")
            try await console.waitForTable(rows: 10)
            try await console.check("document.getElementById('row-count').textContent", "1–10 of 10")
            try await console.checkColumn("name", (110...119).reversed().map { "P\($0)" })
        }
    }

    @Test func aRelationCellShowsItsCountAndOpensTheRelatedRows() async throws {
        try await ConsoleSession.with("data-relation", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.moveTo(row: 0, field: "attendees")
            try await console.page.press(.enter)
            try await console.page.waitUntil("document.getElementById('crumbs').textContent === 'Conference › UIKonf › attendees'")
            try await console.waitForTable(rows: 4)
            try await console.checkColumn("name", ["Ana", "Ben", "Cai", "Dee"])
            try await console.check("document.getElementById('row-count').textContent", "1–4 of 4")
            try await console.screenshot("data-relation-open")
            try await console.page.press(.backspace)
            try await console.page.waitUntil("document.getElementById('crumbs').textContent === 'Conference'")
            try await console.waitForTable(rows: 3)
        }
    }

    /// An edited cell is saved through the update mutation: the API has it, and a reload shows it.
    @Test func anEditedCellIsSavedAndPersists() async throws {
        try await ConsoleSession.with("data-edit", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.moveTo(row: 1, field: "city")
            try await console.page.press(.enter)
            try await console.page.waitUntil("document.activeElement.closest('.editor-cell')")
            try await console.check("document.activeElement.value", "San Jose")
            try await console.page.press(.character("a"), [.control])
            try await console.page.type("Cupertino\n")
            try await console.page.waitUntil("!document.querySelector('#grid .editor-cell')")
            try await console.checkColumn("city", ["Berlin", "Cupertino", "San Francisco"])
            let data = try await console.dev.data(#"{ allConferences(filter: {name: "WWDC"}) { city } }"#)
            #expect(data == ["allConferences": [["city": "Cupertino"]]])
            try await console.page.reload()
            try await console.waitForTable(rows: 3)
            try await console.checkColumn("city", ["Berlin", "Cupertino", "San Francisco"])
            // Escape leaves a cell as it was.
            try await console.moveTo(row: 0, field: "name")
            try await console.page.press(.enter)
            try await console.page.type("Nope")
            try await console.page.press(.escape)
            try await console.checkColumn("name", ["UIKonf", "WWDC", "Swift Summit"])
            // A column the API does not let change says so.
            try await console.moveTo(row: 0, field: "createdAt")
            try await console.page.press(.enter)
            try await console.check("document.getElementById('data-error').textContent", "Conference.createdAt cannot be changed through the API.×")
        }
    }

    @Test func rowsAreAddedAndDeleted() async throws {
        try await ConsoleSession.with("data-add-delete", model: try ConsoleFixtures.conferencePlanner, seed: try ConsoleFixtures.conferenceSeed) {
            console in
            try await console.page.evaluate("document.getElementById('grid-wrap').focus()")
            try await console.page.press(.character("n"))
            try await console.page.waitUntil("!document.getElementById('row-dialog').hidden")
            try await console.check(
                "[...document.querySelectorAll('#row-form .form-row > span:first-child')].map(s => s.firstChild.textContent)",
                ["name", "city", "year", "attendeesIds"])
            try await console.page.type("Swift Island")
            // A required field left empty: the API's refusal, and the form stays.
            try await console.page.press(.enter)
            try await console.page.waitUntil("!document.getElementById('data-error').hidden")
            try await console.check(
                "document.querySelector('#data-error span').textContent",
                #"Field "createConference" argument "city" of type "String!" is required, but it was not provided.; Field "createConference" argument "year" of type "String!" is required, but it was not provided."#
            )
            try await console.check("document.getElementById('row-dialog').hidden", false)
            try await console.page.press(.tab)
            try await console.page.type("Texel")
            try await console.page.press(.tab)
            try await console.page.type("2017\n")
            try await console.waitForTable(rows: 4)
            try await console.checkColumn("name", ["UIKonf", "WWDC", "Swift Summit", "Swift Island"])
            try await console.checkModels(["Conference 4", "Attendee 5"])
            try await console.moveTo(row: 3, field: "name")
            try await console.page.press(.delete)
            try await console.page.waitUntil("!document.getElementById('confirm').hidden")
            try await console.check("document.getElementById('confirm-text').textContent.startsWith('Delete Conference Swift Island (')", true)
            try await console.page.press(.enter)
            try await console.waitForTable(rows: 3)
            try await console.page.waitUntil("document.getElementById('model-list').textContent.includes('Conference3')")
            let data = try await console.dev.data("{ _allConferencesMeta { count } }")
            #expect(data == ["_allConferencesMeta": ["count": 3]])
        }
    }

    static let talks = """
        type Speaker {
          id: ID! @isUnique
          name: String!
          talks: [Talk!]! @relation(name: "SpeakerTalks")
        }

        type Talk {
          id: ID! @isUnique
          title: String!
          accepted: Boolean
          level: Level
          startsAt: DateTime
          details: JSON
          minutes: Int
          rating: Float
          speaker: Speaker! @relation(name: "SpeakerTalks")
        }

        enum Level { BEGINNER INTERMEDIATE ADVANCED }
        """

    static let talksSeed = """
        mutation {
          createSpeaker(name: "Ada", talks: [{title: "Engines"}]) { id }
        }
        """

    /// Booleans and enums are chosen from a list, numbers and dates typed and checked,
    /// JSON edited as text; `null` has its own box; a value the API refuses stays in its input.
    @Test func cellsAreEditedWithInputsOfTheirType() async throws {
        try await ConsoleSession.with("data-typed", model: Self.talks, seed: Self.talksSeed) { console in
            try await console.openModel("Talk")
            let edits: [(field: String, tag: String, value: String, shown: String)] = [
                ("accepted", "SELECT", "true", "true"),
                ("level", "SELECT", "ADVANCED", "ADVANCED"),
                ("minutes", "INPUT", "45", "45"),
                ("rating", "INPUT", "4.5", "4.5"),
                ("startsAt", "INPUT", "2017-05-18T09:00:00.000Z", "2017-05-18T09:00:00.000Z"),
                ("details", "TEXTAREA", #"{"room": "A", "seats": [1, 2]}"#, #"{"room":"A","seats":[1,2]}"#),
            ]
            for edit in edits {
                try await console.moveTo(row: 0, field: edit.field)
                try await console.page.press(.enter)
                try await console.page.waitUntil("document.activeElement.closest('.editor-cell')")
                try await console.check("document.activeElement.tagName", edit.tag)
                if edit.tag == "SELECT" {
                    try await console.page.evaluate(
                        """
                        (() => { const e = document.activeElement; e.value = \(BrowserPage.literal(edit.value)); e.dispatchEvent(new Event('change', {bubbles: true})); })()
                        """)
                } else {
                    try await console.page.press(.character("a"), [.control])
                    try await console.page.type(edit.value)
                }
                try await console.page.press(.enter)
                try await console.page.waitUntil(
                    "!document.querySelector('#grid .editor-cell')",
                    show: "document.getElementById('data-error').textContent")
                try await console.checkColumn(edit.field, [edit.shown])
            }
            let data = try await console.dev.data("{ allTalks { accepted level minutes rating startsAt details } }")
            #expect(
                data == [
                    "allTalks": [
                        [
                            "accepted": true, "level": "ADVANCED", "minutes": 45, "rating": 4.5, "startsAt": "2017-05-18T09:00:00.000Z",
                            "details": ["room": "A", "seats": [1, 2]],
                        ]
                    ]
                ])
            // Not JSON: said so, the input keeps what was typed.
            try await console.moveTo(row: 0, field: "details")
            try await console.page.press(.enter)
            try await console.page.press(.character("a"), [.control])
            try await console.page.type("{oops")
            try await console.page.press(.enter)
            try await console.page.waitUntil("!document.getElementById('data-error').hidden")
            try await console.check("document.querySelector('#data-error span').textContent.startsWith('details: Not JSON: ')", true)
            try await console.check("document.activeElement.value", "{oops")
            try await console.page.press(.escape)
            // A date-time the API refuses: its message.
            try await console.moveTo(row: 0, field: "startsAt")
            try await console.page.press(.enter)
            try await console.page.press(.character("a"), [.control])
            try await console.page.type("tomorrow")
            try await console.page.press(.enter)
            try await console.page.waitUntil("document.getElementById('data-error').textContent.startsWith('startsAt')")
            try await console.check(
                "document.querySelector('#data-error span').textContent",
                #"startsAt must be an ISO-8601 date-time, got "tomorrow". (INVALID_ARGUMENT)"#)
            try await console.page.press(.escape)
            // null, through its box.
            try await console.moveTo(row: 0, field: "minutes")
            try await console.page.press(.enter)
            try await console.page.evaluate("document.querySelector('#grid .editor-cell .null-box input').checked = true")
            try await console.page.press(.enter)
            try await console.page.waitUntil("!document.querySelector('#grid .editor-cell')")
            try await console.checkColumn("minutes", ["null"])
        }
    }

    /// Deleting a speaker whose talk requires them is refused, in the API's words.
    @Test func aRefusedDeleteShowsTheAPIsError() async throws {
        try await ConsoleSession.with("data-refused", model: Self.talks, seed: Self.talksSeed) { console in
            try await console.check("document.getElementById('crumbs').textContent", "Speaker")
            try await console.moveTo(row: 0, field: "name")
            try await console.page.press(.delete)
            try await console.page.waitUntil("!document.getElementById('confirm').hidden")
            try await console.page.press(.enter)
            try await console.page.waitUntil("!document.getElementById('data-error').hidden")
            let speaker = try #require(try await console.dev.data("{ allSpeakers { id } }")["allSpeakers"]?.arrayValue?.first?["id"]?.stringValue)
            let direct = try await console.dev.response(#"mutation { deleteSpeaker(id: "\#(speaker)") { id } }"#)
            let message = try #require(direct["errors"]?.arrayValue?.first?["message"]?.stringValue)
            try await console.check("document.querySelector('#data-error span').textContent", message + " (REQUIRED_RELATION)")
            try await console.checkColumn("name", ["Ada"])
            // A talk is added with the id of its speaker.
            try await console.openModel("Talk")
            try await console.page.press(.character("n"))
            try await console.page.waitUntil("!document.getElementById('row-dialog').hidden")
            try await console.page.type("Compilers")
            try await console.page.evaluate("document.querySelector('#row-form input[aria-label=speakerId]').value = \(BrowserPage.literal(speaker))")
            try await console.page.evaluate("document.getElementById('row-save').click()")
            try await console.waitForTable(rows: 2)
            try await console.checkColumn("title", ["Engines", "Compilers"])
        }
    }

    /// Grafbase's collections: the same table, paged through the connection's cursors, counted by their totalCount.
    @Test func collectionsBrowseTooWithoutLiveUpdates() async throws {
        let seed = #"mutation { postCreate(input: {title: "Hello", body: "First", comments: [{create: {message: "Nice"}}]}) { post { id } } }"#
        try await ConsoleSession.with("data-collections", model: try ConsoleFixtures.blog, seed: seed) { console in
            // Counts from the connections' totalCount.
            try await console.page.waitUntil("document.getElementById('model-list').textContent === 'Post1Comment1'")
            try await console.checkColumn("title", ["Hello"])
            try await console.checkColumn("comments", ["1 ›"])
            try await console.check("document.getElementById('live').dataset.state", "off")
            try await console.moveTo(row: 0, field: "body")
            try await console.page.press(.enter)
            try await console.page.press(.character("a"), [.control])
            try await console.page.type("Edited")
            try await console.page.press(.enter)
            try await console.page.waitUntil("!document.querySelector('#grid .editor-cell')")
            let data = try await console.dev.data("{ postCollection(first: 1) { edges { node { body } } } }")
            #expect(data == ["postCollection": ["edges": [["node": ["body": "Edited"]]]]])
            try await console.moveTo(row: 0, field: "comments")
            try await console.page.press(.enter)
            try await console.page.waitUntil("document.getElementById('crumbs').textContent === 'Post › Hello › comments'")
            try await console.waitForTable(rows: 1)
            try await console.checkColumn("message", ["Nice"])
        }
    }
}
