import Foundation
import QuillTestSupport

/// The DOM Chromium dumped for a Playground page, read by element id.
struct RenderedPage {
    var html: String

    /// The attributes of the element whose id is `id`, from its start tag.
    func attributes(ofID id: String) -> [String: String] {
        guard let start = html.range(of: "id=\"\(id)\""),
            let open = html[..<start.lowerBound].lastIndex(of: "<"),
            let close = html[start.upperBound...].firstIndex(of: ">")
        else { return [:] }
        let tag = String(html[open..<close])
        var attributes: [String: String] = [:]
        for match in regexMatches(#"([a-zA-Z-]+)="([^"]*)""#, in: tag) {
            attributes[match[1]] = Self.decode(match[2])
        }
        return attributes
    }

    /// The text (tags made spaces, entities decoded, whitespace collapsed) from the start
    /// tag of the element whose id is `id` up to `end`, a marker after it.
    func text(ofID id: String, upTo end: String) -> String {
        let text = Self.decode(String(inner(ofID: id, upTo: end).replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)))
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The same span as the browser's `textContent` has it: tags dropped, entities decoded.
    func textContent(ofID id: String, upTo end: String) -> String {
        Self.decode(String(inner(ofID: id, upTo: end).replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)))
    }

    /// The highlighted text of the editor in the element whose id is `id`: what shows under
    /// its (transparent) textarea, which must be the document itself, character for character.
    func editorText(ofID id: String) -> String {
        let markup = markup(ofID: id, upTo: "</pre>")
        guard let pre = markup.range(of: "<pre aria-hidden=\"true\">") else { return "" }
        return Self.decode(String(markup[pre.upperBound...].replacingOccurrences(of: #"<[^>]*>"#, with: "", options: .regularExpression)))
    }

    private func inner(ofID id: String, upTo end: String) -> Substring {
        guard let start = html.range(of: "id=\"\(id)\""),
            let tagEnd = html[start.upperBound...].firstIndex(of: ">"),
            let stop = html[tagEnd...].range(of: end)
        else { return "" }
        return html[html.index(after: tagEnd)..<stop.lowerBound]
    }

    /// The raw markup from the element whose id is `id` up to `end`.
    func markup(ofID id: String, upTo end: String) -> String {
        guard let start = html.range(of: "id=\"\(id)\""),
            let stop = html[start.upperBound...].range(of: end)
        else { return "" }
        return String(html[start.lowerBound..<stop.lowerBound])
    }

    private static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
    }
}

/// A Playground link that fills the editors and, with `run`, runs at load; with `fragment`,
/// the parameters follow `#` (as for a page served at the endpoint, which answers `?query=`).
func playgroundLink(
    _ base: String, query: String, variables: String? = nil, operationName: String? = nil, run: Bool = true,
    fragment: Bool = false
) -> String {
    var items = [("query", query)]
    if let variables { items.append(("variables", variables)) }
    if let operationName { items.append(("operationName", operationName)) }
    if run { items.append(("run", "1")) }
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    let encoded = items.map { "\($0)=\($1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }
    return base + (fragment ? "#" : "?") + encoded.joined(separator: "&")
}
