import Foundation
import GraphQL

/// An opaque cursor: where a node lies in a collection's order.
///
/// It holds the order's keys (`title`, `author.name`), the node's values of them, and
/// the node's id (the tie-breaker), as base64 of the JSON array `[keys, values, id]`. A
/// page after (or before) a cursor is the nodes whose (values, id) sort after (or
/// before) the cursor's, so ties are paged through exactly once, and a cursor stays
/// valid when its node is deleted or changed.
struct Cursor: Hashable, Sendable {
    /// The keys of the order the cursor was made for.
    var keys: [String]
    var values: [SQLValue]
    var id: String

    /// The cursor of the node `id` whose values of the order's `keys` are `values`.
    init(keys: [String], values: [SQLValue], id: String) {
        self.keys = keys
        self.values = values
        self.id = id
    }

    var encoded: String {
        let json: [JSONValue] = values.map { value in
            switch value {
            case .integer(let int): .int(Int(int))
            case .real(let real): .double(real)
            case .text(let text): .string(text)
            case .null, .blob: .null
            }
        }
        return Data(JSONValue.array([.array(keys.map(JSONValue.string)), .array(json), .string(id)]).serialized()).base64EncodedString()
    }

    /// Reads a cursor made by `encoded` for an order of `keys`.
    init(decoding text: String, for keys: [String], argument: String) throws(GraphQLError) {
        guard let data = Data(base64Encoded: text), let json = try? JSONReader().read([UInt8](data)),
            let parts = json.arrayValue, parts.count == 3,
            let cursorKeys = parts[0].arrayValue?.compactMap(\.stringValue), let values = parts[1].arrayValue,
            values.count == cursorKeys.count, let id = parts[2].stringValue
        else {
            throw APIError.invalidArgument("Argument '\(argument)' is not a cursor of this API: \"\(text)\"")
        }
        guard cursorKeys == keys else {
            throw APIError.invalidArgument(
                "Argument '\(argument)' is a cursor for ordering by \(Self.describe(cursorKeys)), but the nodes are ordered by \(Self.describe(keys))"
            )
        }
        self.keys = keys
        self.id = id
        self.values = values.map { value in
            switch value {
            case .int(let int): .integer(Int64(int))
            case .double(let double): .real(double)
            case .string(let string): .text(string)
            default: .null
            }
        }
    }

    /// `'title', 'author.name'`; no keys are the default order, by `'id'`.
    private static func describe(_ keys: [String]) -> String {
        (keys.isEmpty ? ["id"] : keys).map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The nodes that sort after this cursor (`forward`) or before it in `order` (whose
    /// keys are the cursor's), then by ascending id: for some key, the keys before it
    /// equal and it beyond.
    func filter(forward: Bool, order: [RecordOrder]) -> RecordFilter {
        let idAhead = RecordFilter.compare("id", forward ? .greaterThan : .lessThan, .text(id))
        var alternatives: [RecordFilter] = []
        var same: [RecordFilter] = []
        for (key, value) in zip(order, values) {
            if key.key == "id" {
                // Ids are unique: no tie after them.
                alternatives.append(.and(same + [.compare("id", forward != key.descending ? .greaterThan : .lessThan, .text(id))]))
                return .or(alternatives)
            }
            alternatives.append(.and(same + [Self.beyond(key, value, forward: forward)]))
            same.append(value.isNull ? .compare(key.key, .equals, .null) : .compare(key.key, .equals, value))
        }
        alternatives.append(.and(same + [idAhead]))
        return .or(alternatives)
    }

    /// The nodes whose value of `key` lies strictly beyond `value` in the direction of travel.
    private static func beyond(_ key: RecordOrder, _ value: SQLValue, forward: Bool) -> RecordFilter {
        let isNull = RecordFilter.compare(key.key, .equals, .null)
        // Whether the nulls lie after the other values in the direction of travel.
        let nullsAhead = forward != key.nullsFirst
        if value.isNull { return nullsAhead ? .or([]) : .not(isNull) }
        let comparison = RecordFilter.compare(key.key, forward != key.descending ? .greaterThan : .lessThan, value)
        return nullsAhead ? .or([comparison, isNull]) : comparison
    }
}
