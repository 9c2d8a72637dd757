import Foundation

/// The formats of the scalars beyond GraphQL's: checks and canonical forms.
enum ScalarFormats {
    /// `YYYY-MM-DD`, a date of the proleptic Gregorian calendar.
    static func isDate(_ text: String) -> Bool {
        text.utf8.count == 10 && DateTimeText.parse(text) != nil
    }

    /// The HTML specification's valid email address: `local@domain`, the local part of
    /// letters, digits and `.!#$%&'*+/=?^_`{|}~-`, the domain of labels of letters, digits
    /// and inner hyphens (at most 63 each), separated by dots.
    static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
        let local = Set("!#$%&'*+/=?^_`{|}~-.".unicodeScalars)
        guard parts[0].unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || local.contains($0)) })
        else { return false }
        return parts[1].split(separator: ".", omittingEmptySubsequences: false).allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }

    /// An absolute URL: a scheme, `://`, a host, then anything a URL may hold.
    static func isURL(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme, !scheme.isEmpty,
            let host = components.host, !host.isEmpty, text.contains("://")
        else { return false }
        return true
    }

    /// The canonical text of an IPv4 or IPv6 address with an optional prefix
    /// (`1a2b:3c4b::1234:4567`, `10.0.0.0/8`; a whole-address prefix is left out, as
    /// PostgreSQL's `inet` writes it); nil when it is not one.
    static func ipAddress(_ text: String) -> String? {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        let address = String(parts[0])
        var bytes = [UInt8](repeating: 0, count: 16)
        let family: Int32
        if inet_pton(AF_INET, address, &bytes) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, address, &bytes) == 1 {
            family = AF_INET6
        } else {
            return nil
        }
        guard let written = addressText(family: family, bytes) else { return nil }
        let maxPrefix = family == AF_INET ? 32 : 128
        guard parts.count == 2 else { return written }
        guard let prefix = Int(parts[1]), (0...maxPrefix).contains(prefix), parts[1].allSatisfy(\.isASCII) else { return nil }
        return prefix == maxPrefix ? written : "\(written)/\(prefix)"
    }

    /// The text of an address of `family` (`AF_INET`, `AF_INET6`) in network byte order.
    static func addressText(family: Int32, _ bytes: [UInt8]) -> String? {
        var text = [CChar](repeating: 0, count: 64)
        guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// E.164: `+`, then a digit from 1 to 9, then at most 14 more digits.
    static func isPhoneNumber(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "+") && (2...15).contains(digits.count)
            && digits.first != UInt8(ascii: "0") && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// `-?digits(.digits)?` without leading zeros (and `0`, not `-0`), as PostgreSQL's
    /// `numeric` writes it, its scale kept; nil when it is not one.
    static func decimal(_ text: String) -> String? {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit),
            parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(\.isASCIIDigit))
        else { return nil }
        let whole = integer.drop { $0 == "0" }
        var result = whole.isEmpty ? "0" : String(whole)
        if parts.count == 2 { result += "." + parts[1] }
        let isZero = result.allSatisfy { $0 == "0" || $0 == "." }
        return negative && !isZero ? "-" + result : result
    }

    /// The bytes of standard base64 text (padding required), or nil.
    static func base64(_ text: String) -> [UInt8]? {
        Data(base64Encoded: text).map { [UInt8]($0) }
    }

    /// Bytes as standard base64 text, padded.
    static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
