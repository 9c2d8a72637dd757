import Foundation

/// One benchmark's outcome: Quill's and the peer's median per-iteration time, when measured.
struct Row {
    let name: String
    let quillMicroseconds: Double?
    let peerMicroseconds: Double?
    /// How many times faster Quill is than the peer: peer / quill (over rounds, the
    /// median of the rounds' ratios).
    let ratio: Double?

    init(name: String, quillMicroseconds: Double?, peerMicroseconds: Double?) {
        self.name = name
        self.quillMicroseconds = quillMicroseconds
        self.peerMicroseconds = peerMicroseconds
        if let quill = quillMicroseconds, let peer = peerMicroseconds, quill > 0 { ratio = peer / quill } else { ratio = nil }
    }

    /// The row of several rounds of one benchmark: the medians of their times and ratios.
    init(medianOf rounds: [Row]) {
        name = rounds.first?.name ?? ""
        quillMicroseconds = Self.median(rounds.compactMap(\.quillMicroseconds))
        peerMicroseconds = Self.median(rounds.compactMap(\.peerMicroseconds))
        ratio = Self.median(rounds.compactMap(\.ratio))
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

enum Report {
    /// An aligned table with a header line.
    static func table(_ rows: [Row]) -> String {
        let header = ["benchmark", "quill µs", "\(Peer.name) µs", "ratio"]
        let cells = rows.map { row in
            [row.name, format(row.quillMicroseconds), format(row.peerMicroseconds), row.ratio.map { format($0) + "x" } ?? "-"]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        return ([header] + cells).map { line in
            line.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    /// One JSON object per row and line: name, quill_us, peer, peer_us, ratio (null when not measured).
    static func jsonLines(_ rows: [Row]) -> String {
        rows.map { row in
            let fields = [
                ("name", jsonString(row.name)),
                ("quill_us", jsonNumber(row.quillMicroseconds)),
                ("peer", jsonString(Peer.name)),
                ("peer_us", jsonNumber(row.peerMicroseconds)),
                ("ratio", jsonNumber(row.ratio)),
            ]
            return "{" + fields.map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}"
        }.joined(separator: "\n")
    }

    private static func format(_ value: Double?) -> String {
        value.map { String(format: "%.2f", $0) } ?? "-"
    }

    static func jsonNumber(_ value: Double?) -> String {
        value.map { String(format: "%.3f", $0) } ?? "null"
    }

    static func jsonString(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
