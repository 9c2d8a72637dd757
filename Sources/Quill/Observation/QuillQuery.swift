#if canImport(SwiftUI)
import SwiftUI

/// A view's query: `@QuillQuery(AllConferencesQuery()) var conferences` gives the view an
/// `ObservableQuery`, made once for the view's lifetime with the client of its environment
/// (`.quillClient(client)` above it). All the work is the model's; this only keeps it.
///
/// ```swift
/// struct ConferenceList: View {
///     @QuillQuery(AllConferencesQuery()) var conferences
///
///     var body: some View {
///         List(conferences.data?.allConferences ?? [], id: \.fragments.conferenceDetails.id) { conference in
///             Text(conference.fragments.conferenceDetails.name)
///         }
///         .refreshable { conferences.refetch() }
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor @propertyWrapper
public struct QuillQuery<Query: GraphQLQuery>: DynamicProperty {
    @Environment(\.quillClient) private var client
    @State private var holder = Holder()
    private let query: Query
    private let cachePolicy: CachePolicy

    public init(_ query: Query, cachePolicy: CachePolicy = .returnCacheDataAndFetch) {
        self.query = query
        self.cachePolicy = cachePolicy
    }

    public var wrappedValue: ObservableQuery<Query> {
        if let model = holder.model { return model }
        guard let client else { preconditionFailure("@QuillQuery needs a client: .quillClient(client) on a view above this one") }
        let model = client.observableQuery(query, cachePolicy: cachePolicy)
        holder.model = model
        return model
    }

    /// Holds the model across the view's updates (a class: made once, not observed).
    @MainActor private final class Holder {
        var model: ObservableQuery<Query>?
    }
}

private struct QuillClientKey: EnvironmentKey {
    static let defaultValue: QuillClient? = nil
}

extension EnvironmentValues {
    /// The client `@QuillQuery` uses.
    public var quillClient: QuillClient? {
        get { self[QuillClientKey.self] }
        set { self[QuillClientKey.self] = newValue }
    }
}

extension View {
    /// Gives the views below `client`, for `@QuillQuery`.
    public func quillClient(_ client: QuillClient) -> some View {
        environment(\.quillClient, client)
    }
}
#endif
