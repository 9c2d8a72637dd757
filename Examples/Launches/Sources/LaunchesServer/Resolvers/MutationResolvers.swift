import GraphQL

extension Resolvers where Context == LaunchesContext {
    /// `Mutation`: logging in, booking and cancelling trips (which need a user and
    /// publish the change to `tripsBooked`).
    mutating func addMutations() {
        field("Mutation", "login") { _, arguments, context, _ in
            guard let email = try arguments["email", as: String.self], EmailAddress.isValid(email) else { return nil }
            return try context.users.login(email: email)
        }
        field("Mutation", "bookTrips") { _, arguments, context, _ in
            let user = try context.requireUser()
            let requested = try arguments["launchIds", as: [String?].self] ?? []
            let known = requested.compactMap { $0.flatMap { Int($0) } }.filter { context.launches.launch(id: $0) != nil }
            let booked = try context.users.book(known, for: user)
            if !booked.isEmpty { context.events.publish(booked.count) }
            let failed = requested.filter { id in !(id.flatMap { Int($0) }.map(known.contains) ?? false) }
            return TripUpdateResponse(
                success: failed.isEmpty,
                message: failed.isEmpty
                    ? "trips booked successfully"
                    : "the following launches couldn't be booked: \(failed.map { $0 ?? "null" }.joined(separator: ","))",
                launches: context.launches.launches(ids: known))
        }
        field("Mutation", "cancelTrip") { _, arguments, context, _ in
            let user = try context.requireUser()
            guard let id = (try arguments["launchId", as: String.self]).flatMap({ Int($0) }), try context.users.cancel(id, for: user) else {
                return TripUpdateResponse(success: false, message: "failed to cancel trip", launches: nil)
            }
            context.events.publish(-1)
            return TripUpdateResponse(success: true, message: "trip cancelled", launches: context.launches.launches(ids: [id]))
        }
    }
}

extension LaunchesContext {
    /// The request's user, or the UNAUTHENTICATED error of a mutation that needs one.
    func requireUser() throws(GraphQLError) -> User {
        guard let user else {
            throw GraphQLError(
                "You must be logged in: send the token that login returned in the Authorization header.",
                extensions: ["code": "UNAUTHENTICATED"])
        }
        return user
    }
}

/// What `login` accepts as an email: one `@` between a local part and a dotted domain,
/// no spaces, at most 254 bytes.
enum EmailAddress {
    static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard text.utf8.count <= 254, parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}
