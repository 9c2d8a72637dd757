/// The lexer's growable buffers (escaped and block string bytes, block-string lines,
/// string values), kept in a `ScratchBlock` and emptied after each parse, so that a
/// document with strings does not grow them from nothing again. Buffers that grew past
/// `keptCapacity` elements are dropped instead of kept.
struct LexerBuffers {
    var scratch: [UInt8] = []
    var lineRanges: [Range<Int>] = []
    var stringValues: [String] = []

    static let keptCapacity = 1 << 16

    /// Empties the buffers for the next parse.
    mutating func empty() {
        Self.empty(&scratch)
        Self.empty(&lineRanges)
        Self.empty(&stringValues)
    }

    private static func empty<Element>(_ buffer: inout [Element]) {
        if buffer.capacity > keptCapacity {
            buffer = []
        } else if !buffer.isEmpty {
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
