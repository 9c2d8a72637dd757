/// How the backend writes `DateTime` values: ISO-8601 in UTC with milliseconds,
/// `2017-05-15T09:30:00.000Z`. Fixed width, so text order is time order.
package enum DateTimeText {
    /// The text for milliseconds since 1970-01-01T00:00:00Z.
    package static func format(milliseconds: Int64) -> String {
        let days = floorDivide(milliseconds, 86_400_000)
        let msOfDay = milliseconds - days * 86_400_000
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        let seconds = msOfDay / 1000
        return
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):\(pad(seconds % 60, 2)).\(pad(msOfDay % 1000, 3))Z"
    }

    /// Milliseconds since the epoch for `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed
    /// by `Z` or `±HH:MM`; nil for anything else.
    package static func parse(_ text: String) -> Int64? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.number(4), scanner.skip("-"), let month = scanner.number(2), scanner.skip("-"),
            let day = scanner.number(2), (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var milliseconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400_000
        if scanner.atEnd { return milliseconds }
        guard scanner.skip("T") || scanner.skip(" "), let hour = scanner.number(2), hour < 24, scanner.skip(":"),
            let minute = scanner.number(2), minute < 60
        else { return nil }
        var second: Int64 = 0
        var fraction: Int64 = 0
        if scanner.skip(":") {
            guard let value = scanner.number(2), value < 60 else { return nil }
            second = value
            if scanner.skip(".") {
                guard let digits = scanner.digits(), !digits.isEmpty else { return nil }
                fraction = digits.prefix(3).reduce(0) { $0 * 10 + Int64($1 - 0x30) } * [100, 10, 1][min(digits.count, 3) - 1]
            }
        }
        milliseconds += ((hour * 60 + minute) * 60 + second) * 1000 + fraction
        if scanner.skip("Z") { return scanner.atEnd ? milliseconds : nil }
        let sign: Int64 = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : 0
        guard sign != 0, let offsetHours = scanner.number(2), scanner.skip(":"), let offsetMinutes = scanner.number(2),
            scanner.atEnd
        else { return nil }
        return milliseconds - sign * (offsetHours * 60 + offsetMinutes) * 60_000
    }

    /// Whether `text` is a date-time `parse` accepts.
    package static func isValid(_ text: String) -> Bool { parse(text) != nil }

    static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 { a >= 0 ? a / b : (a - b + 1) / b }

    static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func isLeap(_ year: Int64) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        month == 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].contains(month) ? 30 : 31
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01.
    static func civilDate(daysSinceEpoch days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Reads digits and punctuation from the front of UTF-8 bytes.
    struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(character.value) else { return false }
            index += 1
            return true
        }

        /// Exactly `count` digits as a number.
        mutating func number(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<index + count] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - 0x30)
            }
            index += count
            return value
        }

        /// The run of digits here.
        mutating func digits() -> ArraySlice<UInt8>? {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return bytes[start..<index]
        }
    }
}
