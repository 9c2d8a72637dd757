import GraphQL
import Testing

/// The default resolver's parents that cannot be read.
@Suite struct DefaultResolverTests {
    /// A value whose encoding fails, as a custom `encode(to:)` may.
    struct Unencodable: Sendable, Encodable {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "this root cannot be encoded" }
        }

        func encode(to encoder: any Encoder) throws { throw Refused() }
    }

    /// The encoding error is each field's error, not a silent null.
    @Test func anEncodableParentThatFailsToEncodeGivesEachFieldItsError() throws {
        let schema = try buildSchema("type Query { id: ID, name: String }")
        let response = graphqlSync(schema: schema, source: Source("{ id name }"), rootValue: Unencodable())
        #expect(
            String(decoding: response.jsonBytes(), as: UTF8.self) == #"""
                {"errors":[{"message":"this root cannot be encoded","locations":[{"line":1,"column":3}],"path":["id"]},\#
                {"message":"this root cannot be encoded","locations":[{"line":1,"column":6}],"path":["name"]}],\#
                "data":{"id":null,"name":null}}
                """#)
    }
}
