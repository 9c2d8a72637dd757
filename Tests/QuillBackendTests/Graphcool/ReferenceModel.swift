import GraphQL
import QuillTestSupport

@testable import QuillBackend

/// A model with every filterable kind, random data in it, and a brute-force
/// reference of what filters, orderings and windows select.
struct ReferenceModel {
    static let sdl = """
        enum Color { RED GREEN BLUE }
        type Item {
          id: ID!
          title: String!
          rank: Int
          score: Float
          active: Boolean
          color: Color
          tags: [Tag] @relation(name: "ItemTags")
          owner: Owner @relation(name: "OwnerItems")
        }
        type Tag { id: ID! label: String! items: [Item] @relation(name: "ItemTags") }
        type Owner { id: ID! name: String! items: [Item] @relation(name: "OwnerItems") }
        """

    struct Item {
        var id: String
        var title: String
        var rank: Int?
        var score: Double?
        var active: Bool?
        var color: String?
        var tags: [String]
        var owner: String?
        var createdAt = ""
    }

    var items: [Item] = []
    var tagLabels: [String: String] = [:]
    var ownerNames: [String: String] = [:]
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Random text over a small alphabet, so that text filters match often.
    mutating func text() -> String {
        String((0..<random.int(1...4)).map { _ in "abc".randomElement(using: &random)! })
    }

    /// Creates tags, owners and items through the API and records them.
    mutating func seed(_ harness: BackendHarness, items count: Int) async throws {
        var tags: [String] = []
        for _ in 0..<5 {
            let label = text()
            let id =
                try await harness.data("mutation { createTag(label: \(JSONValue.string(label).serializedString)) { id } }")["createTag"]?["id"]?
                .stringValue ?? ""
            tags.append(id)
            tagLabels[id] = label
        }
        var owners: [String] = []
        for _ in 0..<3 {
            let name = text()
            let id =
                try await harness.data("mutation { createOwner(name: \(JSONValue.string(name).serializedString)) { id } }")["createOwner"]?["id"]?
                .stringValue ?? ""
            owners.append(id)
            ownerNames[id] = name
        }
        for _ in 0..<count {
            var item = Item(
                id: "", title: text(), rank: random.bool() ? random.int(0...5) : nil,
                score: random.bool() ? Double(random.int(0...8)) / 2 : nil, active: random.bool() ? random.bool() : nil,
                color: random.bool() ? ["RED", "GREEN", "BLUE"].randomElement(using: &random) : nil,
                tags: tags.filter { _ in random.int(0...2) == 0 }, owner: random.bool() ? owners.randomElement(using: &random) : nil)
            var arguments = ["title: \(JSONValue.string(item.title).serializedString)"]
            if let rank = item.rank { arguments.append("rank: \(rank)") }
            if let score = item.score { arguments.append("score: \(score)") }
            if let active = item.active { arguments.append("active: \(active)") }
            if let color = item.color { arguments.append("color: \(color)") }
            arguments.append("tagsIds: [\(item.tags.map { JSONValue.string($0).serializedString }.joined(separator: ", "))]")
            if let owner = item.owner { arguments.append("ownerId: \(JSONValue.string(owner).serializedString)") }
            let created = try await harness.data("mutation { createItem(\(arguments.joined(separator: ", "))) { id createdAt } }")["createItem"]
            item.id = created?["id"]?.stringValue ?? ""
            item.createdAt = created?["createdAt"]?.stringValue ?? ""
            items.append(item)
        }
    }

