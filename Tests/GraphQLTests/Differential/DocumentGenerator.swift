import QuillTestSupport

/// A generated document and whether the generator meant it to be valid.
struct GeneratedDocument: Sendable {
    /// The generator's seed for this one document, to reproduce it alone.
    var seed: UInt64
    var text: String
    var isValid: Bool
}

/// Builds random GraphQL documents, reproducibly from a seed: valid executable and
/// type-system documents using every construct graphql-js 16 accepts, and invalid
/// ones made from them by `DocumentMutator`.
///
/// Valid documents never put descriptions on operations, fragments or variable
/// definitions (the September 2025 spec allows them, graphql-js 16 does not), and
/// nest only a few levels deep (far below `ParseOptions.maxDepth`).
struct DocumentGenerator {
    private var random: SplitMix64
    private var tokens: [String] = []

    /// `count` documents from `seed`, about half valid, half mutated.
    static func documents(count: Int, seed: UInt64) -> [GeneratedDocument] {
        var seeds = SplitMix64(seed: seed)
        return (0..<count).map { _ in document(seed: seeds.next()) }
    }

    /// The one document that `seed` describes.
    static func document(seed: UInt64) -> GeneratedDocument {
        var generator = DocumentGenerator(random: SplitMix64(seed: seed))
        generator.document()
        var random = generator.random
        if random.chance(50) {
            return GeneratedDocument(seed: seed, text: TokenRenderer.render(generator.tokens, random: &random), isValid: true)
        }
        let text = DocumentMutator.mutate(generator.tokens, random: &random)
        return GeneratedDocument(seed: seed, text: text, isValid: false)
    }

    private init(random: SplitMix64) {
        self.random = random
    }

    // MARK: Documents

    private mutating func document() {
        let family = random.below(3)
        for _ in 0..<random.between(1...4) {
            let executable = family == 0 || (family == 2 && random.chance(50))
            if executable {
                random.chance(75) ? operation() : fragment()
            } else {
                typeSystemDefinition()
            }
        }
    }

    // MARK: Executable definitions

    private mutating func operation() {
        // A shorthand `{` right after a definition that may end in a name would be read as its body.
        if tokens.last == nil || tokens.last == "}", random.chance(25) {
            selectionSet(depth: 0)
            return
        }
        add(random.pick(["query", "mutation", "subscription"]))
        if random.chance(70) { add(name()) }
        if random.chance(50) {
            list("(", ")") { $0.variableDefinition() }
        }
        directives(const: false)
        selectionSet(depth: 0)
    }

    private mutating func variableDefinition() {
        add("$", name())
        add(":")
        typeReference(depth: 0)
        if random.chance(40) {
            add("=")
            value(const: true, depth: 0)
        }
        directives(const: true)
    }

    private mutating func fragment() {
        add("fragment", fragmentName(), "on", typeName())
        directives(const: false)
        selectionSet(depth: 0)
    }

    private mutating func selectionSet(depth: Int) {
        list("{", "}", max: 4) { generator in
            let kind = depth < 3 ? generator.random.below(10) : 0
            switch kind {
            case 8: generator.fragmentSpread()
            case 9: generator.inlineFragment(depth: depth)
            default: generator.field(depth: depth)
            }
        }
    }

    private mutating func field(depth: Int) {
        if random.chance(25) { add(name(), ":") }
        add(name())
        if random.chance(40) { arguments(const: false) }
        directives(const: false)
        if depth < 3, random.chance(35) { selectionSet(depth: depth + 1) }
    }

    private mutating func fragmentSpread() {
        add("...", fragmentName())
        directives(const: false)
    }

    private mutating func inlineFragment(depth: Int) {
        add("...")
        if random.chance(70) { add("on", typeName()) }
        directives(const: false)
        selectionSet(depth: depth + 1)
    }

    // MARK: Type-system definitions and extensions

