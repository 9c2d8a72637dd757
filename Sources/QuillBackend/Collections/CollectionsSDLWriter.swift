/// Writes the collections API of a model as SDL: root fields, object types, and inputs.
struct CollectionsSDLWriter {
    let model: Model
    private(set) var sdl = SDLWriter()
    /// The scalar filter inputs and update operation inputs used, written once at the end.
    private var filterKinds: [FilterKind] = []
    private var operationScalars: [ModelScalar] = []
    /// The types whose relation filter input (`some`, `every`, `none`) is used.
    private var relationFilterTargets: [String] = []

    init(model: Model) {
        self.model = model
    }

    mutating func write() {
        writeScalars()
        writeQuery()
        writeMutation()
        line("\"\"\"A direction of an order: nulls first ascending and last descending, unless it says\"\"\"")
        line(head("enum", "OrderByDirection") + " {\n  ASC\n  DESC\n  ASC_NULLS_FIRST\n  ASC_NULLS_LAST\n  DESC_NULLS_FIRST\n  DESC_NULLS_LAST\n}\n")
        writePageInfo()
        if model.types.contains(where: { !$0.searchFields.isEmpty }) {
            line("\"\"\"What a search found\"\"\"")
            line(head("type", "SearchInfo") + " {\n  \"\"\"How many nodes match, every page together\"\"\"\n  totalHits: Int!\n}\n")
        }
        for type in model.types {
            writeObjectTypes(type)
            writeInputs(type)
        }
        for relation in model.relations {
            for side in [relation.a, relation.b] where !side.isImplied { writeRelationInputs(relation, side) }
        }
        for kind in filterKinds { writeScalarFilter(kind) }
        for target in relationFilterTargets { writeRelationFilter(target) }
        for scalar in operationScalars { writeOperations(scalar) }
        for enumType in model.enums {
            description(enumType.description)
            line(head("enum", enumType.name) + " {")
            for value in enumType.values { line("  \(value)") }
            line("}\n")
        }
    }

    // MARK: - Root types

    private mutating func writeScalars() {
        line("\"\"\"A date and time in UTC, as ISO-8601 text with milliseconds: 2007-12-03T10:15:30.000Z\"\"\"")
        line(head("scalar", "DateTime") + "\n")
        for scalar in model.customScalars where scalar != .dateTime {
            description(scalar == .json ? "Any JSON value" : "\(scalar.expected.one.uppercasedFirst), such as \(scalar.expected.example).")
            line(head("scalar", scalar.rawValue) + "\n")
        }
    }

    private mutating func writeQuery() {
        line(head("type", "Query") + " {")
        for type in model.types {
            let names = CollectionsNames(type: type.name)
            field("Query a single \(type.name) by an ID or a unique field", "\(names.single)(by: \(names.byInput)!): \(type.name)")
            field(
                "Paginated query to fetch the whole list of \(type.name)", "\(names.collection)\(connectionArguments(type.name)): \(names.connection)"
            )
            field(
                "How many \(type.name) the filter selects, and the sums, averages, minimums and maximums of their number fields",
                "\(names.aggregate)(filter: \(names.filterInput)): \(names.aggregateType)!")
            field(
                "The same per value of one field, in its order (null first)",
                "\(names.groupBy)(by: \(names.groupByField)!, filter: \(names.filterInput)): [\(names.groupType)!]!")
            if !type.searchFields.isEmpty {
                field(
                    "Search \(type.name) by the words of \(type.searchFields.joined(separator: ", ")), best match first: words, \"quoted phrases\", or, -word",
                    "\(names.search)(query: String!, first: Int, after: String): \(names.searchConnection)")
            }
        }
        line("}\n")
    }

    private mutating func writeMutation() {
        line(head("type", "Mutation") + " {")
        for type in model.types {
            let names = CollectionsNames(type: type.name)
            let by = "by: \(names.byInput)!"
            field("Create a \(type.name)", "\(names.mutation(.create))(input: \(names.createInput)!): \(names.payload(.create))")
            field(
                "Create multiple \(type.name)", "\(names.mutation(.createMany))(input: [\(names.createManyInput)!]!): \(names.payload(.createMany))")
            field("Update a \(type.name)", "\(names.mutation(.update))(\(by), input: \(names.updateInput)!): \(names.payload(.update))")
            field(
                "Update multiple \(type.name)", "\(names.mutation(.updateMany))(input: [\(names.updateManyInput)!]!): \(names.payload(.updateMany))")
            field(
                "Update the \(type.name) with a key, or create one",
                "\(names.mutation(.upsert))(\(by), create: \(names.createInput)!, update: \(names.updateInput)!): \(names.payload(.upsert))")
            field("Delete a \(type.name) by ID or unique field", "\(names.mutation(.delete))(\(by)): \(names.payload(.delete))")
            field(
                "Delete multiple \(type.name)", "\(names.mutation(.deleteMany))(input: [\(names.deleteManyInput)!]!): \(names.payload(.deleteMany))")
        }
        line("}\n")
    }

    private mutating func writePageInfo() {
        line("\"\"\"Where a page of a collection lies in the whole\"\"\"")
        line(head("type", "PageInfo") + " {")
        line("  hasPreviousPage: Boolean!\n  hasNextPage: Boolean!\n  startCursor: String\n  endCursor: String")
        line("}\n")
    }

