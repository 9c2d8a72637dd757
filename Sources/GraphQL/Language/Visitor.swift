/// What a visitor tells the walk after it enters or leaves a node.
public enum VisitAction: Sendable, Hashable {
    /// Go on: into the node's children after `enter`, to the next node after `leave`.
    case `continue`
    /// From `enter`: do not visit the node's children, and do not call `leave` for
    /// the node (graphql-js's `return false`). From `leave`: the same as `continue`.
    case skip
    /// End the walk at once; no further `enter` or `leave` is called (graphql-js's `BREAK`).
    case stop
}

/// Receives every node of a walk (`walk(_:_:)`), depth first, entering a node
/// before its children and leaving it after them. Children come in graphql-js's
/// `QueryDocumentKeys` order, descriptions and names included; the descriptions
/// of operations, fragments and variables come first, as in graphql-js 17.
///
/// Every method has a default that returns `.continue`, so a visitor implements
/// only the kinds it cares about. A visitor that needs the ancestors of a node
/// keeps its own stack, pushing in `enter` and popping in `leave`.
public protocol ASTVisitor {
    mutating func enter(_ node: Document) -> VisitAction
    mutating func leave(_ node: Document) -> VisitAction
    mutating func enter(_ node: OperationDefinition) -> VisitAction
    mutating func leave(_ node: OperationDefinition) -> VisitAction
    mutating func enter(_ node: VariableDefinition) -> VisitAction
    mutating func leave(_ node: VariableDefinition) -> VisitAction
    mutating func enter(_ node: Variable) -> VisitAction
    mutating func leave(_ node: Variable) -> VisitAction
    mutating func enter(_ node: SelectionSetNode) -> VisitAction
    mutating func leave(_ node: SelectionSetNode) -> VisitAction
    mutating func enter(_ node: Field) -> VisitAction
    mutating func leave(_ node: Field) -> VisitAction
    mutating func enter(_ node: Argument) -> VisitAction
    mutating func leave(_ node: Argument) -> VisitAction
    mutating func enter(_ node: FragmentSpread) -> VisitAction
    mutating func leave(_ node: FragmentSpread) -> VisitAction
    mutating func enter(_ node: InlineFragmentNode) -> VisitAction
    mutating func leave(_ node: InlineFragmentNode) -> VisitAction
    mutating func enter(_ node: FragmentDefinition) -> VisitAction
    mutating func leave(_ node: FragmentDefinition) -> VisitAction
    mutating func enter(_ node: IntValue) -> VisitAction
    mutating func leave(_ node: IntValue) -> VisitAction
    mutating func enter(_ node: FloatValue) -> VisitAction
    mutating func leave(_ node: FloatValue) -> VisitAction
    mutating func enter(_ node: StringValue) -> VisitAction
    mutating func leave(_ node: StringValue) -> VisitAction
    mutating func enter(_ node: BooleanValue) -> VisitAction
    mutating func leave(_ node: BooleanValue) -> VisitAction
    mutating func enter(_ node: NullValue) -> VisitAction
    mutating func leave(_ node: NullValue) -> VisitAction
    mutating func enter(_ node: EnumValue) -> VisitAction
    mutating func leave(_ node: EnumValue) -> VisitAction
    mutating func enter(_ node: ListValue) -> VisitAction
    mutating func leave(_ node: ListValue) -> VisitAction
    mutating func enter(_ node: ObjectValue) -> VisitAction
    mutating func leave(_ node: ObjectValue) -> VisitAction
    mutating func enter(_ node: ObjectField) -> VisitAction
    mutating func leave(_ node: ObjectField) -> VisitAction
    mutating func enter(_ node: Directive) -> VisitAction
    mutating func leave(_ node: Directive) -> VisitAction
    mutating func enter(_ node: NamedType) -> VisitAction
    mutating func leave(_ node: NamedType) -> VisitAction
    mutating func enter(_ node: ListType) -> VisitAction
    mutating func leave(_ node: ListType) -> VisitAction
    mutating func enter(_ node: NonNullType) -> VisitAction
    mutating func leave(_ node: NonNullType) -> VisitAction
    mutating func enter(_ node: Name) -> VisitAction
    mutating func leave(_ node: Name) -> VisitAction
    mutating func enter(_ node: SchemaDefinition) -> VisitAction
    mutating func leave(_ node: SchemaDefinition) -> VisitAction
    mutating func enter(_ node: OperationTypeDefinition) -> VisitAction
    mutating func leave(_ node: OperationTypeDefinition) -> VisitAction
    mutating func enter(_ node: ScalarTypeDefinition) -> VisitAction
    mutating func leave(_ node: ScalarTypeDefinition) -> VisitAction
    mutating func enter(_ node: ObjectTypeDefinition) -> VisitAction
    mutating func leave(_ node: ObjectTypeDefinition) -> VisitAction
    mutating func enter(_ node: FieldDefinition) -> VisitAction
    mutating func leave(_ node: FieldDefinition) -> VisitAction
    mutating func enter(_ node: InputValueDefinition) -> VisitAction
    mutating func leave(_ node: InputValueDefinition) -> VisitAction
    mutating func enter(_ node: InterfaceTypeDefinition) -> VisitAction
    mutating func leave(_ node: InterfaceTypeDefinition) -> VisitAction
    mutating func enter(_ node: UnionTypeDefinition) -> VisitAction
    mutating func leave(_ node: UnionTypeDefinition) -> VisitAction
    mutating func enter(_ node: EnumTypeDefinition) -> VisitAction
    mutating func leave(_ node: EnumTypeDefinition) -> VisitAction
    mutating func enter(_ node: EnumValueDefinition) -> VisitAction
    mutating func leave(_ node: EnumValueDefinition) -> VisitAction
    mutating func enter(_ node: InputObjectTypeDefinition) -> VisitAction
    mutating func leave(_ node: InputObjectTypeDefinition) -> VisitAction
    mutating func enter(_ node: DirectiveDefinition) -> VisitAction
    mutating func leave(_ node: DirectiveDefinition) -> VisitAction
    mutating func enter(_ node: SchemaExtension) -> VisitAction
    mutating func leave(_ node: SchemaExtension) -> VisitAction
    mutating func enter(_ node: ScalarTypeExtension) -> VisitAction
    mutating func leave(_ node: ScalarTypeExtension) -> VisitAction
    mutating func enter(_ node: ObjectTypeExtension) -> VisitAction
    mutating func leave(_ node: ObjectTypeExtension) -> VisitAction
    mutating func enter(_ node: InterfaceTypeExtension) -> VisitAction
    mutating func leave(_ node: InterfaceTypeExtension) -> VisitAction
    mutating func enter(_ node: UnionTypeExtension) -> VisitAction
    mutating func leave(_ node: UnionTypeExtension) -> VisitAction
    mutating func enter(_ node: EnumTypeExtension) -> VisitAction
    mutating func leave(_ node: EnumTypeExtension) -> VisitAction
    mutating func enter(_ node: InputObjectTypeExtension) -> VisitAction
    mutating func leave(_ node: InputObjectTypeExtension) -> VisitAction
}

