import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillBackend

/// Cursor pagination and filters against a brute-force reference over random data with many ties.
@Suite(.offThePool) struct CollectionsPaginationTests {
    static let model = """
        type Item @model {
          rank: Int
          label: String
        }
        """

    /// An item as read back: id, rank and label (nil when null).
    struct Item: Equatable {
        var id: String
        var rank: Int?
        var label: String?
    }

    /// A harness holding 40 items whose ranks (0…3 or null) and labels (a…c or null) tie a lot.
    static func harness(seed: UInt64, database: TestDatabase) async throws -> (BackendHarness, [Item]) {
        let harness = try BackendHarness(sdl: model, database: database)
        var random = SplitMix64(seed: seed)
        var inputs: [String] = []
        for _ in 0..<40 {
            let rank = Int.random(in: -1...3, using: &random)
            let label = ["a", "b", "c", nil].randomElement(using: &random)!
            inputs.append("{ input: { rank: \(rank < 0 ? "null" : String(rank)), label: \(label.map { "\"\($0)\"" } ?? "null") } }")
        }
        _ = try await harness.data("mutation { itemCreateMany(input: [\(inputs.joined(separator: ", "))]) { itemCollection { id } } }")
        let all = try await harness.data("{ itemCollection(first: 100) { edges { node { id rank label } } } }")
        let items = (all["itemCollection"]?["edges"]?.arrayValue ?? []).map { edge in
            Item(id: edge["node"]?["id"]?.stringValue ?? "", rank: edge["node"]?["rank"]?.intValue, label: edge["node"]?["label"]?.stringValue)
        }
        return (harness, items)
    }

    /// `items` sorted as the API sorts them: by the field (nulls first ascending, last descending), then ascending id.
    static func sorted(_ items: [Item], field: String, descending: Bool) -> [Item] {
        if field == "id" { return items.sorted { descending ? $0.id > $1.id : $0.id < $1.id } }
        func key(_ item: Item) -> String? {
            field == "rank" ? item.rank.map { String($0) } : item.label
        }
        return items.sorted { left, right in
            switch (key(left), key(right)) {
            case (nil, nil): return left.id < right.id
            case (nil, _): return !descending
            case (_, nil): return descending
            case (let l?, let r?): return l == r ? left.id < right.id : (descending ? l > r : l < r)
            }
        }
    }

    @Test(arguments: TestDatabase.allCases, [("rank", "ASC"), ("rank", "DESC"), ("label", "ASC"), ("label", "DESC"), ("id", "DESC")])
    func pagingForwardAndBackwardReturnsEveryNodeOnceInOrder(database: TestDatabase, order: (field: String, direction: String)) async throws {
        let (field, direction) = order
        let (harness, items) = try await Self.harness(seed: 42, database: database)
        #expect(items.count == 40)
        let expected = Self.sorted(items, field: field, descending: direction == "DESC").map(\.id)
        var random = SplitMix64(seed: 7)

        var forward: [String] = []
        var cursor: String?
        for _ in 0..<50 {
            let size = Int.random(in: 1...7, using: &random)
            let after = cursor.map { ", after: \"\($0)\"" } ?? ""
            let page = try #require(
                try await harness.data(
                    "{ itemCollection(first: \(size)\(after), orderBy: { \(field): \(direction) }) { edges { node { id } cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }"
                )["itemCollection"])
            let edges = page["edges"]?.arrayValue ?? []
            forward += edges.compactMap { $0["node"]?["id"]?.stringValue }
            #expect(page["pageInfo"]?["endCursor"] == edges.last?["cursor"] ?? .null)
            #expect(page["pageInfo"]?["hasPreviousPage"] == false)
            guard page["pageInfo"]?["hasNextPage"] == true else { break }
            cursor = page["pageInfo"]?["endCursor"]?.stringValue
        }
        #expect(forward == expected)

        var backward: [String] = []
        cursor = nil
        for _ in 0..<50 {
            let size = Int.random(in: 1...7, using: &random)
            let before = cursor.map { ", before: \"\($0)\"" } ?? ""
            let page = try #require(
                try await harness.data(
                    "{ itemCollection(last: \(size)\(before), orderBy: { \(field): \(direction) }) { edges { node { id } } pageInfo { hasNextPage hasPreviousPage startCursor } } }"
                )["itemCollection"])
            backward = (page["edges"]?.arrayValue ?? []).compactMap { $0["node"]?["id"]?.stringValue } + backward
            #expect(page["pageInfo"]?["hasNextPage"] == false)
            guard page["pageInfo"]?["hasPreviousPage"] == true else { break }
            cursor = page["pageInfo"]?["startCursor"]?.stringValue
        }
        #expect(backward == expected)
    }

    @Test(arguments: TestDatabase.allCases)
    func aCursorStaysValidWhenItsNodeIsDeleted(database: TestDatabase) async throws {
        let (harness, items) = try await Self.harness(seed: 3, database: database)
        let expected = Self.sorted(items, field: "rank", descending: false).map(\.id)
        let page = try await harness.data("{ itemCollection(first: 10, orderBy: { rank: ASC }) { pageInfo { endCursor } } }")
        let cursor = try #require(page["itemCollection"]?["pageInfo"]?["endCursor"]?.stringValue)
        _ = try await harness.data("mutation { itemDelete(by: { id: \"\(expected[9])\" }) { deletedId } }")
        let next = try await harness.data("{ itemCollection(first: 5, after: \"\(cursor)\", orderBy: { rank: ASC }) { edges { node { id } } } }")
        #expect((next["itemCollection"]?["edges"]?.arrayValue ?? []).map { $0["node"]?["id"]?.stringValue } == expected[10..<15].map { $0 })
    }

    @Test(arguments: TestDatabase.allCases)
    func randomFiltersMatchTheReference(database: TestDatabase) async throws {
        let (harness, items) = try await Self.harness(seed: 11, database: database)
        var random = SplitMix64(seed: 99)
        for _ in 0..<150 {
            let (text, predicate) = Self.randomFilter(depth: 0, &random)
            let data = try await harness.data("{ itemCollection(first: 100, filter: \(text)) { edges { node { id } } } }")
            let found = (data["itemCollection"]?["edges"]?.arrayValue ?? []).compactMap { $0["node"]?["id"]?.stringValue }
            #expect(found == items.filter(predicate).map(\.id), "\(text)")
        }
    }

    /// A random filter as GraphQL text, and what it means on an item.
    static func randomFilter(depth: Int, _ random: inout SplitMix64) -> (String, (Item) -> Bool) {
        switch depth < 2 ? Int.random(in: 0..<7, using: &random) : 0 {
        case 1, 2, 3:
            let parts = (0..<Int.random(in: 0...3, using: &random)).map { _ in randomFilter(depth: depth + 1, &random) }
            let name = ["ALL", "ANY", "NONE"][Int.random(in: 0..<3, using: &random)]
            let text = "{ \(name): [\(parts.map(\.0).joined(separator: ", "))] }"
            switch name {
            case "ALL": return (text, { item in parts.allSatisfy { $0.1(item) } })
            case "ANY": return (text, { item in parts.contains { $0.1(item) } })
            default: return (text, { item in !parts.contains { $0.1(item) } })
            }
        case 4:
            let inner = randomFilter(depth: depth + 1, &random)
            return ("{ NOT: \(inner.0) }", { !inner.1($0) })
        default:
            return randomCondition(&random)
        }
    }

    static func randomCondition(_ random: inout SplitMix64) -> (String, (Item) -> Bool) {
        let onRank = Bool.random(using: &random)
        let value: (Item) -> String? = onRank ? { $0.rank.map { String($0) } } : { $0.label }
        let literal = onRank ? String(Int.random(in: 0...3, using: &random)) : ["a", "b", "c"].randomElement(using: &random)!
        let quoted = onRank ? literal : "\"\(literal)\""
        let others = onRank ? ["1", "3"] : ["a", "c"]
        let field = onRank ? "rank" : "label"
        func less(_ left: String, _ right: String) -> Bool { onRank ? Int(left)! < Int(right)! : left < right }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return ("{ \(field): { eq: \(quoted) } }", { value($0) == literal })
        case 1: return ("{ \(field): { neq: \(quoted) } }", { value($0) != literal })
        case 2: return ("{ \(field): { eq: null } }", { value($0) == nil })
        case 3:
            let list = onRank ? others.joined(separator: ", ") : others.map { "\"\($0)\"" }.joined(separator: ", ")
            return ("{ \(field): { in: [\(list)] } }", { value($0).map(others.contains) ?? false })
        case 4:
            let list = onRank ? others.joined(separator: ", ") : others.map { "\"\($0)\"" }.joined(separator: ", ")
            return ("{ \(field): { notIn: [\(list)] } }", { !(value($0).map(others.contains) ?? false) })
        case 5: return ("{ \(field): { gt: \(quoted) } }", { value($0).map { less(literal, $0) } ?? false })
        case 6: return ("{ \(field): { gte: \(quoted) } }", { value($0).map { !less($0, literal) } ?? false })
        case 7: return ("{ \(field): { lt: \(quoted) } }", { value($0).map { less($0, literal) } ?? false })
        case 8: return ("{ \(field): { lte: \(quoted), gte: \(quoted) } }", { value($0) == literal })
        default:
            let isNull = Bool.random(using: &random)
            return ("{ \(field): { isNull: \(isNull) } }", { (value($0) == nil) == isNull })
        }
    }
}

