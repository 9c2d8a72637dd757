/// Executes operations that select only introspection fields (`__schema`,
/// `__type(name:)`, `__typename`) against a schema, until the general executor
/// exists, and faster than it will: the selection sets are first compiled into a
/// plan (fields collected, fragments and `@skip`/`@include` applied, arguments
/// read), since every introspection field has one static object type; the plan
/// then runs over the schema, writing to any `JSONSink`.
struct IntrospectionExecutor {
    let schema: GraphQLSchema
    let source: Source?
    private let fragments: [String: FragmentDefinition]
    private let variableDefinitions: [String: VariableDefinition]
    private let variables: JSONObject

    /// A field to write: its response key, what it resolves, its argument and,
    /// for object fields, the plan of its selection set.
    struct PlannedField {
        var key: String
        var field: IntrospectionField
        var includeDeprecated: Bool
        var selections: [PlannedField]?
    }

    /// A root field: `__schema`, `__type` (with its name argument) or `__typename`.
    struct PlannedRoot {
        var key: String
        var name: String
        var typeName: String?
        var selections: [PlannedField]?
    }

    init(schema: GraphQLSchema, document: Document, operation: OperationDefinition, variables: JSONObject, source: Source?) {
        self.schema = schema
        self.source = source
        self.variables = variables
        var fragments: [String: FragmentDefinition] = [:]
        for case .fragment(let fragment) in document.definitions where fragments[fragment.name.value] == nil {
            fragments[fragment.name.value] = fragment
        }
        self.fragments = fragments
        var definitions: [String: VariableDefinition] = [:]
        for definition in operation.variableDefinitions { definitions[definition.variable.name.value] = definition }
        self.variableDefinitions = definitions
    }

    // MARK: Planning

    func planRoot(_ operation: OperationDefinition) throws(GraphQLError) -> (rootTypeName: String, fields: [PlannedRoot]) {
        guard let rootID = schema.rootType(for: operation.operation) else {
            throw GraphQLError(
                "Schema is not configured to execute \(operation.operation.rawValue) operation.",
                locations: locations(operation.loc))
        }
        let rootTypeName = schema[rootID].name
        var planned: [PlannedRoot] = []
        for (key, fields) in try collect([operation.selectionSet], typeName: rootTypeName) {
            let field = fields[0]
            switch field.name.value {
            case "__typename":
                planned.append(PlannedRoot(key: key, name: "__typename"))
            case "__schema":
                planned.append(PlannedRoot(
                    key: key, name: "__schema", selections: try plan(fields, typeName: "__Schema")))
            case "__type":
                let name = try stringArgument("name", of: field)
                planned.append(PlannedRoot(
                    key: key, name: "__type", typeName: name, selections: try plan(fields, typeName: "__Type")))
            default:
                throw GraphQLError(
                    "Cannot execute field \"\(field.name.value)\": only introspection fields can be executed yet.",
                    locations: locations(field.loc))
            }
        }
        return (rootTypeName, planned)
    }

    /// The plan for the merged selection sets of `fields`, on introspection type `typeName`.
    private func plan(_ fields: [Field], typeName: String) throws(GraphQLError) -> [PlannedField] {
        let selectionSets = fields.compactMap(\.selectionSet)
        var planned: [PlannedField] = []
        for (key, group) in try collect(selectionSets, typeName: typeName) {
            let node = group[0]
            guard let field = IntrospectionField(named: node.name.value, on: typeName) else {
                throw GraphQLError(
                    "Cannot query field \"\(node.name.value)\" on type \"\(typeName)\".", locations: locations(node.loc))
            }
            let includeDeprecated = field.takesIncludeDeprecated ? try boolArgument("includeDeprecated", of: node) ?? false : false
            let selections = try field.objectTypeName.map { (childType) throws(GraphQLError) in try plan(group, typeName: childType) }
            planned.append(PlannedField(key: key, field: field, includeDeprecated: includeDeprecated, selections: selections))
        }
        return planned
    }

