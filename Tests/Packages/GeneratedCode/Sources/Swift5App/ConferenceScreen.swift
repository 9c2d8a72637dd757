import Foundation
import Quill

/// A screen's model in a target in Swift 5 mode, using the generated types and the
/// client's models.
@MainActor final class ConferenceScreen {
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

    func reload() async throws {
        let result = try await client.fetch(query: AllConferencesQuery(), cachePolicy: .fetchIgnoringCacheData)
        let conferences = result.data?.allConferences.map(\.fragments.conferenceDetails) ?? []
        let saved = try JSONEncoder().encode(conferences)
        names = try JSONDecoder().decode([ConferenceDetails].self, from: saved).map(\.name)
    }

    func rename(_ conference: ConferenceDetails, to name: String) {
        client.perform(mutation: RenameConferenceMutation(id: conference.id, name: name)) { _ in }
    }

    static func identifiers<Row: Identifiable>(_ rows: [Row]) -> [Row.ID] {
        rows.map(\.id)
    }
}
