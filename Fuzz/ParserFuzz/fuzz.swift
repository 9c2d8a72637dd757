// Built by scripts/fuzz-parser in the same module as Sources/GraphQL, so no import.

/// libFuzzer's entry point: parses the bytes as a document.
///
/// A syntax error must say where it is. A document that parses must print, parse
/// again, and print identically (print is idempotent).
@_cdecl("LLVMFuzzerTestOneInput")
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
