/// What the schema says about the place a walk of an executable document has
/// reached: the enclosing type, field, argument, directive and input type, as
/// graphql-js's `TypeInfo` tracks them.
///
/// A `nil` entry means "unknown here" (an unknown field, type or argument); the
/// walk goes on below it, and the rules that care report the unknown name.
public struct TypeInfo: Sendable {
    /// The output type of the innermost field, operation or fragment.
    var typeStack: [GraphQLTypeRef?] = []
    /// The composite type whose selection set the walk is in.
    var parentTypeStack: [TypeID?] = []
    /// The expected input type of the innermost argument, list item, object field or variable.
    var inputTypeStack: [GraphQLTypeRef?] = []
    var fieldDefStack: [GraphQLField?] = []
    /// Whether the innermost argument or input field has a default value.
    var defaultValueStack: [Bool] = []

    /// The directive being walked, when the schema defines it.
    public internal(set) var directive: GraphQLDirective?
    /// Whether the walk is inside a directive (defined or not).
    public internal(set) var isInDirective = false
    /// The argument being walked, when its field or directive defines it.
    public internal(set) var argument: GraphQLInputValue?

    public init() {}

    public var type: GraphQLTypeRef? { typeStack.last ?? nil }
    public var parentType: TypeID? { parentTypeStack.last ?? nil }
    public var inputType: GraphQLTypeRef? { inputTypeStack.last ?? nil }
    /// The input type enclosing the current one: the list or input object type
    /// that holds the current item or field.
    public var parentInputType: GraphQLTypeRef? {
        inputTypeStack.count > 1 ? inputTypeStack[inputTypeStack.count - 2] : nil
    }
    public var fieldDef: GraphQLField? { fieldDefStack.last ?? nil }
    public var hasDefaultValue: Bool { defaultValueStack.last ?? false }
}
