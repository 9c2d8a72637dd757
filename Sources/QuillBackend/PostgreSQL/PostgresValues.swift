import Foundation

/// Values between `SQLValue`s and PostgreSQL's wire formats: parameters go as text (the
/// server infers their types from the statement), results come in binary, read by type.
enum PostgresValues {
    // Type OIDs (pg_type.oid), stable across PostgreSQL versions.
    static let bool: UInt32 = 16, bytea: UInt32 = 17, int8: UInt32 = 20, int2: UInt32 = 21, int4: UInt32 = 23
    static let oid: UInt32 = 26, float4: UInt32 = 700, float8: UInt32 = 701
    static let timestamp: UInt32 = 1114, timestamptz: UInt32 = 1184, jsonb: UInt32 = 3802, void: UInt32 = 2278
    static let date: UInt32 = 1082, numeric: UInt32 = 1700, inet: UInt32 = 869, cidr: UInt32 = 650

    /// Milliseconds from 1970-01-01 to 2000-01-01, PostgreSQL's epoch for timestamps.
    static let epochOffset: Int64 = 946_684_800_000

    /// The value of a result column of type `type` in binary format. Booleans read as
    /// 0 or 1 and timestamps as `DateTimeText`, as SQLite stores them; dates, numerics
    /// and addresses as the text PostgreSQL writes for them; text-like types (text,
    /// varchar, name, json) as text; anything else as its bytes.
    static func decode(_ type: UInt32, _ bytes: UnsafeRawBufferPointer) -> SQLValue {
        switch type {
        case bool: return .integer(bytes.first == 0 ? 0 : 1)
        case int8: return .integer(integer(bytes, Int64.self))
        case int4: return .integer(Int64(integer(bytes, Int32.self)))
        case int2: return .integer(Int64(integer(bytes, Int16.self)))
        case oid: return .integer(Int64(integer(bytes, UInt32.self)))
        case float8: return .real(Double(bitPattern: integer(bytes, UInt64.self)))
        case float4: return .real(Double(Float(bitPattern: integer(bytes, UInt32.self))))
        case timestamptz, timestamp:
            let microseconds = integer(bytes, Int64.self)
            // ±infinity are the extremes; the API never stores them.
            guard microseconds != .max && microseconds != .min else { return .text(microseconds > 0 ? "infinity" : "-infinity") }
            let milliseconds = (microseconds >= 0 ? microseconds / 1000 : (microseconds - 999) / 1000) + epochOffset
            return .text(DateTimeText.format(milliseconds: milliseconds))
        case date:
            let days = integer(bytes, Int32.self)
            guard days != .max && days != .min else { return .text(days > 0 ? "infinity" : "-infinity") }
            return .text(String(DateTimeText.format(milliseconds: (Int64(days) * 86_400_000) + epochOffset).prefix(10)))
        case numeric: return numericText(bytes).map(SQLValue.text) ?? .blob(Array(bytes))
        case inet, cidr: return addressText(bytes).map(SQLValue.text) ?? .blob(Array(bytes))
        case jsonb: return .text(String(decoding: bytes.dropFirst(), as: UTF8.self))
        case bytea: return .blob(Array(bytes))
        case void: return .null
        case 25, 1043, 19, 1042, 114, 705: return .text(String(decoding: bytes, as: UTF8.self))
        default: return .blob(Array(bytes))
        }
    }

    /// A `numeric` in binary: digit count, weight (of the first base-10000 digit), sign,
    /// display scale, then the digits; as text with the scale's fractional digits.
    private static func numericText(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 8 else { return nil }
        func int16(_ offset: Int) -> Int { Int(Int16(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Int16.self))) }
        let count = int16(0)
        let weight = int16(2)
        let sign = UInt16(bitPattern: Int16(int16(4)))
        let scale = int16(6)
        guard bytes.count == 8 + 2 * count else { return nil }
        switch sign {
        case 0xC000: return "NaN"
        case 0xD000: return "Infinity"
        case 0xF000: return "-Infinity"
        default: break
        }
        let digits = (0..<count).map { int16(8 + 2 * $0) }
        func digit(_ index: Int) -> Int { index >= 0 && index < digits.count ? digits[index] : 0 }
        func padded(_ value: Int) -> String { String(repeating: "0", count: 4 - String(value).count) + String(value) }
        var text = weight < 0 ? "0" : (0...weight).map { $0 == 0 ? String(digit(0)) : padded(digit($0)) }.joined()
        if scale > 0 {
            var fraction = ""
            var index = weight + 1
            while fraction.count < scale {
                fraction += padded(digit(index))
                index += 1
            }
            text += "." + fraction.prefix(scale)
        }
        let isZero = digits.allSatisfy { $0 == 0 }
        return sign == 0x4000 && !isZero ? "-" + text : text
    }

    /// An `inet` in binary: family, prefix bits, whether it is a `cidr`, length, address;
    /// as text, the prefix left out when it is the whole address (as `inet` writes it).
    private static func addressText(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 4 else { return nil }
        let family: Int32 = bytes[0] == 2 ? AF_INET : AF_INET6
        let bits = Int(bytes[1])
        let length = Int(bytes[3])
        guard bytes.count == 4 + length, length == (family == AF_INET ? 4 : 16) else { return nil }
        guard let text = ScalarFormats.addressText(family: family, Array(bytes[4...])) else { return nil }
        return bits == length * 8 ? text : "\(text)/\(bits)"
    }

    /// A big-endian integer of `T`'s size.
    private static func integer<T: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer, _ type: T.Type) -> T {
        guard bytes.count == MemoryLayout<T>.size else { return 0 }
        return T(bigEndian: bytes.loadUnaligned(as: T.self))
    }

    /// `value` as a text parameter (nil for null); fails on text holding NUL, which
    /// PostgreSQL cannot store.
    static func text(_ value: SQLValue) throws(PostgresError) -> [UInt8]? {
        switch value {
        case .null: return nil
        case .integer(let int): return Array(String(int).utf8)
        case .real(let double):
            if double.isFinite { return Array("\(double)".utf8) }
            return Array((double.isNaN ? "NaN" : double > 0 ? "Infinity" : "-Infinity").utf8)
        case .text(let text):
            guard !text.utf8.contains(0) else {
                throw PostgresError(sqlState: "22021", message: "a text value holds the character U+0000, which PostgreSQL cannot store")
            }
            return Array(text.utf8)
        case .blob(let bytes):
            let digits = Array("0123456789abcdef".utf8)
            var hex: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "x")]
            hex.reserveCapacity(2 + bytes.count * 2)
            for byte in bytes {
                hex.append(digits[Int(byte >> 4)])
                hex.append(digits[Int(byte & 0xF)])
            }
            return hex
        }
    }
}
