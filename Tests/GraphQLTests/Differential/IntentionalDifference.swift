import GraphQL

/// Where Quill means to differ from graphql-js 16, so a differential test must not compare.
///
/// Quill follows the September 2025 spec, which allows descriptions on operations,
/// fragments and variable definitions; graphql-js 16 rejects them. A mutated document
/// can put a string just there.
enum IntentionalDifference {
    /// Why `text` may give different outcomes, or `nil` when Quill must match graphql-js.
    static func reason(text: String, reference: ParsePrintOutcome, quill: ParsePrintOutcome) -> String? {
        guard case .error(let message, _, _) = reference else { return nil }
        if message == "Syntax Error: Unexpected description, descriptions are supported only on type definitions." {
            return "graphql-js 16 rejects this description"
        }
        if case .error(let quillMessage, _, _) = quill, quillMessage.hasPrefix("Syntax Error: Unexpected description,") {
            return "Quill explains where descriptions are not allowed in its own words"
        }
        if case .printed = quill, hasExecutableDescriptions(text) {
            return "descriptions on executable definitions"
        }
        let variableExpected = ["Syntax Error: Expected \"$\", found String ", "Syntax Error: Expected \"$\", found BlockString "]
        if case .error = quill, variableExpected.contains(where: message.hasPrefix) {
            return "graphql-js 16 stops at a string that Quill reads as a variable's description"
        }
        return nil
    }

    private static func hasExecutableDescriptions(_ text: String) -> Bool {
        guard let document = try? Parser.parse(text) else { return false }
        return document.definitions.contains { definition in
            switch definition {
            case .operation(let operation):
                operation.description != nil || operation.variableDefinitions.contains { $0.description != nil }
            case .fragment(let fragment):
                fragment.description != nil
            default:
                false
            }
        }
    }
}
