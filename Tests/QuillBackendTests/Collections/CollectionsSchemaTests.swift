import Foundation
import GraphQL
import Testing

@testable import QuillBackend

/// The collections API generated from a model: the Blog example against its golden SDL, and the parts by name.
@Suite(.offThePool) struct CollectionsSchemaTests {
    /// Set `QUILL_RECORD_GOLDEN=1` to rewrite the golden file from the generated schema.
    @Test func blogSchemaMatchesGoldenFile() async throws {
        let model = try Model.read(contentsOfFile: Fixtures.examplePath("Blog/schema.graphql"))
        let printed = printSchema(try GeneratedSchema(model: model, api: CollectionsAPI.self).schema)
        let goldenPath = Fixtures.examplePath("Blog/generated-api.graphql")
        if ProcessInfo.processInfo.environment["QUILL_RECORD_GOLDEN"] != nil {
            try (printed + "\n").write(toFile: goldenPath, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOfFile: goldenPath, encoding: .utf8)
        #expect(printed + "\n" == golden)
    }

    /// What a client sees: the served API introspected and printed is the golden SDL too.
    @Test func introspectedBlogAPIMatchesGoldenFile() async throws {
        let harness = try BackendHarness.blog()
        let response = try JSONReader().read(await harness.text(introspectionQuery()))
        let printed = printSchema(try buildClientSchema(try #require(response["data"])))
        let golden = try String(contentsOfFile: Fixtures.examplePath("Blog/generated-api.graphql"), encoding: .utf8)
        #expect(printed + "\n" == golden)
    }

    @Test func rootFieldsFollowGrafbaseNames() async throws {
        let schema = try GeneratedSchema(model: Fixtures.model(CollectionsFixtures.blogWithUniques), api: CollectionsAPI.self).schema
        let printed = printSchema(schema)
        #expect(printed.contains("post(by: PostByInput!): Post"))
        #expect(
            printed.contains(
                "postCollection(first: Int, last: Int, before: String, after: String, orderBy: [PostOrderByInput!], filter: PostCollectionFilterInput): PostConnection"
            ))
        #expect(printed.contains("postCreate(input: PostCreateInput!): PostCreatePayload"))
        #expect(printed.contains("postCreateMany(input: [PostCreateManyInput!]!): PostCreateManyPayload"))
        #expect(printed.contains("postUpdate(by: PostByInput!, input: PostUpdateInput!): PostUpdatePayload"))
        #expect(printed.contains("postUpdateMany(input: [PostUpdateManyInput!]!): PostUpdateManyPayload"))
        #expect(printed.contains("postDelete(by: PostByInput!): PostDeletePayload"))
        #expect(printed.contains("postDeleteMany(input: [PostDeleteManyInput!]!): PostDeleteManyPayload"))
    }

    @Test func byInputHasIdEveryUniqueFieldAndMultiFieldUniquesAsNestedInputs() async throws {
        let printed = printSchema(try GeneratedSchema(model: Fixtures.model(CollectionsFixtures.blogWithUniques), api: CollectionsAPI.self).schema)
        #expect(
            printed.contains(
                """
                input PostByInput {
                  id: ID
                  slug: String
                  authorAndNumber: PostAuthorAndNumberInput
                }
                """))
        #expect(
            printed.contains(
                """
                input PostAuthorAndNumberInput {
                  author: String!
                  number: Int!
                }
                """))
    }

