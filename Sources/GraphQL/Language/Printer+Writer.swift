/// The output buffer of `Printer`: UTF-8 bytes and the current indentation.
///
/// Every line break written through it is followed by the indentation, so text
/// nested in blocks (block strings included) is indented exactly as graphql-js's
/// `indent` does by replacing each `\n` with `\n  `.
struct PrintWriter {
    private var bytes: [UInt8] = []
    /// Indentation depth; each level is two spaces.
    private var level = 0

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var result: String { String(decoding: bytes, as: UTF8.self) }

    var count: Int { bytes.count }

    mutating func truncate(to count: Int) {
        bytes.removeSubrange(count...)
    }

    /// Appends text that holds no line break.
    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<level {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// Items with `separator` between them (graphql-js `join` of items that never print empty).
    mutating func writeJoined<Items: Collection>(
        _ items: Items, separator: String, _ item: (inout PrintWriter, Items.Element) -> Void
    ) {
        var first = true
        for element in items {
            if first { first = false } else { write(separator) }
            item(&self, element)
        }
    }

    /// A line break before each item and after the last, the items one level deeper
    /// when `indented` (graphql-js `'\n' + indent(join(items, '\n')) + '\n'`).
    mutating func writeLines<Items: Collection>(
        _ items: Items, indented: Bool, _ item: (inout PrintWriter, Items.Element) -> Void
    ) {
        if indented { level += 1 }
        for element in items {
            newline()
            item(&self, element)
        }
        if indented { level -= 1 }
        newline()
    }

    /// `{`, each item on its own indented line, `}`; nothing when there are no items
    /// (graphql-js `block`).
    mutating func writeBlock<Items: Collection>(
        _ items: Items, _ item: (inout PrintWriter, Items.Element) -> Void
    ) {
        guard !items.isEmpty else { return }
        write("{")
        writeLines(items, indented: true, item)
        write("}")
    }

    /// The length, in UTF-16 code units as JavaScript counts, of what was written
    /// since `start`, without the indentation this writer added after line breaks.
    func unindentedUTF16Length(from start: Int) -> Int {
        var length = 0
        var lineBreaks = 0
        for byte in bytes[start...] {
            if byte & 0xC0 != 0x80 { length += 1 }  // a scalar's first byte
            if byte >= 0xF0 { length += 1 }  // a scalar outside the BMP: two UTF-16 units
            if byte == UInt8(ascii: "\n") { lineBreaks += 1 }
        }
        return length - lineBreaks * 2 * level
    }
}