    private mutating func typeSystemDefinition() {
        switch random.below(15) {
        case 0:
            description()
            add("schema")
            directives(const: true)
            operationTypes()
        case 1:
            description()
            add("scalar", typeName())
            directives(const: true)
        case 2, 3:
            description()
            add(random.chance(70) ? "type" : "interface", typeName())
            implementsInterfaces()
            directives(const: true)
            if random.chance(80) { fieldsDefinition() }
        case 4:
            description()
            add("union", typeName())
            directives(const: true)
            if random.chance(85) { unionMembers() }
        case 5:
            description()
            add("enum", typeName())
            directives(const: true)
            if random.chance(85) { enumValues() }
        case 6:
            description()
            add("input", typeName())
            directives(const: true)
            if random.chance(85) { inputFields() }
        case 7:
            directiveDefinition()
        case 8:
            add("extend", "schema")
            let hasDirectives = random.chance(50)
            if hasDirectives { directive(const: true) }
            directives(const: true)
            if !hasDirectives || random.chance(50) { operationTypes() }
        case 9:
            add("extend", "scalar", typeName())
            directive(const: true)
            directives(const: true)
        case 10, 11:
            add("extend", random.chance(70) ? "type" : "interface", typeName())
            extensionBody(required: [0, 1, 2]) { generator, part in
                switch part {
                case 0: generator.implementsInterfaces(required: true)
                case 1: generator.directive(const: true); generator.directives(const: true)
                default: generator.fieldsDefinition()
                }
            }
        case 12:
            add("extend", "union", typeName())
            extensionBody(required: [1, 2]) { generator, part in
                part == 1 ? generator.directive(const: true) : generator.unionMembers()
            }
        case 13:
            add("extend", "enum", typeName())
            extensionBody(required: [1, 2]) { generator, part in
                part == 1 ? generator.directive(const: true) : generator.enumValues()
            }
        default:
            add("extend", "input", typeName())
            extensionBody(required: [1, 2]) { generator, part in
                part == 1 ? generator.directive(const: true) : generator.inputFields()
            }
        }
    }

    /// An extension's parts in order, each present by chance but at least one present.
    private mutating func extensionBody(required parts: [Int], _ emit: (inout DocumentGenerator, Int) -> Void) {
        let forced = random.pick(parts)
        for part in parts where part == forced || random.chance(40) {
            emit(&self, part)
        }
    }

    private mutating func operationTypes() {
        list("{", "}", max: 3) { generator in
            generator.add(generator.random.pick(["query", "mutation", "subscription"]), ":", generator.typeName())
        }
    }

    private mutating func implementsInterfaces(required: Bool = false) {
        guard required || random.chance(40) else { return }
        add("implements")
        if random.chance(30) { add("&") }
        add(typeName())
        for _ in 0..<random.below(3) { add("&", typeName()) }
    }

    private mutating func fieldsDefinition() {
        list("{", "}", max: 4) { generator in
            generator.description()
            generator.add(generator.name())
            if generator.random.chance(35) { generator.argumentsDefinition() }
            generator.add(":")
            generator.typeReference(depth: 0)
            generator.directives(const: true)
        }
    }

    private mutating func argumentsDefinition() {
        list("(", ")", max: 3) { $0.inputValueDefinition() }
    }

    private mutating func inputFields() {
        list("{", "}", max: 4) { $0.inputValueDefinition() }
    }

    private mutating func inputValueDefinition() {
        description()
        add(name(), ":")
        typeReference(depth: 0)
        if random.chance(35) {
            add("=")
            value(const: true, depth: 0)
        }
        directives(const: true)
    }

    private mutating func unionMembers() {
        add("=")
        if random.chance(30) { add("|") }
        add(typeName())
        for _ in 0..<random.below(3) { add("|", typeName()) }
    }

    private mutating func enumValues() {
        list("{", "}", max: 4) { generator in
            generator.description()
            generator.add(generator.enumValueName())
            generator.directives(const: true)
        }
    }

    private mutating func directiveDefinition() {
        description()
        add("directive", "@", name())
        if random.chance(50) { argumentsDefinition() }
        if random.chance(40) { add("repeatable") }
        add("on")
        if random.chance(30) { add("|") }
        add(random.pick(Self.directiveLocations))
        for _ in 0..<random.below(3) { add("|", random.pick(Self.directiveLocations)) }
    }

