/// Writes the collections API of a model as SDL: root fields, object types, and inputs.
struct CollectionsSDLWriter {
    let model: Model
    private var output = ""
    /// The scalar filter inputs and update operation inputs used, written once at the end.
    private var filterKinds: [FilterKind] = []
    private var operationScalars: [ScalarKind] = []

    init(model: Model) {
        self.model = model
    }

    mutating func write() -> String {
        writeScalars()
        writeQuery()
        writeMutation()
        line("enum OrderByDirection {\n  ASC\n  DESC\n}\n")
        writePageInfo()
        for type in model.types {
            writeObjectTypes(type)
            writeInputs(type)
        }
        for relation in model.relations {
            for side in [relation.a, relation.b] { writeRelationInputs(relation, side) }
        }
        for kind in filterKinds { writeScalarFilter(kind) }
        for scalar in operationScalars { writeOperations(scalar) }
        for enumType in model.enums {
            description(enumType.description)
            line("enum \(enumType.name) {")
            for value in enumType.values { line("  \(value)") }
            line("}\n")
        }
        return output
    }

    // MARK: - Root types

    private mutating func writeScalars() {
        line("\"\"\"A date and time in UTC, as ISO-8601 text with milliseconds: 2007-12-03T10:15:30.000Z\"\"\"")
        line("scalar DateTime\n")
        let usesJSON = model.types.contains { $0.fields.contains { $0.kind == .scalar(.json) } }
        if usesJSON {
            line("\"\"\"Any JSON value\"\"\"")
            line("scalar JSON\n")
        }
    }

    private mutating func writeQuery() {
        line("type Query {")
        for type in model.types {
            let names = CollectionsNames(type: type.name)
            field("Query a single \(type.name) by an ID or a unique field", "\(names.single)(by: \(names.byInput)!): \(type.name)")
            field("Paginated query to fetch the whole list of \(type.name)", "\(names.collection)\(connectionArguments(type.name)): \(names.connection)")
        }
        line("}\n")
    }

    private mutating func writeMutation() {
        line("type Mutation {")
        for type in model.types {
            let names = CollectionsNames(type: type.name)
            let by = "by: \(names.byInput)!"
            field("Create a \(type.name)", "\(names.mutation(.create))(input: \(names.createInput)!): \(names.payload(.create))")
            field("Create multiple \(type.name)", "\(names.mutation(.createMany))(input: [\(names.createManyInput)!]!): \(names.payload(.createMany))")
            field("Update a \(type.name)", "\(names.mutation(.update))(\(by), input: \(names.updateInput)!): \(names.payload(.update))")
            field("Update multiple \(type.name)", "\(names.mutation(.updateMany))(input: [\(names.updateManyInput)!]!): \(names.payload(.updateMany))")
            field("Delete a \(type.name) by ID or unique field", "\(names.mutation(.delete))(\(by)): \(names.payload(.delete))")
            field("Delete multiple \(type.name)", "\(names.mutation(.deleteMany))(input: [\(names.deleteManyInput)!]!): \(names.payload(.deleteMany))")
        }
        line("}\n")
    }

    private mutating func writePageInfo() {
        line("\"\"\"Where a page of a collection lies in the whole\"\"\"")
        line("type PageInfo {")
        line("  hasPreviousPage: Boolean!\n  hasNextPage: Boolean!\n  startCursor: String\n  endCursor: String")
        line("}\n")
    }

    /// `(first: Int, last: Int, before: String, after: String, orderBy: …, filter: …)`.
    private func connectionArguments(_ type: String) -> String {
        let names = CollectionsNames(type: type)
        return "(first: Int, last: Int, before: String, after: String, orderBy: \(names.orderByInput), filter: \(names.filterInput))"
    }

    // MARK: - Object types

    private mutating func writeObjectTypes(_ type: ModelType) {
        let names = CollectionsNames(type: type.name)
        description(type.description)
        line("type \(type.name) {")
        for modelField in type.fields {
            let text = modelField.description ?? systemDescription(modelField)
            switch modelField.kind {
            case .relation(_, let target) where modelField.isList:
                let connection = CollectionsNames(type: target).connection + (modelField.isRequired ? "!" : "")
                field(text, "\(modelField.name)\(connectionArguments(target)): \(connection)")
            default:
                field(text, "\(modelField.name): \(outputType(modelField))")
            }
        }
        line("}\n")
        line("type \(names.connection) {\n  pageInfo: PageInfo!\n  edges: [\(names.edge)]\n}\n")
        line("type \(names.edge) {\n  node: \(type.name)!\n  cursor: String!\n}\n")
        let node = names.single
        line("type \(names.payload(.create)) {\n  \(node): \(type.name)\n}\n")
        line("type \(names.payload(.createMany)) {\n  \(names.collection): [\(type.name)!]!\n}\n")
        line("type \(names.payload(.update)) {\n  \(node): \(type.name)\n}\n")
        line("type \(names.payload(.updateMany)) {\n  \(names.collection): [\(type.name)!]!\n}\n")
        line("type \(names.payload(.delete)) {\n  deletedId: ID!\n}\n")
        line("type \(names.payload(.deleteMany)) {\n  deletedIds: [ID!]!\n}\n")
    }

    private func systemDescription(_ field: ModelField) -> String? {
        guard field.isSystem else { return nil }
        switch field.name {
        case "id": return "Unique identifier"
        case "createdAt": return "When the node was created"
        default: return "When the node was last updated"
        }
    }

    /// The field's type as the API returns it: `String!`, `[Int]`, `Post`.
    private func outputType(_ field: ModelField) -> String {
        let base = switch field.kind {
        case .scalar(let scalar): scalar.rawValue
        case .enumeration(let name): name
        case .relation(_, let target): target
        }
        return (field.isList ? "[\(base)]" : base) + (field.isRequired ? "!" : "")
    }

    // MARK: - Writing

    mutating func line(_ text: String) {
        output += text
        output += "\n"
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

    mutating func useOperations(_ scalar: ScalarKind) {
        if !operationScalars.contains(scalar) { operationScalars.append(scalar) }
    }
}
