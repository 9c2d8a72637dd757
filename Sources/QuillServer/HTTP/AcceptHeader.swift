/// The media ranges of an `Accept` header (RFC 9110, section 12.5.1) and their weights.
struct AcceptHeader {
    private struct MediaRange {
        var type: Substring
        var subtype: Substring
        var quality: Double
    }

    private let ranges: [MediaRange]

    /// Reads the values of every `Accept` field line; malformed ranges are skipped.
    init(_ values: [String]) {
        var ranges: [MediaRange] = []
        for value in values {
            for element in value.lowercased().split(separator: ",") {
                var parts = element.split(separator: ";").makeIterator()
                guard let mediaType = parts.next() else { continue }
                let typeAndSubtype = mediaType.split(separator: "/")
                guard typeAndSubtype.count == 2 else { continue }
                var quality = 1.0
                while let parameter = parts.next() {
                    let pair = parameter.split(separator: "=", maxSplits: 1)
                    if pair.count == 2, pair[0].trimmed == "q" { quality = Double(pair[1].trimmed).map { min(max($0, 0), 1) } ?? 1 }
                }
                ranges.append(MediaRange(type: typeAndSubtype[0].trimmed, subtype: typeAndSubtype[1].trimmed, quality: quality))
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
            if range.type == type[...] && range.subtype == subtype[...] {
                specificity = 2
            } else if range.type == type[...] && range.subtype == "*" {
                specificity = 1
            } else if range.type == "*" && range.subtype == "*" {
                specificity = 0
            } else {
                continue
            }
            if best.map({ specificity > $0.specificity }) ?? true { best = (range.quality, specificity, position) }
        }
        guard let best, best.quality > 0 else { return nil }
        return best
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmed: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
