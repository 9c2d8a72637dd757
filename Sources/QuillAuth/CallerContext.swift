/// A request context that says who is calling (`context.auth`): what the backend's
/// authorization rules read. `Caller` is one itself.
public protocol CallerContext: Sendable {
    var auth: Caller { get }
}

extension Caller: CallerContext {
    /// The caller itself, so that a `Caller` serves as a context.
    public var auth: Caller { self }
}
