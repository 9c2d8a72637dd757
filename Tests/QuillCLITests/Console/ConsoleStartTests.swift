import Foundation
import QuillTestSupport
import Testing

/// `quill start --console`: the console served by the production command, reading and
/// writing through the API with the token entered in its Headers, refused as any client is.
@Suite(.serialized) struct ConsoleStartTests {
    @Test func quillStartServesTheConsoleWhichSendsTheUsersToken() async throws {
        let mint = try await TokenMint.shared()
        let now = TokenMint.now
        let tokens = try await mint.tokens([(.hs256, #"{"sub":"ada","exp":\#(now + 600)}"#, "{}"), (.hs256, #"{"sub":"ada","exp":\#(now - 600)}"#, "{}")])
        let options = ["--migrate", "--console", "--jwt-secret-file", mint.secretFile]
        try await ConsoleSession.with("start", model: try ConsoleFixtures.conferencePlanner, command: "start", options: options) { console in
            #expect(console.dev.output.contains("Playground:       \(console.base)/\n"))
            try await console.page.waitUntil("document.getElementById('model-list').textContent === 'Conference0Attendee0'")
            // An expired token in the Headers: the schema is read again, and refused in the API's words.
            try await console.setHeaders(#"{"Authorization": "Bearer \#(tokens[1])"}"#)
            try await console.page.waitUntil("document.getElementById('data').dataset.state === 'empty'")
            try await console.check("document.getElementById('crumbs').textContent", "No schema from /graphql: The token has expired.")
            // A valid one: the tables again, and a row added through the API.
            try await console.setHeaders(#"{"Authorization": "Bearer \#(tokens[0])"}"#)
            try await console.waitForTable()
            _ = try await console.dev.data(#"mutation { createConference(name: "UIKonf", city: "Berlin", year: "2017") { id } }"#)
            try await console.waitForTable(rows: 1)
            try await console.checkColumn("name", ["UIKonf"])
        }
    }
}
