import Foundation
import GraphQL
import QuillTestSupport
import Testing
@testable import QuillBackend

/// Query fields read their whole selection at once (`SelectionReader`): every
/// response must be byte for byte the one the field-by-field resolvers give.
@Suite(.offThePool) struct CompiledSelectionTests {
    static func response(_ executor: Executor<Void>, _ text: String, _ variables: JSONObject = JSONObject()) async -> String {
        String(decoding: await executor.graphql(Source(text), variables: variables, context: ()).jsonBytes(), as: UTF8.self)
    }

    /// Random selections of the reference model: scalars, aliases, `__typename`,
    /// relations with arguments, counts, fragments, `@skip`/`@include`.
    struct Selections {
        var random: SplitMix64
        let ids: [String]
        /// Numbers aliases, so that fields with arguments never share a response key (which validation refuses).
        var aliases = 0

        mutating func alias() -> String {
            aliases += 1
            return "k\(aliases)"
        }

        static let scalars = [
            "Item": ["id", "title", "rank", "score", "active", "color", "createdAt", "updatedAt"],
            "Tag": ["id", "label", "createdAt"], "Owner": ["id", "name", "updatedAt"],
        ]
        /// Relation fields: name, target, to-many.
        static let relations: [String: [(String, String, Bool)]] = [
            "Item": [("tags", "Tag", true), ("owner", "Owner", false)],
            "Tag": [("items", "Item", true)], "Owner": [("items", "Item", true)],
        ]
        static let filters = [
            "Item": ["{rank_gt: 2}", "{title_contains: \"a\"}", "{color_in: [RED, BLUE]}", "{active: true}"],
            "Tag": ["{label_starts_with: \"b\"}"], "Owner": ["{name_not: \"a\"}"],
        ]
        static let orders = ["Item": ["title_DESC", "rank_ASC", "score_DESC"], "Tag": ["label_ASC"], "Owner": ["name_DESC"]]

