/// Rules chosen at run time (custom ones among them), run as one through
/// existentials: slower than a static `RulePair` chain, as flexible as graphql-js's
/// list of rules.
struct AnyValidationRules: ValidationRule {
    var rules: [any ValidationRule]

    init(context: ValidationContext) {
        rules = []
    }

    init(_ types: [any ValidationRule.Type], context: ValidationContext) {
        rules = types.map { $0.init(context: context) }
    }

    public mutating func enter(_ node: Document, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: Document, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: VariableDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: SelectionSetNode, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: SelectionSetNode, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: Field, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: Field, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: Argument, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: Argument, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: FragmentSpread, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: InlineFragmentNode, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: FragmentDefinition, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: Directive, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: NamedType, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: TypeSystemDirectives, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: Variable, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: IntValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: FloatValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: StringValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: BooleanValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: NullValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: EnumValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func enter(_ node: ListValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: ListValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: ObjectValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: ObjectValue, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
    public mutating func enter(_ node: ObjectField, _ context: ValidationContext) {
        for index in rules.indices { rules[index].enter(node, context) }
    }
    public mutating func leave(_ node: ObjectField, _ context: ValidationContext) {
        for index in rules.indices { rules[index].leave(node, context) }
    }
}
