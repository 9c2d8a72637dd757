/// The media ranges of an `Accept` header (RFC 9110, section 12.5.1) and their weights.
struct AcceptHeader {
    private struct MediaRange {
        var type: ArraySlice<UInt8>
        var subtype: ArraySlice<UInt8>
        var quality: Double
    }

    private let ranges: [MediaRange]

    /// Reads the values of every `Accept` field line; malformed ranges are skipped.
    init(_ values: [String]) {
        var ranges: [MediaRange] = []
        for value in values {
            for element in HeaderValueSyntax.split(Array(value.utf8)[...], ",") {
                let parts = HeaderValueSyntax.split(element, ";")
                let mediaType = parts[0]
                guard let slash = mediaType.firstIndex(of: UInt8(ascii: "/")) else { continue }
                let type = HeaderValueSyntax.trimmed(mediaType[..<slash])
                let subtype = HeaderValueSyntax.trimmed(mediaType[(slash + 1)...])
                guard !type.isEmpty, !subtype.isEmpty else { continue }
                var quality = 1.0
                if let q = HeaderValueSyntax.parameter("q", in: parts.dropFirst()), let weight = Double(String(decoding: q, as: UTF8.self)) {
                    quality = min(max(weight, 0), 1)
                }
                ranges.append(MediaRange(type: type, subtype: subtype, quality: quality))
            }
        }
        self.ranges = ranges
    }

    /// Whether the header had no media range at all (then anything is acceptable).
    var isEmpty: Bool { ranges.isEmpty }

    /// How much the client wants `type/subtype` (lowercase): the weight of the most specific
    /// range that matches, that range's specificity (2 exact, 1 `type/*`, 0 `*/*`) and
    /// position; nil when no range matches or its weight is 0.
    func preference(_ type: String, _ subtype: String) -> (quality: Double, specificity: Int, position: Int)? {
        var best: (quality: Double, specificity: Int, position: Int)?
        for (position, range) in ranges.enumerated() {
            let specificity: Int
            if isStar(range.type) && isStar(range.subtype) {
                specificity = 0
            } else if !HeaderValueSyntax.equalsIgnoringCase(range.type, type) {
                continue
            } else if isStar(range.subtype) {
                specificity = 1
            } else if HeaderValueSyntax.equalsIgnoringCase(range.subtype, subtype) {
                specificity = 2
            } else {
                continue
            }
            if best.map({ specificity > $0.specificity }) ?? true { best = (range.quality, specificity, position) }
        }
        guard let best, best.quality > 0 else { return nil }
        return best
    }

    private func isStar(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count == 1 && bytes.first == UInt8(ascii: "*")
    }
}
