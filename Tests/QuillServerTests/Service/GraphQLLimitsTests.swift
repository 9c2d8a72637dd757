import GraphQL
import Testing

@testable import QuillServer

@Suite struct GraphQLLimitsTests {
    private func errors(_ query: String, _ limits: GraphQLLimits) async throws -> [String] {
        let service = try GraphQLService(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(), configuration: GraphQLServiceConfiguration(limits: limits))
        switch await service.run(GraphQLRequest(query: query), context: TestContext()) {
        case .rejected(let response, _): return response.errors.map(\.message)
        default: return []
        }
    }

    @Test func depthCountsNestedFieldsThroughFragments() async throws {
        let query = "{ user(id: 1) { ...F } } fragment F on User { friends { friends { name } } }"
        #expect(try await errors(query, GraphQLLimits(maxDepth: 4)) == [])
        #expect(try await errors(query, GraphQLLimits(maxDepth: 3)) == ["Operation exceeds the query depth limit of 3: its depth is 4."])
    }

    @Test func aliasesAreCountedWithFragmentsExpanded() async throws {
        let query = "query Q { a: hello ...F ...F } fragment F on Query { b: hello c: hello }"
        #expect(try await errors(query, GraphQLLimits(maxAliases: 5)) == [])
        #expect(try await errors(query, GraphQLLimits(maxAliases: 4)) == ["Operation \"Q\" exceeds the alias limit of 4: it has 5 aliases."])
    }

    @Test func fieldsAreCountedWithFragmentsExpanded() async throws {
        let query = "{ user(id: 1) { ...F ...F } } fragment F on User { id name }"
        #expect(try await errors(query, GraphQLLimits(maxFields: 5)) == [])
        #expect(
            try await errors(query, GraphQLLimits(maxFields: 4))
                == ["Operation exceeds the field limit of 4: it selects 5 fields, fragments expanded."])
    }

    @Test func fieldCountsOfExponentialFragmentsSaturateInsteadOfOverflowing() async throws {
        var document = "{ ...F69 } fragment F0 on Query { hello }"
        for level in 1..<70 { document += " fragment F\(level) on Query { ...F\(level - 1) ...F\(level - 1) }" }
        let messages = try await errors(document, GraphQLLimits(maxFields: 1000))
        #expect(messages == ["Operation exceeds the field limit of 1000: it selects \(Int.max) fields, fragments expanded."])
    }

    @Test func tokensAreLimitedByTheParser() async throws {
        #expect(try await errors("{ hello }", GraphQLLimits(maxTokens: 3)) == [])
        // graphql-js 16's wording, "more that" included.
        #expect(
            try await errors("{ hello }", GraphQLLimits(maxTokens: 2)) == ["Syntax Error: Document contains more that 2 tokens. Parsing aborted."])
    }

    @Test func introspectionCanBeTurnedOff() async throws {
        let off = GraphQLLimits(introspection: false)
        #expect(
            try await errors("{ __schema { queryType { name } } }", off)
                == ["GraphQL introspection has been disabled, but the requested query contained the field \"__schema\"."])
        #expect(
            try await errors("{ __type(name: \"Query\") { name } }", off)
                == ["GraphQL introspection has been disabled, but the requested query contained the field \"__type\"."])
        #expect(try await errors("{ __typename hello }", off) == [])
        #expect(try await errors("{ __schema { queryType { name } } }", GraphQLLimits()) == [])
    }

    @Test func theDefaultsAdmitTheIntrospectionQuery() async throws {
        #expect(try await errors(introspectionQuery(), GraphQLLimits()) == [])
    }

    @Test func limitErrorsCarryACodeAndTheOperationsLocation() async throws {
        let service = try GraphQLService(
            schema: try buildSchema(testSchemaSDL), resolvers: testResolvers(),
            configuration: GraphQLServiceConfiguration(limits: GraphQLLimits(maxDepth: 1)))
        guard
            case .rejected(let response, .validation) = await service.run(
                GraphQLRequest(query: "\n  query Deep { user(id: 1) { id } }"), context: TestContext())
        else { Issue.record("not rejected"); return }
        #expect(response.errors.first?.extensions?["code"] == "QUERY_DEPTH_LIMIT_EXCEEDED")
        #expect(response.errors.first?.locations == [SourceLocation(line: 2, column: 3)])
    }
}
