/// Why an export or an import failed: for an import, the line of its input at fault
/// (1-based) where there is one. An import that fails has changed nothing.
package struct TransferError: Error, Sendable, Hashable, CustomStringConvertible {
    package var line: Int?
    package var message: String

    package init(line: Int? = nil, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or the message alone.
    package var description: String { line.map { "line \($0): \(message)" } ?? message }
}
