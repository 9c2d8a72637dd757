/// One variable in a value position, with the type that position expects
/// (graphql-js's `VariableUsage`).
public struct VariableUsage: Sendable {
    public var node: Variable
    /// The expected input type there, if known.
    public var type: GraphQLTypeRef?
    /// Whether the argument or input field there has a default value.
    public var hasDefaultValue: Bool
    /// The input type that holds the position: an input object type for a field
    /// of an object value, a list type for an item.
    public var parentType: GraphQLTypeRef?
}

/// What the rules of one validation share: the schema and document, where the
/// walk is (`typeInfo`), the document's fragments, variable usages, and the
/// errors reported so far.
public final class ValidationContext {
    public let schema: GraphQLSchema
    public let document: Document
    public let source: Source

    /// Where the walk is; updated before a node's `enter` and after its `leave`.
    @exclusivity(unchecked) public internal(set) var typeInfo = TypeInfo()
    /// The location of the node whose directives are being walked.
    @exclusivity(unchecked) public internal(set) var directiveLocation: DirectiveLocation?
    /// Whether the walk is in a type-system definition (graphql-js's `isSDLNode`).
    @exclusivity(unchecked) public internal(set) var isInTypeSystemDefinition = false

    public private(set) var errors: [GraphQLError] = []
    /// Set once more than `maxErrors` errors were reported; the walk then stops.
    public private(set) var isAborted = false
    let maxErrors: Int

    /// Fragment definitions by name; the last of duplicates wins, as in graphql-js.
    private let fragments: [String: FragmentDefinition]
    /// `__typename`, `__schema` and `__type`, when the schema has the types they return.
    let typeNameField: GraphQLField?
    let schemaField: GraphQLField?
    let typeField: GraphQLField?

    /// Variable usages of the operation or fragment being walked, and whether the
    /// walk is where they count (not in variable definitions).
    @exclusivity(unchecked) var currentUsages: [VariableUsage] = []
    @exclusivity(unchecked) var isRecordingUsages = false
    /// Per definition (by start offset): its variable usages, its spreads, ...
    private var usagesByDefinition: [UInt32: [VariableUsage]] = [:]
    private var spreadsBySelectionSet: [UInt32: [FragmentSpread]] = [:]
    private var referencedFragmentsByOperation: [UInt32: [FragmentDefinition]] = [:]
    private var recursiveUsagesByOperation: [UInt32: [VariableUsage]] = [:]

    init(schema: GraphQLSchema, document: Document, source: Source, maxErrors: Int) {
        self.schema = schema
        self.document = document
        self.source = source
        self.maxErrors = maxErrors
        var fragments: [String: FragmentDefinition] = [:]
        for case .fragment(let fragment) in document.definitions {
            fragments[fragment.name.value] = fragment
        }
        self.fragments = fragments
        let string = schema.typeID(named: "String")
        typeNameField = string.map { GraphQLField(name: "__typename", type: .nonNull(.named($0))) }
        schemaField = schema.typeID(named: "__Schema").map { GraphQLField(name: "__schema", type: .nonNull(.named($0))) }
        typeField = schema.typeID(named: "__Type").flatMap { type in
            string.map { string in
                GraphQLField(
                    name: "__type", arguments: [GraphQLInputValue(name: "name", type: .nonNull(.named(string)))],
                    type: .named(type))
            }
        }
    }

    // MARK: - Errors

    /// Reports an error at the start of each of `locations`, in order. Past
    /// `maxErrors` errors, adds graphql-js's "Too many validation errors" error
    /// instead and aborts the validation.
    public func report(_ message: String, at locations: Location...) {
        report(message, at: locations)
    }

    /// `report(_:at:)` with the locations as an array.
    public func report(_ message: String, at locations: [Location]) {
        guard !isAborted else { return }
        if errors.count >= maxErrors {
            errors.append(GraphQLError("Too many validation errors, error limit reached. Validation aborted."))
            isAborted = true
            return
        }
        errors.append(GraphQLError(message, locations: locations.map { source.location(at: $0.start) }))
    }

    // MARK: - Fragments

    /// The fragment definition named `name` (the last one, if several are).
    public func fragment(named name: String) -> FragmentDefinition? {
        fragments[name]
    }

