/// What each request's resolvers share: the data and the request's user. A class, so
/// that handing it to each resolver is one reference.
final class LaunchesContext: Sendable {
    let launches: LaunchCatalog
    let users: UserStore
    let events: TripEvents
    /// The user of the request's token (the `Authorization` header, or the `authorization`
    /// member of a WebSocket's `connection_init` payload); nil without one or for an unknown token.
    let user: User?

    init(launches: LaunchCatalog, users: UserStore, events: TripEvents, user: User?) {
        self.launches = launches
        self.users = users
        self.events = events
        self.user = user
    }
}
