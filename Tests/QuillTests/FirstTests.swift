import Foundation
import Quill
import Testing

@Suite struct FirstTests {
    @Test func fetchesAndReadsBack() async throws {
        let sdl = "type Query { allConferences: [Conference!] } type Conference { id: String! name: String! city: String! year: String! attendees: [Attendee!] } type Attendee { id: String! }"
        let root: JSONValue = ["allConferences": [["id": "c1", "name": "UIKonf", "city": "Berlin", "year": "2017", "attendees": [["id": "a1"]]]]]
        let server = try jsonRootServer(sdl: sdl, root: root)
        try await withHTTPServer(server) { url in
            let client = QuillClient(url: url)
            let result = try await client.fetch(query: AllConferencesQuery())
            #expect(result.source == .server)
            #expect(result.data?.allConferences?.first?.fragments.conferenceDetails.name == "UIKonf")
            let cached = try await client.fetch(query: AllConferencesQuery())
            #expect(cached.source == .cache)
            #expect(cached.data == result.data)
            #expect(server.count == 1)
            print(server.requests[0].body)
        }
    }
}
