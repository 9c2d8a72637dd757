/// The screen of a list/detail app (a UISplitViewController in a terminal): a title on
/// the first line, the list on the left with its selected row highlighted and kept in
/// view, the detail of what is open on the right, and a status line at the bottom.
public struct SplitView: Sendable {
    public var title: Line
    public var list: [Line]
    public var selection: Int?
    public var detail: [Line]
    public var status: Line

    public init(title: Line, list: [Line], selection: Int?, detail: [Line], status: Line) {
        self.title = title
        self.list = list
        self.selection = selection
        self.detail = detail
        self.status = status
    }

    /// The screen's lines for a terminal of `size`.
    public func lines(for size: Terminal.Size) -> [Line] {
        let bodyHeight = max(size.rows - 2, 0)
        let listWidth = max(size.columns * 9 / 20, 1)
        let detailWidth = max(size.columns - listWidth - 3, 0)
        // The list scrolls so that the selected row stays on screen.
        let first = max(0, (selection ?? 0) - bodyHeight + 1)
        var lines = [title.styled(.bold).fitted(to: size.columns)]
        for row in 0..<bodyHeight {
            let index = first + row
            var left = index < list.count ? list[index] : Line()
            if index == selection { left = left.styled(.inverse) }
            let right = row < detail.count ? detail[row] : Line()
            lines.append(left.fitted(to: listWidth) + Line(" │ ", style: .dim) + right.fitted(to: detailWidth))
        }
        lines.append(status.styled(.dim).fitted(to: size.columns))
        return Array(lines.prefix(size.rows))
    }
}
