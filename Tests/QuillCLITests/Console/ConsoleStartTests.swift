import Foundation
import QuillHTTP1
import QuillTestSupport
import Testing

/// `quill start --console`: the console served by the production command, reading and
/// writing through the API with the token entered in its Headers, refused as any client is.
@Suite(.serialized) struct ConsoleStartTests {
    @Test func quillStartServesTheConsoleWhichSendsTheUsersToken() async throws {
        let mint = try await TokenMint.shared()
        let now = TokenMint.now
        let tokens = try await mint.tokens([
            (.hs256, #"{"sub":"ada","exp":\#(now + 600)}"#, "{}"), (.hs256, #"{"sub":"ada","exp":\#(now - 600)}"#, "{}"),
        ])
        let options = ["--migrate", "--console", "--jwt-secret-file", mint.secretFile]
        // At / (the data browser, as it is the default view), not waiting for a table: there is none without a token.
        let model = try ConsoleFixtures.conferencePlanner
        try await ConsoleSession.with("start", model: model, command: "start", options: options, fragment: "") { console in
            #expect(console.dev.output.contains("Playground:       \(console.base)/\n"))
            // Without a token: the schema, but the rows are refused in the API's words.
            try await console.page.waitUntil("document.getElementById('data').dataset.state === 'error'")
            try await console.check("document.querySelector('#data-error span').textContent", "Sign in to read Conference. (UNAUTHENTICATED)")
            // An expired token in the Headers: the schema is read again, and refused.
            try await console.setHeaders(#"{"Authorization": "Bearer \#(tokens[1])"}"#)
            try await console.page.waitUntil("document.getElementById('data').dataset.state === 'empty'")
            try await console.check("document.getElementById('crumbs').textContent", "No schema from /graphql: The token has expired.")
            // A valid one: the tables, and a row another client adds.
            try await console.setHeaders(#"{"Authorization": "Bearer \#(tokens[0])"}"#)
            try await console.waitForTable()
            try await console.page.waitUntil("document.getElementById('model-list').textContent === 'Conference0Attendee0'")
            let signedIn: HTTPHeaders = ["Authorization": "Bearer \(tokens[0])"]
            _ = try await console.dev.data(#"mutation { createConference(name: "UIKonf", city: "Berlin", year: "2017") { id } }"#, headers: signedIn)
            try await console.waitForTable(rows: 1)
            try await console.checkColumn("name", ["UIKonf"])
        }
    }
}
