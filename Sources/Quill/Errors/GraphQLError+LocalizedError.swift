import Foundation

// A GraphQL error's `localizedDescription` is its message, as Apollo's was (seed 004
// joins `errors.map { $0.localizedDescription }`).
extension GraphQLError: LocalizedError {
    public var errorDescription: String? { message }
}
