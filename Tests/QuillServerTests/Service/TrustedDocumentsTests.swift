import GraphQL
import QuillHTTP
import Testing

@testable import QuillServer

/// `GraphQLServiceConfiguration.trustedDocuments`: a manifest's operations run, by id or
/// by their exact text, and nothing else does.
@Suite struct TrustedDocumentsTests {
    static let greet = "query Greet { hello }"
    static let manifest = OperationManifest(entries: [
        .init(name: "Greet", type: "query", body: greet), .init(name: "Increment", type: "mutation", body: "mutation Increment { increment }"),
    ])

    func server() throws -> GraphQLServer<TestContext> {
        try makeTestServer { $0.service.trustedDocuments = Self.manifest }
    }

    static let notTrusted =
        #"{"errors":[{"message":"This server runs only the operations of its trusted documents, sent by id or as their exact text.","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}"#

    @Test func anOperationOfTheManifestRunsByIdOrByText() async throws {
        let server = try server()
        let id = SHA256.hexDigest(Self.greet.utf8)
        let byID = #"{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(id)"}}}"#
        #expect(await answer(server, post(byID)).text == #"{"data":{"hello":"Hello, world!"}}"#)
        #expect(await answer(server, post(#"{"query":"query Greet { hello }"}"#)).text == #"{"data":{"hello":"Hello, world!"}}"#)
        let both = #"{"query":"query Greet { hello }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(id.uppercased())"}}}"#
        #expect(await answer(server, post(both)).text == #"{"data":{"hello":"Hello, world!"}}"#)
        // By GET too, as Apollo's clients send persisted queries.
        let get = get([("extensions", #"{"persistedQuery":{"version":1,"sha256Hash":"\#(id)"}}"#)])
        #expect(await answer(server, get).text == #"{"data":{"hello":"Hello, world!"}}"#)
    }

    @Test(arguments: [
        #"{"query":"{ hello }"}"#, #"{"query":"query Greet { hello  }"}"#, #"{"query":"query Greet { hello } "}"#,
        #"{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"0000000000000000000000000000000000000000000000000000000000000000"}}}"#,
        #"{"query":"{ hello }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(SHA256.hexDigest(greet.utf8))"}}}"#,
    ])
    func anythingElseIsRefusedWith400(body: String) async throws {
        for accept in ["application/json", "application/graphql-response+json"] {
            let refused = await answer(try server(), post(body, accept: accept))
            #expect(refused.status == 400)
            #expect(refused.text == Self.notTrusted)
        }
    }

    @Test func aBatchRunsOnlyItsTrustedOperations() async throws {
        let server = try makeTestServer {
            $0.service.trustedDocuments = Self.manifest
            $0.maxBatchSize = 5
        }
        let batch = await answer(server, post(#"[{"query":"query Greet { hello }"},{"query":"{ hello }"}]"#))
        #expect(batch.text == #"[{"data":{"hello":"Hello, world!"}},\#(Self.notTrusted)]"#)
    }

    @Test func theManifestReadsBackWhatItWrites() throws {
        let json = Self.manifest.json()
        #expect(json.hasPrefix(#"{"format":"apollo-persisted-query-manifest","version":1,"operations":["# + "\n"))
        #expect(json.contains(#"{"id":"\#(SHA256.hexDigest(Self.greet.utf8))","name":"Greet","type":"query","body":"query Greet { hello }"}"#))
        #expect(try OperationManifest(json: Array(json.utf8)) == Self.manifest)
    }

    @Test func aManifestWhoseIdsAreNotItsBodiesIsRefused() {
        let forged = #"{"format":"apollo-persisted-query-manifest","version":1,"operations":[{"id":"00","name":"A","type":"query","body":"{ a }"}]}"#
        #expect(throws: GraphQLError("Operation 0 of the manifest (A): its id is not the SHA-256 of its body.")) {
            try OperationManifest(json: Array(forged.utf8))
        }
        #expect(throws: GraphQLError(#"The operation manifest must be {"format":"apollo-persisted-query-manifest","version":1,"operations":[…]}."#)) {
            try OperationManifest(json: Array("[]".utf8))
        }
    }
}
