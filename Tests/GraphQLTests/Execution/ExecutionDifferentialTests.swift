import Foundation
import GraphQL
import Testing

/// Requests executed by Quill and by graphql-js 16.6's `graphqlSync` (default
/// resolvers over the same root JSON) give the same response, compared as
/// parsed JSON with members in order; error cases included.
///
/// Introspection of the introspection types differs on purpose (the spec's
/// `includeDeprecated: Boolean! = false` and `__Type.isOneOf`), so full
/// introspection queries are checked against the same query without another root
/// field instead (`introspectionBesideAnotherFieldIsTheSame`).
@Suite struct ExecutionDifferentialTests {
    struct Request {
        var schema: String
        var root: JSONValue
        var query: String
        var variables: JSONValue?
        var operationName: String?
        /// Executed without validation (`executeSync` of the parsed document).
        var unvalidated = false

        /// The request as the node script reads it.
        var json: JSONValue {
            var object: JSONObject = ["schema": .string(schema), "root": root, "query": .string(query)]
            if let variables { object.append("variables", variables) }
            if let operationName { object.append("operationName", .string(operationName)) }
            if unvalidated { object.append("unvalidated", true) }
            return .object(object)
        }
    }

    static let corpusSchema = (try? Fixtures.text("corpus/schema.graphql")) ?? ""

    /// Conference data with a few holes: missing non-null fields, wrong types.
    static let corpusRoot: JSONValue = {
        func address(_ city: String) -> JSONValue { ["city": .string(city), "country": "CH", "latitude": 46.2, "longitude": nil] }
        func attendee(_ id: Int, role: JSONValue = "ATTENDEE") -> JSONValue {
            ["id": .int(id), "name": .string("Attendee \(id)"), "role": role, "conferenceCount": .int(id % 3), "email": nil]
        }
        let conferences: [JSONValue] = (0..<4).map { index in
            [
                "__typename": "Conference", "id": .string("c\(index)"), "name": .string("Conf \(index)"), "city": "Geneva",
                "year": .int(2020 + index), "tags": ["swift", .string("t\(index)")], "attendeeCount": .double(Double(index) * 1.5),
                "website": index == 1 ? nil : "https://example.com", "createdAt": "2024-01-01",
                "venue": index == 2 ? nil : ["name": "Hall", "capacity": .int(100 * index), "address": address("Geneva")],
                "attendees": .array((0..<3).map { attendee(index * 10 + $0, role: index == 3 && $0 == 1 ? "SPEAKER" : "ATTENDEE") }),
            ]
        }
        return [
            "allConferences": .array(conferences),
            "conference": conferences[0],
            "conferences": [
                "totalCount": 4, "pageInfo": ["hasNextPage": false, "endCursor": nil],
                "edges": .array(conferences.map { ["cursor": "x", "node": $0] }),
            ],
            "search": [
                conferences[1], ["__typename": "Attendee", "id": 7, "name": "Sam"],
                ["__typename": "Speaker", "id": "s1", "name": "Lee", "bio": nil],
                ["__typename": "Talk", "id": "t1", "title": "Swift", "level": "ADVANCED", "speakers": [["name": "Lee"]]],
            ],
            "createAttendee": attendee(99), "updateAttendee": nil, "addToAttendees": conferences[3],
            "removeFromAttendees": ["id": "c9", "attendees": [["id": 1]]],
            "createConference": conferences[2],
            "conferenceChanged": ["mutation": "CREATED", "node": conferences[1]],
            "node": ["__typename": "Talk", "id": "t1", "title": "x"], "serverTime": nil, "me": attendee(1),
        ]
    }()

    static let edgeSchema = """
        type Query { ints: [Int], int: Int!, float: Float, floats: [Float!], ids: [ID], strings: [String], flags: [Boolean],
          color: Color, colors: [Color!], nested: [[Int!]], obj: Obj, objs: [Obj!], union: [U], req(a: Int!, b: String = "d"): String,
          echo(list: [Int], input: In): Obj }
        enum Color { RED GREEN }
        type Obj { a: String, b: Obj!, c: [String!]!, list: [Int], input: Int }
        type Other { a: String }
        union U = Obj | Other
        input In { x: Int!, y: [String] = ["z"] }
        """