    /// The fields of selection sets grouped by response key, in order (the spec's CollectFields).
    private func collect(_ selectionSets: [SelectionSet], typeName: String) throws(GraphQLError) -> [(String, [Field])] {
        var groups: [(String, [Field])] = []
        var index: [String: Int] = [:]
        var visitedFragments: Set<String> = []
        func visit(_ selectionSet: SelectionSet) throws(GraphQLError) {
            for selection in selectionSet.selections {
                switch selection {
                case .field(let field):
                    guard try shouldInclude(field.directives) else { continue }
                    let key = field.responseKey
                    if let position = index[key] {
                        groups[position].1.append(field)
                    } else {
                        index[key] = groups.count
                        groups.append((key, [field]))
                    }
                case .inlineFragment(let fragment):
                    guard try shouldInclude(fragment.directives) else { continue }
                    if let condition = fragment.typeCondition, condition.name.value != typeName { continue }
                    try visit(fragment.selectionSet)
                case .fragmentSpread(let spread):
                    guard try shouldInclude(spread.directives) else { continue }
                    let name = spread.name.value
                    guard !visitedFragments.contains(name) else { continue }
                    visitedFragments.insert(name)
                    guard let fragment = fragments[name] else {
                        throw GraphQLError("Unknown fragment \"\(name)\".", locations: locations(spread.loc))
                    }
                    guard fragment.typeCondition.name.value == typeName else { continue }
                    try visit(fragment.selectionSet)
                }
            }
        }
        for selectionSet in selectionSets { try visit(selectionSet) }
        return groups
    }

    private func shouldInclude(_ directives: [Directive]) throws(GraphQLError) -> Bool {
        for directive in directives {
            switch directive.name.value {
            case "skip":
                if try boolArgument("if", of: directive.arguments, at: directive.loc) == true { return false }
            case "include":
                if try boolArgument("if", of: directive.arguments, at: directive.loc) == false { return false }
            default: break
            }
        }
        return true
    }

    // MARK: Arguments

    private func boolArgument(_ name: String, of field: Field) throws(GraphQLError) -> Bool? {
        try boolArgument(name, of: field.arguments, at: field.loc)
    }

    private func boolArgument(_ name: String, of arguments: [Argument], at loc: Location) throws(GraphQLError) -> Bool? {
        guard let value = try argumentValue(name, of: arguments) else { return nil }
        switch value {
        case .bool(let bool): return bool
        case .null: return nil
        default: throw GraphQLError("Argument \"\(name)\" must be a Boolean.", locations: locations(loc))
        }
    }

    private func stringArgument(_ name: String, of field: Field) throws(GraphQLError) -> String {
        guard case .string(let string) = try argumentValue(name, of: field.arguments) else {
            throw GraphQLError("Argument \"\(name)\" of \"\(field.name.value)\" must be a String.", locations: locations(field.loc))
        }
        return string
    }

    /// An argument's value: the literal, or the variable's given value or default.
    private func argumentValue(_ name: String, of arguments: [Argument]) throws(GraphQLError) -> JSONValue? {
        guard let argument = arguments.first(where: { $0.name.value == name }) else { return nil }
        return literalValue(argument.value)
    }

    private func literalValue(_ value: Value) -> JSONValue? {
        switch value {
        case .variable(let variable):
            let name = variable.name.value
            if let given = variables[name] { return given }
            return variableDefinitions[name]?.defaultValue.flatMap(literalValue)
        case .boolean(let bool): return .bool(bool.value)
        case .string(let string): return .string(string.value)
        case .null: return .null
        default: return nil
        }
    }

    private func locations(_ loc: Location) -> [SourceLocation] {
        source.map { [$0.location(at: loc.start)] } ?? []
    }

    // MARK: Execution

    func execute<Sink: JSONSink>(_ root: (rootTypeName: String, fields: [PlannedRoot]), into sink: inout Sink) {
        sink.beginObject()
        for field in root.fields {
            sink.key(field.key)
            if field.name == "__typename" {
                sink.string(root.rootTypeName)
                continue
            }
            switch schema.resolveIntrospectionRoot(field.name, typeName: field.typeName) {
            case .object(let value): write(value, field.selections ?? [], into: &sink)
            default: sink.null()
            }
        }
        sink.endObject()
    }

    private func write<Sink: JSONSink>(_ value: IntrospectionValue, _ plan: [PlannedField], into sink: inout Sink) {
        sink.beginObject()
        for field in plan {
            sink.key(field.key)
            let selections = field.selections ?? []
            if field.field.isObjectList {
                // Items are written as they are found; no list is built.
                let found = schema.forEachIntrospectionItem(
                    field.field, of: value, includeDeprecated: field.includeDeprecated, start: { sink.beginArray() }
                ) { item in
                    write(item, selections, into: &sink)
                }
                if found == true { sink.endArray() } else { sink.null() }
                continue
            }
            // The plan only holds fields of the value's type, which always resolve.
            switch schema.resolveIntrospectionField(field.field, of: value, includeDeprecated: field.includeDeprecated) {
            case .leaf(let leaf):
                sink.value(leaf)
            case .object(let child):
                write(child, selections, into: &sink)
            case .list(let children):
                sink.beginArray()
                for child in children { write(child, selections, into: &sink) }
                sink.endArray()
            case nil:
                sink.null()
            }
        }
        sink.endObject()
    }
}
