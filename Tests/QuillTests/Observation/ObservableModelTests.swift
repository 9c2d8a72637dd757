import Foundation
import QuillTestOperations
import QuillTestSupport
import Testing

@testable import Quill

/// The Observation-native models against `quill dev` serving the ConferencePlanner: what a
/// SwiftUI view over them would see, on the main actor, change by change. (Observation
/// needs macOS 14 and iOS 17: each test says so.)
@MainActor @Suite(.timeLimit(.minutes(3))) struct ObservableModelTests {
    /// Counts the requests that reach the server.
    struct CountingInterceptor: GraphQLInterceptor {
        let count: Observed<Int>

        func intercept<Operation>(_ request: GraphQLHTTPRequest<Operation>, chain: RequestChain) async throws
            -> InterceptorResult<Operation>
        {
            count.update { $0 += 1 }
            return try await chain.proceed(request)
        }
    }

    /// A client of `url` (subscriptions over Server-Sent Events) and its requests' count.
    private func client(_ url: URL) -> (QuillClient, requests: Observed<Int>) {
        let store = QuillStore()
        let requests = Observed(0)
        let provider = DefaultInterceptorProvider(store: store, additionalInterceptors: [CountingInterceptor(count: requests)])
        let transport = ServerSentEventsTransport(url: url, store: store, interceptorProvider: provider)
        return (QuillClient(networkTransport: transport, store: store), requests)
    }

    /// Runs `body` with a fresh `quill dev` of the ConferencePlanner.
    private func withPlanner(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quill-observation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withQuillDev(database: directory.appendingPathComponent("data.sqlite")) { dev in try await body(dev.url) }
    }

    private func watchers(_ client: QuillClient) -> Int {
        client.store.state.withLock { $0.watchers.count }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aWarmCacheIsInTheFirstFrameAndThePolicysFetchIsOneChange() async throws {
        try await withPlanner { url in
            let (client, requests) = client(url)
            _ = try await client.fetch(query: AllConferencesQuery())
            let conferences = client.observableQuery(AllConferencesQuery())
            // The first frame: before any suspension, the cache's data.
            #expect(conferences.data?.allConferences.map(\.fragments.conferenceDetails.name) == ["UIKonf", "WWDC", "Swift Summit"])
            #expect(conferences.source == .cache)
            #expect(conferences.isLoading)
            let changes = ObservedChanges {
                _ = conferences.data
                _ = conferences.source
                _ = conferences.isLoading
                _ = conferences.errors
                _ = conferences.error
            }
            // returnCacheDataAndFetch: the server's answer, the same data, is one change.
            #expect(await changes.count.wait { $0 == 1 })
            #expect(!conferences.isLoading)
            #expect(conferences.source == .server)
            #expect(conferences.data?.allConferences.count == 3)
            #expect(conferences.errors.isEmpty && conferences.error == nil)
            #expect(requests.value == 2)
            // refetch: loading at once, then the server's answer.
            conferences.refetch()
            #expect(conferences.isLoading)
            #expect(await changes.count.wait { $0 == 3 })
            #expect(!conferences.isLoading && conferences.source == .server)
            #expect(requests.value == 3)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aColdCacheUnderReturnCacheDataElseFetchLoadsOnceAndAWarmOneSendsNothing() async throws {
        try await withPlanner { url in
            let (client, requests) = client(url)
            let cold = client.observableQuery(AllConferencesQuery(), cachePolicy: .returnCacheDataElseFetch)
            #expect(cold.data == nil && cold.source == nil && cold.isLoading)
            let changes = ObservedChanges { _ = cold.data }
            #expect(await changes.count.wait { $0 == 1 })
            #expect(cold.source == .server && !cold.isLoading)
            #expect(requests.value == 1)
            let warm = client.observableQuery(AllConferencesQuery(), cachePolicy: .returnCacheDataElseFetch)
            #expect(warm.data == cold.data && warm.source == .cache && !warm.isLoading)
            // Another request would pass the interceptor before any other: a mutation's is the next.
            _ = try await client.perform(mutation: CreateConferenceMutation(name: "try! Swift", city: "Tokyo"))
            #expect(requests.value == 2)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aMutationOfItsDataChangesItOnceAndOneOfOtherFieldsNever() async throws {
        try await withPlanner { url in
            let (client, _) = client(url)
            _ = try await client.fetch(query: AllConferencesQuery())
            let conferences = client.observableQuery(AllConferencesQuery(), cachePolicy: .returnCacheDataElseFetch)
            let first = try #require(conferences.data?.allConferences.first?.fragments.conferenceDetails)
            let attendee = try #require(first.attendees?.first?.id)
            let changes = ObservedChanges {
                _ = conferences.data
                _ = conferences.source
                _ = conferences.isLoading
            }
            // An attendee's name: the list reads its id only.
            _ = try await client.perform(mutation: RenameAttendeeMutation(id: attendee, name: "Ann"))
            _ = try await client.perform(mutation: RenameConferenceMutation(id: first.id, name: "UIKonf 2026"))
            #expect(await changes.count.wait { $0 == 1 })
            #expect(conferences.data?.allConferences.first?.fragments.conferenceDetails.name == "UIKonf 2026")
            #expect(conferences.source == .cache)
            // And nothing more: a change of its data after these is the second.
            _ = try await client.perform(mutation: RenameConferenceMutation(id: first.id, name: "UIKonf"))
            #expect(await changes.count.wait { $0 == 2 })
            #expect(conferences.data?.allConferences.first?.fragments.conferenceDetails.name == "UIKonf")
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func releasedItStopsWatchingAndSendsNothing() async throws {
        try await withPlanner { url in
            let (client, requests) = client(url)
            var conferences: ObservableQuery<AllConferencesQuery>? = client.observableQuery(AllConferencesQuery())
            let changes = ObservedChanges { [weak conferences] in _ = conferences?.isLoading }
            #expect(await changes.count.wait { $0 == 1 })
            let id = try #require(conferences?.data?.allConferences.first?.fragments.conferenceDetails.id)
            #expect(watchers(client) == 1)
            conferences = nil
            #expect(watchers(client) == 0)
            _ = try await client.perform(mutation: RenameConferenceMutation(id: id, name: "UIKonf 2026"))
            // The mutation only: no watcher fetched again.
            #expect(requests.value == 2)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aFragmentFollowsItsRecordAndWaitsForAMissingOne() async throws {
        try await withPlanner { url in
            let (client, requests) = client(url)
            let list = try await client.fetch(query: AllConferencesQuery())
            let ids = try #require(list.data?.allConferences.map(\.fragments.conferenceDetails.id))
            let uikonf = client.observableFragment(ConferenceDetails.self, key: "Conference:\(ids[0])")
            #expect(uikonf.data?.name == "UIKonf" && uikonf.error == nil)
            let changes = ObservedChanges { _ = uikonf.data }
            _ = try await client.perform(mutation: RenameConferenceMutation(id: ids[1], name: "WWDC 2026"))
            _ = try await client.perform(mutation: RenameConferenceMutation(id: ids[0], name: "UIKonf 2026"))
            #expect(await changes.count.wait { $0 == 1 })
            #expect(uikonf.data?.name == "UIKonf 2026")
            #expect(requests.value == 3)

            let created = client.observableFragment(ConferenceDetails.self, key: "Conference:new")
            guard case .miss? = created.error?.reason else {
                Issue.record("not a miss: \(String(describing: created.error))")
                return
            }
            #expect(created.data == nil)
            let arrival = ObservedChanges { _ = created.data }
            let conference = try #require(
                try await client.perform(mutation: CreateConferenceMutation(name: "try! Swift", city: "Tokyo")).data?.createConference)
            let fresh = client.observableFragment(ConferenceDetails.self, key: "Conference:\(conference.id)")
            // The record has the mutation's fields but not the fragment's `year` and `attendees`.
            #expect(fresh.data == nil && fresh.error != nil)
            let filled = ObservedChanges { _ = fresh.data }
            _ = try await client.fetch(query: AllConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
            #expect(await filled.count.wait { $0 == 1 })
            #expect(fresh.data?.name == "try! Swift" && fresh.error == nil)
            #expect(arrival.count.value == 0)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aSubscriptionChangesWithEachEvent() async throws {
        try await withPlanner { url in
            let (client, _) = client(url)
            let list = try await client.fetch(query: AllConferencesQuery())
            let id = try #require(list.data?.allConferences.first?.fragments.conferenceDetails.id)
            let events = client.observableSubscription(ConferenceEventsSubscription())
            #expect(events.isActive && events.eventCount == 0 && events.data == nil)
            let changes = ObservedChanges { _ = events.eventCount }
            let other = QuillClient(url: url)
            // The subscription's start on the server is not observable: rename until an event comes.
            for attempt in 1...60 where events.eventCount == 0 {
                _ = try await other.perform(mutation: RenameConferenceMutation(id: id, name: "UIKonf \(attempt)"))
                _ = await changes.count.wait(timeout: 1) { $0 > 0 }
            }
            #expect(events.eventCount >= 1 && events.isActive && events.error == nil)
            #expect(events.data?.Conference?.mutation == .updated)
            #expect(events.data?.Conference?.node?.name.hasPrefix("UIKonf ") == true)
        }
    }

    @Test @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func aPagerLoadsPagesAndFollowsTheCache() async throws {
        try await withPlanner { url in
            let (client, _) = client(url)
            let pager = client.observablePager(
                initialQuery: ConferencePageQuery(),
                extractPageInfo: { page in
                    CursorBasedPagination.Forward(
                        hasNext: page.allConferences.count == 2, endCursor: page.allConferences.last?.fragments.conferenceDetails.id)
                },
                pageResolver: { info, direction in direction == .next ? ConferencePageQuery(after: info.endCursor) : nil })
            #expect(pager.pages.isEmpty && pager.isLoading)
            let loaded = ObservedChanges { _ = pager.isLoading }
            #expect(await loaded.count.wait { $0 == 1 })
            #expect(pager.pages.map { $0.allConferences.map(\.fragments.conferenceDetails.name) } == [["UIKonf", "WWDC"]])
            #expect(pager.canLoadNext && !pager.canLoadPrevious && pager.error == nil)
            pager.loadNext()
            #expect(pager.isLoading)
            #expect(await loaded.count.wait { $0 == 3 })
            #expect(pager.pages.map { $0.allConferences.map(\.fragments.conferenceDetails.name) } == [["UIKonf", "WWDC"], ["Swift Summit"]])
            #expect(!pager.canLoadNext)
            let summit = try #require(pager.pages.last?.allConferences.first?.fragments.conferenceDetails.id)
            let changes = ObservedChanges { _ = pager.pages }
            _ = try await client.perform(mutation: RenameConferenceMutation(id: summit, name: "Swift Summit 2026"))
            #expect(await changes.count.wait { $0 == 1 })
            #expect(pager.pages.last?.allConferences.first?.fragments.conferenceDetails.name == "Swift Summit 2026")
        }
    }
}
