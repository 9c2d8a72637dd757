/// Two rules run as one: each event goes to `first`, then to `second`.
///
/// A chain of pairs (`SpecifiedRules`) runs many rules in one walk with static
/// dispatch, so the optimizer can inline every rule into the walker.
public struct RulePair<First: ValidationRule, Second: ValidationRule>: ValidationRule {
    @usableFromInline var first: First
    @usableFromInline var second: Second

    public init(context: ValidationContext) {
        first = First(context: context)
        second = Second(context: context)
    }

    @inlinable public mutating func enter(_ node: Document, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: Document, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: VariableDefinition, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: SelectionSetNode, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: SelectionSetNode, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: Field, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: Field, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: Argument, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: Argument, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: FragmentSpread, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: InlineFragmentNode, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: FragmentDefinition, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: Directive, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: NamedType, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: TypeSystemDirectives, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: Variable, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: IntValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: FloatValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: StringValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: BooleanValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: NullValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: EnumValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func enter(_ node: ListValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: ListValue, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: ObjectValue, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: ObjectValue, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
    @inlinable public mutating func enter(_ node: ObjectField, _ context: ValidationContext) {
        first.enter(node, context)
        second.enter(node, context)
    }
    @inlinable public mutating func leave(_ node: ObjectField, _ context: ValidationContext) {
        first.leave(node, context)
        second.leave(node, context)
    }
}

/// A rule type that stands for several (a `RulePair` chain), so that the list of
/// rule types can be read off the chain: `specifiedRules` is `SpecifiedRules`'s.
protocol RuleChain {
    static var members: [any ValidationRule.Type] { get }
}

extension RulePair: RuleChain {
    static var members: [any ValidationRule.Type] { ruleTypes(of: First.self) + ruleTypes(of: Second.self) }
}

/// The rules a rule type runs, in order: a chain's members, or the type itself.
func ruleTypes(of rule: any ValidationRule.Type) -> [any ValidationRule.Type] {
    (rule as? any RuleChain.Type)?.members ?? [rule]
}
