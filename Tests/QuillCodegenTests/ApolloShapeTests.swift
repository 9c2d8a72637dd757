import Testing

@testable import QuillCodegen

/// The shapes Apollo iOS 1.x generates, behind the options an Apollo configuration turns
/// on: `GraphQLEnum` fields, `GraphQLNullable` variables, a module of its own with the
/// scalars' typealiases; and `__typename`, a `String` in every shape.
@Suite struct ApolloShapeTests {
    static let apollo = CodegenOptions(graphQLEnum: true, graphQLNullable: true)

    @Test func enumsAreStringEnumsAndFieldsHoldThemInGraphQLEnum() throws {
        let text = try generated("query Viewer { viewer { status role } }", options: Self.apollo)
        #expect(
            text.contains(
                """
                /// Whether the user is around.
                public enum Status: String, EnumType {
                    case active = "ACTIVE"
                    case away = "AWAY"
                    /// - Deprecated: Use AWAY.
                    case doNotDisturb = "DO_NOT_DISTURB"
                }
                """))
        #expect(text.contains("public var status: GraphQLEnum<Status>? { __data[\"status\"] }"))
        #expect(text.contains("public var role: GraphQLEnum<Role> { __data[\"role\"] }"))
        #expect(text.contains(".field(\"role\", .nonNull(.scalar(GraphQLEnum<Role>.self)))"))
        #expect(!text.contains("__unknown"))
    }

    @Test func withoutTheOptionEnumsKeepTheirUnknownCase() throws {
        let text = try generated("query Viewer { viewer { role } }")
        #expect(text.contains("case __unknown(String)"))
        #expect(text.contains("public var role: Role { __data[\"role\"] }"))
    }

    @Test func nullableVariablesAreGraphQLNullableAndAbsentByDefault() throws {
        let text = try generated(
            """
            mutation SetStatus($status: Status) { setStatus(status: $status) { id } }
            query Posts($first: Int) { posts(first: $first) { id } }
            """, options: Self.apollo)
        #expect(text.contains("public var status: GraphQLNullable<GraphQLEnum<Status>>"))
        #expect(text.contains("public init(status: GraphQLNullable<GraphQLEnum<Status>> = nil)"))
        #expect(text.contains("public init(first: GraphQLNullable<Int> = nil)"))
        #expect(text.contains("variables.append(\"status\", status)"))
        #expect(text.contains("variables.append(\"first\", first)"))
    }

    @Test func withoutTheOptionNullableVariablesAreOptionals() throws {
        let text = try generated("mutation SetStatus($status: Status) { setStatus(status: $status) { id } }")
        #expect(text.contains("public init(status: Status? = nil)"))
        #expect(text.contains("variables.appendUnlessNil(\"status\", status)"))
    }

    @Test func inputFieldsOfEnumTypeAreGraphQLEnums() throws {
        let text = try generated("query Posts($filter: PostFilter) { posts(filter: $filter) { id } }", options: Self.apollo)
        #expect(text.contains("public var type: GraphQLNullable<GraphQLEnum<PostType>>"))
    }

    @Test func aModuleReExportsQuillAndDeclaresTheScalarsTypealiasesAtItsTopLevel() throws {
        var options = Self.apollo
        options.module = true
        options.namespace = "RocketReserverAPI"
        options.scalars = ["DateTime": "Timestamp"]
        let text = try generated("query Viewer { viewer { id } }", options: options)
        #expect(text.contains("\n@_exported import Quill\n"))
        // The module is the namespace: `RocketReserverAPI.ID`, no enum of that name.
        #expect(!text.contains("RocketReserverAPI"))
        #expect(
            text.contains(
                "\n" + """
                    public typealias DateTime = Timestamp
                    public typealias ID = String
                    public typealias JSON = String
                    public typealias URL = String
                    """))
    }

    @Test func inANamespaceTheTypealiasesAreItsMembers() throws {
        let text = try generated("query Viewer { viewer { id } }", options: CodegenOptions(namespace: "API"))
        #expect(text.contains("\nimport Quill\n"))
        #expect(text.contains("extension API {\n    public typealias DateTime = String\n    public typealias ID = String\n"))
    }

    @Test func codeInTheAppsTargetDeclaresNoTypealiases() throws {
        // An app's own `ID` or `URL` must not be shadowed by generated code beside it.
        let text = try generated("query Viewer { viewer { id } }")
        #expect(!text.contains("typealias ID"))
        #expect(!text.contains("typealias URL"))
        #expect(text.contains("\nimport Quill\n"))
    }
}
