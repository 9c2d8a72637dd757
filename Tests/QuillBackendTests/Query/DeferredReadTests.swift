import GraphQL
import QuillTestSupport
import Testing

@testable import QuillBackend

/// `@defer` on the generated API: the deferred fields of the nodes a query reads are left
/// out of its statements and read after the first payload, in reads of their own (one
/// statement per level for every node at once), and the payloads add up to the response
/// the same query gets whole.
@Suite(.offThePool) struct DeferredReadTests {
    static let seed = #"""
        mutation {
          a: createConference(name: "A", city: "Paris", year: "2017", attendees: [{name: "Ann"}, {name: "Bob"}]) { id }
          b: createConference(name: "B", city: "Rome", year: "2018", attendees: [{name: "Cy"}]) { id }
        }
        """#

    @Test(arguments: TestDatabase.allCases)
    func aDeferredRelationIsReadAfterTheFirstPayload(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        _ = try await harness.data(Self.seed)
        let source = Source(#"{ allConferences(orderBy: name_ASC) { name ... @defer(label: "people") { attendees(orderBy: name_ASC) { name } } } }"#)
        let document = try Parser.parse(source)
        let (result, first) = await harness.statements { await harness.executor.executeIncrementally(document: document, source: source) }
        #expect(first.count == 1)
        #expect(!first.contains { $0.contains("Attendee") }, "\(first)")
        guard case .incremental(let initial, let subsequent) = result else {
            Issue.record("nothing deferred")
            return
        }
        #expect(
            String(decoding: initial.jsonBytes(), as: UTF8.self)
                == #"{"data":{"allConferences":[{"name":"A"},{"name":"B"}]},"pending":[{"id":"0","path":["allConferences",0],"label":"people"},{"id":"1","path":["allConferences",1],"label":"people"}],"hasNext":true}"#
        )
        let (later, rest) = await harness.statements { () async -> [String] in
            var entries: [String] = []
            for await payload in subsequent {
                for entry in payload.incremental {
                    guard case .data(let data) = entry.value else { continue }
                    entries.append("\(entry.id): " + String(decoding: data, as: UTF8.self))
                }
                for completed in payload.completed {
                    entries.append("\(completed.id) done" + (completed.errors.map { " \($0)" } ?? ""))
                }
            }
            return entries.sorted()
        }
        #expect(later == ["0 done", #"0: {"attendees":[{"name":"Ann"},{"name":"Bob"}]}"#, "1 done", #"1: {"attendees":[{"name":"Cy"}]}"#])
        // The two conferences again by id, and their attendees: one statement each, for both.
        #expect(rest.count == 2, "\(rest)")
        #expect(rest.contains { $0.contains(#"FROM "Attendee""#) }, "\(rest)")
    }

    @Test(arguments: TestDatabase.allCases)
    func nestedDeferredFieldsAddUpToTheWholeResponse(database: TestDatabase) async throws {
        let harness = try BackendHarness.conferencePlanner(database: database)
        _ = try await harness.data(Self.seed)
        let query = """
            { allConferences(orderBy: name_ASC) {
                name ... @defer { city attendees(orderBy: name_ASC) { name ... @defer { conferences { name _attendeesMeta { count } } } } } }
              allAttendees(orderBy: name_DESC, first: 2) { ... @defer(label: "name") { name } } }
            """
        let whole = try await harness.data(query)
        let source = Source(query)
        let result = await harness.executor.executeIncrementally(document: try Parser.parse(source), source: source)
        let merged = try await IncrementalPayloads.merged(result, requireNoErrors: true)
        #expect(merged?.sortingKeys() == whole.sortingKeys())
    }
}
