/// English singulars for type names, as apollo-codegen made them (`allConferences` →
/// `AllConference`, `launches` → `Launch`): the last word of a camel-case name only, by a
/// few rules that cover the names schemas use.
enum Singular {
    static func of(_ name: String) -> String {
        let wordStart = name.lastIndex { $0.isUppercase } ?? name.startIndex
        let head = name[..<wordStart]
        let word = String(name[wordStart...])
        return head + singular(ofWord: word)
    }

    private static func singular(ofWord word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregulars[lower] { return matchCase(irregular, to: word) }
        if uncountable.contains(lower) || lower.count < 3 { return word }
        for (suffix, replacement) in rules where lower.hasSuffix(suffix) {
            return String(word.dropLast(suffix.count)) + replacement
        }
        return word
    }

    /// Suffix rules, the first that matches applies.
    private static let rules: [(String, String)] = [
        ("ies", "y"), ("sses", "ss"), ("shes", "sh"), ("ches", "ch"), ("xes", "x"), ("zzes", "zz"),
        ("ss", "ss"), ("us", "us"), ("is", "is"), ("s", ""),
    ]

    private static let irregulars: [String: String] = [
        "people": "person", "children": "child", "men": "man", "women": "woman", "data": "datum",
        "indices": "index", "vertices": "vertex", "matrices": "matrix", "aliases": "alias", "statuses": "status",
        "buses": "bus", "bonuses": "bonus", "viruses": "virus", "campuses": "campus", "analyses": "analysis",
        "caches": "cache", "movies": "movie", "cookies": "cookie", "heroes": "hero", "lives": "life",
        "wives": "wife", "knives": "knife", "leaves": "leaf", "halves": "half", "wolves": "wolf",
        "mice": "mouse", "geese": "goose", "teeth": "tooth", "feet": "foot", "quizzes": "quiz",
    ]

    private static let uncountable: Set<String> = [
        "meta", "news", "series", "species", "metadata", "information", "equipment", "analytics",
    ]

    /// `replacement` with `word`'s capitalization (`People` → `Person`).
    private static func matchCase(_ replacement: String, to word: String) -> String {
        word.first?.isUppercase == true ? SwiftName.upperFirst(replacement) : replacement
    }
}
