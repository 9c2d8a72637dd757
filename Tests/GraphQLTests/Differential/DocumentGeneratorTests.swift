import Testing

/// Checks the differential tests' own generator against graphql-js, so that a mismatch
/// found with it is Quill's and not the generator's.
@Suite("Differential: document generator")
struct DocumentGeneratorTests {
    @Test func sameSeedSameDocuments() {
        let first = DocumentGenerator.documents(count: 200, seed: 7).map(\.text)
        #expect(first == DocumentGenerator.documents(count: 200, seed: 7).map(\.text))
        #expect(first != DocumentGenerator.documents(count: 200, seed: 8).map(\.text))
        #expect(DocumentGenerator.document(seed: DocumentGenerator.documents(count: 1, seed: 7)[0].seed).text == first[0])
    }

    /// Documents meant to be valid parse in graphql-js; most mutated ones do not.
    @Test func graphQLJSAgreesWithValidity() async throws {
        let settings = GeneratorSettings.fromEnvironment()
        let documents = DocumentGenerator.documents(count: settings.count, seed: settings.seed)
        let outcomes = try await ParsePrintOutcome.graphQLJS(documents.map(\.text))
        var rejectedMutations = 0
        for (document, outcome) in zip(documents, outcomes) {
            switch (document.isValid, outcome) {
            case (true, .error):
                Issue.record(
                    "graphql-js rejects a generated valid document (document seed \(document.seed)): \(outcome)\n\(document.text.debugDescription)")
            case (false, .error):
                rejectedMutations += 1
            default:
                break
            }
        }
        let mutations = documents.count { !$0.isValid }
        #expect(mutations > documents.count / 3)
        #expect(rejectedMutations * 10 >= mutations * 6, "only \(rejectedMutations) of \(mutations) mutated documents are invalid")
    }
}
