import GraphQL

/// A problem in a data model, at a place in its file.
public struct ModelDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The file's name (`Source.name`).
    public let file: String
    /// Where in the file (1-based line and column).
    public let location: SourceLocation
    public let message: String

    init(file: String, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`, as compilers print them.
    public var description: String { "\(file):\(location.line):\(location.column): \(message)" }
}

/// Every problem found in a data model (reading reports all of them at once).
public struct ModelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found.
    public let diagnostics: [ModelDiagnostic]

    init(diagnostics: [ModelDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic per line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
