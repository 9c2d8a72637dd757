import Foundation

/// The matches of the regular expression `pattern` (ICU's syntax) in `text`, in order, each
/// as its groups' texts: the whole match first, "" for a group that took no part.
/// NSRegularExpression, since Swift's `Regex` needs macOS 13 and iOS 16.
public func regexMatches(_ pattern: String, in text: String) -> [[String]] {
    // A pattern written in a test that does not compile is the test's bug.
    let expression = try! NSRegularExpression(pattern: pattern)
    let whole = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: whole).map { match in
        (0..<match.numberOfRanges).map { group in
            Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
        }
    }
}
