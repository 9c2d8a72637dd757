import Foundation
import Quill

// Fetches the conferences once and prints them: seed 000's first query (the .graphql file
// beside this one, which QuillCodegenPlugin makes Swift at every build), sent by QuillClient
// to `quill dev` (`swift run`, or `swift run NAME --endpoint URL` for another server).

let arguments = CommandLine.arguments
let endpoint = arguments.firstIndex(of: "--endpoint").flatMap { arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil }
    ?? URL(string: "http://localhost:4000/graphql")!
let client = QuillClient(url: endpoint)

/// Fetches the conferences once and prints them.
func printConferences(from client: QuillClient) async throws {
    let result = try await client.fetch(query: AllConferencesQuery())
    if let errors = result.errors, !errors.isEmpty { throw errors[0] }
    for conference in result.data?.allConferences.map(\.fragments.conferenceDetails) ?? [] {
        let attendees = conference.attendees?.count ?? 0
        print("\(conference.name) \(conference.year) — \(conference.city) (\(attendees) \(attendees == 1 ? "attendee" : "attendees"))")
    }
}

do {
    try await printConferences(from: client)
} catch {
    FileHandle.standardError.write(Data("\(URL(fileURLWithPath: arguments[0]).lastPathComponent): \(error.localizedDescription)\n".utf8))
    exit(1)
}
