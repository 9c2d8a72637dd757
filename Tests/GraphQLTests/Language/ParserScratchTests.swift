import Testing

@testable import GraphQL

/// The parser's scratch stacks live in blocks that parses take and give back
/// (`ScratchBlock`): a parse must not see what an earlier one, failed or not, or one
/// on another thread, left there.
@Suite struct ParserScratchTests {
    /// Lists of every length the array-literal cases and the general path cover, and
    /// more siblings than the 4 KiB selection region holds, nested.
    static let wide: String = {
        let leaves = (1...60).map { "f\($0)" }.joined(separator: " ")
        let lists = (1...10).map { count in
            "l\(count)(" + (0..<count).map { "a\($0): \($0)" }.joined(separator: ", ") + ")"
        }.joined(separator: " ")
        return "query Q($v: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9]) { a { \(leaves) } \(lists) b @d1 @d2 @d3 { ...F } }"
            + " fragment F on T { x(o: {p: 1, q: [true, false], r: {s: null}}) }"
    }()

    static let wideExpected = """
        query Q($v: [Int] = [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
          a {
        \((1...60).map { "    f\($0)\n" }.joined())  }
        \((1...10).map { count in
            "  l\(count)(" + (0..<count).map { "a\($0): \($0)" }.joined(separator: ", ") + ")\n"
        }.joined())  b @d1 @d2 @d3 {
            ...F
          }
        }

        fragment F on T {
          x(o: {p: 1, q: [true, false], r: {s: null}})
        }
        """

    /// Documents that fail with items on several stacks: selections, arguments,
    /// directives, list values, object fields, variable definitions.
    static let failing = [
        "{ a b c(x: 1, y: ) }",
        "query ($a: Int, $b: ) { a }",
        "{ a @d1 @d2(x: [1, 2, {p: 3, q: }]) }",
        "type T { a: Int b(x: Int, y: ): Int }",
    ]

    @Test func parseAfterFailedParsesIsUnaffected() throws {
        for _ in 0..<3 {
            for text in Self.failing {
                #expect(throws: GraphQLError.self) { try Parser.parse(text) }
            }
            #expect(Printer.print(try Parser.parse(Self.wide)) == Self.wideExpected)
        }
    }

    @Test func parsesOnSeveralThreadsAtOnceAgree() async throws {
        let documents = [Self.wide, "{ a { b { c } } d(x: 1) }", "type T implements I & J { a(x: Int = 1): [T!]! }"]
        let expected = try documents.map { Printer.print(try Parser.parse($0)) }
        #expect(expected[0] == Self.wideExpected)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<200 {
                        let index = (task + round) % documents.count
                        if (try? Printer.print(Parser.parse(documents[index]))) != expected[index] {
                            mismatches += 1
                        }
                        if round % 7 == 0 {
                            _ = try? Parser.parse(Self.failing[round % Self.failing.count])
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
