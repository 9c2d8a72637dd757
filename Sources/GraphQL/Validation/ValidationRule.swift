/// A validation rule: a value that receives the events of one walk of an
/// executable document and reports errors to the `ValidationContext`.
///
/// How to add a rule (one rule per file in `Rules/`, named after the spec's rule):
///
/// 1. Write `public struct XRule: ValidationRule` with a one-sentence doc comment
///    and a link to the spec section. `init(context:)` may precompute what it
///    needs from the schema or the document (`context.schema`, `context.document`).
/// 2. Implement only the events it needs; the others default to no-ops. `enter`
///    comes before the node's children, `leave` after them, in document order,
///    with the children in graphql-js's order (e.g. a field's arguments, then its
///    directives, then its selection set).
/// 3. Read where the walk is from `context.typeInfo` (parent type, field
///    definition, input type, argument, directive; already updated for the node
///    on `enter`, still valid on `leave`) and `context.directiveLocation`; use
///    `context.fragment(named:)`, `context.fragmentSpreads(in:)`,
///    `context.recursivelyReferencedFragments(of:)` and
///    `context.recursiveVariableUsages(of:)` as graphql-js's ValidationContext.
/// 4. Report with `context.report(message, at: node.loc, ...)`: one location per
///    node, in graphql-js's order. Messages match graphql-js 16 exactly.
/// 5. Add the rule to `SpecifiedRules` (a `RulePair` chain; `specifiedRules`, the
///    list of types, is read off it) at its place in graphql-js's `specifiedRules`
///    order; that order is the order of errors reported on the same node.
///
/// Rules cannot stop the walk below a node (graphql-js's `return false`): a rule
/// that must ignore a subtree keeps its own depth counter, set on `enter` and
/// cleared on the matching `leave`. In type-system definitions (which graphql-js's
/// `validate` walks too) the events are `TypeSystemDirectives`, `NamedType`,
/// `Directive`, `Argument` and values.
public protocol ValidationRule {
    init(context: ValidationContext)
    mutating func enter(_ node: Document, _ context: ValidationContext)
    mutating func leave(_ node: Document, _ context: ValidationContext)
    mutating func enter(_ node: OperationDefinition, _ context: ValidationContext)
    mutating func leave(_ node: OperationDefinition, _ context: ValidationContext)
    mutating func enter(_ node: VariableDefinition, _ context: ValidationContext)
    mutating func leave(_ node: VariableDefinition, _ context: ValidationContext)
    mutating func enter(_ node: SelectionSetNode, _ context: ValidationContext)
    mutating func leave(_ node: SelectionSetNode, _ context: ValidationContext)
    mutating func enter(_ node: Field, _ context: ValidationContext)
    mutating func leave(_ node: Field, _ context: ValidationContext)
    mutating func enter(_ node: Argument, _ context: ValidationContext)
    mutating func leave(_ node: Argument, _ context: ValidationContext)
    mutating func enter(_ node: FragmentSpread, _ context: ValidationContext)
    mutating func leave(_ node: FragmentSpread, _ context: ValidationContext)
    mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext)
    mutating func leave(_ node: InlineFragmentNode, _ context: ValidationContext)
    mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext)
    mutating func leave(_ node: FragmentDefinition, _ context: ValidationContext)
    mutating func enter(_ node: Directive, _ context: ValidationContext)
    mutating func leave(_ node: Directive, _ context: ValidationContext)
    mutating func enter(_ node: NamedType, _ context: ValidationContext)
    mutating func enter(_ node: TypeSystemDirectives, _ context: ValidationContext)
    mutating func enter(_ node: Variable, _ context: ValidationContext)
    mutating func enter(_ node: IntValue, _ context: ValidationContext)
    mutating func enter(_ node: FloatValue, _ context: ValidationContext)
    mutating func enter(_ node: StringValue, _ context: ValidationContext)
    mutating func enter(_ node: BooleanValue, _ context: ValidationContext)
    mutating func enter(_ node: NullValue, _ context: ValidationContext)
    mutating func enter(_ node: EnumValue, _ context: ValidationContext)
    mutating func enter(_ node: ListValue, _ context: ValidationContext)
    mutating func leave(_ node: ListValue, _ context: ValidationContext)
    mutating func enter(_ node: ObjectValue, _ context: ValidationContext)
    mutating func leave(_ node: ObjectValue, _ context: ValidationContext)
    mutating func enter(_ node: ObjectField, _ context: ValidationContext)
    mutating func leave(_ node: ObjectField, _ context: ValidationContext)
}

extension ValidationRule {
    @inlinable public mutating func enter(_ node: Document, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: Document, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: OperationDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: OperationDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: VariableDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: VariableDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: SelectionSetNode, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: SelectionSetNode, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: Field, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: Field, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: Argument, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: Argument, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: FragmentSpread, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: FragmentSpread, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: InlineFragmentNode, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: InlineFragmentNode, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: FragmentDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: FragmentDefinition, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: Directive, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: Directive, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: NamedType, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: TypeSystemDirectives, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: Variable, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: IntValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: FloatValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: StringValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: BooleanValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: NullValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: EnumValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: ListValue, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: ListValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: ObjectValue, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: ObjectValue, _ context: ValidationContext) {}
    @inlinable public mutating func enter(_ node: ObjectField, _ context: ValidationContext) {}
    @inlinable public mutating func leave(_ node: ObjectField, _ context: ValidationContext) {}
}
