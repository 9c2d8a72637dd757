import Foundation
import GraphQL

/// An opaque cursor: where a node lies in a collection's order.
///
/// It holds the sort field, that field's value on the node, and the node's id
/// (the tie-breaker), as base64 of the JSON array `[field, value, id]`. A page after (or before) a cursor is the
/// nodes whose (value, id) sorts after (or before) the cursor's, so ties in the sort
/// field are paged through exactly once, and a cursor stays valid when its node is
/// deleted or changed.
struct Cursor: Hashable, Sendable {
    /// The sort field the cursor was made for.
    var field: String
    var value: SQLValue
    var id: String

    /// The cursor of the node `id` whose value of the sort field `field` is `value`.
    init(field: String, value: SQLValue, id: String) {
        self.field = field
        self.value = value
        self.id = id
    }

    var encoded: String {
        let json: JSONValue =
            switch value {
            case .integer(let int): .int(Int(int))
            case .real(let real): .double(real)
            case .text(let text): .string(text)
            case .null, .blob: .null
            }
        return Data(JSONValue.array([.string(field), json, .string(id)]).serialized()).base64EncodedString()
    }

    /// Reads a cursor made by `encoded` for `order`.
    init(decoding text: String, for order: RecordOrder, argument: String) throws(GraphQLError) {
        guard let data = Data(base64Encoded: text), let json = try? JSONReader().read([UInt8](data)),
            let parts = json.arrayValue, parts.count == 3,
            let field = parts[0].stringValue, let id = parts[2].stringValue
        else {
            throw APIError.invalidArgument("Argument '\(argument)' is not a cursor of this API: \"\(text)\"")
        }
        guard field == order.field else {
            throw APIError.invalidArgument(
                "Argument '\(argument)' is a cursor for ordering by '\(field)', but the nodes are ordered by '\(order.field)'")
        }
        self.field = field
        self.id = id
        switch parts[1] {
        case .int(let int): value = .integer(Int64(int))
        case .double(let double): value = .real(double)
        case .string(let string): value = .text(string)
        default: value = .null
        }
    }

    /// The nodes that sort after this cursor (`forward`) or before it in `order`
    /// (`ASC NULLS FIRST` or `DESC NULLS LAST`, then ascending id).
    func filter(forward: Bool, order: RecordOrder) -> RecordFilter {
        let ascending = !order.descending
        let idAhead = RecordFilter.compare("id", forward ? .greaterThan : .lessThan, .text(id))
        if field == "id" {
            return .compare("id", forward == ascending ? .greaterThan : .lessThan, .text(id))
        }
        let isNull = RecordFilter.compare(field, .equals, .null)
        // Whether the nulls (first ascending, last descending) lie in the direction of travel.
        let nullsAhead = forward != ascending
        if value.isNull {
            let nullsAfterCursor = RecordFilter.and([isNull, idAhead])
            return nullsAhead ? nullsAfterCursor : .or([.not(isNull), nullsAfterCursor])
        }
        var terms: [RecordFilter] = [
            .compare(field, forward == ascending ? .greaterThan : .lessThan, value),
            .and([.compare(field, .equals, value), idAhead]),
        ]
        if nullsAhead { terms.append(isNull) }
        return .or(terms)
    }
}
