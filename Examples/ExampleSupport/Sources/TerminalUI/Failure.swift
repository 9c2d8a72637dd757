import Foundation

/// Why a terminal program cannot go on, said in one line.
public struct Failure: LocalizedError, CustomStringConvertible {
    public let description: String

    public var errorDescription: String? { description }

    public init(_ description: String) {
        self.description = description
    }

    /// Any error in one line: its `errorDescription` (Quill's errors say what failed and
    /// where), else its description.
    public static func describe(_ error: any Error) -> String {
        let text = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        return text.replacingOccurrences(of: "\n", with: " ")
    }
}

/// Ends the program: `program: reason` on one line of standard error, and exit `status`
/// (1 for a failure, 2 for a command line it cannot read).
public func exit(_ program: String, saying reason: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("\(program): \(reason.replacingOccurrences(of: "\n", with: " "))\n".utf8))
    exit(status)
}
