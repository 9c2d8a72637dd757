import GraphQL

/// Reads a parsed data-model document into a `Model`, collecting every problem.
///
/// Three passes: declared names, then each type's fields and directives, then
/// the relations, which need every type's fields.
struct ModelReader {
    let source: Source
    var diagnostics: [ModelDiagnostic] = []
    var objectNames: Set<String> = []
    var enums: [ModelEnum] = []
    /// How many object types `readType` has read (the next one's index in `Model.types`).
    var typesRead = 0
    /// Relation fields waiting to be paired, in declaration order.
    var relationFields: [RelationFieldReference] = []
    /// The schema's `@auth` rules.
    var schemaAuthRules: [AuthRule]?
    /// The fields marked with `@isUnique`, Graphcool's spelling.
    var isUniqueFields: [String] = []

    init(source: Source) {
        self.source = source
    }

    mutating func read() throws(ModelError) -> Model {
        let document: Document
        do {
            document = try Parser.parse(source)
        } catch {
            let location = error.locations.first ?? SourceLocation(line: 1, column: 1)
            throw ModelError(diagnostics: [ModelDiagnostic(file: source.name, location: location, message: error.message)])
        }
        let objects = declareNames(document)
        var types = objects.map { readType($0) }
        let relations = pairRelations(&types)
        if !diagnostics.isEmpty {
            throw ModelError(diagnostics: diagnostics)
        }
        return Model(types: types, enums: enums, relations: relations, authRules: schemaAuthRules, isUniqueFields: isUniqueFields)
    }

    /// Records an error at a node's location.
    mutating func report(_ message: String, at location: Location) {
        diagnostics.append(ModelDiagnostic(file: source.name, location: source.location(at: location.start), message: message))
    }

    func location(_ location: Location) -> SourceLocation {
        source.location(at: location.start)
    }

    /// Collects object type and enum names, reporting duplicates and unsupported definitions.
    mutating func declareNames(_ document: Document) -> [ObjectTypeDefinition] {
        var objects: [ObjectTypeDefinition] = []
        var declared: Set<String> = []
        for definition in document.definitions {
            switch definition {
            case .object(let object):
                guard declare(object.name, in: &declared) else { continue }
                objects.append(object)
                objectNames.insert(object.name.value)
            case .enum(let node):
                guard declare(node.name, in: &declared) else { continue }
                if let directive = node.directives.first {
                    report("Unknown directive '@\(directive.name.value)' on enum '\(node.name.value)'", at: directive.loc)
                }
                enums.append(
                    ModelEnum(
                        name: node.name.value, values: node.values.map(\.name.value), description: node.description?.value,
                        location: location(node.loc)
                    ))
            case .schema(let node):
                schemaAuthRules = schemaAuthRules(node.directives, existing: schemaAuthRules)
            case .schemaExtension(let node):
                schemaAuthRules = schemaAuthRules(node.directives, existing: schemaAuthRules)
                if let operation = node.operationTypes.first {
                    report("A data model's schema extension takes only '@auth'; remove its operation types", at: operation.loc)
                }
            case .scalar(let node):
                if ModelScalar(rawValue: node.name.value) == nil {
                    let known = ModelScalar.allCases.map(\.rawValue).joined(separator: ", ")
                    report("Custom scalar '\(node.name.value)' is not supported; use one of \(known)", at: node.name.loc)
                }
            default:
                report("A data model declares only object types and enums; remove this \(definitionKind(definition))", at: definition.loc)
            }
        }
        return objects
    }

    /// Whether `name` is new and free (reports duplicates, built-in scalars and reserved names).
    mutating func declare(_ name: Name, in declared: inout Set<String>) -> Bool {
        if ModelScalar(rawValue: name.value) != nil {
            report("'\(name.value)' is a built-in scalar and cannot be redeclared", at: name.loc)
            return false
        }
        if ["Query", "Mutation", "Subscription"].contains(name.value) {
            report("'\(name.value)' is the name of a root type of the generated API; choose another name", at: name.loc)
            return false
        }
        if name.value.hasPrefix("_") {
            report("Type '\(name.value)' starts with '_', which is reserved for the backend's own names", at: name.loc)
            return false
        }
        guard declared.insert(name.value).inserted else {
            report("Type '\(name.value)' is declared more than once", at: name.loc)
            return false
        }
        return true
    }

    func definitionKind(_ definition: Definition) -> String {
        switch definition {
        case .operation: "operation"
        case .fragment: "fragment"
        case .schema, .schemaExtension: "schema definition"  // (read for its `@auth` rules)
        case .interface, .interfaceExtension: "interface"
        case .union, .unionExtension: "union"
        case .inputObject, .inputObjectExtension: "input type"
        case .directive: "directive definition"
        case .objectExtension, .enumExtension, .scalarExtension: "type extension"
        case .object, .enum, .scalar: "definition"
        }
    }
}

/// A relation field as declared, before it is paired with its other side.
struct RelationFieldReference {
    /// The declaring type's index in `Model.types`.
    var typeIndex: Int
    var typeName: String
    var fieldName: String
    var target: String
    var isList: Bool
    var isRequired: Bool
    /// `@relation(name:)`, if given.
    var declaredName: String?
    var loc: Location

    var qualifiedName: String { "\(typeName).\(fieldName)" }
    /// `@relation(onDelete:)`.
    var onDelete: DeleteAction = .setNull

    var side: RelationSide {
        RelationSide(typeName: typeName, fieldName: fieldName, isList: isList, isRequired: isRequired, onDelete: onDelete)
    }
}
