import Testing

@testable import QuillBackend

/// Every problem a data model can have, reported as `FILE:LINE:COLUMN: message`.
@Suite(.offThePool) struct ModelErrorTests {
    @Test func syntaxError() {
        #expect(
            Fixtures.diagnostics("type Post @model {\n  title: String!\n") == [
                "model.graphql:3:1: Syntax Error: Expected Name, found <EOF>."
            ])
    }

    @Test func everyProblemIsReportedAtOnce() {
        #expect(
            Fixtures.diagnostics(
                """
                type Post @model {
                  title: Strin
                  author: User
                  tags: [String] @searchable
                }
                """) == [
                    "model.graphql:2:10: Unknown type 'Strin' for field 'Post.title'",
                    "model.graphql:3:11: Unknown type 'User' for field 'Post.author'",
                    "model.graphql:4:18: Unknown directive '@searchable' on field 'Post.tags'",
                ])
    }

    @Test(arguments: [
        // Definitions a data model cannot hold.
        ("interface Node { id: ID! }", ["model.graphql:1:1: A data model declares only object types and enums; remove this interface"]),
        ("input PostInput { title: String }", ["model.graphql:1:1: A data model declares only object types and enums; remove this input type"]),
        ("query { posts }", ["model.graphql:1:1: A data model declares only object types and enums; remove this operation"]),
        (
            "scalar Upload",
            [
                "model.graphql:1:8: Custom scalar 'Upload' is not supported; use one of String, Int, Float, Boolean, ID, DateTime, JSON, Date, Timestamp, Email, URL, IPAddress, PhoneNumber, Decimal, BigInt, Bytes"
            ]
        ),
        ("type String { a: Int }", ["model.graphql:1:6: 'String' is a built-in scalar and cannot be redeclared"]),
        ("type Query { a: Int }", ["model.graphql:1:6: 'Query' is the name of a root type of the generated API; choose another name"]),
        ("type _Attendees { a: Int }", ["model.graphql:1:6: Type '_Attendees' starts with '_', which is reserved for the backend's own names"]),
        ("type A { __a: Int }", ["model.graphql:1:10: Field 'A.__a' starts with '__', which GraphQL reserves for introspection"]),
        ("type A { a: Int }\ntype A { b: Int }", ["model.graphql:2:6: Type 'A' is declared more than once"]),
        ("type A { a: Int\n a: String }", ["model.graphql:2:2: Field 'A.a' is declared more than once"]),
        ("type A implements Node { a: Int }", ["model.graphql:1:19: Type 'A' cannot implement interfaces in a data model"]),
        ("type A { a(x: Int): Int }", ["model.graphql:1:12: Field 'A.a' cannot take arguments in a data model"]),
        ("type A { a: [[Int]] }", ["model.graphql:1:14: Field 'A.a' is a list of lists, which a data model cannot store"]),
        // System fields.
        ("type A { id: Int! }", ["model.graphql:1:14: 'A.id' is a system field; declare it as 'ID!' or 'String!' or leave it out"]),
        ("type A { createdAt: String }", ["model.graphql:1:21: 'A.createdAt' is a system field; declare it as 'DateTime!' or leave it out"]),
        ("type A { id: ID! @default(value: \"x\") }", ["model.graphql:1:18: System field 'A.id' cannot have directive '@default'"]),
        // Directives and their arguments.
        ("type A @entity { a: Int }", ["model.graphql:1:8: Unknown directive '@entity' on type 'A'"]),
        ("type A @model @model { a: Int }", ["model.graphql:1:15: Directive '@model' is used twice on 'A'"]),
        ("type A @model(x: 1) { a: Int }", ["model.graphql:1:15: Unknown argument 'x' on directive '@model'"]),
        ("enum E @deprecated { X }", ["model.graphql:1:8: Unknown directive '@deprecated' on enum 'E'"]),
        ("type A { a: Int @unique @unique }", ["model.graphql:1:25: Directive '@unique' is used twice on 'A.a'"]),
        ("type A { a: Int @isUnique(fields: [\"b\"]) }", ["model.graphql:1:27: Unknown argument 'fields' on directive '@isUnique'"]),
        ("type A { a: Int @default(value: 1, value: 2) }", ["model.graphql:1:36: Argument 'value' is given twice on directive '@default'"]),
        ("type A { a: Int @default }", ["model.graphql:1:17: Directive '@default' needs the argument 'value'"]),
        (
            "type A { a: Int @relation(name: \"X\") }",
            ["model.graphql:1:17: '@relation' applies only to fields whose type is a model type; 'A.a' is not one"]
        ),
        ("type A { b: B @relation(name: 3) }\ntype B { a: A }", ["model.graphql:1:31: The relation name must be a name or a non-empty string"]),
        // Defaults.
        ("type A { a: Int @default(value: \"one\") }", ["model.graphql:1:33: Default value \"one\" does not fit the type of 'A.a'"]),
        ("type A { a: Int @default(value: 1.5) }", ["model.graphql:1:33: Default value 1.5 does not fit the type of 'A.a'"]),
        ("type A { a: DateTime @default(value: \"yesterday\") }", ["model.graphql:1:38: Default value \"yesterday\" does not fit the type of 'A.a'"]),
        ("enum E { X }\ntype A { e: E @default(value: Y) }", ["model.graphql:2:31: Default value Y does not fit the type of 'A.e'"]),
        ("type A { a: [Int] @default(value: [1, \"2\"]) }", ["model.graphql:1:39: Default value \"2\" does not fit the type of 'A.a'"]),
        ("type A { b: B @default(value: null) }\ntype B { a: A }", ["model.graphql:1:15: Relation field 'A.b' cannot have a default value"]),
        // Lengths.
        ("type A { a: Int @length(max: 3) }", ["model.graphql:1:17: '@length' applies only to String and list fields; 'A.a' is neither"]),
        ("type A { a: String @length(min: -1) }", ["model.graphql:1:33: '@length(min:)' takes a non-negative integer"]),
        ("type A { a: String @length(min: 5, max: 2) }", ["model.graphql:1:20: '@length' has min 5 greater than max 2"]),
        ("type A { a: String @length }", ["model.graphql:1:20: '@length' needs 'min', 'max' or both"]),
        // Uniques.
        ("type A { a: Int @unique(fields: [\"c\"]) }", ["model.graphql:1:25: Unique constraint on 'A.a' names unknown field 'c'"]),
        (
            "type A { a: Int @unique(fields: [\"t\"])\n t: [Int] }",
            ["model.graphql:1:25: Field 'A.t' cannot be part of a unique constraint: only scalar and enum fields that are not lists can"]
        ),
        ("type A { a: JSON @unique }", ["model.graphql:1:18: Field 'A.a' cannot be unique: only scalar and enum fields that are not lists can"]),
        ("type A { a: Int @unique(fields: [1]) }", ["model.graphql:1:34: '@unique(fields:)' takes a list of field names as strings"]),
    ])
    func modelError(sdl: String, expected: [String]) {
        #expect(Fixtures.diagnostics(sdl) == expected)
    }

    @Test(arguments: [
        (
            // Two one-sided relations between the same types need names.
            "type A { b: B\n c: B }\ntype B { x: Int }",
            [
                "model.graphql:1:10: Ambiguous relation: 'A.b', 'A.c' connect 'A' and 'B' without a relation name; name each relation with @relation(name:) on both of its fields",
                "model.graphql:2:2: Ambiguous relation: 'A.b', 'A.c' connect 'A' and 'B' without a relation name; name each relation with @relation(name:) on both of its fields",
            ]
        ),
        (
            "type A { b: B\n c: B }\ntype B { a: A }",
            [
                "model.graphql:1:10: Ambiguous relation: 'A.b', 'A.c', 'B.a' connect 'A' and 'B' without a relation name; name each relation with @relation(name:) on both of its fields",
                "model.graphql:2:2: Ambiguous relation: 'A.b', 'A.c', 'B.a' connect 'A' and 'B' without a relation name; name each relation with @relation(name:) on both of its fields",
                "model.graphql:3:10: Ambiguous relation: 'A.b', 'A.c', 'B.a' connect 'A' and 'B' without a relation name; name each relation with @relation(name:) on both of its fields",
            ]
        ),
        (
            "type A { b: B @relation(name: X)\n c: B @relation(name: X) }\ntype B { a: A @relation(name: X) }",
            ["model.graphql:3:10: Relation 'X' is used by more than two fields ('A.b', 'A.c', 'B.a'); a relation connects exactly two"]
        ),
        (
            "type A { b: B @relation(name: X) }\ntype B { c: C @relation(name: X) }\ntype C { x: Int }",
            ["model.graphql:2:10: The two sides of relation 'X', 'A.b' (of type 'B') and 'B.c' (of type 'C'), must point at each other's types"]
        ),
        (
            "type A { b: B @relation(name: BToC) }\ntype B { a: A @relation(name: BToC)\n c: C }\ntype C { b: B }",
            [
                "model.graphql:3:2: The unnamed relation between 'B.c' and 'C.b' would be called 'BToC', which another relation is named; name it with @relation(name:)"
            ]
        ),
    ])
    func relationError(sdl: String, expected: [String]) {
        #expect(Fixtures.diagnostics(sdl) == expected)
    }

    @Test func diagnosticsNameTheFile() throws {
        let error = #expect(throws: ModelError.self) {
            try Model.read(contentsOfFile: Fixtures.root.appendingPathComponent("Package.swift").path)
        }
        #expect(error?.diagnostics.first?.file.hasSuffix("/Package.swift") == true)
        #expect(error?.diagnostics.first?.location.line == 1)
    }
}
