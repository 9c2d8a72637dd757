import Foundation

/// Why a command failed, said in one line (`conference-planner: …` on standard error, exit 1).
struct Failure: LocalizedError, CustomStringConvertible {
    let description: String

    var errorDescription: String? { description }

    init(_ description: String) {
        self.description = description
    }
}

/// An error in one line: the client's errors say what failed and where.
func describe(_ error: any Error) -> String {
    let text = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
    return text.replacingOccurrences(of: "\n", with: " ")
}
