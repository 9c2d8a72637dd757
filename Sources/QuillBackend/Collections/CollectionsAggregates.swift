import GraphQL

/// Collections' aggregates, in Hasura's `_aggregate` shape in Grafbase's casing:
/// `postAggregate(filter:) { count sum { likes } avg { likes } min { likes } max { likes } }`,
/// and the same per value of one field, `postGroupBy(by: rank, filter:) { key { rank } count … }`
/// (what Hasura and Prisma 1 were asked for for years: hasura #8127, prisma1 #1312). One
/// statement each, over the nodes the caller may list.
extension CollectionsAPI {
    /// The fields summed, averaged and compared: `Int` and `Float` fields.
    static func numberFields(_ type: ModelType) -> [ModelField] {
        type.scalarFields.filter { !$0.isList && ($0.kind == .scalar(.int) || $0.kind == .scalar(.float)) }
    }

    /// The fields nodes can be grouped by: any scalar or enum that filters take (not a list, not JSON).
    static func groupFields(_ type: ModelType) -> [ModelField] {
        type.scalarFields.filter { FilterKind($0) != nil }
    }

    func addAggregates<Context>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let names = CollectionsNames(type: type.name)
        resolvers.field("Query", names.aggregate, using: storage) { [self] _, arguments, context, _ in
            try aggregate(type, arguments.values, groupBy: nil, context).first ?? .null
        }
        resolvers.field("Query", names.groupBy, using: storage) { [self] _, arguments, context, _ in
            let field = arguments["by"]?.stringValue.flatMap { type.field(named: $0) }
            return JSONValue.array(try aggregate(type, arguments.values, groupBy: field, context))
        }
    }

    /// The aggregate objects (one, or one per group) for `arguments`' filter.
    private func aggregate<Context>(_ type: ModelType, _ arguments: JSONObject, groupBy: ModelField?, _ context: Context) throws -> [JSONValue] {
        let api = acting(as: access(context))
        try api.access.require(.list, type.name)
        var filter = RecordFilter.always
        if let value = arguments["filter"], !value.isNull { filter = try FilterReader(model: model, type: type).filter(value) }
        let fields = Self.numberFields(type)
        let statement = api.reader.compiler.aggregate(
            type.name, RecordQuery(filter: filter), fields: fields.map(\.name), groupBy: groupBy?.name)
        let rows = try api.readTransaction { database in try database.query(statement.sql, statement.arguments) }
        return rows.map { row in
            var values = row.values[...]
            var members: [(String, JSONValue)] = []
            if let groupBy {
                members.append(("key", .object(JSONObject([(groupBy.name, FieldValues.json(values.removeFirst(), of: groupBy))]))))
            }
            members.append(("count", .int(Int(values.removeFirst().integer ?? 0))))
            var sums: [(String, JSONValue)] = []
            var averages: [(String, JSONValue)] = []
            var minimums: [(String, JSONValue)] = []
            var maximums: [(String, JSONValue)] = []
            for field in fields {
                sums.append((field.name, FieldValues.json(values.removeFirst(), of: field)))
                averages.append((field.name, values.removeFirst().real.map(JSONValue.double) ?? .null))
                minimums.append((field.name, FieldValues.json(values.removeFirst(), of: field)))
                maximums.append((field.name, FieldValues.json(values.removeFirst(), of: field)))
            }
            if !fields.isEmpty {
                members += [
                    ("sum", .object(JSONObject(sums))), ("avg", .object(JSONObject(averages))),
                    ("min", .object(JSONObject(minimums))), ("max", .object(JSONObject(maximums))),
                ]
            }
            return .object(JSONObject(members))
        }
    }
}
