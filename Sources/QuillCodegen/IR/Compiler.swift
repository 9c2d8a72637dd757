import GraphQL

/// Turns validated operations into the IR: names every generated type and member for
/// Swift, resolves each field's type, merges fields by response key (see
/// `Compiler+SelectionSets.swift`), and collects the schema's enums and input objects
/// that the operations use.
struct Compiler {
    let schema: GraphQLSchema
    let operations: OperationSet
    let options: CodegenOptions
    /// Names the options' origin in messages (a `quill-codegen.json`, or the command line).
    let optionsOrigin: String

    /// The documents after `SelectionInsertion`.
    private(set) var document: Document
    var diagnostics: [CodegenDiagnostic] = []
    private var fragmentDefinitions: [String: (definition: FragmentDefinition, file: Int)] = [:]
    private var fragmentTypeNames: [String: String] = [:]
    private var compiledFragments: [String: IR.Fragment] = [:]
    /// Top-level Swift names taken so far; nested types never take one of these.
    var reservedTypeNames: Set<String>
    private var schemaTypeNames: [TypeID: String] = [:]
    private var usedEnums: Set<TypeID> = []
    private var usedInputObjects: Set<TypeID> = []
    private var sharedPossibleTypes: [TypeID: String] = [:]

    static let metadataTypeName = "SchemaMetadata"

    init(schema: GraphQLSchema, operations: OperationSet, options: CodegenOptions, optionsOrigin: String) {
        self.schema = schema
        self.operations = operations
        self.options = options
        self.optionsOrigin = optionsOrigin
        document = operations.document
        reservedTypeNames = SwiftName.reservedTypeNames.union([Self.metadataTypeName])
        if let namespace = options.namespace { reservedTypeNames.insert(namespace) }
        for swiftType in options.scalars.values {
            reservedTypeNames.insert(String(swiftType.prefix { $0 != "." && $0 != "<" }))
        }
        if options.module == true || options.namespace != nil {
            reservedTypeNames.insert("ID")
            for type in schema.types {
                if case .scalar = type, !builtInScalars.contains(type.name) { reservedTypeNames.insert(type.name) }
            }
        }
    }

    mutating func compile() throws(CodegenFailure) -> IR.Documents {
        checkOptions()
        var insertion = SelectionInsertion(schema: schema, keyFields: keyFields(of:))
        document = insertion.apply(to: operations.document)
        for (location, message) in insertion.conflicts {
            diagnostics.append(operations.diagnostic(at: location, message))
        }
        nameDefinitions()
        guard diagnostics.isEmpty else { throw CodegenFailure(diagnostics) }
        // Every enum and input object is named up front, so that a nested type never takes
        // the name of one that a later operation uses.
        for type in schema.types.indices {
            switch schema[type] {
            case .enum, .inputObject: _ = schemaTypeName(type)
            default: break
            }
        }

        var compiledOperations: [IR.Operation] = []
        for definition in document.definitions {
            switch definition {
            case .operation(let operation): compiledOperations.append(compile(operation))
            case .fragment(let fragment): _ = self.fragment(named: fragment.name.value)
            default: break
            }
        }
        guard diagnostics.isEmpty else { throw CodegenFailure(diagnostics) }
        let fragments = document.definitions.compactMap { definition -> IR.Fragment? in
            if case .fragment(let fragment) = definition { return compiledFragments[fragment.name.value] }
            return nil
        }
        return IR.Documents(
            operations: compiledOperations, fragments: fragments, enums: compiledEnums(),
            inputObjects: compiledInputObjects(), possibleTypeSets: compiledPossibleTypeSets(),
            keyFields: keyFieldTable(), fieldPolicies: fieldPolicyTable(),
            cacheMaxAges: options.cacheMaxAges.flatMap { type, fields in fields.map { (type, $0.key, $0.value) } }
                .sorted { ($0.type, $0.field) < ($1.type, $1.field) }, scalarAliases: compiledScalarAliases())
    }

    // MARK: - Options

