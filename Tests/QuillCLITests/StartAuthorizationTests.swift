import Foundation
import GraphQL
import QuillHTTP1
import QuillHTTPClient
import QuillTestSupport
import Testing

/// `quill start` with RS256 tokens (PyJWT's and the forgeries an attacker would try) and
/// API keys over a model with `@auth` rules: every token that does not verify is
/// UNAUTHENTICATED, and each caller that does sees and changes what the rules allow.
@Suite(.timeLimit(.minutes(3))) struct StartAuthorizationTests {
    static let model = """
        type Post @model @auth(rules: [
          { allow: owner },
          { allow: private, operations: [read] },
          { allow: groups, groups: ["admin"] }
        ]) {
          title: String!
          body: String! @auth(rules: [{ allow: owner }, { allow: groups, groups: ["admin"] }])
        }
        """

    @Test func tokensCallersAndRules() async throws {
        let mint = try await TokenMint.shared()
        try await withFiles(["schema.graphql": Self.model, "keys.txt": "server-key-0123456789\n"]) { directory in
            try Data(contentsOf: URL(fileURLWithPath: mint.rsaPublicKeyFile)).write(to: directory.appendingPathComponent("rsa.pem"))
            let start = try await DevProcess(
                [
                    "--schema", "schema.graphql", "--migrate", "--jwt-public-key-file", "rsa.pem", "--jwt-audience", "quill",
                    "--api-key-file", "keys.txt",
                ],
                command: "start", in: directory)
            defer { start.kill() }
            let later = TokenMint.now + 600
            func claims(_ subject: String, groups: String = "[]", exp: Int = later, aud: String = "quill") -> String {
                #"{"sub":"\#(subject)","groups":\#(groups),"exp":\#(exp),"aud":"\#(aud)"}"#
            }
            let tokens = try await mint.tokens([
                (.rs256, claims("alice"), "{}"), (.rs256, claims("bob"), "{}"), (.rs256, claims("carol", groups: #"["admin"]"#), "{}"),
                (.rs256, claims("alice", exp: TokenMint.now - 600), "{}"), (.rs256OtherKey, claims("alice"), "{}"),
                (.rs256, claims("alice", aud: "another-api"), "{}"), (.none, claims("alice"), "{}"),
                (.hs256WithPublicKey, claims("alice"), "{}"),
            ])
            let alice: HTTPHeaders = ["Authorization": "Bearer \(tokens[0])"]
            let bob: HTTPHeaders = ["Authorization": "Bearer \(tokens[1])"]
            let admin: HTTPHeaders = ["Authorization": "Bearer \(tokens[2])"]
            let refused: [(String, String)] = [
                (tokens[3], "The token has expired."), (tokens[4], "The token's signature is not valid."),
                (tokens[5], "The token is not meant for this server."), (tokens[6], "The token's algorithm none is not accepted."),
                (tokens[7], "The token's algorithm HS256 is not accepted."),
            ]
            let list = "{ postCollection(first: 10) { edges { node { title body } } } }"
            for (token, message) in refused {
                let reply = try await start.reply(list, headers: ["Authorization": "Bearer \(token)"])
                #expect(reply.status == 401)
                #expect(reply.json == ["errors": [["message": .string(message), "extensions": ["code": "UNAUTHENTICATED"]]]])
            }
            let created = try await start.data(
                #"mutation { postCreate(input: { title: "A", body: "alice-secret" }) { post { id } } }"#, headers: alice)
            let a = try #require(created["postCreate"]?["post"]?["id"]?.stringValue)
            _ = try await start.data(#"mutation { postCreate(input: { title: "B", body: "bob-secret" }) { post { id } } }"#, headers: bob)
            func bodies(_ headers: HTTPHeaders) async throws -> [JSONValue] {
                let edges = try await start.data(list, headers: headers)["postCollection"]?["edges"]?.arrayValue ?? []
                return edges.map { $0["node"]?["body"] ?? .null }
            }
            #expect(try await bodies(alice) == ["alice-secret", nil])
            #expect(try await bodies(bob) == [nil, "bob-secret"])
            #expect(try await bodies(admin) == ["alice-secret", "bob-secret"])
            #expect(try await bodies(["x-api-key": "server-key-0123456789"]) == ["alice-secret", "bob-secret"])
            let anonymous = try await start.reply(list)
            #expect(anonymous.status == 200)
            #expect(
                anonymous.json == [
                    "errors": [
                        [
                            "message": "Sign in to read Post.", "locations": [["line": 1, "column": 3]], "path": ["postCollection"],
                            "extensions": ["code": "UNAUTHENTICATED"],
                        ]
                    ], "data": ["postCollection": nil],
                ])
            let update = #"mutation { postUpdate(by: { id: "\#(a)" }, input: { body: "bob was here" }) { post { id } } }"#
            #expect(try await start.reply(update, headers: bob).json["errors"]?.arrayValue?.first?["extensions"]?["code"] == "FORBIDDEN")
            #expect(try await bodies(alice) == ["alice-secret", nil])
            #expect(await start.stop() == 0)
        }
    }
}
