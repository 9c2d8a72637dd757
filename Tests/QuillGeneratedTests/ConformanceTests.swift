import Foundation
import GraphQL
import Quill
import Testing

/// The Features example's structs as `Identifiable` (`id: ID!`) and `Codable` (its
/// quill-codegen.json asks for it): data round-trips through JSONEncoder and JSONDecoder,
/// and data that does not fit the selections is a DecodingError that says where.
@Suite struct ConformanceTests {
    private func viewer(withFriends: Bool = true) throws -> Features.ViewerQuery.Data {
        try FeaturesTests().data(Features.ViewerQuery(withFriends: withFriends))
    }

    private func identity<Value: Identifiable>(_ value: Value) -> Value.ID { value.id }

    @Test func aSelectionWithIdIsIdentifiableByIt() throws {
        let data = try viewer()
        #expect(identity(data.viewer) == "u1")
        #expect(data.viewer.friends?.map(identity) == ["u2"])
    }

    @Test(arguments: [true, false]) func dataRoundTripsThroughJSON(withFriends: Bool) throws {
        let data = try viewer(withFriends: withFriends)
        let decoded = try JSONDecoder().decode(Features.ViewerQuery.Data.self, from: try JSONEncoder().encode(data))
        #expect(decoded == data)
        #expect(decoded.viewer.fragments.userDetails.name == "Ana")
        #expect(decoded.viewer.friends?.map(\.login) == (withFriends ? ["ben"] : nil))
    }

    @Test func aFragmentRoundTripsAlone() throws {
        let details = try viewer().viewer.fragments.userDetails
        let json = try JSONEncoder().encode(details)
        #expect(try JSONDecoder().decode(Features.UserDetails.self, from: json) == details)
    }

    /// The viewer's JSON with `login` changed by `change`.
    private func viewerJSON(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(try viewer())) as? [String: Any])
        var viewer = try #require(root["viewer"] as? [String: Any])
        change(&viewer)
        root["viewer"] = viewer
        return try JSONSerialization.data(withJSONObject: root)
    }

    @Test func dataThatDoesNotFitIsADecodingErrorSayingWhere() throws {
        let cases: [(Data, String)] = [
            (try viewerJSON { $0["login"] = nil }, "Data does not fit the data: viewer.login is missing"),
            (try viewerJSON { $0["login"] = 7 }, "viewer.login: "),
            (try viewerJSON { $0["friends"] = [["__typename": "User", "id": "u2"]] }, "viewer.friends[0].login is missing"),
            (Data(#"{"viewer": null}"#.utf8), "viewer is null"),
            (Data("[]".utf8), "Data is decoded from a JSON object"),
        ]
        for (json, message) in cases {
            #expect {
                try JSONDecoder().decode(Features.ViewerQuery.Data.self, from: json)
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.debugDescription.contains(message)
            }
        }
    }
}
