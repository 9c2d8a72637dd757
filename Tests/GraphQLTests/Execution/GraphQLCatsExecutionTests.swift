import GraphQL
import Testing

/// The graphql-cats execution scenarios (Fixtures/graphql-cats/execution): a
/// schema, test data, a query and the expected `data` and errors. The schema's
/// field directives (`@resolveString`, `@argumentsJson`, ...) say how a field
/// resolves; `GraphQLCatsResolvers` builds those resolvers from them. Test data
/// objects refer to each other with `{"$ref": name}` (cycles included), followed
/// as fields are read. Data is compared exactly, errors by message and location.
///
/// Where a scenario contradicts graphql-js 16 (and the current spec), the test
/// asserts graphql-js 16's result instead and `deviations` says why.
@Suite struct GraphQLCatsExecutionTests {
    struct Scenario: Sendable, CustomTestStringConvertible {
        var file: String
        var name: String
        var schema: String
        var testData: JSONObject
        var query: String
        var operationName: String?
        var variables: JSONObject
        var validate: Bool
        var testValue: String?
        var then: [JSONValue]
        var testDescription: String { "\(file): \(name)" }
    }

    /// The scenarios whose expectation graphql-js 16 does not meet: what it gives
    /// instead (recorded with `graphql.graphql`), and why.
    static let deviations: [String: [JSONValue]] = [
        // Since the 2020 spec interfaces may implement interfaces: graphql-js 16 gives
        // `interfaces: []` for an interface too, and possible types in the order the
        // schema defines them (Dog, Cat, Person; the scenario sorts them).
        "introspect on union and intersection types": [
            [
                "data": [
                    "Named": [
                        "kind": "INTERFACE", "name": "Named", "fields": [["name": "name"]], "interfaces": [],
                        "possibleTypes": [["name": "Dog"], ["name": "Cat"], ["name": "Person"]], "enumValues": nil,
                        "inputFields": nil,
                    ],
                    "Pet": [
                        "kind": "UNION", "name": "Pet", "fields": nil, "interfaces": nil,
                        "possibleTypes": [["name": "Dog"], ["name": "Cat"]], "enumValues": nil, "inputFields": nil,
                    ],
                ]
            ]
        ],
        // graphql-js 16 (whose executor test this scenario comes from) completes
        // a list of ["sync0", Error, "sync2", Error] as ["sync0", null, "sync2", null]
        // with the errors at paths [field, 1] and [field, 3], as Quill does; the
        // scenario keeps the values only.
        "nulls out error subtrees": [
            [
                "data": [
                    "sync": "sync", "syncError": nil, "syncErrorList": ["sync0", nil, "sync2", nil], "async": "async",
                    "asyncRejectError": nil, "asyncRejectListError": ["async0", nil, "async2", nil],
                ]
            ],
            ["error-count": 6],
            ["error": "Error getting syncError", "loc": ["line": 4, "column": 3]],
            ["error": "Error getting syncErrorList1", "loc": ["line": 5, "column": 3]],
            ["error": "Error getting syncErrorList3", "loc": ["line": 5, "column": 3]],
            ["error": "Error getting asyncRejectError", "loc": ["line": 9, "column": 3]],
            ["error": "Error getting asyncRejectListError1", "loc": ["line": 10, "column": 3]],
            ["error": "Error getting asyncRejectListError3", "loc": ["line": 10, "column": 3]],
        ],
    ]

    /// graphql-js 16's wording of the request errors the scenarios name in 2018's.
    static let exceptions: [String: String] = [
        "Must provide operation": "Must provide an operation.",
        "Must provide operation name if query contains multiple operations":
            "Must provide operation name if query contains multiple operations.",
        "Unknown operation name 'UnknownExample'": "Unknown operation named \"UnknownExample\".",
        "The 'Query' definition is not executable.": "The \"Query\" definition is not executable.",
    ]

    static let scenarios: [Scenario] = ["Executor.json", "UnionInterface.json"].flatMap { file in
        do {
            return try load(file)
        } catch {
            Issue.record("\(file): \(error)")
            return []
        }
    }