    @Test func createAndUpdateInputsNestRelations() async throws {
        let printed = printSchema(try GeneratedSchema(model: Fixtures.model(CollectionsFixtures.blogWithUniques), api: CollectionsAPI.self).schema)
        #expect(
            printed.contains(
                """
                input PostCreateInput {
                  title: String!
                  slug: String!
                  author: String!
                  number: Int!
                  likes: Int
                  rating: Float
                  published: Boolean
                  status: Status
                  tags: [String]
                  meta: JSON
                  comments: [CommentToPostCreateCommentRelation!]
                }
                """))
        #expect(
            printed.contains(
                """
                input CommentToPostCreateComment {
                  message: String!
                }
                """))
        #expect(
            printed.contains(
                #"""
                input CommentToPostUpdateCommentRelation {
                  create: CommentToPostCreateComment
                  link: ID
                  unlink: ID

                  """Updates a Comment linked to it"""
                  update: CommentUpdateManyInput

                  """Updates the Comment linked to it with a key, or creates one"""
                  upsert: CommentToPostUpsertComment

                  """Deletes a Comment linked to it"""
                  delete: ID
                }
                """#))
        #expect(printed.contains("likes: IntOperationsInput"))
        #expect(printed.contains("rating: FloatOperationsInput"))
        #expect(printed.contains("comments: [CommentToPostUpdateCommentRelation!]"))
        #expect(printed.contains("post: CommentToPostUpdatePostRelation"))
    }

    @Test func filtersAndOrderCoverEveryScalarField() async throws {
        let printed = printSchema(try GeneratedSchema(model: Fixtures.model(CollectionsFixtures.blogWithUniques), api: CollectionsAPI.self).schema)
        #expect(
            printed.contains(
                """
                  likes: IntCollectionFilterInput
                  rating: FloatCollectionFilterInput
                  published: BooleanCollectionFilterInput
                  status: StatusCollectionFilterInput
                  createdAt: DateTimeCollectionFilterInput
                  updatedAt: DateTimeCollectionFilterInput
                  comments: CommentRelationFilterInput
                  ALL: [PostCollectionFilterInput!]
                  ANY: [PostCollectionFilterInput!]
                  NONE: [PostCollectionFilterInput!]
                  NOT: PostCollectionFilterInput
                }
                """))
        #expect(
            printed.contains(
                """
                input BooleanCollectionFilterInput {
                  eq: Boolean
                  neq: Boolean
                  isNull: Boolean
                }
                """))
        #expect(
            printed.contains(
                """
                input IntCollectionFilterInput {
                  eq: Int
                  neq: Int
                  in: [Int!]
                  notIn: [Int!]
                  gt: Int
                  gte: Int
                  lt: Int
                  lte: Int
                  isNull: Boolean
                }
                """))
        // Lists and JSON are neither filtered nor ordered.
        #expect(!printed.contains("tags: StringCollectionFilterInput"))
        #expect(!printed.contains("meta: OrderByDirection"))
        #expect(printed.contains("rating: OrderByDirection"))
    }

    @Test func modelTypesNamedLikeGeneratedTypesAreReportedAtTheirPlace() async throws {
        let model = try Fixtures.model(
            """
            type PageInfo @model { a: String }
            type Post @model { b: String }
            enum PostEdge { X }
            """)
        #expect(
            throws: GraphQLErrors([
                GraphQLError(
                    "'PageInfo' is also the name of a type the collections API generates; rename it", locations: [SourceLocation(line: 1, column: 1)]),
                GraphQLError(
                    "'PostEdge' is also the name of a type the collections API generates; rename it", locations: [SourceLocation(line: 3, column: 1)]),
            ])
        ) { try GeneratedSchema(model: model, api: CollectionsAPI.self) }
    }

    @Test func relationOfATypeWithItselfGetsDistinctInputs() async throws {
        let model = try Fixtures.model(
            """
            type Person @model {
              name: String!
              mentor: Person
              mentees: [Person]
            }
            """)
        let printed = printSchema(try GeneratedSchema(model: model, api: CollectionsAPI.self).schema)
        #expect(printed.contains("mentor: PersonToPersonCreatePersonViaMentorRelation"))
        #expect(printed.contains("mentees: [PersonToPersonCreatePersonViaMenteesRelation!]"))
    }
}

/// Models the collections tests share.
enum CollectionsFixtures {
    /// The Blog model with uniques, numbers, an enum, a list and JSON.
    static let blogWithUniques = """
        enum Status { DRAFT PUBLISHED }

        type Post @model {
          title: String! @length(min: 1, max: 20)
          slug: String! @unique
          author: String! @unique(fields: ["number"])
          number: Int!
          likes: Int @default(value: 0)
          rating: Float
          published: Boolean
          status: Status
          tags: [String]
          meta: JSON
          comments: [Comment]
        }

        type Comment @model {
          message: String!
          post: Post
        }
        """
}
