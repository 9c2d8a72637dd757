import Foundation
import GraphQL
import QuillTestSupport
import Testing

/// Seed 000 as its reader does it, in the browser against `quill dev` on a new database:
/// the two conferences created in the Playground (each mutation picked from the Run menu,
/// once), checked in the data browser, an attendee registered by the app (another client)
/// appearing live; on the way, completion offers `allConferences` after `allC` and an
/// invalid field is underlined with the engine's message before anything runs.
@Suite(.serialized) struct ConsoleSeedFlowTests {
    static let tutorialMutations = """
        mutation createUIKonfMutation {
          createConference(name: "UIKonf", city: "Berlin", year: "2017") {
            id
          }
        }

        mutation createWWDCMutation {
          createConference(name: "WWDC", city: "San Jose", year: "2017") {
            id
          }
        }
        """

    static let area = "document.querySelector('#query-editor textarea')"

    func setQuery(_ page: BrowserPage, _ text: String, cursor: Int? = nil) async throws {
        let at = cursor.map(String.init) ?? "a.value.length"
        try await page.evaluate(
            """
            (() => { const a = \(Self.area); a.focus(); a.value = \(BrowserPage.literal(text)); a.dispatchEvent(new Event('input')); a.setSelectionRange(\(at), \(at)); })()
            """)
    }

    @Test func seed000ThroughTheBrowser() async throws {
        let model = try ConsoleFixtures.conferencePlanner
        try await ConsoleSession.with("seed-000", model: model, fragment: "#playground") { console in
            let page = console.page
            try await page.waitUntil("document.getElementById('docs').dataset.state === 'loaded'")

            // "Add the following GraphQL code into the left section of the Playground."
            try await setQuery(page, Self.tutorialMutations)
            // "Click the Play button and select each of the mutations displayed in the dropdown only once."
            try await page.click("#run")
            try await page.waitUntil("!document.getElementById('opmenu').hidden")
            try await console.check(
                "[...document.querySelectorAll('#opmenu button')].map(b => b.textContent)",
                ["mutationcreateUIKonfMutation", "mutationcreateWWDCMutation"])
            try await page.press(.enter)
            try await page.waitUntil("document.getElementById('response').dataset.state === 'done'")
            try await console.check("JSON.parse(document.getElementById('response').textContent).data.createConference.id.length > 0", true)
            try await page.click("#run")
            try await page.waitUntil("!document.getElementById('opmenu').hidden")
            try await page.press(.arrowDown)
            try await page.press(.enter)
            try await page.waitUntil("document.getElementById('history').children.length === 2")
            try await page.waitUntil("document.getElementById('response').dataset.state === 'done'")
            try await console.screenshot("seed-000-mutations")

            // "…or send the allConferences query you saw before in the Playground": completion
            // offers allConferences after allC.
            try await setQuery(page, "{\n  \n}", cursor: 4)
            try await page.type("allC")
            try await page.waitUntil("!document.getElementById('completions').hidden")
            try await console.check("document.querySelector('#completions li.on .label').textContent", "allConferences")
            try await console.check("document.querySelector('#completions .info b').textContent", "allConferences")
            try await console.screenshot("seed-000-completion")
            try await page.press(.enter)
            try await page.type(" { name city year")
            try await page.press(.enter)
            try await page.type("}")
            try await console.check("\(Self.area).value", "{\n  allConferences { name city year\n  }\n}")
            try await page.press(.enter, [.control])
            try await page.waitUntil(
                "document.getElementById('response').dataset.state === 'done' && document.getElementById('response').textContent.includes('allConferences')"
            )
            let response = try JSONReader().read(try await page.evaluate("JSON.parse(document.getElementById('response').textContent)"))
            #expect(
                response == [
                    "data": [
                        "allConferences": [
                            ["name": "UIKonf", "city": "Berlin", "year": "2017"], ["name": "WWDC", "city": "San Jose", "year": "2017"],
                        ]
                    ]
                ])

            // A misspelt field is underlined before running, with the engine's message, graphql-js's too.
            let document = "{\n  allConferences { name citty }\n}"
            let input = JSONValue.object([
                "schema": .string(try exampleText("ConferencePlanner/generated-api.graphql")), "documents": [.string(document)],
            ])
            let graphQLJS = try JSONReader().read(try await GraphQLJSScript.run("validate.cjs", input: input.serialized()))
            let expected = try #require(graphQLJS.arrayValue?.first?["errors"]?.arrayValue?.first?.stringValue)
            try await setQuery(page, "{\n  allConferences { name  }\n}", cursor: 26)
            try await page.type("citty")
            try await page.waitUntil("document.querySelector('#query-editor pre .e')")
            try await console.check("[...document.querySelectorAll('#query-editor pre .e')].map(e => e.textContent)", ["citty"])
            try await console.check(
                "document.querySelector('#lint .where').textContent + ': ' + document.querySelector('#lint .message').textContent", expected)
            try await console.check("document.getElementById('history').children.length", 3)
            try await console.screenshot("seed-000-underlined")

            // "View the current state of your database using the data browser."
            try await page.press(.character("d", shifted: true), [.alt, .shift])
            try await console.waitForTable(rows: 2)
            try await console.checkColumn("name", ["UIKonf", "WWDC"])
            try await console.checkColumn("city", ["Berlin", "San Jose"])
            try await console.checkModels(["Conference 2", "Attendee 0"])
            try await console.screenshot("seed-000-conferences")

            // "Type a name into the text field, then click the Save button": the app (another
            // client) registers an attendee, and the open table shows it without a reload.
            try await console.openModel("Attendee")
            try await console.check("document.querySelector('#grid tbody tr.empty') !== null", true)
            try await page.waitUntil("document.getElementById('live').dataset.state === 'live'")
            let register = try exampleText("ConferencePlanner/RegisterViewController.graphql")
            _ = try await console.dev.data(register, operationName: "CreateAttendee", variables: ["name": "Ada"])
            try await console.waitForTable(rows: 1)
            try await console.checkColumn("name", ["Ada"])
            try await console.check("document.querySelector('#grid tbody tr').classList.contains('fresh')", true)
            try await page.waitUntil("document.getElementById('model-list').textContent.includes('Attendee1')")
            try await console.screenshot("seed-000-attendee")
        }
    }
}