/// `totalCount` on every connection: the nodes the filter selects, every page together,
/// in one more statement at the root and one per level below.
@Suite(.offThePool) struct TotalCountTests {
    @Test(arguments: TestDatabase.allCases)
    func totalCountIsTheFiltersCountWhateverThePage(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Post @model { title: String!, likes: Int, comments: [Comment] }
                type Comment @model { text: String!, post: Post }
                """, database: database)
        for index in 0..<7 {
            let comments = (0..<index).map { #"{ create: { text: "c\#($0)" } }"# }.joined(separator: ", ")
            _ = try await harness.data(
                #"mutation { postCreate(input: { title: "p\#(index)", likes: \#(index), comments: [\#(comments)] }) { post { id } } }"#)
        }
        let (data, statements) = try await harness.statements {
            try await harness.data(
                """
                { postCollection(first: 2, filter: { likes: { gte: 3 } }) {
                    totalCount edges { node { title comments(first: 1, filter: { text: { neq: "c0" } }) { totalCount edges { node { text } } } } } } }
                """)
        }
        #expect(data["postCollection"]?["totalCount"] == 4)
        #expect(data["postCollection"]?["edges"]?.arrayValue?.map { $0["node"]?["comments"]?["totalCount"] } == [2, 3])
        // The posts and their count; the comments and theirs.
        #expect(statements.count == 4, "\(statements)")
        let page = try await harness.data(#"{ postCollection(last: 1, before: null, filter: { title: { neq: "p6" } }) { totalCount } }"#)
        #expect(page["postCollection"]?["totalCount"] == 6)
    }
}
