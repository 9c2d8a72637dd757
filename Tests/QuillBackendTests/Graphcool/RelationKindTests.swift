import GraphQL
import Testing

@testable import QuillBackend

/// One-to-one and one-to-many relations, and every scalar kind, through the API.
@Suite(.offThePool) struct RelationKindTests {
    static let sdl = """
        enum Mood { HAPPY SAD }
        type User {
          id: ID!
          email: String! @isUnique
          age: Int
          height: Float
          admin: Boolean @defaultValue(value: false)
          born: DateTime
          settings: JSON
          nicknames: [String!]
          mood: Mood
          profile: Profile @relation(name: "UserProfile")
          posts: [Post] @relation(name: "UserPosts")
        }
        type Profile { id: ID! bio: String user: User @relation(name: "UserProfile") }
        type Post { id: ID! title: String! author: User! @relation(name: "UserPosts") }
        """

    @Test(arguments: TestDatabase.allCases)
    func everyScalarKindRoundTrips(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let created = try await harness.data(
            """
            mutation { createUser(email: "a@b.c", age: 41, height: 1.5, born: "2001-02-03T04:05:06Z", settings: {dark: true, size: [1, 2]}, nicknames: ["x", "y"], mood: HAPPY) {
              email age height admin born settings nicknames mood } }
            """)
        #expect(
            created == [
                "createUser": [
                    "email": "a@b.c", "age": 41, "height": 1.5, "admin": false, "born": "2001-02-03T04:05:06.000Z",
                    "settings": ["dark": true, "size": [1, 2]], "nicknames": ["x", "y"], "mood": "HAPPY",
                ]
            ])
        let found = try await harness.data(
            """
            { allUsers(filter: { born_gt: "2001-01-01T00:00:00Z", mood_in: [HAPPY], admin: false, age_gte: 41 }) { email } }
            """)
        #expect(found == ["allUsers": [["email": "a@b.c"]]])
        let invalid = await harness.run("mutation { createUser(email: \"d@e.f\", born: \"yesterday\") { id } }")
        #expect(invalid["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT")
    }

    @Test(arguments: TestDatabase.allCases)
    func oneToOneSetAndUnset(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let user = try await harness.data("mutation { createUser(email: \"u\", profile: { bio: \"hi\" }) { id profile { id bio } } }")["createUser"]
        #expect(user?["profile"]?["bio"] == "hi")
        let other = try await harness.data("mutation { createProfile(bio: \"other\") { id } }")["createProfile"]?["id"]
        let set = try await harness.data(
            """
            mutation { setUserProfile(userUserId: \(user!["id"]!.serializedString), profileProfileId: \(other!.serializedString)) { userUser { email profile { bio } } profileProfile { bio user { email } } } }
            """)
        #expect(
            set == [
                "setUserProfile": [
                    "userUser": ["email": "u", "profile": ["bio": "other"]], "profileProfile": ["bio": "other", "user": ["email": "u"]],
                ]
            ])
        let profiles = try await harness.data("{ allProfiles { bio user { email } } }")
        #expect(profiles == ["allProfiles": [["bio": "hi", "user": nil], ["bio": "other", "user": ["email": "u"]]]])
        let mismatch = try await harness.data("{ allProfiles(filter: { bio: \"other\" }) { user(filter: { email: \"nobody\" }) { email } } }")
        #expect(mismatch == ["allProfiles": [["user": nil]]])
        _ = try await harness.data(
            """
            mutation { unsetUserProfile(userUserId: \(user!["id"]!.serializedString), profileProfileId: \(other!.serializedString)) { userUser { id } } }
            """)
        #expect(try await harness.data("{ allUsers { profile { bio } } }") == ["allUsers": [["profile": nil]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func oneToManyWithARequiredToOneSide(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let orphan = await harness.run("mutation { createPost(title: \"x\") { id } }")
        #expect(orphan["errors"]?[0]?["extensions"]?["code"] == "REQUIRED_FIELD")
        let user = try await harness.data("mutation { createUser(email: \"u\", posts: [{ title: \"b\" }, { title: \"a\" }]) { id } }")["createUser"]?[
            "id"]
        _ = try await harness.data("mutation { createPost(title: \"c\", authorId: \(user!.serializedString)) { id } }")
        let posts = try await harness.data(
            """
            { allUsers { _postsMeta(filter: { title_not: "c" }) { count } posts(orderBy: title_ASC, first: 2) { title author(filter: { email: "u" }) { email } } } }
            """)
        #expect(
            posts == [
                "allUsers": [
                    [
                        "_postsMeta": ["count": 2],
                        "posts": [
                            ["title": "a", "author": ["email": "u"]], ["title": "b", "author": ["email": "u"]],
                        ],
                    ]
                ]
            ])
        let filtered = try await harness.data("{ allPosts(filter: { author: { email_starts_with: \"u\" }, title_in: [\"a\", \"c\"] }) { title } }")
        #expect(filtered == ["allPosts": [["title": "a"], ["title": "c"]]])
    }

    @Test(arguments: TestDatabase.allCases)
    func aSelfRelation(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Category {
                  id: ID!
                  name: String!
                  parent: Category @relation(name: "Tree")
                  children: [Category] @relation(name: "Tree")
                }
                """, database: database)
        let root = try await harness.data("mutation { createCategory(name: \"root\", children: [{ name: \"b\" }, { name: \"a\" }]) { id } }")[
            "createCategory"]?["id"]
        let loose = try await harness.data("mutation { createCategory(name: \"c\") { id } }")["createCategory"]?["id"]
        let added = try await harness.data(
            """
            mutation { addToTree(childrenCategoryId: \(loose!.serializedString), parentCategoryId: \(root!.serializedString)) { childrenCategory { name parent { name } } parentCategory { _childrenMeta { count } } } }
            """)
        #expect(
            added == [
                "addToTree": ["childrenCategory": ["name": "c", "parent": ["name": "root"]], "parentCategory": ["_childrenMeta": ["count": 3]]]
            ])
        let tree = try await harness.data("{ allCategories(filter: { parent: null }) { name children(orderBy: name_ASC) { name parent { name } } } }")
        #expect(
            tree == [
                "allCategories": [
                    [
                        "name": "root",
                        "children": [
                            ["name": "a", "parent": ["name": "root"]], ["name": "b", "parent": ["name": "root"]],
                            ["name": "c", "parent": ["name": "root"]],
                        ],
                    ]
                ]
            ])
        let leaves = try await harness.data("{ allCategories(filter: { children_none: {} }, orderBy: name_DESC) { name } }")
        #expect(leaves == ["allCategories": [["name": "c"], ["name": "b"], ["name": "a"]]])
    }
}
