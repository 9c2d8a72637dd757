/// The options close enough to `input` to suggest in its place, nearest first
/// (graphql-js `suggestionList`): at most 40% of the input's length (plus one)
/// edits away, ties in natural order ("item2" before "item10").
func suggestionList(_ input: String, _ options: [String]) -> [String] {
    var distance = LexicalDistance(input)
    let threshold = input.utf16.count * 2 / 5 + 1
    var found: [(option: String, distance: Int)] = []
    var seen = Set<String>()
    for option in options where seen.insert(option).inserted {
        if let measured = distance.measure(option, threshold: threshold) {
            found.append((option, measured))
        }
    }
    found.sort { a, b in
        a.distance != b.distance ? a.distance < b.distance : naturalCompare(a.option, b.option) < 0
    }
    return found.map(\.option)
}

/// " Did you mean "a", "b", or "c"?" for up to five suggestions; empty for none
/// (graphql-js `didYouMean`).
func didYouMean(_ suggestions: [String], subject: String? = nil) -> String {
    if suggestions.isEmpty { return "" }
    var message = " Did you mean "
    if let subject { message += subject + " " }
    let quoted = suggestions.prefix(5).map { "\"\($0)\"" }
    switch quoted.count {
    case 1: return message + quoted[0] + "?"
    case 2: return message + quoted[0] + " or " + quoted[1] + "?"
    default: return message + quoted.dropLast().joined(separator: ", ") + ", or " + quoted[quoted.count - 1] + "?"
    }
}

/// Optimal string alignment distance over UTF-16 code units, ignoring case
/// (a case-only change counts as one edit).
private struct LexicalDistance {
    let input: String
    let lowercased: String
    let inputUnits: [UInt16]
    var rows: [[Int]]

    init(_ input: String) {
        self.input = input
        lowercased = input.lowercased()
        inputUnits = Array(lowercased.utf16)
        rows = Array(repeating: Array(repeating: 0, count: inputUnits.count + 1), count: 3)
    }

    mutating func measure(_ option: String, threshold: Int) -> Int? {
        if option == input { return 0 }
        let optionLowercased = option.lowercased()
        if optionLowercased == lowercased { return 1 }
        var a = Array(optionLowercased.utf16)
        var b = inputUnits
        if a.count < b.count { swap(&a, &b) }
        if a.count - b.count > threshold { return nil }
        if rows[0].count < b.count + 1 {
            rows = Array(repeating: Array(repeating: 0, count: b.count + 1), count: 3)
        }
        for j in 0...b.count { rows[0][j] = j }
        if a.count > 0 {
            for i in 1...a.count {
                let up = (i - 1) % 3
                let current = i % 3
                rows[current][0] = i
                var smallest = i
                if b.count > 0 {
                    for j in 1...b.count {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        var cell = min(rows[up][j] + 1, rows[current][j - 1] + 1, rows[up][j - 1] + cost)
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            cell = min(cell, rows[(i - 2) % 3][j - 2] + 1)
                        }
                        smallest = min(smallest, cell)
                        rows[current][j] = cell
                    }
                }
                if smallest > threshold { return nil }
            }
        }
        let distance = rows[a.count % 3][b.count]
        return distance <= threshold ? distance : nil
    }
}

/// graphql-js `naturalCompare`: digit runs compare by numeric value.
func naturalCompare(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf16)
    let b = Array(b.utf16)
    var i = 0
    var j = 0
    func isDigit(_ unit: UInt16) -> Bool { unit >= 48 && unit <= 57 }
    while i < a.count, j < b.count {
        if isDigit(a[i]), isDigit(b[j]) {
            var aNumber = 0
            var bNumber = 0
            repeat { aNumber = aNumber &* 10 &+ Int(a[i] - 48); i += 1 } while i < a.count && isDigit(a[i]) && aNumber > 0
            repeat { bNumber = bNumber &* 10 &+ Int(b[j] - 48); j += 1 } while j < b.count && isDigit(b[j]) && bNumber > 0
            if aNumber != bNumber { return aNumber < bNumber ? -1 : 1 }
        } else {
            if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
            i += 1
            j += 1
        }
    }
    return a.count - b.count
}
