import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillBackend

/// Collections' fields read their whole selection at once (`SelectionReader` with
/// `CompiledConnection`s): every response must be byte for byte the one field-by-field
/// resolvers give over the same data (`ReferenceExecutor`).
@Suite(.offThePool) struct CollectionsCompiledSelectionTests {
    static let sdl = """
        enum Mood { HAPPY SAD }
        type Post @model {
          title: String! @unique
          rank: Int
          score: Float
          mood: Mood
          tags: [String]
          comments: [Comment]
          author: Author
        }
        type Comment @model { message: String!, likes: Int, post: Post }
        type Author @model { name: String!, posts: [Post] }
        """

    /// Authors, posts and comments created through the API; the posts' ids.
    static func seed(_ harness: BackendHarness, _ random: inout SplitMix64) async throws -> [String] {
        var posts: [String] = []
        for author in 0..<3 {
            let authorID =
                try await harness.data(#"mutation { authorCreate(input: {name: "a\#(author)"}) { author { id } } }"#)["authorCreate"]?["author"]?[
                    "id"]?.stringValue ?? ""
            for post in 0..<random.between(1...5) {
                var fields = [#"title: "p\#(author)-\#(post)""#, #"author: {link: "\#(authorID)"}"#]
                if random.chance(70) { fields.append("rank: \(random.between(0...4))") }
                if random.chance(70) { fields.append("score: \(Double(random.between(0...6)) / 2)") }
                if random.chance(50) { fields.append("mood: \(random.pick(["HAPPY", "SAD"]))") }
                if random.chance(50) { fields.append(#"tags: ["x", "y"]"#) }
                let comments = (0..<random.between(0...4)).map { #"{create: {message: "m\#($0)", likes: \#($0 % 3)}}"# }
                fields.append("comments: [\(comments.joined(separator: ", "))]")
                let created = try await harness.data("mutation { postCreate(input: {\(fields.joined(separator: ", "))}) { post { id } } }")
                posts.append(created["postCreate"]?["post"]?["id"]?.stringValue ?? "")
            }
        }
        return posts
    }

    struct Selections {
        var random: SplitMix64
        let ids: [String]
        var aliases = 0

        mutating func alias() -> String {
            aliases += 1
            return "k\(aliases)"
        }

        static let scalars = [
            "Post": ["id", "title", "rank", "score", "mood", "tags", "createdAt"], "Comment": ["id", "message", "likes"],
            "Author": ["id", "name", "updatedAt"],
        ]
        static let toMany = ["Post": ("comments", "Comment"), "Author": ("posts", "Post")]
        static let toOne = ["Post": ("author", "Author"), "Comment": ("post", "Post")]
        static let orders = ["Post": ["title", "rank", "score", "createdAt"], "Comment": ["likes", "message"], "Author": ["name"]]
        static let filters = [
            "Post": ["{rank: {gt: 1}}", "{title: {neq: \"p0-0\"}}", "{mood: {eq: HAPPY}}"], "Comment": ["{likes: {lte: 1}}"],
            "Author": ["{name: {in: [\"a0\", \"a2\"]}}"],
        ]

        mutating func arguments(_ type: String) -> String {
            var arguments = [random.chance(50) ? "first: \(random.between(0...4))" : "last: \(random.between(0...4))"]
            if random.chance(40) {
                // One key (an object, or a list of one) or two, in any direction, nulls either way.
                let directions = ["ASC", "DESC", "ASC_NULLS_FIRST", "ASC_NULLS_LAST", "DESC_NULLS_FIRST", "DESC_NULLS_LAST"]
                let keys: [String] = (0..<random.between(1...2)).map { _ in
                    "{\(random.pick(Self.orders[type]!)): \(random.pick(directions))}"
                }
                arguments.append("orderBy: " + (keys.count == 1 && random.chance(50) ? keys[0] : "[\(keys.joined(separator: ", "))]"))
            }
            if random.chance(30) { arguments.append("filter: \(random.pick(Self.filters[type]!))") }
            if random.chance(15) { arguments.append("first: 1000") }  // an error: both, or over 100
            if random.chance(20), let id = ids.randomElement(using: &random) {
                let cursor = Cursor(keys: [], values: [], id: id).encoded
                arguments.append("\(random.pick(["after", "before"])): \"\(cursor)\"")
            }
            return "(\(arguments.joined(separator: ", ")))"
        }

        mutating func connection(_ type: String, depth: Int) -> String {
            var parts: [String] = []
            if random.chance(90) {
                var edge = ["node { \(selection(type, depth: depth)) }"]
                if random.chance(50) { edge.append("cursor") }
                if random.chance(20) { edge.append("__typename") }
                parts.append("edges { \(edge.shuffled(using: &random).joined(separator: " ")) }")
            }
            if random.chance(60) {
                let info = ["hasNextPage", "hasPreviousPage", "startCursor", "endCursor", "__typename"].filter { _ in random.chance(50) }
                parts.append("\(alias()): pageInfo { \(info.isEmpty ? "hasNextPage" : info.joined(separator: " ")) }")
            }
            if random.chance(30) { parts.append("\(random.chance(50) ? "\(alias()): " : "")totalCount") }
            if parts.isEmpty || random.chance(20) { parts.append("__typename") }
            return parts.joined(separator: " ")
        }

        mutating func selection(_ type: String, depth: Int) -> String {
            var parts: [String] = []
            for _ in 0..<random.between(1...4) {
                switch random.below(8) {
                case 0: parts.append("__typename")
                case 1 where depth < 2:
                    guard let (field, target) = Self.toMany[type] else { continue }
                    parts.append("\(alias()): \(field)\(arguments(target)) { \(connection(target, depth: depth + 1)) }")
                case 2 where depth < 2:
                    guard let (field, target) = Self.toOne[type] else { continue }
                    parts.append("\(alias()): \(field) { \(selection(target, depth: depth + 1)) }")
                case 3: parts.append("\(alias()): \(random.pick(Self.scalars[type]!))")
                default: parts.append(random.pick(Self.scalars[type]!))
                }
            }
            return parts.joined(separator: " ")
        }

        mutating func query() -> String {
            let type = random.pick(["Post", "Comment", "Author"])
            let single = type.prefix(1).lowercased() + type.dropFirst()
            if random.chance(30), let id = ids.randomElement(using: &random) {
                return "{ \(single)(by: {id: \"\(random.chance(80) ? id : "missing")\"}) { \(selection(type, depth: 0)) } }"
            }
            return "{ \(single)Collection\(arguments(type)) { \(connection(type, depth: 0)) } }"
        }
    }

    /// A create's or update's payload is read in the mutation's transaction: the same
    /// JSON as the node read afterwards, field by field.
    @Test(arguments: TestDatabase.allCases)
    func mutationPayloadsAnswerAsTheResolversDo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        let selection = "id title mood __typename comments(first: 5) { edges { node { message } cursor } pageInfo { hasNextPage } } author { name }"
        let create = #"postCreate(input: {title: "t", mood: SAD, comments: [{create: {message: "m"}}], author: {create: {name: "a"}}})"#
        let created = try await harness.data("mutation { \(create) { __typename post { \(selection) } } }")["postCreate"]
        #expect(created?["__typename"] == "PostCreatePayload")
        let id = created?["post"]?["id"]?.serializedString ?? ""
        func read() async throws -> JSONValue? {
            let reference = try harness.referenceExecutor()
            let text = String(
                decoding: await reference.graphql(Source("{ post(by: {id: \(id)}) { \(selection) } }"), context: ()).jsonBytes(), as: UTF8.self)
            return try JSONReader().read(text)["data"]?["post"]
        }
        let afterCreate = try await read()
        #expect(created?["post"] != nil && created?["post"] == afterCreate)
        let updated = try await harness.data("mutation { postUpdate(by: {id: \(id)}, input: {title: \"u\"}) { p: post { \(selection) } } }")[
            "postUpdate"]
        #expect(updated?["p"]?["title"] == "u")
        let afterUpdate = try await read()
        #expect(updated?["p"] == afterUpdate)
    }

    @Test(arguments: TestDatabase.allCases, [UInt64(20_261_130), 8, 9])
    func randomSelectionsAnswerAsTheResolversDo(database: TestDatabase, seed: UInt64) async throws {
        let harness = try BackendHarness(sdl: Self.sdl, database: database)
        var random = SplitMix64(seed: seed)
        let posts = try await Self.seed(harness, &random)
        let reference = try harness.referenceExecutor()
        var selections = Selections(random: random, ids: posts)
        var answered = 0
        for _ in 0..<150 {
            let query = selections.query()
            let compiled = await harness.text(query)
            let expected = String(decoding: await reference.graphql(Source(query), context: ()).jsonBytes(), as: UTF8.self)
            #expect(Self.errorsInOrder(compiled) == Self.errorsInOrder(expected), "\(query)")
            if compiled.hasPrefix(#"{"data""#) { answered += 1 }
        }
        #expect(answered > 75, "most random queries are valid")
    }

    /// A response with its errors sorted: resolvers that wait for the database (PostgreSQL)
    /// run concurrently and report their errors in the order they finish.
    static func errorsInOrder(_ response: String) -> String {
        guard let json = try? JSONReader().read(response), var errors = json["errors"]?.arrayValue else { return response }
        errors.sort { $0.serializedString < $1.serializedString }
        return JSONValue.object(JSONObject([("errors", .array(errors)), ("data", json["data"] ?? .null)])).serializedString
    }
}
