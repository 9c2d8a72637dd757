import Foundation
import Testing

/// One test of a graphql-cats scenario file that only parses (`when: {parse: true}`).
///
/// graphql-cats (https://github.com/graphql-cats/graphql-cats, public domain) states
/// each test as `given` (a query), `when` (an action) and `then` (one assertion or a
/// list). Loading fails on anything this harness does not understand, rather than
/// skipping it.
struct GraphQLCatsScenario: Sendable, CustomTestStringConvertible {
    enum Assertion: Sendable, Equatable {
        /// `passes: true`: the document parses.
        case passes
        /// `syntax-error: true`: parsing fails with a syntax error.
        case syntaxError
    }

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    var name: String
    var query: String
    var assertions: [Assertion]

    var testDescription: String { name }

    /// The tests of a scenario file under `Fixtures/graphql-cats/`.
    static func load(_ relativePath: String) throws -> [GraphQLCatsScenario] {
        let json = try JSONSerialization.jsonObject(with: Fixtures.data("graphql-cats/\(relativePath)"))
        guard let file = json as? [String: Any], let tests = file["tests"] as? [[String: Any]] else {
            throw FormatError(description: "\(relativePath): no `tests` list")
        }
        let unknownKeys = Set(file.keys).subtracting(["scenario", "tests"])
        guard unknownKeys.isEmpty else {
            throw FormatError(description: "\(relativePath): unsupported keys \(unknownKeys.sorted())")
        }
        return try tests.map(scenario)
    }

    private static func scenario(_ test: [String: Any]) throws -> GraphQLCatsScenario {
        guard let name = test["name"] as? String else { throw FormatError(description: "test without a name: \(test)") }
        let unknownKeys = Set(test.keys).subtracting(["name", "given", "when", "then"])
        guard unknownKeys.isEmpty else { throw FormatError(description: "\(name): unsupported keys \(unknownKeys.sorted())") }
        guard let given = test["given"] as? [String: Any], given.count == 1, let query = given["query"] as? String else {
            throw FormatError(description: "\(name): `given` must be exactly a `query`")
        }
        guard let when = test["when"] as? [String: Any], when.count == 1, when["parse"] as? Bool == true else {
            throw FormatError(description: "\(name): `when` must be exactly `parse: true`")
        }
        let thens: [[String: Any]]
        switch test["then"] {
        case let single as [String: Any]: thens = [single]
        case let list as [[String: Any]]: thens = list
        default: throw FormatError(description: "\(name): `then` must be an assertion or a list of them")
        }
        let assertions = try thens.flatMap { then in
            try then.map { key, value in
                switch (key, value as? Bool) {
                case ("passes", true): Assertion.passes
                case ("syntax-error", true): Assertion.syntaxError
                default: throw FormatError(description: "\(name): unsupported assertion \(key): \(value)")
                }
            }
        }
        guard !assertions.isEmpty else { throw FormatError(description: "\(name): no assertion") }
        return GraphQLCatsScenario(name: name, query: query, assertions: assertions)
    }
}
