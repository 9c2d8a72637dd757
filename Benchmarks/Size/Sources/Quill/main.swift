import Foundation
import Quill

// Seed 000's conference list with Quill: fetched into the normalized cache, then watched
// (the watcher's first result is the cache's).
let url = URL(string: CommandLine.arguments.dropFirst().first ?? "http://127.0.0.1:4000/graphql")!
let client = QuillClient(url: url)
let result: GraphQLResult<AllConferencesQuery.Data> = try await client.fetch(query: AllConferencesQuery())
for conference in result.data?.allConferences ?? [] {
    print(conference.name)
}
let watcher = client.watch(query: AllConferencesQuery(), cachePolicy: .returnCacheDataDontFetch)
for await element in watcher {
    if case .success(let cached) = element { print("watched: \(cached.data?.allConferences.count ?? 0) conferences") }
    break
}
