/// A user, as the schema's `User` shows it.
struct User: Sendable, Equatable {
    let id: Int
    let email: String
    let profileImage: String?
    /// A token for the Authorization header; only in the answer of `login`.
    var token: String?
}

/// What `bookTrips` and `cancelTrip` answer.
struct TripUpdateResponse: Sendable {
    let success: Bool
    let message: String?
    let launches: [Launch]?
}
