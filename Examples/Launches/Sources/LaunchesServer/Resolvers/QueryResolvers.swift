import GraphQL

extension Resolvers where Context == LaunchesContext {
    /// `Query`: pages of launches, one launch, the request's user, the trip count.
    mutating func addQueries() {
        field("Query", "launches") { _, arguments, context, _ in
            try context.launches.page(after: try arguments["after", as: String.self], size: try arguments["pageSize", as: Int.self] ?? 20)
        }
        field("Query", "launch") { _, arguments, context, _ in
            (try arguments["id", as: String.self]).flatMap { Int($0) }.flatMap(context.launches.launch(id:))
        }
        field("Query", "me") { _, _, context, _ in
            context.user
        }
        field("Query", "totalTripsBooked") { _, _, context, _ in
            try context.users.tripCount()
        }
    }
}
