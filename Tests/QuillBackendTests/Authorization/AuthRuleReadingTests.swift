import GraphQL
import Testing

@testable import QuillBackend

/// `@auth(rules:)` as a data model declares it: on types, fields and the schema, in both
/// dialects, with every mistake reported at its place.
@Suite(.offThePool) struct AuthRuleReadingTests {
    @Test func rulesOnTypesFieldsAndTheSchema() throws {
        let model = try Fixtures.model(
            """
            extend schema @auth(rules: [{ allow: private }])
            type Post @model @auth(rules: [
              { allow: owner },
              { allow: private, operations: [read] },
              { allow: groups, groups: ["admin", "editor"] },
              { allow: public, operations: [get] }
            ]) { title: String! body: String! @auth(rules: [{ allow: owner, operations: [read, update] }]) }
            type Tag @model { name: String! }
            """)
        let post = try #require(model.type(named: "Post"))
        #expect(
            post.authRules == [
                AuthRule(allow: .owner), AuthRule(allow: .private, operations: [.get, .list]),
                AuthRule(allow: .groups(["admin", "editor"])), AuthRule(allow: .public, operations: [.get]),
            ])
        #expect(post.field(named: "body")?.authRules == [AuthRule(allow: .owner, operations: [.get, .list, .update])])
        #expect(model.authRules == [AuthRule(allow: .private)])
        // Tag has none of its own: the schema's govern it.
        #expect(model.authRules(of: try #require(model.type(named: "Tag"))) == [AuthRule(allow: .private)])
        let tag = try #require(model.type(named: "Tag"))
        #expect(model.hasOwnerRule(post) && !model.hasOwnerRule(tag))
    }

    @Test func theGraphcoolDialectTakesTheSameDirective() throws {
        let model = try Fixtures.model(
            """
            schema @auth(rules: [{ allow: public, operations: [read] }]) { query: Query }
            type Conference @auth(rules: [{ allow: owner }]) { id: ID! @isUnique name: String! }
            """)
        #expect(model.authRules == [AuthRule(allow: .public, operations: [.get, .list])])
        #expect(model.type(named: "Conference")?.authRules == [AuthRule(allow: .owner)])
    }

    @Test func anOwnedTypeStoresItsOwnerInAHiddenColumn() throws {
        let model = try Fixtures.model(
            """
            type Post @model @auth(rules: [{ allow: owner }]) { title: String! }
            type Tag @model { name: String! note: String @auth(rules: [{ allow: owner }]) }
            type Plain @model { name: String! }
            """)
        let schema = DatabaseSchema(model: model)
        for name in ["Post", "Tag"] {
            let table = try #require(schema.table(named: name))
            #expect(table.columns.last == ColumnDefinition(name: "_owner", type: .text, modelType: "String"))
            #expect(table.indexes.contains(IndexDefinition(name: "\(name)__owner_idx", columns: ["_owner"], isUnique: false)))
        }
        #expect(schema.table(named: "Plain")?.columns.contains { $0.name == "_owner" } == false)
        // Not a field of the API.
        let sdl = try Backend(model: model, database: .sqliteInMemory).schema.printed()
        #expect(!sdl.contains("_owner"))
    }

    @Test func aFieldWithRulesIsNullableInTheAPI() throws {
        let backend = try Backend(
            model: try Fixtures.model(
                """
                type Post @model { title: String! body: String! @auth(rules: [{ allow: owner }]) }
                """), database: .sqliteInMemory)
        let post = backend.schema.printed()
        #expect(post.contains("title: String!\n"))
        #expect(post.contains("body: String\n"))
        // The input still requires it.
        #expect(post.contains("input PostCreateInput {\n  title: String!\n  body: String!\n}"))
    }

    @Test(arguments: [
        ("type A @auth(rules: []) { a: Int }", "model.graphql:1:21: '@auth(rules:)' on type 'A' needs at least one rule"),
        (
            "type A @auth(rules: [{ allow: everyone }]) { a: Int }",
            "model.graphql:1:22: Unknown 'allow: everyone' in an '@auth' rule on type 'A'; use owner, private, groups or public"
        ),
        ("type A @auth(rules: [{ operations: [read] }]) { a: Int }", "model.graphql:1:22: An '@auth' rule on type 'A' needs 'allow'"),
        (
            "type A @auth(rules: [{ allow: groups }]) { a: Int }",
            #"model.graphql:1:22: An '@auth' rule on type 'A' with 'allow: groups' needs 'groups: ["…"]'"#
        ),
        (
            #"type A @auth(rules: [{ allow: owner, groups: ["x"] }]) { a: Int }"#,
            "model.graphql:1:22: Only an '@auth' rule with 'allow: groups' takes 'groups'"
        ),
        (
            "type A @auth(rules: [{ allow: owner, operations: [write] }]) { a: Int }",
            "model.graphql:1:51: Unknown operation 'write' in an '@auth' rule on type 'A'; use create, read, get, list, update or delete"
        ),
        (
            "type A { a: Int @auth(rules: [{ allow: owner, operations: [delete] }]) }",
            "model.graphql:1:60: Unknown operation 'delete' in an '@auth' rule on field 'A.a'; use create, read, get, list or update"
        ),
        (
            "type A @auth(rules: [{ allow: owner, when: 1 }]) { a: Int }",
            "model.graphql:1:38: Unknown member 'when' of an '@auth' rule on type 'A'; use allow, operations and groups"
        ),
        (
            "type A @auth(rules: [{ allow: owner }]) @auth(rules: [{ allow: public }]) { a: Int }",
            "model.graphql:1:41: Directive '@auth' is used twice on 'A'"
        ),
        (
            "type A { b: B @auth(rules: [{ allow: owner }]) }\ntype B { a: A }",
            "model.graphql:1:15: '@auth' on relation field 'A.b' is not supported; put the rules on its type"
        ),
        (
            "type A { _owner: String }",
            "model.graphql:1:10: Field 'A._owner' is named like the column that stores a node's owner; choose another name"
        ),
        ("extend schema @auth(rules: [{ allow: owner }]) @searchable", "model.graphql:1:48: Unknown directive '@searchable' on the schema"),
        ("extend schema { query: Query }", "model.graphql:1:17: A data model's schema extension takes only '@auth'; remove its operation types"),
    ])
    func mistakesAreReportedWhereTheyAre(sdl: String, diagnostic: String) {
        #expect(Fixtures.diagnostics(sdl) == [diagnostic])
    }
}

extension GraphQLSchema {
    /// The schema's SDL.
    func printed() -> String { printSchema(self) }
}
