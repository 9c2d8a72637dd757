import Foundation
import Quill

// Fetches the notes once and prints them: the query of Notes.graphql (which
// QuillCodegenPlugin makes Swift at every build), sent by QuillClient to `quill dev`
// (`swift run`, or `swift run NAME --endpoint URL` for another server).

let arguments = CommandLine.arguments
let endpoint = arguments.firstIndex(of: "--endpoint").flatMap { arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil }
    ?? URL(string: "http://localhost:4000/graphql")!
let client = QuillClient(url: endpoint)

/// Fetches the notes once and prints them.
func printNotes(from client: QuillClient) async throws {
    let result = try await client.fetch(query: NotesQuery())
    if let errors = result.errors, !errors.isEmpty { throw errors[0] }
    for note in result.data?.noteCollection?.edges?.compactMap({ $0?.node }) ?? [] {
        print(note.text)
    }
}

do {
    try await printNotes(from: client)
} catch {
    FileHandle.standardError.write(Data("\(URL(fileURLWithPath: arguments[0]).lastPathComponent): \(error.localizedDescription)\n".utf8))
    exit(1)
}
