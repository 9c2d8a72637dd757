import GraphQL
import Testing

@testable import QuillBackend

/// Text conditions without regard to case, in both dialects (`name_contains_i`; the
/// collections filter's `contains`, `startsWith`, `endsWith` with `caseSensitive: false`,
/// the default), the same on every database for non-ASCII text: Unicode's full case
/// folding (`ß` is `ss`, `İ` is `i̇`; accents stay).
@Suite(.offThePool) struct TextFilterTests {
    static let names = ["Straße", "STRASSE", "İstanbul", "ISTANBUL", "Éclair", "éclair", "eclair", "ﬁne", "FINE", "ΟΔΟΣ", "οδος"]

    static let cases: [(operation: String, needle: String, expected: Set<String>)] = [
        ("contains", "strasse", ["Straße", "STRASSE"]),
        ("contains", "ß", ["Straße", "STRASSE"]),
        ("startsWith", "i̇st", ["İstanbul"]),
        ("startsWith", "ist", ["ISTANBUL"]),
        ("endsWith", "CLAIR", ["Éclair", "éclair", "eclair"]),
        ("startsWith", "ÉC", ["Éclair", "éclair"]),
        ("contains", "fin", ["ﬁne", "FINE"]),
        ("endsWith", "ΟΣ", ["ΟΔΟΣ", "οδος"]),
    ]

    @Test(arguments: TestDatabase.allCases)
    func collections(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: "type City @model { name: String! }", database: database)
        for name in Self.names {
            _ = try await harness.data(#"mutation { cityCreate(input: { name: \#(JSONValue.string(name).serializedString) }) { city { id } } }"#)
        }
        func names(_ filter: String) async throws -> Set<String> {
            let data = try await harness.data("{ cityCollection(first: 100, filter: { name: \(filter) }) { edges { node { name } } } }")
            return Set(data["cityCollection"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["name"]?.stringValue } ?? [])
        }
        for (operation, needle, expected) in Self.cases {
            #expect(try await names("{ \(operation): \(JSONValue.string(needle).serializedString) }") == expected, "\(operation) \(needle)")
        }
        #expect(try await names(#"{ contains: "ss", caseSensitive: true }"#) == [])
        #expect(try await names(#"{ contains: "SS", caseSensitive: true }"#) == ["STRASSE"])
    }

    @Test(arguments: TestDatabase.allCases)
    func graphcool(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: "type City { id: ID! name: String! }", database: database)
        for name in Self.names { _ = try await harness.data(#"mutation { createCity(name: \#(JSONValue.string(name).serializedString)) { id } }"#) }
        func names(_ filter: String) async throws -> Set<String> {
            let data = try await harness.data("{ allCities(filter: { \(filter) }) { name } }")
            return Set(data["allCities"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? [])
        }
        let suffixes = ["contains": "contains", "startsWith": "starts_with", "endsWith": "ends_with"]
        for (operation, needle, expected) in Self.cases {
            #expect(
                try await names("name_\(suffixes[operation]!)_i: \(JSONValue.string(needle).serializedString)") == expected, "\(operation) \(needle)")
        }
        #expect(try await names(#"name_not_contains_i: "STRASSE""#) == Set(Self.names).subtracting(["Straße", "STRASSE"]))
        #expect(try await names(#"name_contains: "strasse""#) == [])
    }
}
