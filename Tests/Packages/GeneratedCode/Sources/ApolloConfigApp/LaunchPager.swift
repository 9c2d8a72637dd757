import Quill

/// Apollo iOS 1.x code over the types the plugin generates from the target's
/// apollo-codegen-config.json (embedded in the target: the `RocketReserverAPI` namespace,
/// Apollo's `GraphQLNullable` and `GraphQLEnum` shapes).
final class LaunchPager {
    let client: ApolloClient
    private(set) var sites: [String] = []
    private var cursor: String?

    init(client: ApolloClient) {
        self.client = client
    }

    func next() async throws {
        let query = RocketReserverAPI.LaunchListQuery(cursor: cursor ?? .null, size: .some(.init(.small)))
        let result = try await client.fetch(query: query)
        guard let page = result.data?.launches else { return }
        cursor = page.cursor
        sites += page.launches.compactMap { $0?.site }
    }
}
