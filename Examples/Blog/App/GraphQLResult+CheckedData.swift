import Quill
import TerminalUI

extension GraphQLResult {
    /// The data, or the response's GraphQL errors (beside partial data too) as a `Failure`:
    /// the seed's result handlers print `error.localizedDescription` and stop, so does this.
    func checkedData() throws(Failure) -> Data {
        if let errors, !errors.isEmpty {
            throw Failure("the server answered with errors: \(errors.map(\.message).joined(separator: "; "))")
        }
        guard let data else { throw Failure("the server answered with no data") }
        return data
    }
}
