import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillBackend

/// Filters, ordering and windows against a brute-force reference over random data.
@Suite(.offThePool) struct FilterReferenceTests {
    /// A random window and the items it keeps of `ordered`.
    static func window(_ ordered: [ReferenceModel.Item], _ all: [ReferenceModel.Item], _ random: inout SplitMix64) -> (String, [ReferenceModel.Item])
    {
        let count = random.int(0...5)
        let skip = random.int(0...3)
        let cursor = (random.int(0...3) == 0 ? all : ordered).randomElement(using: &random)?.id ?? "none"
        let index = ordered.firstIndex { $0.id == cursor }
        switch random.int(0...5) {
        case 1: return ("first: \(count), skip: \(skip)", Array(ordered.dropFirst(skip).prefix(count)))
        case 2: return ("last: \(count), skip: \(skip)", Array(ordered.dropLast(skip).suffix(count)))
        case 3: return ("after: \"\(cursor)\", first: \(count)", index.map { Array(ordered[($0 + 1)...].prefix(count)) } ?? [])
        case 4: return ("before: \"\(cursor)\", last: \(count)", index.map { Array(ordered[..<$0].suffix(count)) } ?? [])
        case 5: return ("skip: \(skip)", Array(ordered.dropFirst(skip)))
        default: return ("", ordered)
        }
    }

    @Test(arguments: TestDatabase.allCases, [UInt64(20_261_130), 1, 2])
    func randomFiltersOrdersAndWindowsMatchTheReference(database: TestDatabase, seed: UInt64) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        var reference = ReferenceModel(seed: seed)
        try await reference.seed(harness, items: 40)
        var random = SplitMix64(seed: seed &+ 7)
        for _ in 0..<200 {
            let filter = reference.filter()
            let field = [nil, "rank", "score", "title", "id", "createdAt"].randomElement(using: &random)!
            let descending = field != nil && random.bool()
            var arguments = ["filter: {\(filter.literal)}"]
            if let field { arguments.append("orderBy: \(field)_\(descending ? "DESC" : "ASC")") }
            let matching = reference.ordered(reference.items.filter(filter.matches), by: field, descending: descending)
            let (window, expected) = Self.window(matching, reference.items, &random)
            if !window.isEmpty { arguments.append(window) }
            let list = arguments.joined(separator: ", ")
            let data = try await harness.data("{ allItems(\(list)) { id } _allItemsMeta(\(list)) { count } }")
            #expect(data["allItems"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == expected.map(\.id), "allItems(\(list))")
            #expect(data["_allItemsMeta"]?["count"]?.intValue == expected.count, "_allItemsMeta(\(list))")

            // The same per owner, through the relation field (one statement for all owners).
            let owners = try await harness.data("{ allOwners { id items(\(list)) { id } _itemsMeta(\(list)) { count } } }")
            for owner in owners["allOwners"]?.arrayValue ?? [] {
                let id = owner["id"]?.stringValue
                let own = reference.items.filter { $0.owner == id }
                let ordered = reference.ordered(own.filter(filter.matches), by: field, descending: descending)
                let got = owner["items"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
                // The window's cursor may not belong to this owner: then nothing is after or before it.
                let expectedOwn = Self.apply(window, to: ordered)
                #expect(got == expectedOwn.map(\.id), "items(\(list)) of owner \(id ?? "?")")
                #expect(owner["_itemsMeta"]?["count"]?.intValue == expectedOwn.count)
            }
        }
    }

    /// Applies a window written as arguments to an ordered list.
    static func apply(_ window: String, to ordered: [ReferenceModel.Item]) -> [ReferenceModel.Item] {
        var values: [String: String] = [:]
        for part in window.split(separator: ",") {
            let pair = part.split(separator: ":").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if pair.count == 2 { values[pair[0]] = pair[1] }
        }
        var rows = ordered
        if let after = values["after"] {
            guard let index = rows.firstIndex(where: { $0.id == after }) else { return [] }
            rows = Array(rows[(index + 1)...])
        }
        if let before = values["before"] {
            guard let index = rows.firstIndex(where: { $0.id == before }) else { return [] }
            rows = Array(rows[..<index])
        }
        let skip = values["skip"].flatMap { Int($0) } ?? 0
        if let last = values["last"].flatMap({ Int($0) }) { return Array(rows.dropLast(skip).suffix(last)) }
        rows = Array(rows.dropFirst(skip))
        if let first = values["first"].flatMap({ Int($0) }) { return Array(rows.prefix(first)) }
        return rows
    }

    @Test(arguments: TestDatabase.allCases)
    func pagingThroughTiesReturnsEveryNodeOnce(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        var reference = ReferenceModel(seed: 99)
        try await reference.seed(harness, items: 30)
        for (field, descending) in [("rank", false), ("rank", true), ("active", false), ("score", true), ("createdAt", true)] {
            let orderBy = "\(field)_\(descending ? "DESC" : "ASC")"
            var forward: [String] = []
            var cursor: String?
            repeat {
                let after = cursor.map { ", after: \"\($0)\"" } ?? ""
                let page = try await harness.data("{ allItems(orderBy: \(orderBy), first: 4\(after)) { id } }")["allItems"]?.arrayValue ?? []
                forward += page.compactMap { $0["id"]?.stringValue }
                cursor = page.count == 4 ? page.last?["id"]?.stringValue : nil
            } while cursor != nil
            var backward: [String] = []
            cursor = nil
            repeat {
                let before = cursor.map { ", before: \"\($0)\"" } ?? ""
                let page = try await harness.data("{ allItems(orderBy: \(orderBy), last: 4\(before)) { id } }")["allItems"]?.arrayValue ?? []
                backward = page.compactMap { $0["id"]?.stringValue } + backward
                cursor = page.count == 4 ? page.first?["id"]?.stringValue : nil
            } while cursor != nil
            let all =
                try await harness.data("{ allItems(orderBy: \(orderBy)) { id } }")["allItems"]?.arrayValue?.compactMap { $0["id"]?.stringValue } ?? []
            #expect(Set(forward).count == 30 && forward == all, "forward by \(orderBy)")
            #expect(backward == all, "backward by \(orderBy)")
            if field != "active" {
                #expect(all == reference.ordered(reference.items, by: field, descending: descending).map(\.id), "reference order by \(orderBy)")
            }
        }
    }
}
