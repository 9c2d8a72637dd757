/// A list/detail screen as tmux shows it (TerminalUI's `SplitView`): a title, rows of the
/// list and the detail separated by " │ ", a status line.
public struct SplitScreen: Sendable, CustomStringConvertible {
    public let lines: [String]

    public init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map(String.init)
    }

    /// The rows of the two panes, each side without the padding.
    public var rows: [(list: String, detail: String)] {
        lines.compactMap { line in
            guard let separator = line.range(of: " │") else { return nil }
            let detail = line[separator.upperBound...]
            return (String(line[..<separator.lowerBound]).trimmingTrailingSpaces, String(detail.dropFirst(detail.hasPrefix(" ") ? 1 : 0)))
        }
    }

    /// The list's rows, top to bottom.
    public var list: [String] { rows.map(\.list).filter { !$0.isEmpty } }

    /// The detail's rows, top to bottom, blank ones included up to the last.
    public var detail: [String] {
        let detail = rows.map(\.detail)
        return Array(detail.prefix((detail.lastIndex { !$0.isEmpty } ?? -1) + 1))
    }

    public var description: String { lines.joined(separator: "\n") }
}

extension String {
    var trimmingTrailingSpaces: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
