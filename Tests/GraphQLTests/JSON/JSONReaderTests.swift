import Testing

@testable import GraphQL

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONReadError) -> JSONValue {
        try JSONReader().read(text)
    }

    @Test func readsValues() throws {
        #expect(try read(" null ") == nil)
        #expect(try read("true") == true)
        #expect(try read("[false]") == [false])
        #expect(try read("0") == 0)
        #expect(try read("-12") == -12)
        #expect(try read("1.5") == 1.5)
        #expect(try read("1e3") == .double(1000))
        #expect(try read("-0") == .double(-0.0))
        #expect(try read("9223372036854775807") == .int(Int.max))
        #expect(try read("-9223372036854775808") == .int(Int.min))
        #expect(try read("9223372036854775808") == .double(9223372036854775808))
        #expect(try read(#"{"b": [1, {"c": "d"}], "a": {}}"#) == ["b": [1, ["c": "d"]], "a": [:]])
        #expect(try read("\u{FEFF}[]") == [])
    }

    @Test func keepsMemberOrderAndLastValueOfRepeatedKeys() throws {
        let value = try read(#"{"z": 1, "a": 2, "z": 3}"#)
        #expect(value.objectValue?.keys == ["z", "a"])
        #expect(value["z"] == 3)
        // Past eight members the reader indexes keys; the rule stays the same.
        let many = try read(#"{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k1":10,"k9":9}"#)
        #expect(many.objectValue?.keys == (0..<10).map { "k\($0)" })
        #expect(many["k1"] == 10)
    }

    @Test func readsEscapes() throws {
        #expect(try read(#""a\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC""#) == "a\"\\/\u{8}\u{C}\n\r\tAé€")
        #expect(try read(#""\ud83d\ude00""#) == "😀")
        #expect(try read(#""\ud83d x""#) == "\u{FFFD} x")
        #expect(try read(#""\ude00""#) == "\u{FFFD}")
        #expect(try read("\"é😀\"") == "é😀")
    }

    @Test func roundTripsThroughTheWriter() throws {
        let text = #"{"a":[1,-2.5,1e+21,"\u0001",true,null,{}],"b":{"c":[[]]}}"#
        #expect(String(decoding: try read(text).serialized(), as: UTF8.self) == text)
    }

    @Test(arguments: [
        ("", "Unexpected end of input, expected a value at line 1, column 1"),
        ("[1,]", "Unexpected ']', expected a value at line 1, column 4"),
        ("[1 2]", "Unexpected '2' in an array, expected ',' or ']' at line 1, column 4"),
        ("{\n  \"a\" 1}", "Unexpected '1' after an object key, expected ':' at line 2, column 7"),
        ("{\"a\":1,}", "Unexpected '}', expected a string key at line 1, column 8"),
        ("{\"a\":1 \"b\":2}", "Unexpected '\"' in an object, expected ',' or '}' at line 1, column 8"),
        ("tru", "Unexpected end of input, expected 'true' at line 1, column 4"),
        ("nul!", "Unexpected '!', expected 'null' at line 1, column 4"),
        ("01", "Unexpected '1' after the JSON value at line 1, column 2"),
        ("-", "Expected a digit in a number at line 1, column 2"),
        ("1.", "Expected a digit after the decimal point at line 1, column 3"),
        ("1e+", "Expected a digit in the exponent at line 1, column 4"),
        ("\"abc", "Unterminated string at line 1, column 5"),
        ("\"a\u{1}\"", "Unescaped control character in a string at line 1, column 3"),
        ("\"\\x\"", "Invalid escape sequence '\\x' in a string at line 1, column 3"),
        ("\"\\u12g4\"", "Invalid hexadecimal digit 'g' in a \\u escape at line 1, column 6"),
        ("[] x", "Unexpected 'x' after the JSON value at line 1, column 4"),
    ])
    func reportsErrorsWithPositions(text: String, message: String) {
        #expect(throws: JSONReadError.self) { try read(text) }
        do {
            _ = try read(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func deepNestingIsReadWithoutRecursionUpToTheLimit() throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONReader(maxDepth: depth).read(text)
        var levels = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            levels += 1
        }
        #expect(levels == depth - 1)
        #expect(throws: JSONReadError.self) { try JSONReader(maxDepth: 1000).read(text) }
        do {
            _ = try JSONReader(maxDepth: 2).read("[[[1]]]")
        } catch {
            #expect(error.description == "JSON nested deeper than 2 levels at line 1, column 3")
        }
    }

    /// A 5 MB array of 100 000 objects (a reader quadratic in its input would not finish;
    /// its time is measured by the benchmark, not asserted here).
    @Test func bigInputsRead() throws {
        let element = #"{"name":"field","args":[1,2.5,"x\ny"],"ok":true}"#
        let text = "[" + Array(repeating: element, count: 100_000).joined(separator: ",") + "]"
        let value = try read(text)
        #expect(value.arrayValue?.count == 100_000)
        #expect(value.arrayValue?.last?["args"]?.arrayValue?[2] == "x\ny")
    }
}
