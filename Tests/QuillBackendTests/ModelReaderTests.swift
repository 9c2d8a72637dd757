import GraphQL
import Testing

@testable import QuillBackend

/// Reading data models in both dialects into `Model`.
@Suite(.offThePool) struct ModelReaderTests {
    @Test func conferencePlannerExample() throws {
        let path = Fixtures.examplePath("ConferencePlanner/schema.graphql")
        let model = try Model.read(contentsOfFile: path)
        #expect(model.types.map(\.name) == ["Conference", "Attendee"])
        let conference = try #require(model.type(named: "Conference"))
        #expect(conference.fields.map(\.name) == ["id", "name", "city", "year", "attendees", "createdAt", "updatedAt"])
        #expect(
            conference.field(named: "id")
                == ModelField(
                    name: "id", kind: .scalar(.id), isList: false, isRequired: true, isSystem: true, location: SourceLocation(line: 5, column: 3)
                ))
        #expect(
            conference.field(named: "name")
                == ModelField(
                    name: "name", kind: .scalar(.string), isList: false, isRequired: true, location: SourceLocation(line: 6, column: 3)
                ))
        #expect(conference.field(named: "attendees")?.kind == .relation(name: "Attendees", target: "Attendee"))
        #expect(conference.field(named: "attendees")?.isList == true)
        #expect(conference.field(named: "createdAt")?.isSystem == true)
        #expect(conference.field(named: "updatedAt")?.kind == .scalar(.dateTime))
        #expect(conference.hasModelDirective == false)
        #expect(conference.uniques.isEmpty)
        let attendee = try #require(model.type(named: "Attendee"))
        #expect(attendee.fields.map(\.name) == ["id", "name", "conferences", "createdAt", "updatedAt"])
        #expect(
            model.relations == [
                Relation(
                    name: "Attendees", isNamed: true,
                    a: RelationSide(typeName: "Attendee", fieldName: "conferences", isList: true, isRequired: false),
                    b: RelationSide(typeName: "Conference", fieldName: "attendees", isList: true, isRequired: false)
                )
            ])
        #expect(model.relations[0].cardinality == .manyToMany)
        let inferred = model.inferredConvention
        #expect(inferred.convention == .graphcool)
        #expect(inferred.reason == "type Conference has no @model directive")
    }

    @Test func relationNameAsEnumValueAsInSeed000() throws {
        let model = try Fixtures.model(
            """
            type Conference {
              id: String!
              attendees: [Attendee] @relation(name: Attendees)
            }
            type Attendee {
              id: String!
              conferences: [Conference] @relation(name: Attendees)
            }
            """)
        #expect(model.relations.map(\.name) == ["Attendees"])
        #expect(model.type(named: "Attendee")?.field(named: "conferences")?.relationName == "Attendees")
    }

    @Test func blogExample() throws {
        let model = try Model.read(contentsOfFile: Fixtures.examplePath("Blog/schema.graphql"))
        #expect(model.types.map(\.name) == ["Post", "Comment"])
        let post = try #require(model.type(named: "Post"))
        #expect(post.hasModelDirective)
        #expect(post.fields.map(\.name) == ["id", "title", "body", "comments", "createdAt", "updatedAt"])
        #expect(post.field(named: "id")?.isSystem == true)
        #expect(post.field(named: "comments")?.kind == .relation(name: "CommentToPost", target: "Comment"))
        #expect(model.type(named: "Comment")?.field(named: "post")?.kind == .relation(name: "CommentToPost", target: "Post"))
        #expect(
            model.relations == [
                Relation(
                    name: "CommentToPost", isNamed: false,
                    a: RelationSide(typeName: "Comment", fieldName: "post", isList: false, isRequired: false),
                    b: RelationSide(typeName: "Post", fieldName: "comments", isList: true, isRequired: false)
                )
            ])
        #expect(model.relations[0].cardinality == .oneToMany)
        #expect(model.relations[0].otherSide(type: "Post", field: "comments")?.fieldName == "post")
        let inferred = model.inferredConvention
        #expect(inferred.convention == .collections)
        #expect(inferred.reason == "every type has @model and no field has @relation")
    }

    @Test func grafbaseDirectivesAndScalars() throws {
        let model = try Fixtures.model(
            """
            enum Role { ADMIN MEMBER }
            type User @model {
              email: String! @unique
              handle: String! @unique(fields: ["team"]) @length(min: 2, max: 20)
              team: String
              role: Role! @default(value: MEMBER)
              score: Float @default(value: 1)
              active: Boolean @default(value: true)
              born: DateTime @default(value: "2000-01-02T03:04:05Z")
              tags: [String!] @length(max: 5) @default(value: ["a", "b"])
              settings: JSON @default(value: {dark: true, sizes: [1, 2]})
              profile: Profile
            }
            type Profile @model {
              bio: String @default(value: "")
              user: User!
            }
            """)
        let user = try #require(model.type(named: "User"))
        #expect(user.uniques == [UniqueConstraint(fields: ["email"]), UniqueConstraint(fields: ["handle", "team"])])
        #expect(user.field(named: "handle")?.length == LengthConstraint(min: 2, max: 20))
        #expect(user.field(named: "role")?.kind == .enumeration("Role"))
        #expect(user.field(named: "role")?.defaultValue == .string("MEMBER"))
        #expect(user.field(named: "score")?.defaultValue == .double(1))
        #expect(user.field(named: "active")?.defaultValue == .bool(true))
        #expect(user.field(named: "born")?.defaultValue == .string("2000-01-02T03:04:05.000Z"))
        #expect(user.field(named: "tags")?.isList == true)
        #expect(user.field(named: "tags")?.length == LengthConstraint(min: nil, max: 5))
        #expect(user.field(named: "tags")?.defaultValue == .array(["a", "b"]))
        #expect(user.field(named: "settings")?.defaultValue == .object(["dark": true, "sizes": [1, 2]]))
        #expect(model.enums == [ModelEnum(name: "Role", values: ["ADMIN", "MEMBER"], location: SourceLocation(line: 1, column: 1))])
        #expect(model.relations.count == 1)
        #expect(model.relations[0].name == "ProfileToUser")
        #expect(model.relations[0].cardinality == .oneToOne)
        #expect(model.relations[0].a == RelationSide(typeName: "Profile", fieldName: "user", isList: false, isRequired: true))
        #expect(model.inferredConvention.convention == .collections)
    }

    @Test func graphcoolDirectivesAndSystemFields() throws {
        let model = try Fixtures.model(
            """
            type Post {
              id: ID! @isUnique
              createdAt: DateTime!
              slug: String! @isUnique
              status: Status @defaultValue(value: DRAFT)
              author: User @relation(name: "Writes")
              reviewer: User @relation(name: "Reviews")
            }
            type User @model {
              posts: [Post!]! @relation(name: "Writes")
              reviews: [Post] @relation(name: "Reviews")
            }
            enum Status { DRAFT PUBLISHED }
            """)
        let post = try #require(model.type(named: "Post"))
        #expect(post.fields.map(\.name) == ["id", "createdAt", "slug", "status", "author", "reviewer", "updatedAt"])
        #expect(post.fields.filter(\.isSystem).map(\.name) == ["id", "createdAt", "updatedAt"])
        #expect(post.uniques == [UniqueConstraint(fields: ["slug"])])
        #expect(post.field(named: "status")?.defaultValue == .string("DRAFT"))
        #expect(model.relations.map(\.name) == ["Writes", "Reviews"])
        #expect(model.relation(named: "Writes")?.b == RelationSide(typeName: "User", fieldName: "posts", isList: true, isRequired: true))
        let inferred = model.inferredConvention
        #expect(inferred.convention == .graphcool)
        #expect(inferred.reason == "type Post has no @model directive")
    }

    @Test func descriptionsAreKept() throws {
        let model = try Fixtures.model(
            #"""
            "A blog post."
            type Post @model {
              """
              The headline.
              """
              title: String!
            }
            "Where a post is."
            enum Stage { DRAFT }
            """#)
        #expect(model.type(named: "Post")?.description == "A blog post.")
        #expect(model.type(named: "Post")?.field(named: "title")?.description == "The headline.")
        #expect(model.enumType(named: "Stage")?.description == "Where a post is.")
    }

    @Test func relationDirectiveMakesGraphcoolEvenWithModelOnEveryType() throws {
        let model = try Fixtures.model(
            """
            type A @model { b: B @relation(name: "AB") }
            type B @model { a: A @relation(name: "AB") }
            """)
        #expect(model.inferredConvention.convention == .graphcool)
        #expect(model.inferredConvention.reason == "field A.b has a @relation directive")
    }

    /// The Graphcool framework's `types.graphql` has `@model` on every type and no
    /// `@relation` where a relation is unambiguous, as Grafbase's; its `@isUnique` tells.
    @Test func isUniqueMakesGraphcoolEvenWithModelOnEveryType() throws {
        let model = try Fixtures.model(
            """
            type User @model {
              id: ID! @isUnique
              email: String @isUnique
              posts: [Post!]!
            }
            type Post @model {
              id: ID! @isUnique
              title: String!
              author: User!
            }
            """)
        #expect(model.inferredConvention.convention == .graphcool)
        #expect(model.inferredConvention.reason == "field User.id has @isUnique, Graphcool's spelling of @unique")
        let grafbase = try Fixtures.model("type User @model { email: String @unique }\ntype Post @model { author: User }")
        #expect(grafbase.inferredConvention.convention == .collections)
    }

    @Test func selfRelation() throws {
        let model = try Fixtures.model(
            """
            type Category @model {
              parent: Category
              children: [Category]
            }
            """)
        #expect(
            model.relations == [
                Relation(
                    name: "CategoryToCategory", isNamed: false,
                    a: RelationSide(typeName: "Category", fieldName: "children", isList: true, isRequired: false),
                    b: RelationSide(typeName: "Category", fieldName: "parent", isList: false, isRequired: false)
                )
            ])
    }

    @Test func namedRelationsDisambiguateTwoRelationsBetweenTheSameTypes() throws {
        let model = try Fixtures.model(
            """
            type Message @model {
              sender: Person @relation(name: "Sent")
              recipients: [Person] @relation(name: "Received")
            }
            type Person @model {
              sent: [Message] @relation(name: "Sent")
              received: [Message] @relation(name: "Received")
            }
            """)
        #expect(model.relation(named: "Sent")?.cardinality == .oneToMany)
        #expect(model.relation(named: "Received")?.cardinality == .manyToMany)
    }
}
