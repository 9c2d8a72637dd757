/// Finds input object fields whose default values, once applied, need themselves
/// again (the September 2025 spec's {InputObjectDefaultValueHasCycle}), reported
/// in graphql-js 17's words: a depth-first search from an empty value of each input
/// object, through provided values and the default values of omitted fields, which
/// reports every cycle once.
///
/// https://spec.graphql.org/September2025/#InputObjectDefaultValueHasCycle()
struct DefaultValueCycleFinder {
    private var visited = Set<String>()
    /// The fields whose defaults are being applied: coordinate and default value.
    private var path: [(coordinate: String, defaultValue: (DefinitionSite, Location)?)] = []
    /// Position of a coordinate in `path`.
    private var pathIndex: [String: Int] = [:]

    mutating func detect(_ id: TypeID, in validator: inout SchemaValidator) {
        detect(id, value: nil, in: &validator)
    }

    /// `value` is what is given for an input object of type `id`; `nil` stands
    /// for an empty object.
    private mutating func detect(_ id: TypeID, value: Value?, in validator: inout SchemaValidator) {
        var provided: [String: Value] = [:]
        switch value {
        case .list(let list)?:
            for item in list.values { detect(id, value: item, in: &validator) }
            return
        case .object(let object)?:
            for field in object.fields { provided[field.name.value] = field.value }
        case nil:
            break
        default:
            return
        }
        guard case .inputObject(let inputObject) = validator.schema[id] else { return }
        for field in inputObject.fields {
            let fieldType = field.type.namedType
            guard case .inputObject = validator.schema[fieldType] else { continue }
            if let given = provided[field.name] {
                detect(fieldType, value: given, in: &validator)
            } else {
                detectDefault(of: field, "\(inputObject.name).\(field.name)", fieldType, in: &validator)
            }
        }
    }

    private mutating func detectDefault(
        of field: GraphQLInputValue, _ coordinate: String, _ fieldType: TypeID, in validator: inout SchemaValidator
    ) {
        guard let defaultValue = field.defaultValue else { return }
        if let start = pathIndex[coordinate] {
            let via = path[(start + 1)...].map(\.coordinate)
            validator.report(
                "Invalid circular reference. The default value of Input Object field \(coordinate) references itself"
                    + (via.isEmpty ? "." : " via the default values of: \(via.joined(separator: ", "))."), path[start...].compactMap(\.defaultValue)
            )
            return
        }
        guard visited.insert(coordinate).inserted else { return }
        pathIndex[coordinate] = path.count
        path.append((coordinate, field.sites.first.map { ($0, defaultValue.loc) }))
        detect(fieldType, value: defaultValue, in: &validator)
        path.removeLast()
        pathIndex[coordinate] = nil
    }
}
