import Dispatch
import Foundation
import Quill
import QuillTestSupport
import Testing

/// The pager over Relay connections (the Blog's `postCollection`) and over seed 004's
/// `launches { cursor hasMore }`, with its pages watched.
@Suite(.timeLimit(.minutes(2))) struct PaginationTests {
    /// Six posts: the seed's and five more.
    private func withPosts(_ body: (QuillClient, RecordingResponder) async throws -> Void) async throws {
        try await withExampleBackend("Blog") { url, server in
            let client = QuillClient(url: url)
            for number in 2...6 {
                _ = try await client.fetch(
                    GraphQLTextRequest(query: #"mutation { postCreate(input: { title: "Post \#(number)", body: "" }) { post { id } } }"#),
                    as: Created.self)
            }
            try await body(client, server)
        }
    }

    private struct Created: Decodable {}

    private let titles = ["Swift + GraphQL!", "Post 2", "Post 3", "Post 4", "Post 5", "Post 6"]

    @Test func forwardOverARelayConnection() async throws {
        try await withPosts { client, server in
            let pager = GraphQLQueryPager(
                client: client, initialQuery: PostsPageQuery(first: 2),
                extractPageInfo: { data in
                    CursorBasedPagination.Forward(
                        hasNext: data.postCollection?.pageInfo.hasNextPage ?? false, endCursor: data.postCollection?.pageInfo.endCursor)
                },
                pageResolver: { page, direction in direction == .next ? PostsPageQuery(first: 2, after: page.endCursor) : nil })
            var outputs = pager.makeAsyncIterator()
            try await pager.fetch()
            #expect(await outputs.next()?.allPages.flatMap(\.titles) == Array(titles[0..<2]))
            #expect(pager.canLoadNext)
            try await pager.loadNext()
            #expect(await outputs.next()?.allPages.flatMap(\.titles) == Array(titles[0..<4]))
            try await pager.loadNext()
            let last = await outputs.next()
            #expect(last?.allPages.flatMap(\.titles) == titles)
            #expect(last?.nextPages.count == 2)
            #expect(!pager.canLoadNext)
            await #expect(throws: PaginationError.pageHasNoMoreContent) { try await pager.loadNext() }
            let requests = server.count
            #expect(requests == 5 + 3)
        }
    }

    @Test func backwardAndBothWays() async throws {
        try await withPosts { client, _ in
            // Start in the middle: the page after the second post.
            let start = try await client.fetch(query: PostsPageQuery(first: 2))
            let cursor = try #require(start.data?.postCollection?.pageInfo.endCursor)
            // A page fetched forward may say it has no previous page (Relay allows it): the
            // list's first cursor tells.
            let firstCursor = try #require(start.data?.postCollection?.pageInfo.startCursor)
            let pager = GraphQLQueryPager(
                client: client, initialQuery: PostsPageQuery(first: 2, after: cursor),
                extractPageInfo: { data in
                    let info = data.postCollection?.pageInfo
                    return CursorBasedPagination.Bidirectional(
                        hasNext: info?.hasNextPage ?? false, endCursor: info?.endCursor,
                        hasPrevious: info?.hasPreviousPage == true || info?.startCursor != firstCursor, startCursor: info?.startCursor)
                },
                pageResolver: { page, direction in
                    switch direction {
                    case .next: PostsPageQuery(first: 2, after: page.endCursor)
                    case .previous: PostsPageQuery(last: 2, before: page.startCursor)
                    }
                })
            try await pager.fetch()
            #expect(pager.currentOutput.initialPage?.titles == ["Post 3", "Post 4"])
            #expect(pager.canLoadPrevious)
            try await pager.loadPrevious()
            try await pager.loadNext()
            let output = pager.currentOutput
            #expect(output.previousPages.map(\.titles) == [["Swift + GraphQL!", "Post 2"]])
            #expect(output.nextPages.map(\.titles) == [["Post 5", "Post 6"]])
            #expect(output.allPages.flatMap(\.titles) == titles)
            #expect(!pager.canLoadPrevious)
            #expect(!pager.canLoadNext)
        }
    }

    @Test func aMutationUpdatesAWatchedPage() async throws {
        try await withPosts { client, server in
            let pager = GraphQLQueryPager(
                client: client, initialQuery: PostsPageQuery(first: 3),
                extractPageInfo: {
                    CursorBasedPagination.Forward(
                        hasNext: $0.postCollection?.pageInfo.hasNextPage ?? false, endCursor: $0.postCollection?.pageInfo.endCursor)
                },
                pageResolver: { page, _ in PostsPageQuery(first: 3, after: page.endCursor) })
            var outputs = pager.makeAsyncIterator()
            try await pager.fetch()
            try await pager.loadNext()
            _ = await outputs.next()
            let second = await outputs.next()
            let post5 = try #require(second?.nextPages.first?.postCollection?.edges?[1]?.node)
            #expect(post5.title == "Post 5")
            let before = server.count
            _ = try await client.perform(mutation: UpdatePostTitleMutation(id: post5.id, title: "Post 5, edited"))
            let updated = await outputs.next()
            #expect(updated?.allPages.flatMap(\.titles) == titles.map { $0 == "Post 5" ? "Post 5, edited" : $0 })
            #expect(updated?.lastUpdatedPage?.titles == ["Post 4", "Post 5, edited", "Post 6"])
            #expect(server.count == before + 1)
        }
    }

    @Test func aLoadWhileOneIsInFlightIsRefused() async throws {
        let release = Flag()
        let secondArrived = Inbox<Bool>()
        @Sendable func page(_ ids: [Int], hasMore: Bool) -> String {
            let launches = ids.map { #"{"__typename":"Launch","id":"\#($0)","site":null,"mission":null}"# }.joined(separator: ",")
            return
                #"{"data":{"launches":{"__typename":"LaunchConnection","hasMore":\#(hasMore),"cursor":"\#(ids.last!)","launches":[\#(launches)]}}}"#
        }
        // The second page's answer waits until the test has tried a third load.
        let server = try ScriptedHTTPServer { index, _ in
            if index == 1 {
                secondArrived.send(true)
                await release.wait()
            }
            return .http(status: 200, body: index == 0 ? page([3, 2], hasMore: true) : page([1], hasMore: false))
        }
        defer { server.stop() }
        let client = QuillClient(url: URL(string: "http://127.0.0.1:\(server.port)/graphql")!)
        let pager = GraphQLQueryPager(
            client: client, initialQuery: LaunchListQuery(),
            extractPageInfo: { CursorBasedPagination.Forward(hasNext: $0.launches.hasMore, endCursor: $0.launches.cursor) },
            pageResolver: { page, _ in LaunchListQuery(cursor: page.endCursor) })
        await #expect(throws: PaginationError.missingInitialPage) { try await pager.loadNext() }
        try await pager.fetch()
        let loading = Task { try await pager.loadNext() }
        _ = try await secondArrived.next()
        await #expect(throws: PaginationError.loadInProgress) { try await pager.loadNext() }
        await #expect(throws: PaginationError.loadInProgress) { try await pager.refetch() }
        release.set()
        try await loading.value
        #expect(pager.currentOutput.allPages.flatMap { $0.launches.launches.compactMap { $0?.id } } == ["3", "2", "1"])
        #expect(server.received.count == 2)
    }

    @Test func anyShapeThroughClosuresSeed004Launches() async throws {
        let server = try launchesServer(count: 45)
        try await withHTTPServer(server) { url in
            let client = QuillClient(url: url)
            let pager = GraphQLQueryPager(
                client: client, initialQuery: LaunchListQuery(),
                extractPageInfo: { CursorBasedPagination.Forward(hasNext: $0.launches.hasMore, endCursor: $0.launches.cursor) },
                pageResolver: { page, direction in direction == .next ? LaunchListQuery(cursor: page.endCursor) : nil })
            try await pager.loadAll()
            let ids = pager.currentOutput.allPages.flatMap { $0.launches.launches.compactMap { $0?.id } }
            #expect(ids == (1...45).reversed().map(String.init))
            #expect(pager.currentOutput.nextPages.count == 2)
            #expect(server.count == 3)
            let patch = pager.currentOutput.initialPage?.launches.launches.first??.mission?.missionPatch
            #expect(patch == "https://images.example/45-small.png")
            // Refetch starts over from the server.
            try await pager.refetch()
            #expect(pager.currentOutput.nextPages.isEmpty)
            #expect(server.count == 4)
        }
    }
}