    static let edgeRoot: JSONValue = [
        "ints": [1, -2147483648, 2147483647, 2147483648, 1.0, 1.5, "7", "", true, nil, [1], ["a": 1]],
        "int": 3, "float": 1e21, "floats": [0.1, 1e-7, 123456789.123, -0.0, "3.5", "x"],
        "ids": [1, "a", 1.5, true, 12345678901234], "strings": ["é\u{0001}\"\\/", 1.5, false, 1e300, [1]],
        "flags": [true, 0, 2, "true", nil], "color": "GREEN", "colors": ["RED", "BLUE"], "nested": [[1, 2], [nil], nil, [3]],
        "obj": ["a": "x", "b": ["a": "y", "c": []], "c": ["1", nil]],
        "objs": [["a": "1", "c": []], ["a": "2", "b": nil, "c": []]],
        "union": [["__typename": "Obj", "a": "o"], ["__typename": "Other", "a": "t"], ["a": "?"], ["__typename": "Nope"]],
        "echo": ["a": "e", "list": [1, 2], "input": 5],
    ]

    static func requests() throws -> [Request] {
        var requests: [Request] = []
        func add(_ schema: String, _ root: JSONValue, _ query: String, _ variables: JSONValue? = nil, _ operation: String? = nil) {
            requests.append(Request(schema: schema, root: root, query: query, variables: variables, operationName: operation))
        }
        let app = try Fixtures.text("corpus/operations/app.graphql")
        let operations: [(String, JSONValue?)] = [
            ("AllConferences", nil), ("ConferenceDetails", ["id": "c0"]), ("AttendeesForConference", ["conferenceId": 1]),
            ("Paged", ["first": 2]), ("Search", ["text": "s"]), ("CreateAttendee", ["name": "N"]),
            ("UpdateAttendeeName", ["id": "1", "newName": "M"]), ("AttendConference", ["conferenceId": "c", "attendeeId": "a"]),
            ("NotAttendConference", ["conferenceId": "c", "attendeeId": "a"]),
            (
                "CreateConference",
                ["input": ["name": "n", "city": "c", "year": "y", "venue": ["name": "v", "address": ["city": "c", "country": "x"]]]]
            ),
            ("ConferenceChanges", nil), ("Search", nil), ("Paged", ["first": "two"]), ("Nope", nil), (nil as String?, nil),
        ].map { ($0.0 ?? "", $0.1) }
        for (name, variables) in operations {
            add(corpusSchema, corpusRoot, app, variables, name.isEmpty ? nil : name)
        }
        for file in ["list.graphql", "kitchen-sink.graphql", "large.graphql"] {
            add(corpusSchema, corpusRoot, try Fixtures.text("corpus/operations/\(file)"), ["first": 2])
        }
        add(corpusSchema, corpusRoot, #"{ node(id: "t1") { __typename id ... on Talk { title level } } me { name role } serverTime }"#)
        add(corpusSchema, corpusRoot, #"{ __type(name: "Conference") { name kind fields { name type { kind name ofType { name } } } } __typename }"#)
        add(corpusSchema, corpusRoot, "{ allConferences { id ...on Conference { id name } } allConferences { city } }")
        add(edgeSchema, edgeRoot, "{ ints int float floats ids strings flags color }")
        add(edgeSchema, edgeRoot, "{ colors nested obj { a b { a b { a } c } c } }")
        add(edgeSchema, edgeRoot, "{ objs { a b { a } } union { __typename ... on Obj { a } ... on Other { a } } }")
        add(edgeSchema, edgeRoot, "query ($a: Int!) { req(a: $a) }", ["a": 1.5])
        add(edgeSchema, edgeRoot, "query ($a: Int!, $in: In) { req(a: $a) echo(list: 3, input: $in) { a } }", ["a": 2, "in": ["x": 1]])
        add(edgeSchema, edgeRoot, "query ($in: In!) { echo(input: $in) { a } }", ["in": ["x": "no", "w": 1]])
        add(edgeSchema, .null, "{ int obj { a } }")
        add(edgeSchema, ["int": 1, "obj": "text"], "{ int obj { a c } }")
        add(edgeSchema, edgeRoot, "{ a: int b: int a: int @skip(if: true) ... @include(if: false) { float } }")
        add(edgeSchema, edgeRoot, "{ ints(x: 1) }")
        add(edgeSchema, edgeRoot, "{ int ")
        return requests + unvalidatedRequests()
    }

    /// Invalid documents executed as they are: which operation and fragment a
    /// duplicated name selects (the last, as graphql-js's `execute` has it),
    /// introspection-only operations included, and fields a type lacks.
    static func unvalidatedRequests() -> [Request] {
        let cases: [(String, String?)] = [
            ("query A { a: __typename } query A { b: __typename }", "A"),
            ("query A { a: int } query A { b: int }", "A"),
            ("query A { __schema { queryType { name } } } query A { __type(name: \"Obj\") { name } }", "A"),
            ("{ __typename } { int }", nil),
            ("query A { int }", nil),
            ("{ int }", "A"),
            ("fragment F on Query { int }", nil),
            ("{ ...F } fragment F on Query { a: __typename } fragment F on Query { b: __typename }", nil),
            ("{ __type(name: \"Obj\") { ...F } } fragment F on __Type { a: name } fragment F on __Type { b: kind }", nil),
            ("{ __schema { nope queryType { name } } __type(name: \"Obj\") { nope } }", nil),
            ("{ __typename nope }", nil),
        ]
        return cases.map { query, operationName in
            Request(schema: edgeSchema, root: edgeRoot, query: query, operationName: operationName, unvalidated: true)
        }
    }

    @Test func responsesMatchGraphQLJS() async throws {
        let requests = try Self.requests()
        let output = try await NodeScript.run("execute.cjs", input: Data(JSONValue.array(requests.map(\.json)).serialized()))
        let expected = try JSONReader().read(Array(output))
        let responses = try #require(expected.arrayValue)
        #expect(responses.count == requests.count)
        for (request, response) in zip(requests, responses) {
            guard let text = response.stringValue else {
                Issue.record("graphql-js threw for \(request.query.prefix(60)): \(response)")
                continue
            }
            let schema = try buildSchema(request.schema)
            let source = Source(request.query)
            let variables = request.variables?.objectValue ?? [:]
            let quill =
                request.unvalidated
                ? try Executor<Void>(schema: schema).executeSync(
                    document: try Parser.parse(source), source: source, operationName: request.operationName,
                    variables: variables, rootValue: request.root)
                : graphqlSync(
                    schema: schema, source: source, rootValue: request.root, variables: variables,
                    operationName: request.operationName)
            let actual = String(decoding: quill.jsonBytes(), as: UTF8.self)
            #expect(
                try JSONReader().read(actual) == (try JSONReader().read(text)),
                "\(request.operationName ?? request.query.prefix(60).description)\nquill:      \(actual.prefix(2000))\ngraphql-js: \(text.prefix(2000))"
            )
        }
    }

    /// A nullable root field beside `__schema` (a field with a resolver, read from
    /// the root value) leaves the introspection result as it is alone.
    @Test(arguments: [("corpus/schema.graphql", "me { id }"), ("corpus/github-schema.graphql", "rateLimit { limit }")])
    func introspectionBesideAnotherFieldIsTheSame(schemaFile: String, extraField: String) throws {
        let executor = try Executor<Void>(schema: try buildSchema(try Fixtures.text(schemaFile)))
        let source = Source(try Fixtures.text("corpus/operations/introspection.graphql"))
        let alone = executor.executeSync(document: try Parser.parse(source), source: source)
        #expect(alone.errors.isEmpty)

        let beside = Source(source.body.replacingOccurrences(of: "  __schema {", with: "  extra: \(extraField)\n  __schema {"))
        let response = executor.executeSync(document: try Parser.parse(beside), source: beside)
        #expect(response.errors.isEmpty)
        #expect(response.data?["extra"] == .null)
        #expect(response.data?["__schema"] == alone.data?["__schema"])
    }
}
