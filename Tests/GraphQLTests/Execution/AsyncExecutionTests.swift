import GraphQL
import QuillSync
import Testing

/// The asynchronous path: lists and objects below `async` resolvers, null
/// propagation across concurrently completed values, sync subtrees beside them.
@Suite struct AsyncExecutionTests {
    static let sdl = """
        type Query { team: Team, version: String }
        type Team { members: [Member!], lead: Member!, size: Int }
        type Member { name: String!, bio: String, manager: Member }
        """
    static let root: JSONValue = [
        "version": "1",
        "team": ["size": 2, "members": [["name": "A"], ["name": nil]], "lead": ["name": "L"]],
    ]

    let harness: ExecutionHarness<Void>

    init() throws {
        var resolvers = Resolvers<Void>()
        resolvers.field("Member", "bio") { (parent, _, _, _) async throws -> (any Sendable)? in
            try await Task.sleep(seconds: 0.001)
            return "bio of \((parent as? JSONValue)?["name"]?.stringValue ?? "?")"
        }
        resolvers.field("Member", "manager") { (parent, _, _, _) async throws -> (any Sendable)? in
            (parent as? JSONValue)?["name"] == "L" ? nil : JSONValue.object(["name": nil])
        }
        harness = try ExecutionHarness(Self.sdl, resolvers: resolvers)
    }

    @Test func propagationAcrossConcurrentItems() async throws {
        let result = try await harness.run("{ version team { size members { name bio } lead { name bio } } }", root: Self.root)
        #expect(
            result
                == (try json(
                    #"""
                    {"errors":[{"message":"Cannot return null for non-nullable field Member.name.","locations":[{"line":1,"column":33}],"path":["team","members",1,"name"]}],
                     "data":{"version":"1","team":{"size":2,"members":null,"lead":{"name":"L","bio":"bio of L"}}}}
                    """#)))
    }

    @Test func asyncResultsCompleteWithTheSynchronousPath() async throws {
        let result = try await harness.run("{ team { lead { manager { name } } members { manager { bio } } } }", root: Self.root)
        #expect(
            result
                == (try json(
                    #"""
                    {"data":{"team":{"lead":{"manager":null},"members":[{"manager":{"bio":"bio of ?"}},{"manager":{"bio":"bio of ?"}}]}}}
                    """#)))
        // The two items complete concurrently: their errors may come in either order.
        let failing = try await harness.run("{ team { members { manager { name } } } }", root: Self.root)
        #expect(failing["data"] == (try json(#"{"team":{"members":[{"manager":null},{"manager":null}]}}"#)))
        let paths = (failing["errors"]?.arrayValue ?? []).compactMap { $0["path"] }.sorted { "\($0)" < "\($1)" }
        #expect(paths == [try json(#"["team","members",0,"manager","name"]"#), try json(#"["team","members",1,"manager","name"]"#)])
    }
}