    private mutating func checkOptions() {
        if let namespace = options.namespace, !SwiftName.isPlainIdentifier(namespace) {
            report("namespace '\(namespace)' is not a Swift identifier")
        }
        for (scalar, swiftType) in options.scalars.sorted(by: { $0.key < $1.key }) {
            guard case .scalar? = schema.type(named: scalar), !builtInScalars.contains(scalar) else {
                report("scalars: '\(scalar)' is not a custom scalar of the schema")
                continue
            }
            if !SwiftName.isTypeName(swiftType) { report("scalars: '\(swiftType)' is not a Swift type name") }
        }
        for (typeName, fields) in options.keyFields.sorted(by: { $0.key < $1.key }) {
            guard let type = schema.typeID(named: typeName), schema.isObject(type) || isInterface(type) else {
                report("keyFields: '\(typeName)' is not an object or interface type of the schema")
                continue
            }
            for field in fields {
                guard let definition = schema[type].field(named: field), schema[definition.type.namedType].isLeaf,
                    !definition.arguments.contains(where: \.isRequired)
                else {
                    report("keyFields: '\(typeName).\(field)' is not a field of a scalar or enum type without required arguments")
                    continue
                }
            }
        }
        checkFieldPolicies()
        checkMaxAges()
    }

    private mutating func checkFieldPolicies() {
        for (typeName, fields) in options.fieldPolicies.sorted(by: { $0.key < $1.key }) {
            guard let type = schema.typeID(named: typeName), schema.isObject(type) || isInterface(type) else {
                report("fieldPolicy: '\(typeName)' is not an object or interface type of the schema")
                continue
            }
            for (field, keyArgs) in fields.sorted(by: { $0.key < $1.key }) {
                // One object, keyed by the arguments (a list would need a key per element).
                guard let definition = schema[type].field(named: field), schema.isObject(definition.type.namedType) else {
                    report("fieldPolicy: '\(typeName).\(field)' is not a field of an object type")
                    continue
                }
                if case .list = definition.type.nullable {
                    report("fieldPolicy: '\(typeName).\(field)' returns a list: a field policy keys one object")
                    continue
                }
                for argument in keyArgs where !definition.arguments.contains(where: { $0.name == argument }) {
                    report("fieldPolicy: '\(typeName).\(field)' has no argument '\(argument)'")
                }
            }
        }
    }

    private mutating func checkMaxAges() {
        for (typeName, fields) in options.cacheMaxAges.sorted(by: { $0.key < $1.key }) {
            guard let type = schema.typeID(named: typeName) else {
                report("cacheControl: '\(typeName)' is not a type of the schema")
                continue
            }
            for field in fields.keys.sorted() where !field.isEmpty && schema[type].field(named: field) == nil {
                report("cacheControl: '\(typeName).\(field)' is not a field of the schema")
            }
        }
    }

    private func fieldPolicyTable() -> [(type: String, field: String, keyArgs: [String])] {
        options.fieldPolicies.flatMap { type, fields in fields.map { (type, $0.key, $0.value) } }
            .sorted { ($0.type, $0.field) < ($1.type, $1.field) }
    }

    private mutating func report(_ message: String) {
        diagnostics.append(CodegenDiagnostic(file: optionsOrigin, message: message))
    }

    private func isInterface(_ type: TypeID) -> Bool {
        if case .interface = schema[type] { return true }
        return false
    }

    /// The configured key fields of a type: its own, else those of the first interface it
    /// implements that has some.
    func keyFields(of type: TypeID) -> [String]? {
        if let fields = options.keyFields[schema[type].name] { return fields }
        guard case .object(let object) = schema[type] else { return nil }
        return object.interfaces.lazy.compactMap { options.keyFields[schema[$0].name] }.first
    }

    private func keyFieldTable() -> [(type: String, fields: [String])] {
        guard !options.keyFields.isEmpty else { return [] }
        return schema.types.indices.filter { schema.isObject($0) && !schema[$0].name.hasPrefix("__") }
            .compactMap { id in keyFields(of: id).map { (schema[id].name, $0) } }
            .sorted { $0.type < $1.type }
    }

    // MARK: - Top-level names

