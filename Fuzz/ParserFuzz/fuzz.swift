@testable import GraphQL

/// Checks one input: parses the bytes as a document.
///
/// A syntax error must say where it is. A document that parses must print, and
/// unless it hits graphql-js's own print ambiguity (`printsAmbiguously`), parse
/// again and print identically (print is idempotent).
func fuzzParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let document: Document
    do {
        document = try Parser.parse(text)
    } catch {
        // fatalError, not precondition: -O drops precondition's message.
        if error.message.hasPrefix("Syntax Error") && error.locations.isEmpty {
            fatalError("syntax error without a location: \(error.message)")
        }
        return 0
    }
    let printed = Printer.print(document)
    if printsAmbiguously(document) {
        return 0
    }
    let reprinted: String
    do {
        reprinted = Printer.print(try Parser.parse(printed))
    } catch {
        fatalError("printed document does not parse: \(error)\n--- printed:\n\(printed)")
    }
    if reprinted != printed {
        fatalError("print is not idempotent\n--- printed:\n\(printed)\n--- reprinted:\n\(reprinted)")
    }
    return 0
}

/// Whether a definition whose optional `{ … }` block is empty is followed by a query
/// printed in shorthand, `{ … }`, which then reads back as that block (or fails to).
///
/// graphql-js 16's print does the same (`interface B implements A query { a }` prints
/// as `interface B implements A` then `{ a }`), and Quill's printer matches it.
/// Fuzz/regressions/print-shorthand-query-after-empty-block.graphql is an example.
func printsAmbiguously(_ document: Document) -> Bool {
    zip(document.definitions, document.definitions.dropFirst()).contains { previous, next in
        guard case .operation(let operation) = next, operation.description == nil,
            operation.operation == .query, operation.name == nil,
            operation.variableDefinitions.isEmpty, operation.directives.isEmpty
        else { return false }
        switch previous {
        case .object(let node): return node.fields.isEmpty
        case .interface(let node): return node.fields.isEmpty
        case .enum(let node): return node.values.isEmpty
        case .inputObject(let node): return node.fields.isEmpty
        case .objectExtension(let node): return node.fields.isEmpty
        case .interfaceExtension(let node): return node.fields.isEmpty
        case .enumExtension(let node): return node.values.isEmpty
        case .inputObjectExtension(let node): return node.fields.isEmpty
        case .schemaExtension(let node): return node.operationTypes.isEmpty
        default: return false
        }
    }
}
