import Foundation
import GraphQL
import Testing

/// Parses and prints the same documents with Quill and with graphql-js 16, and expects the
/// same printed text or the same syntax error (message, line and column).
@Suite("Differential: Quill vs graphql-js")
struct DifferentialTests {
    /// Every `.graphql` file under `Tests/`, including the corpus operations and schemas.
    @Test func graphQLFilesInTests() throws {
        let files = Fixtures.files(under: TestPaths.tests, withExtension: "graphql")
        let corpus = files.filter { $0.path.contains("/Fixtures/corpus/") }
        #expect(corpus.count >= 7, "corpus files missing from \(TestPaths.fixtures.path)")
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let names = files.map { String($0.path.dropFirst(TestPaths.repositoryRoot.path.count + 1)) }
        let mismatches = try compare(texts, labels: names)
        #expect(mismatches.isEmpty, "\(report(mismatches, of: texts.count))")
    }

    /// `QUILL_DIFF_COUNT` generated documents (default 3000) from `QUILL_DIFF_SEED`.
    @Test func generatedDocuments() throws {
        let settings = GeneratorSettings.fromEnvironment()
        let documents = DocumentGenerator.documents(count: settings.count, seed: settings.seed)
        let labels = documents.enumerated().map { index, document in
            "seed \(settings.seed) (QUILL_DIFF_SEED), document \(index), document seed \(document.seed), \(document.isValid ? "valid" : "mutated")"
        }
        let mismatches = try compare(documents.map(\.text), labels: labels)
        #expect(mismatches.isEmpty, "\(report(mismatches, of: documents.count))")
    }

    /// The documents where the two disagree, minus the intentional differences.
    private func compare(_ texts: [String], labels: [String]) throws -> [Mismatch] {
        let references = try ParsePrintOutcome.graphQLJS(texts)
        var mismatches: [Mismatch] = []
        for (index, text) in texts.enumerated() {
            let quill = ParsePrintOutcome.quill(text)
            let reference = references[index]
            if quill != reference,
               IntentionalDifference.reason(text: text, reference: reference, quill: quill) == nil {
                mismatches.append(Mismatch(label: labels[index], text: text, reference: reference, quill: quill))
            }
        }
        return mismatches
    }

    private func report(_ mismatches: [Mismatch], of total: Int, shown: Int = 10) -> String {
        let header = "\(mismatches.count) of \(total) documents differ; the first \(min(shown, mismatches.count)):"
        return ([header] + mismatches.prefix(shown).map(\.description)).joined(separator: "\n\n")
    }
}

/// One document on which Quill and graphql-js disagree.
struct Mismatch: CustomStringConvertible {
    var label: String
    var text: String
    var reference: ParsePrintOutcome
    var quill: ParsePrintOutcome

    var description: String {
        """
        === \(label)
        --- document (Swift literal): \(text.debugDescription.count > 4_000 ? "(long)" : text.debugDescription)
        --- graphql-js: \(reference)
        --- Quill: \(quill)
        """
    }
}

/// How many documents to generate and from which seed, overridable from the environment.
struct GeneratorSettings {
    static let defaultSeed: UInt64 = 20_250_901
    static let defaultCount = 3_000

    var seed: UInt64
    var count: Int

    static func fromEnvironment() -> GeneratorSettings {
        let environment = ProcessInfo.processInfo.environment
        return GeneratorSettings(
            seed: environment["QUILL_DIFF_SEED"].flatMap { UInt64($0) } ?? defaultSeed,
            count: environment["QUILL_DIFF_COUNT"].flatMap { Int($0) } ?? defaultCount
        )
    }
}
