/// The intermediate representation the templates render: the operations, fragments and
/// schema types the documents use, already named and typed for Swift. `Compiler` builds it
/// from validated documents; nothing here knows how Swift source is laid out.
enum IR {
    struct Documents {
        var operations: [Operation]
        var fragments: [Fragment]
        var enums: [EnumType]
        var inputObjects: [InputObjectType]
        /// The shared `__possibleTypes` sets of abstract types, by property name.
        var possibleTypeSets: [PossibleTypeSet]
        /// Key fields per concrete type name, sorted by type name.
        var keyFields: [(type: String, fields: [String])]
        /// Cache redirects: type, field, key arguments, sorted.
        var fieldPolicies: [(type: String, field: String, keyArgs: [String])]
        /// Seconds fresh per type ("" field: the type's own), sorted.
        var cacheMaxAges: [(type: String, field: String, seconds: Double)]
        /// `typealias ID = String` and the custom scalars', sorted by name.
        var scalarAliases: [ScalarAlias]
    }

    /// A scalar's typealias (`typealias DateTime = Date`).
    struct ScalarAlias {
        var name: String
        var type: String
    }

    struct Operation {
        var name: String
        var typeName: String
        var kind: Kind
        var variables: [Variable]
        /// The operation's text as sent, without the fragments.
        var text: String
        /// The fragments the text needs appended, as Swift type names.
        var fragments: [String]
        /// The whole document as sent: the text, then the fragments' texts, a line each.
        var document: String
        /// SHA-256 of the whole document.
        var sha256: String
        var data: SelectionSetType
        /// The index of the operation file it is defined in.
        var file: Int

        enum Kind: String {
            case query, mutation, subscription

            var protocolName: String {
                switch self {
                case .query: "GraphQLQuery"
                case .mutation: "GraphQLMutation"
                case .subscription: "GraphQLSubscription"
                }
            }
        }
    }

    struct Variable {
        /// The GraphQL name, without `$`.
        var name: String
        /// The Swift property and parameter name.
        var property: String
        var type: Shape
        /// Nullable or with a default: a Swift optional, left out of the variables when nil
        /// (or a `GraphQLNullable`, when `isNullable`).
        var isOptional: Bool
        /// Optional variables are `GraphQLNullable<T>` (Apollo's shape).
        var isNullable: Bool
    }

    struct Fragment {
        var name: String
        var typeName: String
        var text: String
        var selectionSet: SelectionSetType
        var file: Int
    }

    /// The type of a field, variable or input field: GraphQL's wrappers around a Swift type.
    indirect enum Shape: Hashable {
        case nonNull(Shape)
        case list(Shape)
        /// A scalar's or enum's Swift type, or an input object's.
        case leaf(String)
        /// A generated selection set, by its path from the top level
        /// (`["AllConferencesQuery", "Data", "AllConference"]`).
        case object([String])

        /// The shape without its outer non-null wrapper.
        var nullable: Shape {
            if case .nonNull(let inner) = self { return inner }
            return self
        }
    }

    /// A generated struct over a response object: an operation's `Data`, a field's object,
    /// a type case (`asUser`), or a fragment.
    struct SelectionSetType {
        var name: String
        /// Its path from the top level, its own name last.
        var path: [String]
        var kind: Kind
        /// The GraphQL type the selections are made on.
        var parentType: String
        var typename: Typename
        var possibleTypes: PossibleTypes?
        var selections: [SelectionMeta]
        var properties: [Property]
        var fragmentAccessors: [FragmentAccessor]
        var typeCaseAccessors: [TypeCaseAccessor]
        /// The nested structs: the fields' objects, then the type cases.
        var children: [SelectionSetType]
        /// `typealias Launches = Launch`: a non-list field's own name for its singular type.
        var typeAliases: [(alias: String, target: String)]

        enum Kind {
            case root, object, typeCase, fragment
        }

        /// What `__typename` is in a member-wise initializer.
        enum Typename {
            /// Root data has none.
            case none
            /// An object type's name.
            case fixed(String)
            /// An interface or union: the initializer takes it.
            case parameter
        }
    }

    /// The concrete types a type condition holds for: written out, or a set shared by the
    /// fragments and type cases on one abstract type (`SchemaMetadata.PossibleTypes.node`).
    enum PossibleTypes {
        case literal([String])
        case shared(String)
    }

    struct PossibleTypeSet {
        var property: String
        var types: [String]
    }

    struct Property {
        /// The Swift name, escaped where needed.
        var name: String
        var responseKey: String
        /// The field's shape; nullable when the field is under `@include`/`@skip`.
        var type: Shape
        /// The response key `id`, of type `ID!` and always selected: the struct is
        /// `Identifiable` by it (apollo-ios #710).
        var isIdentifier = false
    }

    struct FragmentAccessor {
        var name: String
        var fragmentType: String
        /// The fragment's type condition always holds for the parent type.
        var alwaysApplies: Bool
        /// The spread is under `@include`/`@skip`.
        var isConditional: Bool
        /// The spread or inline fragment is under `@defer`: nil until its data came.
        var isDeferred = false
    }

    struct TypeCaseAccessor {
        var name: String
        var typeName: String
        var isConditional: Bool
    }

    /// One entry of `__selections`.
    indirect enum SelectionMeta {
        case field(name: String, alias: String?, type: Shape, arguments: [(String, ArgumentValue)])
        case fragment(String)
        case inlineFragment(String)
        case conditional(variable: String, inverted: Bool, [SelectionMeta])
        /// A fragment or a deferred inline fragment's struct under `@defer`.
        case deferred(String, label: String?)
    }

    /// An argument as written in the document.
    indirect enum ArgumentValue {
        case variable(String)
        case int(String)
        case float(String)
        case string(String)
        case boolean(Bool)
        case null
        case list([ArgumentValue])
        case object([(String, ArgumentValue)])
    }

    struct EnumType {
        var name: String
        var typeName: String
        var cases: [(name: String, value: String)]
        /// Quill's shape, `__unknown(String)` for a value the schema did not have; else
        /// Apollo's, a `String` enum that fields hold in a `GraphQLEnum`.
        var hasUnknownCase: Bool
    }

    struct InputObjectType {
        var name: String
        var typeName: String
        var fields: [InputField]
        /// `@oneOf`: exactly one field is given, so the type is an enum with a case per field.
        var isOneOf = false
    }

    struct InputField {
        var name: String
        var property: String
        /// The field's type with its non-null wrapper removed when it has a default.
        var type: Shape
        /// Non-null without a default: a plain required value.
        var isRequired: Bool
        /// Non-null with a default: a Swift optional, left out when nil.
        var hasDefault: Bool
    }
}
