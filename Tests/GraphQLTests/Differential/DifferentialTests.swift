import Foundation
import GraphQL
import Testing

/// Parses and prints the same documents with Quill and with graphql-js 16, and expects the
/// same printed text or the same syntax error (message, line and column).
@Suite("Differential: Quill vs graphql-js")
struct DifferentialTests {
    /// Every `.graphql` file under `Tests/` and the benchmark corpus's operations and schemas.
    @Test func graphQLFilesInTests() async throws {
        let corpus = Fixtures.files(under: TestPaths.corpus, withExtension: "graphql")
        #expect(corpus.count >= 7, "corpus files missing from \(TestPaths.corpus.path)")
        let files = Fixtures.files(under: TestPaths.tests, withExtension: "graphql") + corpus
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        let names = files.map { String($0.path.dropFirst(TestPaths.repositoryRoot.path.count + 1)) }
        let comparison = try await compare(texts, labels: names)
        #expect(comparison.mismatches.isEmpty, "\(report(comparison.mismatches, of: texts.count))")
        #expect(comparison.skipped.isEmpty, "\(report(comparison.skipped, of: texts.count))")
    }

    /// Hand-picked documents at the edges of the grammar (`EdgeCaseDocuments`).
    @Test func edgeCases() async throws {
        let texts = EdgeCaseDocuments.all
        let comparison = try await compare(texts, labels: texts.indices.map { "edge case \($0)" })
        #expect(comparison.mismatches.isEmpty, "\(report(comparison.mismatches, of: texts.count, shown: 30))")
        #expect(comparison.skipped.isEmpty, "\(report(comparison.skipped, of: texts.count))")
    }

    /// `QUILL_DIFF_COUNT` generated documents (default 3000) from `QUILL_DIFF_SEED`.
    @Test func generatedDocuments() async throws {
        let settings = GeneratorSettings.fromEnvironment()
        let documents = DocumentGenerator.documents(count: settings.count, seed: settings.seed)
        let labels = documents.enumerated().map { index, document in
            "seed \(settings.seed) (QUILL_DIFF_SEED), document \(index), document seed \(document.seed), \(document.isValid ? "valid" : "mutated")"
        }
        let comparison = try await compare(documents.map(\.text), labels: labels)
        #expect(comparison.mismatches.isEmpty, "\(report(comparison.mismatches, of: documents.count))")
        // The intentional differences must stay rare, or the test would compare little.
        #expect(comparison.skipped.count * 50 <= documents.count, "\(comparison.skipped.count) documents skipped")
    }

    /// The documents where the two disagree, and those where they may (`IntentionalDifference`).
    private func compare(_ texts: [String], labels: [String]) async throws -> (mismatches: [Mismatch], skipped: [Mismatch]) {
        let references = try await ParsePrintOutcome.graphQLJS(texts)
        var mismatches: [Mismatch] = []
        var skipped: [Mismatch] = []
        for (index, text) in texts.enumerated() {
            let quill = ParsePrintOutcome.quill(text)
            let reference = references[index]
            guard quill != reference else { continue }
            var mismatch = Mismatch(label: labels[index], text: text, reference: reference, quill: quill)
            if let reason = IntentionalDifference.reason(text: text, reference: reference, quill: quill) {
                mismatch.label += ", skipped: \(reason)"
                skipped.append(mismatch)
            } else {
                mismatches.append(mismatch)
            }
        }
        return (mismatches, skipped)
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
        let document = text.utf8.count > 4_000 ? "(\(text.utf8.count) bytes, see the label)" : text.debugDescription
        var lines = [
            "=== \(label)",
            "--- document (Swift literal): \(document)",
            "--- graphql-js: \(Self.summary(reference))",
            "--- Quill: \(Self.summary(quill))",
        ]
        if case .printed(let expected) = reference, case .printed(let actual) = quill {
            lines.append(Self.firstDifference(expected, actual))
        }
        return lines.joined(separator: "\n")
    }

    private static func summary(_ outcome: ParsePrintOutcome) -> String {
        if case .printed(let text) = outcome, text.utf8.count > 4_000 { return "printed \(text.utf8.count) bytes" }
        return outcome.description
    }

    /// The first printed line that differs, as Swift literals.
    private static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            (0..<min(expectedLines.count, actualLines.count))
            .first { !expectedLines[$0].utf8.elementsEqual(actualLines[$0].utf8) }
            ?? min(expectedLines.count, actualLines.count)
        func line(_ lines: [Substring]) -> String { index < lines.count ? String(lines[index]).debugDescription : "(none)" }
        return "--- first difference, printed line \(index + 1): graphql-js \(line(expectedLines)), Quill \(line(actualLines))"
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
