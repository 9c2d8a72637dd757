import GraphQL

extension Resolvers where Context == LaunchesContext {
    /// `Subscription`: each change in booked trips, `{"tripsBooked": n}` (the field reads it).
    mutating func addSubscriptions() {
        subscription("Subscription", "tripsBooked") { _, context, _ in
            context.events.subscribe()
        }
    }
}
