import GraphQL

/// A problem with the generator's input, located as compilers report them:
/// `FILE:LINE:COLUMN: message` (as `quill check` prints validation errors).
public struct CodegenDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as it was named to the generator (or a URL).
    public var file: String
    public var location: SourceLocation?
    public var message: String
    /// A further place the diagnostic before it concerns (`note: …` in its description).
    public var isNote: Bool

    public init(file: String, location: SourceLocation? = nil, message: String, isNote: Bool = false) {
        self.file = file
        self.location = location
        self.message = message
        self.isNote = isNote
    }

    /// Where it is: `FILE:LINE:COLUMN`, or `FILE` alone.
    public var place: String {
        location.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    public var description: String {
        "\(place): \(isNote ? "note: " : "")\(message)"
    }
}

/// Why nothing was generated: every problem found, in input order.
public struct CodegenFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var diagnostics: [CodegenDiagnostic]

    public init(_ diagnostics: [CodegenDiagnostic]) {
        self.diagnostics = diagnostics
    }

    init(file: String, location: SourceLocation? = nil, _ message: String) {
        diagnostics = [CodegenDiagnostic(file: file, location: location, message: message)]
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
