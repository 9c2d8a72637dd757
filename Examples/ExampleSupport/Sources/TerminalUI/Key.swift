/// A key the user pressed.
public enum Key: Sendable, Hashable {
    case up, down, left, right, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    /// A control key: `.control("c")` is Ctrl-C.
    case control(Character)
    case character(Character)
}

/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 characters, control
/// bytes and the escape sequences of the arrow and page keys (`ESC [ A`, `ESC [ 5 ~`, and
/// the `ESC O A` some terminals send). A sequence split between two reads is read whole.
struct KeyDecoder {
    private var pending: [UInt8] = []

    mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key at `index` and its length in bytes (a nil key: bytes to skip); nil when the
    /// bytes end inside a key.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            // A lone ESC is the escape key; ESC [ or ESC O starts a sequence.
            guard index + 1 < bytes.count else { return (.escape, 1) }
            guard bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") else { return (.escape, 1) }
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (sequence(final: bytes[end], parameters: parameters), end - index + 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default:
            // A UTF-8 sequence: its length from the leading byte.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            guard index + length <= bytes.count else { return nil }
            let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
            return (text.first.map(Key.character), length)
        }
    }

    private static func sequence(final: UInt8, parameters: String) -> Key? {
        switch (Character(Unicode.Scalar(final)), parameters) {
        case ("A", _): .up
        case ("B", _): .down
        case ("C", _): .right
        case ("D", _): .left
        case ("H", _), ("~", "1"), ("~", "7"): .home
        case ("F", _), ("~", "4"), ("~", "8"): .end
        case ("~", "5"): .pageUp
        case ("~", "6"): .pageDown
        default: nil
        }
    }
}