    /// A random filter: its GraphQL literal and what it matches.
    mutating func filter(depth: Int = 0) -> (literal: String, matches: (Item) -> Bool) {
        let choice = random.int(0...(depth < 2 ? 14 : 11))
        switch choice {
        case 0:
            let value = random.bool() ? nil : random.int(0...5)
            let suffix = ["", "_not", "_lt", "_lte", "_gt", "_gte"].randomElement(using: &random)!
            let literal = "rank\(suffix): \(value.map(String.init) ?? "null")"
            return (literal, { item in Self.compare(item.rank, suffix, value) })
        case 1:
            let value = Double(random.int(0...8)) / 2
            let suffix = ["", "_not", "_lt", "_lte", "_gt", "_gte"].randomElement(using: &random)!
            return ("score\(suffix): \(value)", { item in Self.compare(item.score, suffix, value) })
        case 2:
            let value = text()
            let suffix = [
                "", "_not", "_lt", "_lte", "_gt", "_gte", "_contains", "_not_contains", "_starts_with", "_not_starts_with", "_ends_with",
                "_not_ends_with",
            ].randomElement(using: &random)!
            return ("title\(suffix): \(JSONValue.string(value).serializedString)", { item in Self.text(item.title, suffix, value) })
        case 3:
            let value = random.bool()
            let negated = random.bool()
            return ("active\(negated ? "_not" : ""): \(value)", { item in negated ? item.active != value : item.active == value })
        case 4:
            let values = ["RED", "GREEN", "BLUE"].filter { _ in random.bool() }
            let negated = random.bool()
            return (
                "color\(negated ? "_not_in" : "_in"): [\(values.joined(separator: ", "))]",
                { item in
                    let isIn = item.color.map(values.contains) ?? false
                    return negated ? !isIn : isIn
                }
            )
        case 5:
            let value = ["RED", "GREEN", "BLUE"].randomElement(using: &random)!
            return ("color_not: \(value)", { item in item.color != value })
        case 6:
            let values = (0..<random.int(0...3)).map { _ in self.random.int(0...5) }
            let negated = random.bool()
            return (
                "rank\(negated ? "_not_in" : "_in"): \(values)",
                { item in
                    let isIn = item.rank.map(values.contains) ?? false
                    return negated ? !isIn : isIn
                }
            )
        case 7:
            let pick = items.randomElement(using: &random)?.id ?? ""
            let suffix = ["", "_not", "_lt", "_gte"].randomElement(using: &random)!
            return ("id\(suffix): \(JSONValue.string(pick).serializedString)", { item in Self.text(item.id, suffix, pick) })
        case 8, 9:
            let value = text()
            let suffix = ["", "_contains", "_starts_with", "_not_ends_with"].randomElement(using: &random)!
            let quantifier = ["_some", "_every", "_none"].randomElement(using: &random)!
            let labels = tagLabels
            return (
                "tags\(quantifier): {label\(suffix): \(JSONValue.string(value).serializedString)}",
                { item in
                    let matching = item.tags.map { Self.text(labels[$0] ?? "", suffix, value) }
                    switch quantifier {
                    case "_some": return matching.contains(true)
                    case "_every": return !matching.contains(false)
                    default: return !matching.contains(true)
                    }
                }
            )
        case 10:
            let value = text()
            let names = ownerNames
            return (
                "owner: {name_contains: \(JSONValue.string(value).serializedString)}",
                { item in
                    item.owner.flatMap { names[$0] }.map { Self.text($0, "_contains", value) } ?? false
                }
            )
        case 11:
            let pick = items.randomElement(using: &random)?.createdAt ?? ""
            let suffix = ["", "_not", "_lt", "_lte", "_gt", "_gte"].randomElement(using: &random)!
            return ("createdAt\(suffix): \(JSONValue.string(pick).serializedString)", { item in Self.compare(item.createdAt, suffix, pick) })
        default:
            let parts = (0..<random.int(1...3)).map { _ in filter(depth: depth + 1) }
            let isAnd = random.bool()
            let literal = "\(isAnd ? "AND" : "OR"): [\(parts.map { "{\($0.literal)}" }.joined(separator: ", "))]"
            return (literal, { item in isAnd ? parts.allSatisfy { $0.matches(item) } : parts.contains { $0.matches(item) } })
        }
    }

    static func compare<T: Comparable>(_ value: T?, _ suffix: String, _ operand: T?) -> Bool {
        // A null operand of a comparison is no condition at all.
        guard let operand else { return suffix == "" ? value == nil : suffix == "_not" ? value != nil : true }
        switch suffix {
        case "": return value == operand
        case "_not": return value != operand
        default:
            guard let value else { return false }
            switch suffix {
            case "_lt": return value < operand
            case "_lte": return value <= operand
            case "_gt": return value > operand
            default: return value >= operand
            }
        }
    }

    static func text(_ value: String, _ suffix: String, _ operand: String) -> Bool {
        switch suffix {
        case "_contains": return value.contains(operand)
        case "_not_contains": return !value.contains(operand)
        case "_starts_with": return value.hasPrefix(operand)
        case "_not_starts_with": return !value.hasPrefix(operand)
        case "_ends_with": return value.hasSuffix(operand)
        case "_not_ends_with": return !value.hasSuffix(operand)
        default: return compare(value, suffix, operand)
        }
    }

    /// Items in `orderBy` order (nulls first ascending, last descending; ties by ascending id).
    func ordered(_ items: [Item], by field: String?, descending: Bool) -> [Item] {
        func key(_ item: Item) -> Double? {
            switch field {
            case "rank": item.rank.map(Double.init)
            case "score": item.score
            default: nil
            }
        }
        return items.sorted { left, right in
            if field == "title", left.title != right.title { return descending ? left.title > right.title : left.title < right.title }
            if field == "createdAt", left.createdAt != right.createdAt {
                return descending ? left.createdAt > right.createdAt : left.createdAt < right.createdAt
            }
            if field == "rank" || field == "score" {
                let l = key(left)
                let r = key(right)
                if l != r {
                    switch (l, r) {
                    case (nil, _): return !descending
                    case (_, nil): return descending
                    case (let l?, let r?): return descending ? l > r : l < r
                    }
                }
            }
            if field == "id" && descending { return left.id > right.id }
            return left.id < right.id
        }
    }
}

extension SplitMix64 {
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func bool() -> Bool { Bool.random(using: &self) }
}