    /// `(first: Int, last: Int, before: String, after: String, orderBy: […!], filter: …)`: the
    /// order's keys in turn (a single object is a list of one).
    private func connectionArguments(_ type: String) -> String {
        let names = CollectionsNames(type: type)
        return "(first: Int, last: Int, before: String, after: String, orderBy: [\(names.orderByInput)!], filter: \(names.filterInput))"
    }

    // MARK: - Object types

    private mutating func writeObjectTypes(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        description(type.description)
        line(head("type", type.name) + " {")
        for modelField in type.fields {
            let text = modelField.description ?? systemDescription(modelField)
            switch modelField.kind {
            case .relation(_, let target) where modelField.isList:
                let connection = CollectionsNames(type: target).connection + (modelField.isRequired ? "!" : "")
                field(text, "\(modelField.name)\(connectionArguments(target)): \(connection)")
            default:
                let type = modelField.sdlType
                field(text, "\(modelField.name): \(modelField.isNonNullInOutput || !type.hasSuffix("!") ? type : String(type.dropLast()))")
            }
        }
        line("}\n")
        line(
            head("type", names.connection)
                + " {\n  pageInfo: PageInfo!\n  edges: [\(names.edge)]\n  \"\"\"How many nodes the filter selects, every page together\"\"\"\n  totalCount: Int!\n}\n"
        )
        line(head("type", names.edge) + " {\n  node: \(type.name)!\n  cursor: String!\n}\n")
        writeAggregateTypes(type)
        if !type.searchFields.isEmpty {
            line(
                head("type", names.searchConnection)
                    + " {\n  pageInfo: PageInfo!\n  edges: [\(names.searchEdge)!]!\n  searchInfo: SearchInfo!\n}\n")
            line(
                head("type", names.searchEdge)
                    + " {\n  node: \(type.name)!\n  cursor: String!\n  \"\"\"How well the node matches, higher is better\"\"\"\n  score: Float!\n}\n")
        }
        let node = names.single
        line(head("type", names.payload(.create)) + " {\n  \(node): \(type.name)\n}\n")
        line(head("type", names.payload(.createMany)) + " {\n  \(names.collection): [\(type.name)!]!\n}\n")
        line(head("type", names.payload(.update)) + " {\n  \(node): \(type.name)\n}\n")
        line(head("type", names.payload(.updateMany)) + " {\n  \(names.collection): [\(type.name)!]!\n}\n")
        line(head("type", names.payload(.upsert)) + " {\n  \(node): \(type.name)\n}\n")
        line(head("type", names.payload(.delete)) + " {\n  deletedId: ID!\n}\n")
        line(head("type", names.payload(.deleteMany)) + " {\n  deletedIds: [ID!]!\n}\n")
    }

    /// `PostAggregate`, `PostGroup` (with `PostGroupKey` and `PostGroupByField`) and the
    /// objects of the number fields' sums, averages, minimums and maximums.
    private mutating func writeAggregateTypes(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        let numbers = CollectionsAPI.numberFields(type)
        var aggregates = "  count: Int!\n"
        for function in ["sum", "avg", "min", "max"] where !numbers.isEmpty {
            aggregates += "  \(function): \(names.aggregateFields(function))!\n"
        }
        line(head("type", names.aggregateType) + " {\n" + aggregates + "}\n")
        line(head("type", names.groupType) + " {\n  key: \(names.groupKey)!\n" + aggregates + "}\n")
        let groups = CollectionsAPI.groupFields(type)
        line(head("type", names.groupKey) + " {\n" + groups.map { "  \($0.name): \(FilterKind($0)!.typeName)\n" }.joined() + "}\n")
        line(head("enum", names.groupByField) + " {\n" + groups.map { "  \($0.name)\n" }.joined() + "}\n")
        for function in ["sum", "avg", "min", "max"] where !numbers.isEmpty {
            let fields = numbers.map { "  \($0.name): \(function == "avg" ? "Float" : $0.kind == .scalar(.int) ? "Int" : "Float")\n" }
            line(head("type", names.aggregateFields(function)) + " {\n" + fields.joined() + "}\n")
        }
    }

    private func systemDescription(_ field: ModelField) -> String? {
        guard field.isSystem else { return nil }
        switch field.name {
        case "id": return "Unique identifier"
        case "createdAt": return "When the node was created"
        default: return "When the node was last updated"
        }
    }

    // MARK: - Writing

    mutating func line(_ text: String) {
        sdl.line(text)
    }

    /// The head of a definition (`type PostEdge`), its name recorded.
    mutating func head(_ keyword: String, _ name: String) -> String {
        sdl.head(keyword, name)
    }

    /// A field (or input field) with its description.
    mutating func field(_ text: String?, _ definition: String) {
        if let text { line("  " + Self.blockString(text)) }
        line("  " + definition)
    }

    mutating func description(_ text: String?) {
        if let text { line(Self.blockString(text)) }
    }

    static func blockString(_ text: String) -> String {
        "\"\"\"" + text.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"") + "\"\"\""
    }

    mutating func useFilter(_ kind: FilterKind) {
        if !filterKinds.contains(kind) { filterKinds.append(kind) }
    }

    mutating func useRelationFilter(_ target: String) {
        if !relationFilterTargets.contains(target) { relationFilterTargets.append(target) }
    }

    mutating func useOperations(_ scalar: ModelScalar) {
        if !operationScalars.contains(scalar) { operationScalars.append(scalar) }
    }
}