    static func load(_ file: String) throws -> [Scenario] {
        let json = try JSONReader().read(try Fixtures.text("graphql-cats/execution/\(file)"))
        let background = json["background"]?.objectValue ?? [:]
        guard let tests = json["tests"]?.arrayValue else { throw GraphQLError("\(file): no tests") }
        return try tests.map { test in
            let name = test["name"]?.stringValue ?? ""
            guard let given = test["given"]?.objectValue, let query = given["query"]?.stringValue,
                let schema = given["schema"]?.stringValue ?? background["schema"]?.stringValue,
                let execute = test["when"]?["execute"], let then = test["then"]
            else { throw GraphQLError("\(file): \(name): not an execution test") }
            let options = execute.objectValue ?? [:]
            let unknown = Set(options.keys).subtracting(["test-value", "operation-name", "variables", "validate-query"])
            guard unknown.isEmpty else { throw GraphQLError("\(file): \(name): unsupported \(unknown.sorted())") }
            return Scenario(
                file: file, name: name, schema: schema,
                testData: given["test-data"]?.objectValue ?? background["test-data"]?.objectValue ?? [:],
                query: query, operationName: options["operation-name"]?.stringValue,
                variables: options["variables"]?.objectValue ?? [:], validate: options["validate-query"]?.boolValue ?? true,
                testValue: options["test-value"]?.stringValue, then: then.arrayValue ?? [then])
        }
    }

    @Test func everyScenarioLoads() {
        #expect(Self.scenarios.count == 22)
    }

    @Test(arguments: scenarios) func scenario(_ scenario: Scenario) async throws {
        let resolvers = try GraphQLCatsResolvers(schema: scenario.schema, testData: scenario.testData)
        let schema = try buildSchema(resolvers.sdl)
        let executor = try Executor(schema: schema, resolvers: resolvers.resolvers)
        let source = Source(scenario.query)
        let document = try Parser.parse(source)
        var response: Response
        let validationErrors = scenario.validate ? validate(schema: schema, document: document, source: source) : []
        if validationErrors.isEmpty {
            response = await executor.execute(
                document: document, source: source, operationName: scenario.operationName, variables: scenario.variables,
                rootValue: scenario.testValue.map { resolvers.value(named: $0) } ?? JSONValue.object([:]))
        } else {
            response = Response(errors: validationErrors)
        }
        let then = Self.deviations[scenario.name] ?? scenario.then
        try expect(response, then)
    }

    /// `value` with the members of its objects sorted by key: the scenarios are
    /// YAML, whose mappings have no order.
    static func sortingKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            var sorted = JSONObject()
            for key in object.keys.sorted() { sorted.append(key, sortingKeys(object[key]!)) }
            return .object(sorted)
        case .array(let items): return .array(items.map(sortingKeys))
        default: return value
        }
    }

    private func expect(_ response: Response, _ then: [JSONValue]) throws {
        var expectedErrors: [String] = []
        var expectedCount: Int?
        for assertion in then {
            if let data = assertion["data"] {
                #expect(response.data.map(Self.sortingKeys) == Self.sortingKeys(data))
            } else if let exception = assertion["exception"]?.stringValue {
                #expect(response.data == nil)
                #expect(response.errors.map(\.message) == [Self.exceptions[exception] ?? exception])
            } else if case .int(let count) = assertion["error-count"] {
                expectedCount = count
            } else if let message = assertion["error"]?.stringValue {
                let loc = assertion["loc"]
                expectedErrors.append(
                    "\(message) @\(loc?["line"].map(String.init(describing:)) ?? "?"):\(loc?["column"].map(String.init(describing:)) ?? "?")")
            } else {
                Issue.record("unsupported assertion \(assertion)")
            }
        }
        if let expectedCount { #expect(response.errors.count == expectedCount) }
        if !expectedErrors.isEmpty {
            let actual = response.errors.map { error in
                "\(error.message) @\(error.locations.first.map { "\(JSONValue.int($0.line)):\(JSONValue.int($0.column))" } ?? "?:?")"
            }
            #expect(actual.sorted() == expectedErrors.sorted())
        }
        if expectedCount == nil, expectedErrors.isEmpty, !then.contains(where: { $0["exception"] != nil }) {
            #expect(response.errors.isEmpty)
        }
    }
}