        mutating func arguments(_ type: String, toMany: Bool) -> String {
            var arguments: [String] = []
            if random.chance(30) { arguments.append("filter: \(random.pick(Self.filters[type]!))") }
            guard toMany else { return arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))" }
            if random.chance(30) { arguments.append("orderBy: \(random.pick(Self.orders[type]!))") }
            switch random.below(6) {
            case 0: arguments.append("first: \(random.between(0...3))")
            case 1: arguments.append("last: \(random.between(0...3)), skip: \(random.between(0...2))")
            case 2: arguments.append("skip: \(random.between(0...4))")
            case 3 where !ids.isEmpty: arguments.append("after: \"\(random.pick(ids))\", first: 2")
            default: break
            }
            return arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))"
        }

        mutating func selection(_ type: String, depth: Int) -> String {
            var parts: [String] = []
            for _ in 0..<random.between(1...5) {
                switch random.below(10) {
                case 0: parts.append("__typename")
                case 1: parts.append("\(alias()): \(random.pick(Self.scalars[type]!))")
                case 2 where depth < 3, 3 where depth < 3:
                    let (field, target, toMany) = random.pick(Self.relations[type]!)
                    parts.append("\(alias()): \(field)\(arguments(target, toMany: toMany)) { \(selection(target, depth: depth + 1)) }")
                case 4 where depth < 3:
                    guard let (field, target, _) = Self.relations[type]!.first(where: { $0.2 }) else { continue }
                    let counted = random.chance(50) ? "count" : "count __typename"
                    parts.append("\(alias()): _\(field)Meta\(arguments(target, toMany: true)) { \(counted) }")
                case 5: parts.append("... on \(type) { \(selection(type, depth: depth + 1)) }")
                case 6: parts.append("\(random.pick(Self.scalars[type]!)) @include(if: $yes)")
                case 7: parts.append("skipped: id @skip(if: $yes) \(random.pick(Self.scalars[type]!))")
                default: parts.append(random.pick(Self.scalars[type]!))
                }
            }
            return parts.joined(separator: " ")
        }

        mutating func query() -> String {
            var roots: [String] = []
            for index in 0..<random.between(1...2) {
                let type = random.pick(["Item", "Tag", "Owner"])
                let body = selection(type, depth: 0)
                if random.chance(30), !ids.isEmpty {
                    let id = random.chance(80) ? random.pick(ids) : "missing"
                    roots.append("n\(index): \(type)(id: \"\(id)\") { \(body) }")
                } else {
                    roots.append("l\(index): all\(type)s\(arguments(type, toMany: true)) { \(body) }")
                }
            }
            return "query ($yes: Boolean!) { __typename @include(if: $yes) \(roots.joined(separator: " ")) }"
        }
    }

    @Test(arguments: TestDatabase.allCases, [UInt64(20_261_130), 5, 6])
    func randomSelectionsAnswerAsTheResolversDo(database: TestDatabase, seed: UInt64) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        var reference = ReferenceModel(seed: seed)
        try await reference.seed(harness, items: 25)
        let resolving = try harness.resolvingExecutor()
        let ids = reference.items.map(\.id) + reference.ownerNames.keys.sorted() + reference.tagLabels.keys.sorted()
        var selections = Selections(random: SplitMix64(seed: seed), ids: ids)
        for _ in 0..<150 {
            let query = selections.query()
            let variables = JSONObject([("yes", .bool(selections.random.chance(50)))])
            let compiled = await Self.response(harness.executor, query, variables)
            #expect(compiled == (await Self.response(resolving, query, variables)), "\(query)")
            #expect(compiled.hasPrefix(#"{"data":"#), "\(query): \(compiled)")
        }
    }

    /// A create's or update's payload is read in the mutation's transaction with the
    /// compiled selection: the same JSON as the node read afterwards by the resolvers.
    @Test(arguments: TestDatabase.allCases)
    func mutationPayloadsAnswerAsTheResolversDo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        let resolving = try harness.resolvingExecutor()
        let selection = "id title rank color __typename tags { label } owner { name k: _itemsMeta { count } } _tagsMeta { count }"
        let create = #"createItem(title: "t", rank: 2, color: RED, tags: [{ label: "a" }, { label: "b" }], owner: { name: "o" })"#
        let created = try await harness.data("mutation { \(create) { \(selection) } }")["createItem"]
        let id = created?["id"]?.serializedString ?? ""
        func read() async -> JSONValue? {
            let text = await Self.response(resolving, "{ Item(id: \(id)) { \(selection) } }")
            return (try? JSONReader().read(text))?["data"]?["Item"]
        }
        let afterCreate = await read()
        #expect(created != nil && created == afterCreate)
        #expect(created?["_tagsMeta"]?["count"]?.intValue == 2)
        let updated = try await harness.data("mutation { updateItem(id: \(id), title: \"u\", tagsIds: []) { \(selection) } }")["updateItem"]
        #expect(updated?["title"] == "u")
        let afterUpdate = await read()
        #expect(updated == afterUpdate)
        let upsert = "updateOrCreateItem(update: { id: \(id), rank: 5 }, create: { title: \"x\" })"
        let upserted = try await harness.data("mutation { \(upsert) { \(selection) } }")["updateOrCreateItem"]
        #expect(upserted?["rank"] == 5)
        let afterUpsert = await read()
        #expect(upserted == afterUpsert)
    }

    /// Values the API cannot represent: the compiled read gives way, and the
    /// resolvers report each error where it is.
    @Test(arguments: TestDatabase.allCases)
    func unrepresentableValuesAreTheResolversErrors(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        let owner = try await harness.data(#"mutation { createOwner(name: "o") { id } }"#)["createOwner"]?["id"]?.stringValue ?? ""
        _ = try await harness.data(#"mutation { createItem(title: "t", rank: 1, color: RED, ownerId: "\#(owner)") { id } }"#)
        try harness.backend.storage.write { database in
            try database.execute(#"UPDATE "Item" SET "rank" = 3000000000, "color" = 'PURPLE'"#)
        }
        let resolving = try harness.resolvingExecutor()
        for query in ["{ allItems { title rank } }", "{ allOwners { name items { color } } }", #"{ Owner(id: "\#(owner)") { items { color } } }"#] {
            let compiled = await Self.response(harness.executor, query)
            #expect(compiled == (await Self.response(resolving, query)))
            #expect(compiled.contains(#""errors""#), "\(query): \(compiled)")
        }
        let compiled = await Self.response(harness.executor, "{ allItems { rank } }")
        #expect(compiled == #"{"errors":[{"message":"Int cannot represent non 32-bit signed integer value: 3000000000","locations":[{"line":1,"column":14}],"path":["allItems",0,"rank"]}],"data":{"allItems":[{"rank":null}]}}"#)
    }

    /// JSON, lists of scalars and every scalar kind, null or not.
    @Test(arguments: TestDatabase.allCases)
    func everyScalarKindAnswersAsTheResolversDo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: """
            enum Size { S M L }
            type Box {
              id: ID!
              label: String
              count: Int
              weight: Float
              open: Boolean
              size: Size
              meta: JSON
              labels: [String!]
              counts: [Int!]
              sizes: [Size!]
              due: DateTime
            }
            """, database: database)
        _ = try await harness.data(#"""
            mutation {
              a: createBox(label: "é \"q\" \n", count: -3, weight: 2.5, open: false, size: M, meta: {a: [1, 2.5, "x", null]},
                labels: ["x", "y"], counts: [1, 2], sizes: [S, L], due: "2026-11-30T00:00:00.000Z") { id }
              b: createBox(weight: 3) { id }
            }
            """#)
        let resolving = try harness.resolvingExecutor()
        let query = "{ allBoxes { id label count weight open size meta labels counts sizes due __typename } }"
        let compiled = await Self.response(harness.executor, query)
        #expect(compiled == (await Self.response(resolving, query)))
        #expect(compiled.contains(#""meta":{"a":[1,2.5,"x",null]}"#), "\(compiled)")
        #expect(compiled.contains(#""weight":3,"#), "\(compiled)")
    }
}
