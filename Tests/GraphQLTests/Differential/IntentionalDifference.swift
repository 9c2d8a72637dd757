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
        switch quill {
        case .printed:
            return hasExecutableDescriptions(text) ? "Quill accepts descriptions on executable definitions" : nil
        case .error(let quillMessage, _, _):
            if message == "Syntax Error: Unexpected description, descriptions are supported only on type definitions." {
                return "graphql-js 16 rejects all descriptions outside type definitions"
            }
            if quillMessage.hasPrefix("Syntax Error: Unexpected description,") {
                return "Quill says where descriptions are not allowed in its own words"
            }
            let variableExpected = ["Syntax Error: Expected \"$\", found String ", "Syntax Error: Expected \"$\", found BlockString "]
            if variableExpected.contains(where: message.hasPrefix) {
                return "graphql-js 16 stops at a string that Quill reads as a variable's description"
            }
            return nil
        }
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
