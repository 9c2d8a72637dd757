import GraphQL
import Testing

@testable import LaunchesServer

/// `launches(pageSize:after:)`: newest first, cursors, the original's failure cases.
@Suite struct PaginationTests {
    static let page = """
        query Page($pageSize: Int, $after: String) {
          launches(pageSize: $pageSize, after: $after) { cursor hasMore launches { id } }
        }
        """

    struct Page: Equatable {
        var ids: [Int]
        var cursor: String
        var hasMore: Bool
    }

    static func variables(size: Int?, after: String?) -> JSONObject {
        var members: [(String, JSONValue)] = []
        if let size { members.append(("pageSize", .int(size))) }
        if let after { members.append(("after", .string(after))) }
        return JSONObject(members)
    }

    static func page(_ harness: LaunchesHarness, size: Int? = nil, after: String? = nil) async throws -> Page {
        let variables = Self.variables(size: size, after: after)
        let connection = try await harness.data(Self.page, variables: variables)["launches"]
        guard case .array(let launches)? = connection?["launches"], let cursor = connection?["cursor"]?.stringValue,
            case .bool(let hasMore)? = connection?["hasMore"]
        else { throw LaunchesHarness.Failure("not a connection: \(String(describing: connection))") }
        return Page(ids: launches.compactMap { $0["id"]?.stringValue.flatMap { Int($0) } }, cursor: cursor, hasMore: hasMore)
    }

    /// The error messages and codes of a request that must fail.
    static func errors(_ harness: LaunchesHarness, size: Int? = nil, after: String? = nil) async throws -> [String] {
        let variables = Self.variables(size: size, after: after)
        let (status, json) = try await harness.post(Self.page, variables: variables)
        #expect(status == 200)
        #expect(json["data"] == .null)
        guard case .array(let errors)? = json["errors"] else { return [] }
        return errors.map { "\($0["extensions"]?["code"]?.stringValue ?? "-") \($0["message"]?.stringValue ?? "")" }
    }

    @Test func theDefaultPagesAreSixOf20ThenTenNewestFirst() async throws {
        let harness = try LaunchesHarness()
        var pages: [Page] = []
        var after: String?
        repeat {
            let page = try await Self.page(harness, after: after)
            pages.append(page)
            after = page.cursor
        } while pages.last!.hasMore && pages.count < 10
        #expect(pages.map(\.ids.count) == [20, 20, 20, 20, 20, 10])
        #expect(pages.map(\.hasMore) == [true, true, true, true, true, false])
        #expect(pages.flatMap(\.ids) == Array((1...110).reversed()))
        // Each page's cursor is its last launch's launch date, in Unix seconds.
        #expect(pages.map(\.cursor) == [91, 71, 51, 31, 11, 1].map { String(LaunchRecords.record($0).date) })
        #expect(pages.last?.cursor == "1143239400")
    }

    @Test(arguments: [1, 200])
    func pageSizesOf1And200(size: Int) async throws {
        let harness = try LaunchesHarness()
        var seen: [Int] = []
        var after: String?
        var pages = 0
        while true {
            let page = try await Self.page(harness, size: size, after: after)
            pages += 1
            #expect(page.ids.count == min(size, 110 - seen.count))
            seen += page.ids
            after = page.cursor
            guard page.hasMore, pages <= 110 else { break }
        }
        // Every launch once, in order: no loop at the date flights 109 and 105 share.
        #expect(seen == Array((1...110).reversed()))
        #expect(pages == (size == 1 ? 110 : 1))
    }

    @Test func theSharedLaunchDateOfFlights109And105NamesEachOnce() async throws {
        let harness = try LaunchesHarness()
        let shared = String(LaunchRecords.record(109).date)
        #expect(LaunchRecords.record(105).date == LaunchRecords.record(109).date)
        let after110 = try await Self.page(harness, size: 1, after: String(LaunchRecords.record(110).date))
        #expect(after110 == Page(ids: [109], cursor: shared, hasMore: true))
        let after109 = try await Self.page(harness, size: 4, after: shared)
        #expect(after109 == Page(ids: [108, 107, 106, 105], cursor: "\(shared)-105", hasMore: true))
        let after105 = try await Self.page(harness, size: 2, after: after109.cursor)
        #expect(after105.ids == [104, 103])
    }

    @Test func thePageAfterTheLastIsEmptyAndWellFormed() async throws {
        let harness = try LaunchesHarness()
        let last = String(LaunchRecords.record(1).date)
        #expect(try await Self.page(harness, after: last) == Page(ids: [], cursor: last, hasMore: false))
    }

    @Test func anUnknownCursorIsAnError() async throws {
        let harness = try LaunchesHarness()
        #expect(
            try await Self.errors(harness, after: "42") == [
                #"BAD_USER_INPUT Unknown cursor "42": pass the cursor of a page of launches."#
            ])
        #expect(try await Self.errors(harness, after: "") == [#"BAD_USER_INPUT Unknown cursor "": pass the cursor of a page of launches."#])
    }

    @Test(arguments: [0, -1])
    func aPageSizeBelow1IsAnError(size: Int) async throws {
        let harness = try LaunchesHarness()
        #expect(try await Self.errors(harness, size: size) == ["BAD_USER_INPUT pageSize must be at least 1, not \(size)."])
    }
}
