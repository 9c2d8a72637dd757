import GraphQL

/// Reads a `<Type>CollectionFilterInput` value into a `RecordFilter`.
///
/// The fields given are ANDed; per field, `eq`, `neq`, `in`, `notIn`, `gt`, `gte`,
/// `lt`, `lte`, `isNull`, `contains`, `startsWith` and `endsWith` (without regard to case
/// unless `caseSensitive`) are ANDed. `ALL`, `ANY` and `NONE` take lists of
/// filters (every, some, none match); `NOT` negates one. `eq: null` matches nulls,
/// `neq` and `notIn` match what `eq` and `in` do not (nulls included). A to-one relation
/// field takes its target's filter (there is a node, and it matches); a list relation field
/// `some`, `every` and `none` of them.
struct FilterReader {
    let model: Model
    let type: ModelType

    func filter(_ value: JSONValue) throws(GraphQLError) -> RecordFilter {
        guard let object = value.objectValue else { return .always }
        var filters: [RecordFilter] = []
        for member in object.members where !member.value.isNull {
            switch member.key {
            case "ALL": filters.append(.and(try list(member.value)))
            case "ANY": filters.append(.or(try list(member.value)))
            case "NONE": filters.append(.not(.or(try list(member.value))))
            case "NOT": filters.append(.not(try filter(member.value)))
            default: filters.append(contentsOf: try conditions(on: member.key, member.value))
            }
        }
        return filters.count == 1 ? filters[0] : .and(filters)
    }

    private func list(_ value: JSONValue) throws(GraphQLError) -> [RecordFilter] {
        var filters: [RecordFilter] = []
        for item in value.arrayValue ?? [value] { filters.append(try filter(item)) }
        return filters
    }

    private func conditions(on name: String, _ value: JSONValue) throws(GraphQLError) -> [RecordFilter] {
        guard let field = type.field(named: name), let operations = value.objectValue else { return [] }
        var filters: [RecordFilter] = []
        if case .relation(_, let target) = field.kind {
            guard let targetType = model.type(named: target) else { return [] }
            let nested = FilterReader(model: model, type: targetType)
            if !field.isList { return [.related(name, .some, try nested.filter(value))] }
            for (key, quantifier) in [("some", RecordFilter.Quantifier.some), ("every", .every), ("none", .none)] {
                guard let inner = operations[key], !inner.isNull else { continue }
                filters.append(.related(name, quantifier, try nested.filter(inner)))
            }
            return filters
        }
        let caseSensitive = operations["caseSensitive"]?.boolValue ?? false
        for operation in operations.members {
            let operand = operation.value
            switch operation.key {
            case "caseSensitive": continue
            case "contains", "startsWith", "endsWith":
                guard let text = operand.stringValue else { continue }
                let match: RecordFilter.TextMatch = operation.key == "contains" ? .contains : operation.key == "startsWith" ? .startsWith : .endsWith
                filters.append(.text(name, match, text, caseSensitive: caseSensitive))
            case "isNull":
                guard let flag = operand.boolValue else { continue }
                let isNull = RecordFilter.compare(name, .equals, .null)
                filters.append(flag ? isNull : .not(isNull))
            case "eq": filters.append(.compare(name, .equals, try InputValues.sql(operand, of: field)))
            case "neq": filters.append(.not(.compare(name, .equals, try InputValues.sql(operand, of: field))))
            case "in", "notIn":
                guard let items = operand.arrayValue else { continue }
                var values: [SQLValue] = []
                for item in items { values.append(try InputValues.sql(item, of: field)) }
                filters.append(operation.key == "in" ? .oneOf(name, values) : .not(.oneOf(name, values)))
            default:
                guard !operand.isNull, let comparison = Self.comparisons[operation.key] else { continue }
                filters.append(.compare(name, comparison, try InputValues.sql(operand, of: field)))
            }
        }
        return filters
    }

    static let comparisons: [String: RecordFilter.Comparison] = [
        "gt": .greaterThan, "gte": .greaterThanOrEqual, "lt": .lessThan, "lte": .lessThanOrEqual,
    ]
}