    /// The fragment spreads in a selection set, nested ones included, in graphql-js's order.
    public func fragmentSpreads(in selectionSet: SelectionSetNode) -> [FragmentSpread] {
        if let cached = spreadsBySelectionSet[selectionSet.loc.startOffset] { return cached }
        var spreads: [FragmentSpread] = []
        var setsToVisit = [selectionSet]
        while let set = setsToVisit.popLast() {
            for selection in set.selections {
                switch selection {
                case .fragmentSpread(let spread): spreads.append(spread)
                case .field(let field): if let inner = field.selectionSet { setsToVisit.append(inner) }
                case .inlineFragment(let fragment): setsToVisit.append(fragment.selectionSet)
                }
            }
        }
        spreadsBySelectionSet[selectionSet.loc.startOffset] = spreads
        return spreads
    }

    /// The fragments an operation spreads, directly or through other fragments, in graphql-js's order.
    public func recursivelyReferencedFragments(of operation: OperationDefinition) -> [FragmentDefinition] {
        if let cached = referencedFragmentsByOperation[operation.loc.startOffset] { return cached }
        var found: [FragmentDefinition] = []
        var collected: Set<String> = []
        var setsToVisit = [operation.selectionSet]
        while let set = setsToVisit.popLast() {
            for spread in fragmentSpreads(in: set) where collected.insert(spread.name.value).inserted {
                if let fragment = fragment(named: spread.name.value) {
                    found.append(fragment)
                    setsToVisit.append(fragment.selectionSet)
                }
            }
        }
        referencedFragmentsByOperation[operation.loc.startOffset] = found
        return found
    }

    // MARK: - Variable usages

    /// The variables used in an operation and in the fragments it references, in graphql-js's order.
    public func recursiveVariableUsages(of operation: OperationDefinition) -> [VariableUsage] {
        if let cached = recursiveUsagesByOperation[operation.loc.startOffset] { return cached }
        var usages = variableUsages(of: .operation(operation))
        for fragment in recursivelyReferencedFragments(of: operation) {
            usages += variableUsages(of: .fragment(fragment))
        }
        recursiveUsagesByOperation[operation.loc.startOffset] = usages
        return usages
    }

    /// The variables used in one operation or fragment (not in its variable definitions).
    public func variableUsages(of definition: Definition) -> [VariableUsage] {
        if let cached = usagesByDefinition[definition.loc.startOffset] { return cached }
        let usages = collectVariableUsages(definition)
        usagesByDefinition[definition.loc.startOffset] = usages
        return usages
    }

    /// Records the usages the walk found in a definition it finished.
    func store(_ usages: [VariableUsage], of definition: Location) {
        usagesByDefinition[definition.startOffset] = usages
    }

    /// Walks a definition on its own, with no rules, to collect its variable usages;
    /// leaves the state of the walk in progress as it was.
    private func collectVariableUsages(_ definition: Definition) -> [VariableUsage] {
        guard mayContainVariables(definition.loc) else { return [] }
        let saved = (typeInfo, directiveLocation, currentUsages, isRecordingUsages)
        typeInfo = TypeInfo()
        var walker = ValidationWalker(rules: NoRules(), context: self)
        switch definition {
        case .operation(let operation): walker.walk(operation)
        case .fragment(let fragment): walker.walk(fragment)
        default: break
        }
        let usages = currentUsages
        (typeInfo, directiveLocation, currentUsages, isRecordingUsages) = saved
        return usages
    }

    /// Whether the source text of a node has a `$` at all: most fragments do not.
    private func mayContainVariables(_ loc: Location) -> Bool {
        var body = source.body
        return body.withUTF8 { bytes in
            let end = min(loc.end, bytes.count)
            var index = loc.start
            while index < end {
                if bytes[index] == UInt8(ascii: "$") { return true }
                index += 1
            }
            return false
        }
    }
}

/// No rules: a walk that only tracks types and collects variable usages.
struct NoRules: ValidationRule {
    init(context: ValidationContext) {}
    init() {}
}

/// The directives of a type-system node, sent when the walk enters the node, and the
/// key they are unique under: a type's name for its definition and extensions,
/// `schema` for the schema's, none for other nodes.
public struct TypeSystemDirectives: Sendable {
    public var key: String?
    public var directives: [Directive]
}
