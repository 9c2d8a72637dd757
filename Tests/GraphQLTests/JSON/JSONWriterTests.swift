import Testing

@testable import GraphQL

@Suite struct JSONWriterTests {
    private func compact(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }

    private func pretty(_ value: JSONValue) -> String {
        String(decoding: value.prettySerialized(), as: UTF8.self)
    }

    @Test func scalars() {
        #expect(compact(nil) == "null")
        #expect(compact(true) == "true")
        #expect(compact(false) == "false")
        #expect(compact(.int(Int.min)) == "-9223372036854775808")
        #expect(compact(.int(Int.max)) == "9223372036854775807")
        #expect(compact(0) == "0")
        #expect(compact(1.5) == "1.5")
        #expect(compact(.double(1e21)) == "1e+21")
        #expect(compact(.double(-0.0)) == "0")
        #expect(compact(.double(.nan)) == "null")
        #expect(compact(.double(.infinity)) == "null")
    }

    /// Expected strings from node: `JSON.stringify(s)`.
    @Test func stringsEscapeAsJSONStringify() {
        #expect(compact("plain") == #""plain""#)
        #expect(compact("q\"b\\s/") == #""q\"b\\s/""#)
        #expect(compact("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(compact("\u{0}\u{1}\u{1F}\u{7F}") == #""\u0000\u0001\u001f\#u{7F}""#)
        #expect(compact("é€😀\u{2028}\u{85}") == "\"é€😀\u{2028}\u{85}\"")
        #expect(compact("") == #""""#)
    }

    @Test func containersKeepMemberOrder() {
        let value: JSONValue = ["b": 1, "a": [1, "x", nil, [], [:]], "c": ["z": false]]
        #expect(compact(value) == #"{"b":1,"a":[1,"x",null,[],{}],"c":{"z":false}}"#)
    }

    /// Expected text from node: `JSON.stringify(value, null, 2)`.
    @Test func prettyPrintsLikeJSONStringifyWithTwoSpaces() {
        let value: JSONValue = ["b": 1, "a": [1, "x", nil, [], [:]], "c": ["z": false, "y": [["k": 0.5]]]]
        #expect(
            pretty(value) == """
                {
                  "b": 1,
                  "a": [
                    1,
                    "x",
                    null,
                    [],
                    {}
                  ],
                  "c": {
                    "z": false,
                    "y": [
                      {
                        "k": 0.5
                      }
                    ]
                  }
                }
                """)
        #expect(pretty([]) == "[]")
        #expect(pretty("s") == #""s""#)
    }
}
