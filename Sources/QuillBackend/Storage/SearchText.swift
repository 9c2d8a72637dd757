/// A full-text search as a user types it, in the syntax of PostgreSQL's
/// `websearch_to_tsquery`: words (all must match), `"quoted phrases"`, `or` between
/// alternatives, and `-word` for what must not match.
///
/// PostgreSQL reads the text itself; SQLite's FTS5 gets the same query written in its
/// syntax (`fts5Expression`), so that both match the same nodes.
package struct SearchText: Sendable, Hashable {
    /// A word or phrase: its text, and whether it must not match.
    struct Term: Sendable, Hashable {
        var text: String
        var isNegated: Bool
    }

    /// The alternatives (`or`), each the terms that must all hold. Terms without a
    /// letter or digit are left out, as PostgreSQL's parser leaves them out.
    let alternatives: [[Term]]

    init(_ text: String) {
        var alternatives: [[Term]] = [[]]
        var characters = Substring(text)
        while let first = characters.first {
            if first.isWhitespace {
                characters = characters.dropFirst()
                continue
            }
            let isNegated = first == "-"
            if isNegated { characters = characters.dropFirst() }
            let word: Substring
            if characters.first == "\"" {
                let rest = characters.dropFirst()
                let end = rest.firstIndex(of: "\"") ?? rest.endIndex
                word = rest[..<end]
                characters = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
            } else {
                let end = characters.firstIndex(where: \.isWhitespace) ?? characters.endIndex
                word = characters[..<end]
                characters = characters[end...]
                if !isNegated && word.lowercased() == "or" {
                    if !(alternatives.last?.isEmpty ?? true) { alternatives.append([]) }
                    continue
                }
            }
            guard word.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            let text = String(word).replacingOccurrences(of: "\"", with: " ")
            alternatives[alternatives.count - 1].append(Term(text: text, isNegated: isNegated))
        }
        // An alternative of only negations would match nearly everything: none is kept.
        self.alternatives = alternatives.filter { $0.contains { !$0.isNegated } }
    }

    /// Whether the search can match anything.
    var isEmpty: Bool { alternatives.isEmpty }

    /// The search in FTS5's query syntax: each term a quoted string (so that none is read as
    /// an operator), `AND`, `NOT` and `OR`.
    var fts5Expression: String {
        alternatives.map { terms in
            let quoted = { (term: Term) in "\"" + term.text + "\"" }
            let positive = terms.filter { !$0.isNegated }.map(quoted).joined(separator: " AND ")
            let negative = terms.filter(\.isNegated).map { " NOT " + quoted($0) }.joined()
            return "(" + positive + negative + ")"
        }.joined(separator: " OR ")
    }

    /// The search as `websearch_to_tsquery` reads it, each term quoted: what was left out
    /// is out of it too.
    var websearchText: String {
        alternatives.map { terms in terms.map { ($0.isNegated ? "-" : "") + "\"" + $0.text + "\"" }.joined(separator: " ") }
            .joined(separator: " or ")
    }
}
