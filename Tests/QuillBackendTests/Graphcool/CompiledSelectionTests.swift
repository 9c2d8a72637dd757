import Foundation
import GraphQL
import QuillTestSupport
import Testing

@testable import QuillBackend

/// Fields that return nodes read their whole selection at once (`SelectionReader`):
/// every response must be byte for byte the one field-by-field resolvers give over the
/// same data (`ReferenceExecutor`).
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
        var model = ReferenceModel(seed: seed)
        try await model.seed(harness, items: 25)
        let reference = try harness.referenceExecutor()
        let ids = model.items.map(\.id) + model.ownerNames.keys.sorted() + model.tagLabels.keys.sorted()
        var selections = Selections(random: SplitMix64(seed: seed), ids: ids)
        for _ in 0..<150 {
            let query = selections.query()
            let variables = JSONObject([("yes", .bool(selections.random.chance(50)))])
            let compiled = await Self.response(harness.executor, query, variables)
            #expect(compiled == (await Self.response(reference, query, variables)), "\(query)")
            #expect(compiled.hasPrefix(#"{"data":"#), "\(query): \(compiled)")
        }
    }

    /// A create's or update's payload is read in the mutation's transaction: the same
    /// JSON as the node read afterwards, field by field.
    @Test(arguments: TestDatabase.allCases)
    func mutationPayloadsAnswerAsTheResolversDo(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        let selection = "id title rank color __typename tags { label } owner { name k: _itemsMeta { count } } _tagsMeta { count }"
        let create = #"createItem(title: "t", rank: 2, color: RED, tags: [{ label: "a" }, { label: "b" }], owner: { name: "o" })"#
        let created = try await harness.data("mutation { \(create) { \(selection) } }")["createItem"]
        let id = created?["id"]?.serializedString ?? ""
        func read() async throws -> JSONValue? {
            let text = await Self.response(try harness.referenceExecutor(), "{ Item(id: \(id)) { \(selection) } }")
            return (try? JSONReader().read(text))?["data"]?["Item"]
        }
        let afterCreate = try await read()
        #expect(created != nil && created == afterCreate)
        #expect(created?["_tagsMeta"]?["count"]?.intValue == 2)
        let updated = try await harness.data("mutation { updateItem(id: \(id), title: \"u\", tagsIds: []) { \(selection) } }")["updateItem"]
        #expect(updated?["title"] == "u")
        let afterUpdate = try await read()
        #expect(updated == afterUpdate)
        let upsert = "updateOrCreateItem(update: { id: \(id), rank: 5 }, create: { title: \"x\" })"
        let upserted = try await harness.data("mutation { \(upsert) { \(selection) } }")["updateOrCreateItem"]
        #expect(upserted?["rank"] == 5)
        let afterUpsert = try await read()
        #expect(upserted == afterUpsert)
    }

    /// The payloads that resolved field by field before every read was compiled: a
    /// relation mutation's nodes, a deleted node (as it was, its relations included) and
    /// subscription events (the node as the mutation left it, its relations as they are).
    @Test(arguments: TestDatabase.allCases)
    func relationDeleteAndEventPayloadsAnswerAsTheReferenceDoes(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        let selection =
            "id title rank color __typename tags(orderBy: label_DESC) { label } owner { name k: _itemsMeta { count } } _tagsMeta { count }"
        var events = try await harness.subscribe(
            "subscription { Item { mutation updatedFields __typename node { \(selection) } previousValues { __typename title rank } } }")
        let created = try await harness.data(
            #"mutation { createItem(title: "t", rank: 2, tags: [{ label: "a" }], owner: { name: "o" }) { id } }"#)
        let id = created["createItem"]?["id"]?.serializedString ?? ""
        let tag = try await harness.data(#"mutation { createTag(label: "b") { id } }"#)["createTag"]?["id"]?.serializedString ?? ""
        let added = try await harness.data(
            "mutation { addToItemTags(itemsItemId: \(id), tagsTagId: \(tag)) { __typename itemsItem { \(selection) } t: tagsTag { label items { title } } } }"
        )
        func reference(_ query: String) async throws -> JSONValue {
            try JSONReader().read(await Self.response(try harness.referenceExecutor(), query))["data"] ?? .null
        }
        let item = try await reference("{ Item(id: \(id)) { \(selection) } }")["Item"]
        #expect(added["addToItemTags"]?["__typename"] == "AddToItemTagsPayload")
        #expect(added["addToItemTags"]?["itemsItem"] == item)
        #expect(added["addToItemTags"]?["t"] == (try await reference("{ t: Tag(id: \(tag)) { label items { title } } }"))["t"])
        #expect(item?["tags"] == [["label": "b"], ["label": "a"]])

        // The events: the create's node as it left it, then the connection's.
        let createdEvent = await events.next()?["data"]?["Item"]
        #expect(createdEvent?["mutation"] == "CREATED" && createdEvent?["previousValues"] == .null)
        #expect(createdEvent?["node"]?["title"] == "t" && createdEvent?["node"]?["tags"] == [["label": "b"], ["label": "a"]])
        let connected = await events.next()?["data"]?["Item"]
        #expect(connected?["updatedFields"] == ["tags"] && connected?["__typename"] == "ItemSubscriptionPayload")
        #expect(connected?["node"] == item)
        #expect(connected?["previousValues"] == .null)

        let updated = try await harness.data("mutation { updateItem(id: \(id), rank: 3) { rank } }")
        #expect(updated["updateItem"]?["rank"] == 3)
        let updateEvent = await events.next()?["data"]?["Item"]
        #expect(updateEvent?["node"] == (try await reference("{ Item(id: \(id)) { \(selection) } }"))["Item"])
        #expect(updateEvent?["previousValues"] == ["__typename": "ItemPreviousValues", "title": "t", "rank": 2])

        // A deleted node is its payload as it was, relations included.
        let before = try await reference("{ Item(id: \(id)) { \(selection) } }")["Item"]
        let deleted = try await harness.data("mutation { deleteItem(id: \(id)) { \(selection) } }")["deleteItem"]
        #expect(deleted == before)
        #expect(deleted?["owner"]?["name"] == "o")
        let deleteEvent = await events.next()?["data"]?["Item"]
        #expect(deleteEvent?["mutation"] == "DELETED" && deleteEvent?["node"] == .null)
        #expect(deleteEvent?["previousValues"] == ["__typename": "ItemPreviousValues", "title": "t", "rank": 3])
    }

    /// A selection the executor cannot collect (a `@skip` whose variable is null) is its
    /// error where the executor collects it, as field by field.
    @Test(arguments: TestDatabase.allCases)
    func anUncollectableSelectionIsTheExecutorsError(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        _ = try await harness.data(#"mutation { createItem(title: "t", tags: [{ label: "a" }]) { id } }"#)
        _ = try await harness.data(#"mutation { createItem(title: "u") { id } }"#)
        let reference = try harness.referenceExecutor()
        let variables = JSONObject([("v", .null)])
        for query in [
            "query ($v: Boolean = true) { allItems { title tags { label @skip(if: $v) } } }",
            "query ($v: Boolean = true) { allItems { title @skip(if: $v) } }",
        ] {
            let compiled = await Self.response(harness.executor, query, variables)
            #expect(compiled == (await Self.response(reference, query, variables)), "\(query)")
            #expect(compiled.contains(#"Argument \"if\" of non-null type \"Boolean!\" must not be null."#), "\(compiled)")
        }
    }

    /// Values the API cannot represent: the compiled read hands them to the executor
    /// (`SelectionValue`), which reports each error where it is.
    @Test(arguments: TestDatabase.allCases)
    func unrepresentableValuesAreTheResolversErrors(database: TestDatabase) async throws {
        let harness = try BackendHarness(sdl: ReferenceModel.sdl, database: database)
        let owner = try await harness.data(#"mutation { createOwner(name: "o") { id } }"#)["createOwner"]?["id"]?.stringValue ?? ""
        _ = try await harness.data(#"mutation { createItem(title: "t", rank: 1, color: RED, ownerId: "\#(owner)") { id } }"#)
        try harness.backend.storage.write { database in
            try database.execute(#"UPDATE "Item" SET "rank" = 3000000000, "color" = 'PURPLE'"#)
        }
        let reference = try harness.referenceExecutor()
        for query in ["{ allItems { title rank } }", "{ allOwners { name items { color } } }", #"{ Owner(id: "\#(owner)") { items { color } } }"#] {
            let compiled = await Self.response(harness.executor, query)
            #expect(compiled == (await Self.response(reference, query)))
            #expect(compiled.contains(#""errors""#), "\(query): \(compiled)")
        }
        let compiled = await Self.response(harness.executor, "{ allItems { rank } }")
        #expect(
            compiled
                == #"{"errors":[{"message":"Int cannot represent non 32-bit signed integer value: 3000000000","locations":[{"line":1,"column":14}],"path":["allItems",0,"rank"]}],"data":{"allItems":[{"rank":null}]}}"#
        )
    }

    /// JSON, lists of scalars and every scalar kind, null or not.
    @Test(arguments: TestDatabase.allCases)
    func everyScalarKindAnswersAsTheResolversDo(database: TestDatabase) async throws {
        let harness = try BackendHarness(
            sdl: """
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
        _ = try await harness.data(
            #"""
            mutation {
              a: createBox(label: "é \"q\" \n", count: -3, weight: 2.5, open: false, size: M, meta: {a: [1, 2.5, "x", null]},
                labels: ["x", "y"], counts: [1, 2], sizes: [S, L], due: "2026-11-30T00:00:00.000Z") { id }
              b: createBox(weight: 3) { id }
            }
            """#)
        let reference = try harness.referenceExecutor()
        let query = "{ allBoxes { id label count weight open size meta labels counts sizes due __typename } }"
        let compiled = await Self.response(harness.executor, query)
        #expect(compiled == (await Self.response(reference, query)))
        #expect(compiled.contains(#""meta":{"a":[1,2.5,"x",null]}"#), "\(compiled)")
        #expect(compiled.contains(#""weight":3,"#), "\(compiled)")
    }
}
