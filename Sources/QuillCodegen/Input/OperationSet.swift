import GraphQL

/// A `.graphql` file of operations and fragments given to the generator.
public struct OperationFile: Sendable, Hashable {
    /// The path as given; messages name the file by it.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The operation files as one document: each file is parsed alone first, so that a syntax
/// error names its file and cannot run on into the next; then all are parsed and validated
/// together, since fragments are shared across files. Locations map back to the files.
struct OperationSet {
    let files: [OperationFile]
    /// The files one after another, each starting on a new line.
    let source: Source
    let document: Document
    /// Per file: its first byte and first line in `source`.
    private let startOffsets: [Int]
    private let startLines: [Int]
    private let fileSources: [Source]

    init(_ files: [OperationFile]) throws(CodegenFailure) {
        var diagnostics: [CodegenDiagnostic] = []
        for file in files {
            do throws(GraphQLError) {
                _ = try Parser.parse(Source(file.text, name: file.path))
            } catch {
                diagnostics.append(CodegenDiagnostic(file: file.path, location: error.locations.first, message: error.message))
            }
        }
        guard diagnostics.isEmpty else { throw CodegenFailure(diagnostics) }

        var combined = ""
        var offsets: [Int] = []
        var lines: [Int] = []
        var line = 1
        for file in files {
            offsets.append(combined.utf8.count)
            lines.append(line)
            var text = file.text
            if !text.hasSuffix("\n") { text += "\n" }
            combined += text
            line += Source(text).location(at: text.utf8.count).line - 1
        }
        self.files = files
        startOffsets = offsets
        startLines = lines
        fileSources = files.map { Source($0.text, name: $0.path) }
        source = Source(combined, name: "operations")
        do throws(GraphQLError) {
            document = try Parser.parse(source)
        } catch {
            // Each file parsed alone, and each ends with a line break: not expected.
            throw CodegenFailure(file: files.first?.path ?? "operations", error.description)
        }
    }

    /// Validates the document with the spec's rules, except that a fragment need not be
    /// used (user code reads a fragment's struct on its own, as seed 000's extensions do).
    func validate(against schema: GraphQLSchema) throws(CodegenFailure) {
        let rules = specifiedRules.filter { ObjectIdentifier($0) != ObjectIdentifier(NoUnusedFragmentsRule.self) }
        let errors = GraphQL.validate(schema: schema, document: document, source: source, rules: rules)
        guard errors.isEmpty else { throw CodegenFailure(errors.flatMap(diagnostic(for:))) }
    }

    /// The index of the file holding the byte at `offset` of `source`.
    func fileIndex(at offset: Int) -> Int {
        (startOffsets.lastIndex { $0 <= offset }) ?? 0
    }

    /// A diagnostic at a node of `document`.
    func diagnostic(at location: Location, _ message: String) -> CodegenDiagnostic {
        let index = fileIndex(at: location.start)
        let local = fileSources[index].location(at: location.start - startOffsets[index])
        return CodegenDiagnostic(file: files[index].path, location: local, message: message)
    }

    /// An engine error in `source` as diagnostics in the files: one at its first location,
    /// and a note at each further one (the first definition of a duplicated name).
    func diagnostic(for error: GraphQLError) -> [CodegenDiagnostic] {
        guard let first = error.locations.first else {
            return [CodegenDiagnostic(file: files.first?.path ?? "operations", message: error.message)]
        }
        var result = [mapped(first, error.message)]
        for other in error.locations.dropFirst() {
            result.append(mapped(other, "see also here", isNote: true))
        }
        return result
    }

    private func mapped(_ location: SourceLocation, _ message: String, isNote: Bool = false) -> CodegenDiagnostic {
        let index = (startLines.lastIndex { $0 <= location.line }) ?? 0
        let local = SourceLocation(line: location.line - startLines[index] + 1, column: location.column)
        return CodegenDiagnostic(file: files[index].path, location: local, message: message, isNote: isNote)
    }
}
