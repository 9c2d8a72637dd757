import GraphQL
import Testing

@testable import QuillBackend

/// One-sided relations (a field with no field back, as Prisma 1 and Grafbase allow): the
/// other side is implied, a list for a to-one field and a single node for a list field
/// (one-to-many either way, as Prisma reads it), with no field and no API of its own.
@Suite(.offThePool) struct OneSidedRelationTests {
    /// Prisma 1's style (graphcool): `author` and `tags` have no field back.
    static let graphcool = """
        type Post @model { id: ID! @isUnique, title: String!, author: User!, tags: [Tag!]! }
        type User @model { id: ID! @isUnique, name: String! }
        type Tag @model { id: ID! @isUnique, label: String! }
        """

    /// Grafbase's style (collections).
    static let collections = """
        type Post @model { title: String!, author: User, tags: [Tag] }
        type User @model { name: String! }
        type Tag @model { label: String! }
        """

    @Test func theOtherSideIsImpliedAndOneToMany() throws {
        let model = try Fixtures.model(Self.graphcool)
        #expect(model.relations.map(\.name) == ["PostToUser", "PostToTag"])
        #expect(
            model.relation(named: "PostToUser")?.b
                == RelationSide(
                    typeName: "User", fieldName: "_PostToUser", isList: true, isRequired: false, isImplied: true))
        #expect(model.relations.allSatisfy { $0.cardinality == .oneToMany && $0.isOneSided })
        // The post holds its author; a tag holds the post whose tags it is.
        let schema = DatabaseSchema(model: model)
        #expect(schema.table(named: "Post")?.columns.map(\.name).contains("author") == true)
        #expect(schema.table(named: "Tag")?.columns.map(\.name).contains("_PostToTag") == true)
        #expect(model.type(named: "User")?.fields.map(\.name) == ["id", "name", "createdAt", "updatedAt"])
        let self_ = try Fixtures.model("type Category { id: ID!, name: String!, parent: Category }")
        #expect(
            self_.relations == [
                Relation(
                    name: "CategoryToCategory", isNamed: false,
                    a: RelationSide(typeName: "Category", fieldName: "parent", isList: false, isRequired: false),
                    b: RelationSide(typeName: "Category", fieldName: "_CategoryToCategory", isList: true, isRequired: false, isImplied: true))
            ])
    }

    @Test(arguments: TestDatabase.allCases)
    func graphcool(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.graphcool, database: database)
        #expect(harness.backend.convention == .graphcool)
        let sdl = printSchema(harness.backend.schema)
        #expect(!sdl.contains("_PostToUser") && !sdl.contains("_PostToTag") && !sdl.contains("addToPostToTag"), "\(sdl)")
        var users = try await harness.subscribe("subscription { User { mutation updatedFields } }")
        let ann = try await harness.data(#"mutation { createUser(name: "Ann") { id } }"#)["createUser"]?["id"] ?? .null
        var events = try await harness.subscribe("subscription { Post { mutation updatedFields node { title } } }")
        let first = try await harness.data(
            "mutation { createPost(title: \"a\", authorId: \(ann.serializedString), tags: [{ label: \"x\" }, { label: \"y\" }]) { id tags { id label } } }"
        )
        let post = first["createPost"]?["id"] ?? .null
        let x = first["createPost"]?["tags"]?[0]?["id"] ?? .null
        #expect(first["createPost"]?["tags"]?.arrayValue?.map { $0["label"] } == ["x", "y"])
        // A tag is one post's (the implied side is a single node): moving it takes it from the first post.
        let second = try await harness.data(
            "mutation { createPost(title: \"b\", author: { name: \"Bo\" }, tagsIds: [\(x.serializedString)]) { id author { name } } }")
        #expect(second["createPost"]?["author"]?["name"] == "Bo")
        let data = try await harness.data(
            #"{ allPosts(orderBy: title_ASC, filter: { author: { name_starts_with: "A" } }) { title author { name } tags { label } } }"#)
        #expect(data == ["allPosts": [["title": "a", "author": ["name": "Ann"], "tags": [["label": "y"]]]]])
        // The first post's tags changed: an event for it; none for the users or tags (no field of theirs changed).
        #expect(await events.next()?["data"]?["Post"]?["node"] == ["title": "a"])
        #expect(await events.next()?["data"]?["Post"]?["node"] == ["title": "b"])
        #expect(await events.next()?["data"]?["Post"] == ["mutation": "UPDATED", "updatedFields": ["tags"], "node": ["title": "a"]])
        // The author is required: deleting a user with posts is refused; deleting the post is not.
        let refused = await harness.run("mutation { deleteUser(id: \(ann.serializedString)) { id } }")
        #expect(refused["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_RELATION", "\(refused)")
        _ = try await harness.data("mutation { deletePost(id: \(post.serializedString)) { id } }")
        _ = try await harness.data("mutation { deleteUser(id: \(ann.serializedString)) { id } }")
        // Ann, created; Bo, created in the second post; then Ann, deleted: no UPDATED between.
        #expect(await users.next()?["data"]?["User"] == ["mutation": "CREATED", "updatedFields": nil])
        #expect(await users.next()?["data"]?["User"] == ["mutation": "CREATED", "updatedFields": nil])
        #expect(await users.next()?["data"]?["User"] == ["mutation": "DELETED", "updatedFields": nil])
        #expect(try await harness.data("{ allTags(orderBy: label_ASC) { label } }") == ["allTags": [["label": "x"], ["label": "y"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func collections(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.collections, database: database)
        #expect(harness.backend.convention == .collections)
        let created = try await harness.data(
            """
            mutation { postCreate(input: { title: "a", author: { create: { name: "Ann" } }, tags: [{ create: { label: "x" } }] }) {
              post { id author { name } tags(first: 5) { edges { node { id label } } } } } }
            """)["postCreate"]?["post"]
        #expect(created?["author"] == ["name": "Ann"])
        let tag = created?["tags"]?["edges"]?[0]?["node"]?["id"] ?? .null
        let moved = try await harness.data(
            """
            mutation { postCreate(input: { title: "b", tags: [{ link: \(tag.serializedString) }] }) { post { tags(first: 5) { edges { node { label } } } } } }
            """)
        #expect(moved["postCreate"]?["post"]?["tags"]?["edges"] == [["node": ["label": "x"]]])
        let posts = try await harness.data(
            "{ postCollection(first: 5) { edges { node { title author { name } tags(first: 5) { edges { node { label } } } } } } }")
        #expect(
            posts["postCollection"]?["edges"] == [
                ["node": ["title": "a", "author": ["name": "Ann"], "tags": ["edges": []]]],
                ["node": ["title": "b", "author": nil, "tags": ["edges": [["node": ["label": "x"]]]]]],
            ])
        let users = try await harness.data("{ userCollection(first: 5) { edges { node { name } } } }")
        #expect(users["userCollection"]?["edges"] == [["node": ["name": "Ann"]]])
    }
}
