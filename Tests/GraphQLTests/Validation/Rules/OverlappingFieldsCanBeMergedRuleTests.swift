import QuillTestSupport
import Testing

@testable import GraphQL

/// OverlappingFieldsCanBeMergedRule alone: graphql-js 16.6's test cases (and more: argument
/// equality, meta-fields, exclusivity in fragments, repeated fragment pairs) with the errors
/// graphql-js 16.6 reports for them ("LINE:COLUMN[,LINE:COLUMN...]: MESSAGE"), on the harness
/// schema and on the small schemas of graphql-js's tests; 60 documents, 36 invalid.
@Suite struct OverlappingFieldsCanBeMergedRuleTests {
    static let harnessCases: [(String, [String])] = [
        // unique fields
        (
            #"""
            fragment uniqueFields on Dog {
              name
              nickname
            }
            """#,
            []
        ),
        // identical fields
        (
            #"""
            fragment mergeIdenticalFields on Dog {
              name
              name
            }
            """#,
            []
        ),
        // identical fields with identical args
        (
            #"""
            fragment mergeIdenticalFieldsWithIdenticalArgs on Dog {
              doesKnowCommand(dogCommand: SIT)
              doesKnowCommand(dogCommand: SIT)
            }
            """#,
            []
        ),
        // identical fields with identical directives
        (
            #"""
            fragment mergeSameFieldsWithSameDirectives on Dog {
              name @include(if: true)
              name @include(if: true)
            }
            """#,
            []
        ),
        // different args with different aliases
        (
            #"""
            fragment differentArgsWithDifferentAliases on Dog {
              knowsSit: doesKnowCommand(dogCommand: SIT)
              knowsDown: doesKnowCommand(dogCommand: DOWN)
            }
            """#,
            []
        ),
        // different directives with different aliases
        (
            #"""
            fragment differentDirectivesWithDifferentAliases on Dog {
              nameIfTrue: name @include(if: true)
              nameIfFalse: name @include(if: false)
            }
            """#,
            []
        ),
        // different skip/include directives accepted
        (
            #"""
            fragment differentDirectivesWithDifferentAliases on Dog {
              name @include(if: true)
              name @include(if: false)
            }
            """#,
            []
        ),
        // same aliases with different field targets
        (
            #"""
            fragment sameAliasesWithDifferentFieldTargets on Dog {
              fido: name
              fido: nickname
            }
            """#,
            [
                "2:3,3:3: Fields \"fido\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // same aliases allowed on non-overlapping fields
        (
            #"""
            fragment sameAliasesWithDifferentFieldTargets on Pet {
              ... on Dog {
                name
              }
              ... on Cat {
                name: nickname
              }
            }
            """#,
            []
        ),
        // alias masking direct field access
        (
            #"""
            fragment aliasMaskingDirectFieldAccess on Dog {
              name: nickname
              name
            }
            """#,
            [
                "2:3,3:3: Fields \"name\" conflict because \"nickname\" and \"name\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // different args, second adds an argument
        (
            #"""
            fragment conflictingArgs on Dog {
              doesKnowCommand
              doesKnowCommand(dogCommand: HEEL)
            }
            """#,
            [
                "2:3,3:3: Fields \"doesKnowCommand\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // different args, second missing an argument
        (
            #"""
            fragment conflictingArgs on Dog {
              doesKnowCommand(dogCommand: SIT)
              doesKnowCommand
            }
            """#,
            [
                "2:3,3:3: Fields \"doesKnowCommand\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // conflicting arg values
        (
            #"""
            fragment conflictingArgs on Dog {
              doesKnowCommand(dogCommand: SIT)
              doesKnowCommand(dogCommand: HEEL)
            }
            """#,
            [
                "2:3,3:3: Fields \"doesKnowCommand\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // conflicting arg names
        (
            #"""
            fragment conflictingArgs on Dog {
              isAtLocation(x: 0)
              isAtLocation(y: 0)
            }
            """#,
            [
                "2:3,3:3: Fields \"isAtLocation\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // allows different args where no conflict is possible
        (
            #"""
            fragment conflictingArgs on Pet {
              ... on Dog {
                name(surname: true)
              }
              ... on Cat {
                name
              }
            }
            """#,
            []
        ),
        // encounters conflict in fragments
        (
            #"""
            {
              ...A
              ...B
            }
            fragment A on Type {
              x: a
            }
            fragment B on Type {
              x: b
            }
            """#,
            [
                "6:3,9:3: Fields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // reports each conflict once
        (
            #"""
            {
              f1 {
                ...A
                ...B
              }
              f2 {
                ...B
                ...A
              }
              f3 {
                ...A
                ...B
                x: c
              }
            }
            fragment A on Type {
              x: a
            }
            fragment B on Type {
              x: b
            }
            """#,
            [
                "17:3,20:3: Fields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "13:5,17:3: Fields \"x\" conflict because \"c\" and \"a\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "13:5,20:3: Fields \"x\" conflict because \"c\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // deep conflict
        (
            #"""
            {
              field {
                x: a
              },
              field {
                x: b
              }
            }
            """#,
            [
                "2:3,3:5,5:3,6:5: Fields \"field\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // deep conflict with multiple issues
        (
            #"""
            {
              field {
                x: a
                y: c
              },
              field {
                x: b
                y: d
              }
            }
            """#,
            [
                "2:3,3:5,4:5,6:3,7:5,8:5: Fields \"field\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields and subfields \"y\" conflict because \"c\" and \"d\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // very deep conflict
        (
            #"""
            {
              field {
                deepField {
                  x: a
                }
              },
              field {
                deepField {
                  x: b
                }
              }
            }
            """#,
            [
                "2:3,3:5,4:7,7:3,8:5,9:7: Fields \"field\" conflict because subfields \"deepField\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // reports deep conflict to nearest common ancestor
        (
            #"""
            {
              field {
                deepField {
                  x: a
                }
                deepField {
                  x: b
                }
              },
              field {
                deepField {
                  y
                }
              }
            }
            """#,
            [
                "3:5,4:7,6:5,7:7: Fields \"deepField\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // reports deep conflict to nearest common ancestor in fragments
        (
            #"""
            {
              field {
                ...F
              }
              field {
                ...F
              }
            }
            fragment F on T {
              deepField {
                deeperField {
                  x: a
                }
                deeperField {
                  x: b
                }
              },
              deepField {
                deeperField {
                  y
                }
              }
            }
            """#,
            [
                "11:5,12:7,14:5,15:7: Fields \"deeperField\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // reports deep conflict in nested fragments
        (
            #"""
            {
              field {
                ...F
              }
              field {
                ...I
              }
            }
            fragment F on T {
              x: a
              ...G
            }
            fragment G on T {
              y: c
            }
            fragment I on T {
              y: d
              ...J
            }
            fragment J on T {
              x: b
            }
            """#,
            [
                "2:3,10:3,14:3,5:3,21:3,17:3: Fields \"field\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields and subfields \"y\" conflict because \"c\" and \"d\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // ignores unknown fragments
        (
            #"""
            {
              field
              ...Unknown
              ...Known
            }

            fragment Known on T {
              field
              ...OtherUnknown
            }
            """#,
            []
        ),
        // does not infinite loop on recursive fragment
        (
            #"""
            {
              ...fragA
            }

            fragment fragA on Human { name, relatives { name, ...fragA } }
            """#,
            []
        ),
        // does not infinite loop on immediately recursive fragment
        (
            #"""
            {
              ...fragA
            }

            fragment fragA on Human { name, ...fragA }
            """#,
            []
        ),
        // does not infinite loop on recursive fragment with a field named after fragment
        (
            #"""
            {
              ...fragA
              fragA
            }

            fragment fragA on Query { ...fragA }
            """#,
            []
        ),
        // finds invalid cases even with field named after fragment
        (
            #"""
            {
              fragA
              ...fragA
            }

            fragment fragA on Type {
              fragA: b
            }
            """#,
            [
                "2:3,7:3: Fields \"fragA\" conflict because \"fragA\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // does not infinite loop on transitively recursive fragment
        (
            #"""
            {
              ...fragA
              fragB
            }

            fragment fragA on Human { name, ...fragB }
            fragment fragB on Human { name, ...fragC }
            fragment fragC on Human { name, ...fragA }
            """#,
            []
        ),
        // finds invalid case even with immediately recursive fragment
        (
            #"""
            fragment sameAliasesWithDifferentFieldTargets on Dog {
              ...sameAliasesWithDifferentFieldTargets
              fido: name
              fido: nickname
            }
            """#,
            [
                "3:3,4:3: Fields \"fido\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // meta-fields have no definition here
        (
            #"""
            {
              dog {
                __typename
                name: __typename
                __typename: name
              }
              __schema { queryType { name } }
              __schema { queryType { name: kind } }
              __type(name: "Dog") { name }
              __type(name: "Cat") { name }
            }
            """#,
            [
                "7:3,7:14,7:26,8:3,8:14,8:26: Fields \"__schema\" conflict because subfields \"queryType\" conflict because subfields \"name\" conflict because \"name\" and \"kind\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "9:3,10:3: Fields \"__type\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
                "3:5,5:5: Fields \"__typename\" conflict because \"__typename\" and \"name\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // a scalar field with subselections, a fragment on a scalar and on an unknown type
        (
            #"""
            {
              dog { name { x: a } name { x: b } ...S ...U }
            }
            fragment S on String { x: a }
            fragment U on Unknown { x: b }
            """#,
            [
                "2:9,2:16,2:23,2:30: Fields \"name\" conflict because subfields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "4:24,5:25: Fields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // the last of duplicate fragments counts
        (
            #"""
            {
              dog { ...F ...G }
            }
            fragment F on Dog { n: name }
            fragment G on Dog { n: name }
            fragment F on Dog { n: nickname }
            """#,
            [
                "6:21,5:21: Fields \"n\" conflict because \"nickname\" and \"name\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // parent types: the same object type is not exclusive, interfaces never are
        (
            #"""
            {
              dog {
                ... on Dog { x: name }
                ... on Dog { x: nickname }
              }
              pet {
                ... on Pet { y: name }
                ... on Dog { y: nickname }
              }
              catOrDog {
                ... on Cat { z: name(surname: true) }
                ... on Dog { z: name }
                ... on Dog { z: barkVolume }
              }
            }
            """#,
            [
                "3:18,4:18: Fields \"x\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "7:18,8:18: Fields \"y\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "11:18,13:18: Fields \"z\" conflict because they return conflicting types \"String\" and \"Int\". Use different aliases on the fields to fetch both if this was intentional.",
                "12:18,13:18: Fields \"z\" conflict because \"name\" and \"barkVolume\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // exclusivity reaches into subselections and fragments
        (
            #"""
            {
              pet {
                ... on Dog { mother { ...M } father { name } }
                ... on Cat { mother: nickname father: nickname }
              }
              catOrDog {
                ... on Dog { mother { ...M } }
                ... on Cat { mother { ...N } }
              }
              dog {
                mother { ...M }
                mother { ...N }
              }
            }
            fragment M on Dog { n: name }
            fragment N on Dog { n: nickname }
            """#,
            [
                "3:18,4:18: Fields \"mother\" conflict because they return conflicting types \"Dog\" and \"String\". Use different aliases on the fields to fetch both if this was intentional.",
                "3:34,4:35: Fields \"father\" conflict because they return conflicting types \"Dog\" and \"String\". Use different aliases on the fields to fetch both if this was intentional.",
                "11:5,15:21,12:5,16:21: Fields \"mother\" conflict because subfields \"n\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // fragments spread many times are compared once per pair
        (
            #"""
            {
              dog { ...A ...B ...A ...C }
              d1: dog { ...B ...C }
              d1: dog { ...A }
            }
            fragment A on Dog { x: name ...B }
            fragment B on Dog { x: nickname ...C }
            fragment C on Dog { x: barkVolume }
            """#,
            [
                "3:3,8:21,4:3,6:21: Fields \"d1\" conflict because subfields \"x\" conflict because \"barkVolume\" and \"name\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "6:21,7:21: Fields \"x\" conflict because \"name\" and \"nickname\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "7:21,8:21: Fields \"x\" conflict because \"nickname\" and \"barkVolume\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // conflicts are reported for each selection set, outer first
        (
            #"""
            {
              human {
                relatives { name(surname: true) name }
                relatives { name }
              }
              human { pets { name } }
            }
            """#,
            [
                "3:5,3:17,4:5,4:17: Fields \"relatives\" conflict because subfields \"name\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
                "3:17,3:37: Fields \"name\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
    ]

    /// graphql-js's "return types must be unambiguous" schema.
    static let boxes = try! buildSchema(
        """
        interface SomeBox {
          deepBox: SomeBox
          unrelatedField: String
        }

        type StringBox implements SomeBox {
          scalar: String
          deepBox: StringBox
          unrelatedField: String
          listStringBox: [StringBox]
          stringBox: StringBox
          intBox: IntBox
        }

        type IntBox implements SomeBox {
          scalar: Int
          deepBox: IntBox
          unrelatedField: String
          listStringBox: [StringBox]
          stringBox: StringBox
          intBox: IntBox
        }

        interface NonNullStringBox1 {
          scalar: String!
        }

        type NonNullStringBox1Impl implements SomeBox & NonNullStringBox1 {
          scalar: String!
          unrelatedField: String
          deepBox: SomeBox
        }

        interface NonNullStringBox2 {
          scalar: String!
        }

        type NonNullStringBox2Impl implements SomeBox & NonNullStringBox2 {
          scalar: String!
          unrelatedField: String
          deepBox: SomeBox
        }

        type Connection {
          edges: [Edge]
        }

        type Edge {
          node: Node
        }

        type Node {
          id: ID
          name: String
        }

        type Query {
          someBox: SomeBox
          connection: Connection
        }
        """)

    static let boxesCases: [(String, [String])] = [
        // conflicting return types which potentially overlap
        (
            #"""
            {
              someBox {
                ...on IntBox {
                  scalar
                }
                ...on NonNullStringBox1 {
                  scalar
                }
              }
            }
            """#,
            [
                "4:7,7:7: Fields \"scalar\" conflict because they return conflicting types \"Int\" and \"String!\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // compatible return shapes on different return types
        (
            #"""
            {
              someBox {
                ... on SomeBox {
                  deepBox {
                    unrelatedField
                  }
                }
                ... on StringBox {
                  deepBox {
                    unrelatedField
                  }
                }
              }
            }
            """#,
            []
        ),
        // disallows differing return types despite no overlap
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  scalar
                }
                ... on StringBox {
                  scalar
                }
              }
            }
            """#,
            [
                "4:7,7:7: Fields \"scalar\" conflict because they return conflicting types \"Int\" and \"String\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // reports correctly when a non-exclusive follows an exclusive
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  deepBox {
                    ...X
                  }
                }
              }
              someBox {
                ... on StringBox {
                  deepBox {
                    ...Y
                  }
                }
              }
              memoed: someBox {
                ... on IntBox {
                  deepBox {
                    ...X
                  }
                }
              }
              memoed: someBox {
                ... on StringBox {
                  deepBox {
                    ...Y
                  }
                }
              }
              other: someBox {
                ...X
              }
              other: someBox {
                ...Y
              }
            }
            fragment X on SomeBox {
              scalar
            }
            fragment Y on SomeBox {
              scalar: unrelatedField
            }
            """#,
            [
                "30:3,38:3,33:3,41:3: Fields \"other\" conflict because subfields \"scalar\" conflict because \"scalar\" and \"unrelatedField\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // disallows differing return type nullability despite no overlap
        (
            #"""
            {
              someBox {
                ... on NonNullStringBox1 {
                  scalar
                }
                ... on StringBox {
                  scalar
                }
              }
            }
            """#,
            [
                "4:7,7:7: Fields \"scalar\" conflict because they return conflicting types \"String!\" and \"String\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // disallows differing return type list despite no overlap
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  box: listStringBox {
                    scalar
                  }
                }
                ... on StringBox {
                  box: stringBox {
                    scalar
                  }
                }
              }
            }
            """#,
            [
                "4:7,9:7: Fields \"box\" conflict because they return conflicting types \"[StringBox]\" and \"StringBox\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // disallows differing return type list despite no overlap, the other way
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  box: stringBox {
                    scalar
                  }
                }
                ... on StringBox {
                  box: listStringBox {
                    scalar
                  }
                }
              }
            }
            """#,
            [
                "4:7,9:7: Fields \"box\" conflict because they return conflicting types \"StringBox\" and \"[StringBox]\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // disallows differing subfields
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  box: stringBox {
                    val: scalar
                    val: unrelatedField
                  }
                }
                ... on StringBox {
                  box: stringBox {
                    val: scalar
                  }
                }
              }
            }
            """#,
            [
                "5:9,6:9: Fields \"val\" conflict because \"scalar\" and \"unrelatedField\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // disallows differing deep return types despite no overlap
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  box: stringBox {
                    scalar
                  }
                }
                ... on StringBox {
                  box: intBox {
                    scalar
                  }
                }
              }
            }
            """#,
            [
                "4:7,5:9,9:7,10:9: Fields \"box\" conflict because subfields \"scalar\" conflict because they return conflicting types \"String\" and \"Int\". Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // allows non-conflicting overlapping types
        (
            #"""
            {
              someBox {
                ... on IntBox {
                  scalar: unrelatedField
                }
                ... on StringBox {
                  scalar
                }
              }
            }
            """#,
            []
        ),
        // same wrapped scalar return types
        (
            #"""
            {
              someBox {
                ...on NonNullStringBox1 {
                  scalar
                }
                ...on NonNullStringBox2 {
                  scalar
                }
              }
            }
            """#,
            []
        ),
        // allows inline fragments without type condition
        (
            #"""
            {
              a
              ... {
                a
              }
            }
            """#,
            []
        ),
        // compares deep types including list
        (
            #"""
            {
              connection {
                ...edgeID
                edges {
                  node {
                    id: name
                  }
                }
              }
            }

            fragment edgeID on Connection {
              edges {
                node {
                  id
                }
              }
            }
            """#,
            [
                "4:5,5:7,6:9,13:3,14:5,15:7: Fields \"edges\" conflict because subfields \"node\" conflict because subfields \"id\" conflict because \"name\" and \"id\" are different fields. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // ignores unknown types
        (
            #"""
            {
              someBox {
                ...on UnknownType {
                  scalar
                }
                ...on NonNullStringBox2 {
                  scalar
                }
              }
            }
            """#,
            []
        ),
    ]

    static let orderedArgs = try! buildSchema(
        """
        input SomeInput {
          a: String
          b: String
          list: [SomeInput]
        }

        type Query {
          someField(a: String, b: String, arg: SomeInput): String
        }
        """)

    static let orderedArgsCases: [(String, [String])] = [
        // allows different order of args
        (
            #"""
            {
              someField(a: null, b: null)
              someField(b: null, a: null)
            }
            """#,
            []
        ),
        // allows different order of input object fields in arg values
        (
            #"""
            {
              someField(arg: { a: null, b: null })
              someField(arg: { b: null, a: null })
            }
            """#,
            []
        ),
        // arguments: nested input object fields and list items in any order
        (
            #"""
            {
              someField(arg: { list: [{ b: "1", a: "2" }, { a: null }], a: "x" })
              someField(arg: { a: "x", list: [{ a: "2", b: "1" }, { a: null }] })
            }
            """#,
            []
        ),
        // arguments: list items in another order differ
        (
            #"""
            {
              someField(arg: { list: [{ a: "1" }, { a: "2" }] })
              someField(arg: { list: [{ a: "2" }, { a: "1" }] })
            }
            """#,
            [
                "2:3,3:3: Fields \"someField\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // arguments: a block string and a string, an int and a float, an enum and a string differ
        (
            #"""
            query ($v: String) {
              s: someField(a: """x""")
              s: someField(a: "x")
              n: someField(a: 1)
              n: someField(a: 1.0)
              e: someField(a: X)
              e: someField(a: "X")
              v: someField(a: $v)
              v: someField(a: $v)
              w: someField(a: $v)
              w: someField(a: $w)
            }
            """#,
            [
                "2:3,3:3: Fields \"s\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
                "4:3,5:3: Fields \"n\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
                "6:3,7:3: Fields \"e\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
                "10:3,11:3: Fields \"w\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        ),
        // arguments: repeated names keep their order
        (
            #"""
            {
              someField(a: "1", b: "2", a: "3")
              someField(b: "2", a: "1", a: "3")
              x: someField(a: "1", a: "3")
              x: someField(a: "3", a: "1")
            }
            """#,
            [
                "4:3,5:3: Fields \"x\" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional."
            ]
        ),
        // arguments: names that sort naturally
        (
            #"""
            {
              someField(a10: 1, a9: 2, a09: 3)
              someField(a09: 3, a9: 2, a10: 1)
            }
            """#,
            []
        ),
    ]

    static let keywords = try! buildSchema(
        """
        type Foo {
          constructor: String
        }

        type Query {
          foo: Foo
        }
        """)

    static let keywordsCases: [(String, [String])] = [
        // works for field names that are JS keywords
        (
            #"""
            {
              foo {
                constructor
              }
            }
            """#,
            []
        )
    ]

    static let deepLists = try! buildSchema(
        """
        type Query {
          a: [[[[Int!]]!]]
          b: [[[[Int!]]]!]
          c: [[[[Int!]]!]]
          node: Node
        }

        type Node {
          id: ID!
          kind: String
          list: [Node]
          nonNull: Node!
        }
        """)

    static let deepListsCases: [(String, [String])] = [
        // deep wrappers compare level by level
        (
            #"""
            {
              a
              a: c
              x: a
              x: b
              node { list { id } }
              node { list: nonNull { id } }
            }
            """#,
            [
                "2:3,3:3: Fields \"a\" conflict because \"a\" and \"c\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "4:3,5:3: Fields \"x\" conflict because \"a\" and \"b\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
                "6:3,6:10,7:3,7:10: Fields \"node\" conflict because subfields \"list\" conflict because \"list\" and \"nonNull\" are different fields. Use different aliases on the fields to fetch both if this was intentional.",
            ]
        )
    ]

    static func errors(_ document: String, _ schema: GraphQLSchema) throws -> [String] {
        try ValidationHarness.errors(OverlappingFieldsCanBeMergedRule.self, document, schema: schema)
    }

    @Test(arguments: harnessCases.indices)
    func harnessSchema(index: Int) throws {
        let (document, expected) = Self.harnessCases[index]
        #expect(try Self.errors(document, ValidationHarness.schema) == expected)
    }

    @Test(arguments: boxesCases.indices)
    func returnTypesMustBeUnambiguous(index: Int) throws {
        let (document, expected) = Self.boxesCases[index]
        #expect(try Self.errors(document, Self.boxes) == expected)
    }

    @Test(arguments: orderedArgsCases.indices)
    func argumentsAreUnordered(index: Int) throws {
        let (document, expected) = Self.orderedArgsCases[index]
        #expect(try Self.errors(document, Self.orderedArgs) == expected)
    }

    @Test(arguments: keywordsCases.indices)
    func keywordFieldNames(index: Int) throws {
        let (document, expected) = Self.keywordsCases[index]
        #expect(try Self.errors(document, Self.keywords) == expected)
    }

    @Test(arguments: deepListsCases.indices)
    func deepWrappers(index: Int) throws {
        let (document, expected) = Self.deepListsCases[index]
        #expect(try Self.errors(document, Self.deepLists) == expected)
    }
}

/// Corpus operations with edits that make fields overlap (aliases set to other
/// response names, copies of fields renamed, with other arguments or
/// subselections), validated with all rules by Quill and by graphql-js 16.6: the
/// same errors in the same order. Skipped without node.
@Suite struct OverlappingFieldsCanBeMergedDifferentialTests {
    /// Edits one selection set of a document, chosen by a seeded generator.
    struct OverlapMutator {
        var generator: SplitMix64
        /// The response names and field names of the document.
        private var names: [String] = []
        private var target = 0
        private var seen = 0

        init(seed: UInt64) {
            generator = SplitMix64(seed: seed)
        }

        mutating func mutate(_ document: Document) -> Document {
            var document = document
            names = []
            seen = 0
            target = Int.max
            document.definitions = document.definitions.map { mutate($0) }
            target = Int.random(in: 0..<max(seen, 1), using: &generator)
            seen = 0
            document.definitions = document.definitions.map { mutate($0) }
            return document
        }

        private mutating func mutate(_ definition: Definition) -> Definition {
            switch definition {
            case .operation(var operation):
                operation.selectionSet = mutate(operation.selectionSet)
                return .operation(operation)
            case .fragment(var fragment):
                fragment.selectionSet = mutate(fragment.selectionSet)
                return .fragment(fragment)
            default:
                return definition
            }
        }

        private mutating func mutate(_ selectionSet: SelectionSetNode) -> SelectionSetNode {
            var selectionSet = selectionSet
            if seen == target { edit(&selectionSet) }
            seen += 1
            selectionSet.selections = selectionSet.selections.map { selection in
                switch selection {
                case .field(var field):
                    if target == .max { names += [field.name.value, field.responseKey] }
                    field.selectionSet = field.selectionSet.map { mutate($0) }
                    return .field(field)
                case .inlineFragment(var inline):
                    inline.selectionSet = mutate(inline.selectionSet)
                    return .inlineFragment(inline)
                case .fragmentSpread:
                    return selection
                }
            }
            return selectionSet
        }

        private mutating func edit(_ selectionSet: inout SelectionSetNode) {
            let fields = selectionSet.selections.indices.filter {
                if case .field = selectionSet.selections[$0] { true } else { false }
            }
            guard let index = fields.randomElement(using: &generator),
                case .field(var field) = selectionSet.selections[index]
            else { return }
            let name = names.randomElement(using: &generator)!
            switch Int.random(in: 0..<5, using: &generator) {
            case 0:
                field.alias = Name(value: name, loc: field.loc)
                selectionSet.selections[index] = .field(field)
                return
            case 1:
                field.alias = Name(value: field.responseKey, loc: field.loc)
                field.name = Name(value: name, loc: field.loc)
            case 2:
                if field.arguments.isEmpty {
                    field.arguments = [
                        Argument(
                            name: Name(value: "first", loc: field.loc), value: .int(IntValue(value: "2", loc: field.loc)),
                            loc: field.loc)
                    ]
                } else {
                    field.arguments.removeLast()
                }
            case 3:
                field.selectionSet = SelectionSetNode(
                    selections: [
                        .field(
                            Field(
                                alias: Name(value: name, loc: field.loc), name: Name(value: "id", loc: field.loc), arguments: [],
                                directives: [], selectionSet: nil, loc: field.loc))
                    ],
                    loc: field.loc)
            default:
                break
            }
            selectionSet.selections.insert(.field(field), at: Int.random(in: 0...selectionSet.selections.count, using: &generator))
        }
    }

    @Test(arguments: [
        ("schema", ["large", "app", "list"]), ("github-schema", ["introspection"]),
    ])
    func matchesGraphQLJS(schemaName: String, operations: [String]) async throws {
        let sdl = ValidationHarness.fixture("corpus/\(schemaName).graphql")
        let schema = try buildSchema(Source(sdl, name: schemaName))
        var mutator = OverlapMutator(seed: 16)
        var documents: [String] = []
        for name in operations {
            let document = try Parser.parse(ValidationHarness.fixture("corpus/operations/\(name).graphql"))
            for _ in 0..<80 {
                var mutant = mutator.mutate(document)
                for _ in 0..<Int.random(in: 0..<3, using: &mutator.generator) { mutant = mutator.mutate(mutant) }
                documents.append(Printer.print(mutant))
            }
        }
        let expected = try await ValidationDifferentialTests.graphQLJS(schema: sdl, documents: documents)
        try #require(expected.count == documents.count)
        var failures = 0
        for (document, wanted) in zip(documents, expected) {
            let actual = ValidationDifferentialTests.quill(schema: schema, document: document)
            if actual != wanted {
                failures += 1
                if failures <= 3 {
                    Issue.record("\(document)\n--- quill:\n\(actual.joined(separator: "\n"))\n--- graphql-js:\n\(wanted.joined(separator: "\n"))")
                }
            }
        }
        #expect(failures == 0, "\(failures) of \(documents.count) documents differ")
        // The edits must make fields conflict in many documents.
        let conflicting = expected.filter { $0.contains { $0.contains(" conflict because ") } }.count
        #expect(conflicting > documents.count / 3, "\(conflicting) of \(documents.count) documents have conflicts")
    }
}