    /// Names each operation's and fragment's Swift type, reporting names that cannot be
    /// one and two definitions that would share one.
    private mutating func nameDefinitions() {
        var owners: [String: String] = [:]
        for definition in document.definitions {
            let swiftName: String
            let description: String
            let location: Location
            switch definition {
            case .operation(let operation):
                guard let name = operation.name else {
                    diagnostics.append(operations.diagnostic(at: operation.loc, "an operation needs a name: its Swift type is named after it"))
                    continue
                }
                let suffix = SwiftName.upperFirst(operation.operation.rawValue)
                let base = SwiftName.upperFirst(name.value)
                swiftName = base.hasSuffix(suffix) ? base : base + suffix
                description = "operation '\(name.value)'"
                location = name.loc
            case .fragment(let fragment):
                swiftName = SwiftName.upperFirst(fragment.name.value)
                description = "fragment '\(fragment.name.value)'"
                location = fragment.name.loc
                fragmentDefinitions[fragment.name.value] = (fragment, operations.fileIndex(at: fragment.loc.start))
                fragmentTypeNames[fragment.name.value] = swiftName
            default:
                continue
            }
            if reservedTypeNames.contains(swiftName) && owners[swiftName] == nil {
                diagnostics.append(
                    operations.diagnostic(
                        at: location, "\(description) cannot become Swift type '\(swiftName)': the generated code uses that name"))
            } else if let owner = owners[swiftName] {
                diagnostics.append(
                    operations.diagnostic(
                        at: location, "\(description) becomes Swift type '\(swiftName)', as \(owner) does"))
            }
            owners[swiftName] = description
        }
        reservedTypeNames.formUnion(owners.keys)
    }

    /// The Swift name of a schema enum or input object: its own, with `_` appended while
    /// that is taken (by a fragment, an operation, or a name generated code uses).
    mutating func schemaTypeName(_ type: TypeID) -> String {
        if let name = schemaTypeNames[type] { return name }
        var name = schema[type].name
        while reservedTypeNames.contains(name) { name += "_" }
        reservedTypeNames.insert(name)
        schemaTypeNames[type] = name
        return name
    }

    // MARK: - Operations and fragments

    private mutating func compile(_ operation: OperationDefinition) -> IR.Operation {
        let name = operation.name?.value ?? ""
        let suffix = SwiftName.upperFirst(operation.operation.rawValue)
        let base = SwiftName.upperFirst(name)
        let typeName = base.hasSuffix(suffix) ? base : base + suffix
        let root = schema.rootType(for: operation.operation)!
        let data = selectionSet(
            named: "Data", path: [typeName, "Data"], kind: .root, on: root,
            from: [(operation.selectionSet, [])], inherited: [], possibleTypes: nil)
        let fragments = usedFragments(in: operation.selectionSet)
        let text = CompactPrinter.print(operation)
        let whole = ([text] + fragments.map { fragment(named: $0).text }).joined(separator: "\n")
        var propertyNames = NameSet(reserved: ["__variables"])
        let variables = operation.variableDefinitions.map { definition in
            IR.Variable(
                name: definition.variable.name.value,
                property: SwiftName.identifier(propertyNames.take([definition.variable.name.value])),
                type: shape(of: definition.type),
                isOptional: !isNonNull(definition.type) || definition.defaultValue != nil,
                isNullable: options.graphQLNullable == true)
        }
        return IR.Operation(
            name: name, typeName: typeName, kind: IR.Operation.Kind(rawValue: operation.operation.rawValue)!,
            variables: variables, text: text, fragments: fragments.map { fragmentTypeNames[$0]! },
            document: whole, sha256: SHA256.hexDigest(whole.utf8), data: data, file: operations.fileIndex(at: operation.loc.start))
    }

