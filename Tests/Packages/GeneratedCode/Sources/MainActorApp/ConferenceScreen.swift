import Foundation
import Quill

/// A screen's model in a target whose code is on the main actor by default: it uses the
/// generated types and the client's models there, and hands the data off the main actor.
final class ConferenceScreen {
    let client: QuillClient
    let conferences: ObservableQuery<AllConferencesQuery>
    private(set) var names: [String] = []

    init(client: QuillClient) {
        self.client = client
        conferences = client.observableQuery(AllConferencesQuery())
    }

    func details(id: String) -> ObservableFragment<ConferenceDetails> {
        client.observableFragment(ConferenceDetails.self, key: "Conference:\(id)")
    }

    func events() -> ObservableSubscription<ConferenceEventsSubscription> {
        client.observableSubscription(ConferenceEventsSubscription())
    }

    func reload() async throws {
        let result = try await client.fetch(query: AllConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
        names = result.data?.allConferences.map(\.fragments.conferenceDetails.name) ?? []
        names = try await Self.sortedNames(result.data)
    }

    func rename(_ conference: ConferenceDetails, to name: String) async throws {
        _ = try await client.perform(mutation: RenameConferenceMutation(id: conference.id, name: name))
    }

    /// Off the main actor: the generated types and their conformances are not isolated.
    @concurrent nonisolated static func sortedNames(_ data: AllConferencesQuery.Data?) async throws -> [String] {
        let conferences = data?.allConferences.map(\.fragments.conferenceDetails) ?? []
        let saved = try JSONEncoder().encode(conferences)
        return try JSONDecoder().decode([ConferenceDetails].self, from: saved).map(\.name).sorted()
    }

    /// `Identifiable`, as a SwiftUI `List` or `ForEach` needs.
    nonisolated static func identifiers<Row: Identifiable>(_ rows: [Row]) -> [Row.ID] {
        rows.map(\.id)
    }

    nonisolated static func conferenceIDs(_ data: AllConferencesQuery.Data) -> [String] {
        identifiers(data.allConferences.map(\.fragments.conferenceDetails))
    }
}
