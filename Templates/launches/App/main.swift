import Foundation
import Quill

// Fetches the first page of launches once and prints it: seed 004's LaunchList (the .graphql
// file beside this one, which QuillCodegenPlugin makes Swift at every build), sent by
// QuillClient to `quill dev` (`swift run`, or `swift run NAME --endpoint URL` for another server).

let arguments = CommandLine.arguments
let endpoint = arguments.firstIndex(of: "--endpoint").flatMap { arguments.indices.contains($0 + 1) ? URL(string: arguments[$0 + 1]) : nil }
    ?? URL(string: "http://localhost:4000/graphql")!
let client = QuillClient(url: endpoint)

/// Fetches the first page of launches once and prints them.
func printFirstPage(from client: QuillClient) async throws {
    let result = try await client.fetch(query: LaunchListQuery())
    if let errors = result.errors, !errors.isEmpty { throw errors[0] }
    let page = result.data?.launchCollection
    for launch in page?.edges?.compactMap({ $0?.node }) ?? [] {
        print("\(launch.flightNumber)  \(launch.missionName ?? "?") — \(launch.site ?? "?")")
    }
    print("more: \(page?.pageInfo.hasNextPage == true ? "yes" : "no")")
}

do {
    try await printFirstPage(from: client)
} catch {
    FileHandle.standardError.write(Data("\(URL(fileURLWithPath: arguments[0]).lastPathComponent): \(error.localizedDescription)\n".utf8))
    exit(1)
}