    // MARK: Shared pieces

    private mutating func directives(const: Bool) {
        for _ in 0..<(random.chance(30) ? random.between(1...2) : 0) { directive(const: const) }
    }

    private mutating func directive(const: Bool) {
        add("@", name())
        if random.chance(40) { arguments(const: const) }
    }

    private mutating func arguments(const: Bool) {
        list("(", ")", max: 3) { generator in
            generator.add(generator.name(), ":")
            generator.value(const: const, depth: 0)
        }
    }

    private mutating func typeReference(depth: Int) {
        if depth < 3, random.chance(30) {
            add("[")
            typeReference(depth: depth + 1)
            add("]")
        } else {
            add(typeName())
        }
        if random.chance(35) { add("!") }
    }

    private mutating func value(const: Bool, depth: Int) {
        let kinds = depth < 3 ? 10 : 8
        switch random.below(kinds) {
        case 0: const ? add(random.pick(Self.integers)) : add("$", name())
        case 1: add(random.pick(Self.integers))
        case 2: add(random.pick(Self.floats))
        case 3: add(LiteralGenerator.string(random: &random))
        case 4: add(LiteralGenerator.blockString(random: &random))
        case 5: add(random.pick(["true", "false"]))
        case 6: add("null")
        case 7: add(enumValueName())
        case 8: list("[", "]", min: 0, max: 3) { $0.value(const: const, depth: depth + 1) }
        default:
            list("{", "}", min: 0, max: 3) { generator in
                generator.add(generator.name(), ":")
                generator.value(const: const, depth: depth + 1)
            }
        }
    }

    private mutating func description() {
        guard random.chance(35) else { return }
        add(random.chance(50) ? LiteralGenerator.string(random: &random) : LiteralGenerator.blockString(random: &random))
    }

    /// `open`, `min...max` items, `close`.
    private mutating func list(_ open: String, _ close: String, min: Int = 1, max: Int = 3, _ item: (inout DocumentGenerator) -> Void) {
        add(open)
        for _ in 0..<random.between(min...max) { item(&self) }
        add(close)
    }

    private mutating func add(_ newTokens: String...) {
        tokens.append(contentsOf: newTokens)
    }

    // MARK: Names and numbers

    private mutating func name() -> String { random.pick(Self.names) }
    private mutating func typeName() -> String { random.pick(Self.typeNames) }
    private mutating func fragmentName() -> String { random.pick(Self.names.filter { $0 != "on" }) }
    private mutating func enumValueName() -> String {
        random.pick(Self.names.filter { !["true", "false", "null"].contains($0) })
    }

    private static let names = [
        "a", "b", "id", "name", "user", "_private", "__typename", "node2", "x_Y_z", "camelCase",
        "query", "mutation", "subscription", "fragment", "on", "type", "input", "enum", "extend",
        "schema", "scalar", "union", "interface", "directive", "implements", "repeatable",
        "true", "false", "null", "FIELD", "A",
    ]
    private static let typeNames = [
        "Query", "User", "Node", "String", "Int", "ID", "Boolean", "Float", "T1", "on", "type", "Mutation_2",
    ]
    private static let integers = ["0", "-0", "1", "42", "-17", "2147483648", "12345678901234567890123"]
    private static let floats = ["1.5", "-0.0", "0.1", "1e10", "1E-5", "6.02e+23", "-1.0e0", "123.456E789"]
    private static let directiveLocations = [
        "QUERY", "MUTATION", "SUBSCRIPTION", "FIELD", "FRAGMENT_DEFINITION", "FRAGMENT_SPREAD",
        "INLINE_FRAGMENT", "VARIABLE_DEFINITION", "SCHEMA", "SCALAR", "OBJECT", "FIELD_DEFINITION",
        "ARGUMENT_DEFINITION", "INTERFACE", "UNION", "ENUM", "ENUM_VALUE", "INPUT_OBJECT",
        "INPUT_FIELD_DEFINITION",
    ]
}
