import Foundation
import GraphQL
import QuillTestSupport

/// What parsing and then printing a document gave: the printed text or the syntax error.
enum ParsePrintOutcome: Equatable, Decodable, CustomStringConvertible {
    case printed(String)
    case error(message: String, line: Int, column: Int)

    /// Quill's outcome: `Parser.parse` then `Printer.print`.
    static func quill(_ text: String) -> ParsePrintOutcome {
        do {
            return .printed(Printer.print(try Parser.parse(text)))
        } catch {
            let location = error.locations.first
            return .error(message: error.message, line: location?.line ?? 0, column: location?.column ?? 0)
        }
    }

    /// graphql-js's outcomes for many documents, from one run of `parse-print.mjs`.
    static func graphQLJS(_ texts: [String]) async throws -> [ParsePrintOutcome] {
        let output = try await NodeScript.run("parse-print.mjs", input: JSONEncoder().encode(texts))
        let outcomes = try JSONDecoder().decode([ParsePrintOutcome].self, from: output)
        guard outcomes.count == texts.count else {
            throw GraphQLJSScript.Failure(description: "parse-print.mjs gave \(outcomes.count) results for \(texts.count) documents")
        }
        return outcomes
    }

    /// Compares printed text by its exact UTF-8 bytes, not by Swift's canonical equivalence.
    static func == (lhs: ParsePrintOutcome, rhs: ParsePrintOutcome) -> Bool {
        switch (lhs, rhs) {
        case let (.printed(left), .printed(right)):
            left.utf8.elementsEqual(right.utf8)
        case let (.error(leftMessage, leftLine, leftColumn), .error(rightMessage, rightLine, rightColumn)):
            leftMessage.utf8.elementsEqual(rightMessage.utf8) && leftLine == rightLine && leftColumn == rightColumn
        default:
            false
        }
    }

    private enum CodingKeys: String, CodingKey { case printed, error }
    private struct ErrorBody: Decodable { var message: String; var line: Int; var column: Int }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let printed = try container.decodeIfPresent(String.self, forKey: .printed) {
            self = .printed(printed)
        } else {
            let body = try container.decode(ErrorBody.self, forKey: .error)
            self = .error(message: body.message, line: body.line, column: body.column)
        }
    }

    var description: String {
        switch self {
        case .printed(let text): "printed:\n\(text)"
        case let .error(message, line, column): "error \(line):\(column): \(message)"
        }
    }
}
