import Foundation

/// How case-insensitive text conditions compare text, the same on every database:
/// Unicode's full lowercase mapping (`İ` → `i̇`, `É` → `é`), then the full case foldings
/// that lowercasing leaves (`ß` → `ss`, ligatures, final sigma). SQLite runs `fold` as
/// the SQL function `quill_fold`; PostgreSQL lowercases with ICU and applies the same
/// `replacements` (`PostgresDialect.folded`).
enum TextFolding {
    static func fold(_ text: String) -> String {
        var folded = text.lowercased()
        for (from, to) in replacements where folded.contains(from) {
            folded = folded.replacingOccurrences(of: from, with: to)
        }
        return folded
    }

    /// The full case foldings that differ from lowercase, applied after it.
    static let replacements: [(String, String)] = [
        ("ß", "ss"), ("ς", "σ"), ("ﬀ", "ff"), ("ﬁ", "fi"), ("ﬂ", "fl"), ("ﬃ", "ffi"), ("ﬄ", "ffl"), ("ﬅ", "st"), ("ﬆ", "st"),
    ]

    /// The name of SQLite's function.
    static let sqliteFunction = "quill_fold"
}
