/// A deferred fragment of a response (`@defer(label:)`) at the path of the object it was
/// spread on: what an incremental result says has arrived.
public struct DeferredFragmentIdentifier: Sendable, Hashable {
    /// The `label` of its `@defer`; nil when it has none.
    public let label: String?
    /// The response keys and list indices from the data's root to the object.
    public let path: [PathComponent]

    public init(label: String?, path: [PathComponent]) {
        self.label = label
        self.path = path
    }
}
