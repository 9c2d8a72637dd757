import GraphQL
import Testing

@testable import QuillBackend

/// Grafbase's scalars: checked and normalized on input with a clear error, stored in the
/// natural column type on PostgreSQL, filtered and ordered where that makes sense, the
/// same on every database, in both dialects.
@Suite(.offThePool) struct ScalarTests {
    static let sdl = """
        type Activity @model {
          name: String
          day: Date
          at: DateTime
          when: Timestamp
          email: Email
          site: URL
          ip: IPAddress
          phone: PhoneNumber
          price: Decimal
          big: BigInt
          data: Bytes
          meta: JSON
        }
        """

    static let fields = "name day at when email site ip phone price big data meta"

    @Test(arguments: TestDatabase.allCases)
    func valuesRoundTripNormalized(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let created = try await harness.data(
            """
            mutation { activityCreate(input: {
              name: "a", day: "2022-11-07", at: "2022-11-07T10:15:30+02:00", when: 1662032540000, email: "hello@grafbase.com",
              site: "https://grafbase.com/docs?x=1", ip: "1A2B:3C4B:0:0:0:0:1234:4567", phone: "+14155552671",
              price: "0012.50", big: "9007199254740993", data: "AQID", meta: { a: [1, "x"] }
            }) { activity { id \(Self.fields) } } }
            """)["activityCreate"]?["activity"]
        let expected: JSONValue = [
            "name": "a", "day": "2022-11-07", "at": "2022-11-07T08:15:30.000Z", "when": 1_662_032_540_000, "email": "hello@grafbase.com",
            "site": "https://grafbase.com/docs?x=1", "ip": "1a2b:3c4b::1234:4567", "phone": "+14155552671", "price": "12.50",
            "big": 9_007_199_254_740_993, "data": "AQID", "meta": ["a": [1, "x"]],
        ]
        let payload = created?.objectValue.map { JSONValue.object(JSONObject($0.members.filter { $0.key != "id" })) }
        #expect(payload == expected)
        let id = created?["id"]?.serializedString ?? ""
        let read = try await harness.data("{ activity(by: { id: \(id) }) { \(Self.fields) } }")["activity"]
        #expect(read == expected)
        let exact = try await harness.data(
            #"mutation { activityCreate(input: { price: "-12345678901234567890.000100", ip: "10.0.0.0/8", big: "-9223372036854775808" }) { activity { price ip big } } }"#
        )
        #expect(
            exact["activityCreate"]?["activity"] == ["price": "-12345678901234567890.000100", "ip": "10.0.0.0/8", "big": -9_223_372_036_854_775_808])
    }

    @Test(arguments: TestDatabase.allCases)
    func aValueNotOfItsScalarIsRefusedSayingWhatItTakes(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let cases: [(String, String)] = [
            (#"day: "2022-02-30""#, #"'day' takes dates (YYYY-MM-DD) such as 2022-11-07, not "2022-02-30""#),
            (#"when: "yesterday""#, #"'when' takes milliseconds since 1970 (integers) such as 1662032540000, not "yesterday""#),
            (#"email: "a@b@c""#, #"'email' takes email addresses such as hello@example.com, not "a@b@c""#),
            (#"site: "example.com""#, #"'site' takes absolute URLs such as https://example.com/, not "example.com""#),
            (#"ip: "300.1.1.1""#, #"'ip' takes IPv4 or IPv6 addresses such as 123.123.123.123, not "300.1.1.1""#),
            (#"phone: "4155552671""#, #"'phone' takes E.164 phone numbers such as +14155552671, not "4155552671""#),
            (#"price: "1e3""#, #"'price' takes decimal numbers such as "12.50", not "1e3""#),
            (#"big: "12345678901234567890""#, #"'big' takes 64-bit integers such as 9007199254740993, not "12345678901234567890""#),
            (#"data: "!!""#, #"'data' takes base64 texts such as "AQID", not "!!""#),
        ]
        for (input, message) in cases {
            let response = await harness.run("mutation { activityCreate(input: { \(input) }) { activity { id } } }")
            #expect(response["errors"]?[0]?["message"]?.stringValue == message, "\(input): \(response)")
            #expect(response["errors"]?[0]?["extensions"]?["code"] == "INVALID_ARGUMENT")
        }
        #expect(try await harness.data("{ activityCollection(first: 1) { edges { node { id } } } }") == ["activityCollection": ["edges": []]])
    }

    @Test(arguments: TestDatabase.allCases)
    func filtersAndOrdersCompareValuesAsTheirScalar(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        for (name, price, day, when, ip) in [
            ("a", "100", "2022-01-05", 30, "10.0.0.1"), ("b", "9.5", "2021-12-31", 10, "::1"), ("c", "10.25", "2022-06-01", 20, "10.0.0.1"),
        ] {
            _ = try await harness.data(
                #"mutation { activityCreate(input: { name: "\#(name)", price: "\#(price)", day: "\#(day)", when: \#(when), ip: "\#(ip)" }) { activity { id } } }"#
            )
        }
        func names(_ arguments: String) async throws -> [String] {
            let data = try await harness.data("{ activityCollection(first: 10, \(arguments)) { edges { node { name } } } }")
            return data["activityCollection"]?["edges"]?.arrayValue?.compactMap { $0["node"]?["name"]?.stringValue } ?? []
        }
        // Decimals compare as numbers (SQLite stores them as text).
        #expect(try await names("orderBy: { price: ASC }") == ["b", "c", "a"])
        #expect(try await names(#"filter: { price: { gt: "10" } }"#) == ["a", "c"])
        #expect(try await names(#"filter: { price: { eq: "10.250" } }"#) == ["c"])
        #expect(try await names(#"orderBy: { day: DESC }"#) == ["c", "a", "b"])
        #expect(try await names(#"filter: { day: { lt: "2022-02-01" } }"#) == ["a", "b"])
        #expect(try await names("filter: { when: { gte: 20 } }, orderBy: { when: ASC }") == ["c", "a"])
        #expect(try await names(#"filter: { ip: { eq: "10.0.0.1" } }"#) == ["a", "c"])
        #expect(try await names(#"filter: { ip: { in: ["::1"] } }"#) == ["b"])
    }

    /// PostgreSQL stores each scalar in its natural type.
    @Test func postgresColumnTypes() async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: .postgres)
        let rows = try harness.store.rows(
            "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'Activity' ORDER BY ordinal_position"
        )
        let types = Dictionary(uniqueKeysWithValues: rows.map { ($0[0].text ?? "", $0[1].text ?? "") })
        #expect(types["day"] == "date" && types["at"] == "timestamp with time zone" && types["when"] == "bigint")
        #expect(types["email"] == "text" && types["site"] == "text" && types["phone"] == "text" && types["ip"] == "inet")
        #expect(types["price"] == "numeric" && types["big"] == "bigint" && types["data"] == "bytea" && types["meta"] == "json")
    }

    /// The Graphcool dialect: the same scalars, its filters' spelling, its errors' wording,
    /// and defaults written as strings (`@defaultValue(value: "false")`, its documented form).
    @Test(arguments: TestDatabase.allCases)
    func graphcool(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
                type Activity {
                  id: ID! @isUnique
                  name: String!
                  day: Date @defaultValue(value: "2022-01-01")
                  price: Decimal
                  data: Bytes
                  done: Boolean! @defaultValue(value: "false")
                  rank: Int @defaultValue(value: "7")
                }
                """, database: database)
        for (name, price) in [("a", "100"), ("b", "9.5"), ("c", "10.25")] {
            _ = try await harness.data(#"mutation { createActivity(name: "\#(name)", price: "\#(price)", data: "AQID") { id } }"#)
        }
        let data = try await harness.data(#"{ allActivities(orderBy: price_ASC, filter: { price_gt: "9.5" }) { name day price data done rank } }"#)
        #expect(
            data == [
                "allActivities": [
                    ["name": "c", "day": "2022-01-01", "price": "10.25", "data": "AQID", "done": false, "rank": 7],
                    ["name": "a", "day": "2022-01-01", "price": "100", "data": "AQID", "done": false, "rank": 7],
                ]
            ])
        let refused = await harness.run(#"mutation { createActivity(name: "x", day: "2022-13-01") { id } }"#)
        #expect(refused["errors"]?[0]?["message"] == #"day must be a date (YYYY-MM-DD), got "2022-13-01"."#, "\(refused)")
    }
}