extension ASTVisitor {
    public mutating func enter(_ node: Document) -> VisitAction { .continue }
    public mutating func leave(_ node: Document) -> VisitAction { .continue }
    public mutating func enter(_ node: OperationDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: OperationDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: VariableDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: VariableDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: Variable) -> VisitAction { .continue }
    public mutating func leave(_ node: Variable) -> VisitAction { .continue }
    public mutating func enter(_ node: SelectionSetNode) -> VisitAction { .continue }
    public mutating func leave(_ node: SelectionSetNode) -> VisitAction { .continue }
    public mutating func enter(_ node: Field) -> VisitAction { .continue }
    public mutating func leave(_ node: Field) -> VisitAction { .continue }
    public mutating func enter(_ node: Argument) -> VisitAction { .continue }
    public mutating func leave(_ node: Argument) -> VisitAction { .continue }
    public mutating func enter(_ node: FragmentSpread) -> VisitAction { .continue }
    public mutating func leave(_ node: FragmentSpread) -> VisitAction { .continue }
    public mutating func enter(_ node: InlineFragmentNode) -> VisitAction { .continue }
    public mutating func leave(_ node: InlineFragmentNode) -> VisitAction { .continue }
    public mutating func enter(_ node: FragmentDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: FragmentDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: IntValue) -> VisitAction { .continue }
    public mutating func leave(_ node: IntValue) -> VisitAction { .continue }
    public mutating func enter(_ node: FloatValue) -> VisitAction { .continue }
    public mutating func leave(_ node: FloatValue) -> VisitAction { .continue }
    public mutating func enter(_ node: StringValue) -> VisitAction { .continue }
    public mutating func leave(_ node: StringValue) -> VisitAction { .continue }
    public mutating func enter(_ node: BooleanValue) -> VisitAction { .continue }
    public mutating func leave(_ node: BooleanValue) -> VisitAction { .continue }
    public mutating func enter(_ node: NullValue) -> VisitAction { .continue }
    public mutating func leave(_ node: NullValue) -> VisitAction { .continue }
    public mutating func enter(_ node: EnumValue) -> VisitAction { .continue }
    public mutating func leave(_ node: EnumValue) -> VisitAction { .continue }
    public mutating func enter(_ node: ListValue) -> VisitAction { .continue }
    public mutating func leave(_ node: ListValue) -> VisitAction { .continue }
    public mutating func enter(_ node: ObjectValue) -> VisitAction { .continue }
    public mutating func leave(_ node: ObjectValue) -> VisitAction { .continue }
    public mutating func enter(_ node: ObjectField) -> VisitAction { .continue }
    public mutating func leave(_ node: ObjectField) -> VisitAction { .continue }
    public mutating func enter(_ node: Directive) -> VisitAction { .continue }
    public mutating func leave(_ node: Directive) -> VisitAction { .continue }
    public mutating func enter(_ node: NamedType) -> VisitAction { .continue }
    public mutating func leave(_ node: NamedType) -> VisitAction { .continue }
    public mutating func enter(_ node: ListType) -> VisitAction { .continue }
    public mutating func leave(_ node: ListType) -> VisitAction { .continue }
    public mutating func enter(_ node: NonNullType) -> VisitAction { .continue }
    public mutating func leave(_ node: NonNullType) -> VisitAction { .continue }
    public mutating func enter(_ node: Name) -> VisitAction { .continue }
    public mutating func leave(_ node: Name) -> VisitAction { .continue }
    public mutating func enter(_ node: SchemaDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: SchemaDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: OperationTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: OperationTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: ScalarTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: ScalarTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: ObjectTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: ObjectTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: FieldDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: FieldDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: InputValueDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: InputValueDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: InterfaceTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: InterfaceTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: UnionTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: UnionTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: EnumTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: EnumTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: EnumValueDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: EnumValueDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: InputObjectTypeDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: InputObjectTypeDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: DirectiveDefinition) -> VisitAction { .continue }
    public mutating func leave(_ node: DirectiveDefinition) -> VisitAction { .continue }
    public mutating func enter(_ node: SchemaExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: SchemaExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: ScalarTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: ScalarTypeExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: ObjectTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: ObjectTypeExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: InterfaceTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: InterfaceTypeExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: UnionTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: UnionTypeExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: EnumTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: EnumTypeExtension) -> VisitAction { .continue }
    public mutating func enter(_ node: InputObjectTypeExtension) -> VisitAction { .continue }
    public mutating func leave(_ node: InputObjectTypeExtension) -> VisitAction { .continue }
}