    /// The fragment named `name`, compiled once.
    mutating func fragment(named name: String) -> IR.Fragment {
        if let compiled = compiledFragments[name] { return compiled }
        let (definition, file) = fragmentDefinitions[name]!
        let typeName = fragmentTypeNames[name]!
        let type = schema.typeID(named: definition.typeCondition.name.value)!
        let selectionSet = selectionSet(
            named: typeName, path: [typeName], kind: .fragment, on: type, from: [(definition.selectionSet, [])],
            inherited: [], possibleTypes: possibleTypes(of: type, within: type))
        let fragment = IR.Fragment(
            name: name, typeName: typeName, text: CompactPrinter.print(definition), selectionSet: selectionSet, file: file)
        compiledFragments[name] = fragment
        return fragment
    }

    /// The names of the fragments a selection set needs, directly or through other
    /// fragments, in the order they are first spread.
    private func usedFragments(in selectionSet: SelectionSetNode) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        func visit(_ selectionSet: SelectionSetNode) {
            for selection in selectionSet.selections {
                switch selection {
                case .field(let field): if let subselection = field.selectionSet { visit(subselection) }
                case .inlineFragment(let inline): visit(inline.selectionSet)
                case .fragmentSpread(let spread):
                    guard seen.insert(spread.name.value).inserted, let fragment = fragmentDefinitions[spread.name.value] else { continue }
                    found.append(spread.name.value)
                    visit(fragment.definition.selectionSet)
                }
            }
        }
        visit(selectionSet)
        return found
    }

    // MARK: - Types

    private func isNonNull(_ type: TypeReference) -> Bool {
        if case .nonNull = type { return true }
        return false
    }

    /// A variable's type, its named type as Swift names it.
    private mutating func shape(of type: TypeReference) -> IR.Shape {
        switch type {
        case .named(let named): .leaf(leafTypeName(schema.typeID(named: named.name.value)!))
        case .list(let list): .list(shape(of: list.type))
        case .nonNull(let nonNull): .nonNull(shape(of: nonNull.type))
        }
    }

    /// A schema type reference with its named type as `leaf` or `object` gives it.
    func shape(of type: GraphQLTypeRef, named: IR.Shape) -> IR.Shape {
        switch type {
        case .named: named
        case .list(let inner): .list(shape(of: inner, named: named))
        case .nonNull(let inner): .nonNull(shape(of: inner, named: named))
        }
    }

    /// The Swift type of a scalar, enum or input object; enums and input objects are
    /// generated once used.
    mutating func leafTypeName(_ type: TypeID) -> String {
        switch schema[type] {
        case .scalar:
            return scalarName(type)
        case .enum:
            usedEnums.insert(type)
            return enumTypeName(type)
        case .inputObject(let input):
            let name = schemaTypeName(type)
            if usedInputObjects.insert(type).inserted {
                for field in input.fields { _ = leafTypeName(field.type.namedType) }
            }
            return name
        default:
            return schema[type].name
        }
    }

    /// How a field, variable or input field names an enum: its type, or Apollo's
    /// `GraphQLEnum<Type>` around it.
    private mutating func enumTypeName(_ type: TypeID) -> String {
        options.graphQLEnum == true ? "GraphQLEnum<\(schemaTypeName(type))>" : schemaTypeName(type)
    }

    /// The possible types of a type condition on `condition` where the parent is `parent`:
    /// the shared set of an abstract type when they are all of its, else written out.
    mutating func possibleTypes(of condition: TypeID, within parent: TypeID) -> IR.PossibleTypes {
        let all = schema.concreteTypes(of: condition)
        let allowed = Set(schema.concreteTypes(of: parent))
        let names = all.filter(allowed.contains).map { schema[$0].name }.sorted()
        guard !schema.isObject(condition), names.count == all.count, names.count > 1 else { return .literal(names) }
        if let property = sharedPossibleTypes[condition] { return .shared(property) }
        let property = SwiftName.identifier(SwiftName.lowerFirst(schema[condition].name))
        sharedPossibleTypes[condition] = property
        return .shared(property)
    }

    private func compiledPossibleTypeSets() -> [IR.PossibleTypeSet] {
        sharedPossibleTypes.map { type, property in
            IR.PossibleTypeSet(property: property, types: schema.concreteTypes(of: type).map { schema[$0].name }.sorted())
        }.sorted { $0.property < $1.property }
    }

    private mutating func compiledEnums() -> [IR.EnumType] {
        usedEnums.map { type -> IR.EnumType in
            guard case .enum(let definition) = schema[type] else { fatalError("not an enum") }
            let values = definition.values.map(\.name)
            var names = values.map(SwiftName.caseName)
            if Set(names).count < names.count { names = values }
            var caseNames = NameSet(reserved: ["rawValue", "allCases", "__unknown"])
            let cases = zip(names, values).map { (SwiftName.identifier(caseNames.take([$0])), $1) }
            return IR.EnumType(
                name: definition.name, typeName: schemaTypeNames[type]!, cases: cases, hasUnknownCase: options.graphQLEnum != true,
                description: definition.description, caseDocumentation: definition.values.map { ($0.description, $0.deprecationReason) })
        }.sorted { $0.typeName < $1.typeName }
    }

    private mutating func compiledInputObjects() -> [IR.InputObjectType] {
        usedInputObjects.map { type -> IR.InputObjectType in
            guard case .inputObject(let definition) = schema[type] else { fatalError("not an input object") }
            var propertyNames = NameSet(reserved: ["_jsonValue", "hashValue"])
            let fields = definition.fields.map { field in
                let hasDefault = field.type.isNonNull && field.defaultValue != nil
                let named = IR.Shape.leaf(leafName(field.type.namedType))
                return IR.InputField(
                    name: field.name, property: SwiftName.identifier(propertyNames.take([field.name])),
                    type: shape(of: field.type, named: named), isRequired: field.isRequired, hasDefault: hasDefault,
                    description: field.description, deprecationReason: field.deprecationReason)
            }
            return IR.InputObjectType(
                name: definition.name, typeName: schemaTypeNames[type]!, fields: fields, isOneOf: definition.isOneOf,
                description: definition.description)
        }.sorted { $0.typeName < $1.typeName }
    }

    /// The Swift type of an input field's named type, once every type used is named.
    private func leafName(_ type: TypeID) -> String {
        guard let name = schemaTypeNames[type] else { return scalarName(type) }
        if case .enum = schema[type], options.graphQLEnum == true { return "GraphQLEnum<\(name)>" }
        return name
    }

    /// The typealiases of the schema's scalars that generated code declares as Apollo's
    /// does (`ID`, and each custom scalar's Swift type), when it is a module of its own or
    /// in a namespace. An alias that would name its own type or a Swift type is left out.
    private func compiledScalarAliases() -> [IR.ScalarAlias] {
        guard options.module == true || options.namespace != nil else { return [] }
        var aliases = [IR.ScalarAlias(name: "ID", type: "String")]
        for type in schema.types.indices {
            guard case .scalar = schema[type], !builtInScalars.contains(schema[type].name), !schema[type].name.hasPrefix("__") else {
                continue
            }
            let name = schema[type].name
            let swiftType = scalarName(type)
            guard name != swiftType, SwiftName.isPlainIdentifier(name), !SwiftName.reservedTypeNames.contains(name) else { continue }
            aliases.append(IR.ScalarAlias(name: name, type: swiftType))
        }
        return aliases.sorted { $0.name < $1.name }
    }

    /// A scalar's Swift type (enums and input objects are named in `schemaTypeNames`).
    private func scalarName(_ type: TypeID) -> String {
        switch schema[type].name {
        case "Int": "Int"
        case "Float": "Double"
        case "Boolean": "Bool"
        case "String", "ID": "String"
        default: options.scalars[schema[type].name] ?? "String"
        }
    }
}

private let builtInScalars: Set<String> = ["Int", "Float", "String", "Boolean", "ID"]

/// Names taken in one Swift scope.
struct NameSet {
    private var taken: Set<String>

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    func isFree(_ name: String) -> Bool { !taken.contains(name) }

    /// The first free candidate, else the first with `_` appended until it is free; taken
    /// from now on.
    mutating func take(_ candidates: [String]) -> String {
        var name = candidates.first { !taken.contains($0) } ?? candidates[0]
        while taken.contains(name) { name += "_" }
        taken.insert(name)
        return name
    }
}
