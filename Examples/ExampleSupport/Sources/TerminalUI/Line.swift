/// A line of the screen: runs of text, each in a style. A character counts as one column.
public struct Line: Sendable, Hashable, ExpressibleByStringLiteral {
    public enum Style: Sendable, Hashable {
        case plain, bold, dim
        /// Reverse video: the selected row.
        case inverse
    }

    public struct Run: Sendable, Hashable {
        public var text: String
        public var style: Style
    }

    public var runs: [Run]

    public init(_ text: String = "", style: Style = .plain) {
        runs = text.isEmpty ? [] : [Run(text: text, style: style)]
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    public var width: Int { runs.reduce(0) { $0 + $1.text.count } }

    /// The text without styles.
    public var text: String { runs.map(\.text).joined() }

    public static func + (left: Line, right: Line) -> Line {
        var line = left
        line.runs += right.runs
        return line
    }

    /// Every run in `style`.
    public func styled(_ style: Style) -> Line {
        var line = self
        for index in line.runs.indices { line.runs[index].style = style }
        return line
    }

    /// Exactly `width` columns: cut (an ellipsis marks the cut) or padded with spaces in
    /// the last run's style.
    public func fitted(to width: Int) -> Line {
        guard width > 0 else { return Line() }
        var line = Line()
        var remaining = width
        for run in runs where remaining > 0 {
            if run.text.count <= remaining {
                line.runs.append(run)
                remaining -= run.text.count
            } else {
                line.runs.append(Run(text: String(run.text.prefix(remaining - 1)) + "…", style: run.style))
                remaining = 0
            }
        }
        if remaining > 0 { line.runs.append(Run(text: String(repeating: " ", count: remaining), style: runs.last?.style ?? .plain)) }
        return line
    }

    /// The line as ANSI text: each styled run between its attribute and a reset.
    var ansi: String {
        runs.map { run in
            switch run.style {
            case .plain: run.text
            case .bold: "\u{1B}[1m\(run.text)\u{1B}[0m"
            case .dim: "\u{1B}[2m\(run.text)\u{1B}[0m"
            case .inverse: "\u{1B}[7m\(run.text)\u{1B}[0m"
            }
        }.joined()
    }
}
