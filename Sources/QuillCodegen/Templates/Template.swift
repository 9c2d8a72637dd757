/// Swift source built by string interpolation, where indentation and blank lines take
/// care of themselves: the one place the templates' layout rules live.
///
/// - A multi-line value interpolated after some indentation has every further line
///   indented as much (a nested struct's body lines up inside its parent).
/// - A line that holds nothing but interpolations that were empty disappears, newline
///   and all (an absent section leaves no blank line behind).
struct Template: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    private(set) var text: String

    init(stringLiteral value: String) {
        text = value
    }

    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.finished()
    }

    init(_ text: String) {
        self.text = text
    }

    var description: String { text }
    var isEmpty: Bool { text.isEmpty }

    /// The templates one after another, each on its own lines, with `separator` (e.g. a
    /// blank line) between them; empty ones are left out.
    static func joined(_ templates: [Template], separator: String = "\n") -> Template {
        Template(templates.filter { !$0.isEmpty }.map(\.text).joined(separator: separator))
    }

    struct StringInterpolation: StringInterpolationProtocol {
        private var output = ""
        /// The current line so far holds only whitespace and interpolations, and at least
        /// one interpolation was empty: it goes if nothing else is written on it.
        private var lineMayVanish = false
        private var lineHasContent = false

        init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity * 2)
        }

        mutating func appendLiteral(_ literal: String) {
            var rest = Substring(literal)
            while let newline = rest.firstIndex(of: "\n") {
                let head = rest[..<newline]
                if !head.allSatisfy(\.isWhitespace) { lineHasContent = true }
                if lineMayVanish && !lineHasContent {
                    removeCurrentLine()
                } else {
                    output += head
                    output += "\n"
                }
                lineMayVanish = false
                lineHasContent = false
                rest = rest[rest.index(after: newline)...]
            }
            if !rest.allSatisfy(\.isWhitespace) { lineHasContent = true }
            output += rest
        }

        mutating func appendInterpolation(_ template: Template) {
            append(template.text)
        }

        mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// The templates on consecutive lines (see `Template.joined`).
        mutating func appendInterpolation(lines templates: [Template], separator: String = "\n") {
            append(Template.joined(templates, separator: separator).text)
        }

        /// `template` when `condition` holds, else nothing.
        mutating func appendInterpolation(if condition: Bool, _ template: @autoclosure () -> Template) {
            append(condition ? template().text : "")
        }

        private mutating func append(_ value: String) {
            guard !value.isEmpty else {
                if !lineHasContent { lineMayVanish = true }
                return
            }
            lineHasContent = true
            let indentation = currentIndentation
            var first = true
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                if !first {
                    output += "\n"
                    if !line.isEmpty { output += indentation }
                }
                output += line
                first = false
            }
        }

        /// The whitespace that starts the line being written.
        private var currentIndentation: Substring {
            let lineStart = output.lastIndex(of: "\n").map(output.index(after:)) ?? output.startIndex
            return output[lineStart...].prefix { $0 == " " }
        }

        private mutating func removeCurrentLine() {
            let lineStart = output.lastIndex(of: "\n").map(output.index(after:)) ?? output.startIndex
            output.removeSubrange(lineStart...)
        }

        fileprivate func finished() -> String {
            if lineMayVanish && !lineHasContent {
                var copy = self
                copy.removeCurrentLine()
                // The newline that ended the previous line ends the text no more.
                if copy.output.hasSuffix("\n") { copy.output.removeLast() }
                return copy.output
            }
            return output
        }
    }
}
