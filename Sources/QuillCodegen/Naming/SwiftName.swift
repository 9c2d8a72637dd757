/// How GraphQL names become Swift names: escaped keywords, case changes, singular type
/// names, and the names generated code must not take.
enum SwiftName {
    /// `name` usable as a property, parameter or case name: keywords in backticks.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A property name for a response key: leading underscores dropped, as apollo-codegen
    /// did (`_conferencesMeta` → `conferencesMeta`), unless nothing would be left.
    static func propertyBase(_ responseKey: String) -> String {
        let trimmed = responseKey.drop { $0 == "_" }
        return trimmed.isEmpty ? responseKey : String(trimmed)
    }

    /// `allConferences` → `AllConferences`.
    static func upperFirst(_ name: some StringProtocol) -> String {
        guard let first = name.first else { return "" }
        return first.uppercased() + name.dropFirst()
    }

    /// `ConferenceDetails` → `conferenceDetails`, `URLDetails` → `urlDetails`, `ID` → `id`.
    static func lowerFirst(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return name }
        // In `URLDetails` the `D` starts the next word.
        let lowered = upper > 1 && upper < characters.count && characters[upper].isLowercase ? upper - 1 : upper
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }

    /// An enum value's case name: `SMALL` → `small`, `NEW_HOPE` → `newHope`,
    /// `inProgress` → `inProgress`.
    static func caseName(_ value: String) -> String {
        let words = value.split(separator: "_", omittingEmptySubsequences: true)
        guard !words.isEmpty else { return value }
        let isShouting = !value.contains { $0.isLowercase }
        var result = ""
        for (index, word) in words.enumerated() {
            let normalized = isShouting ? word.lowercased() : String(word)
            result += index == 0 ? lowerFirst(normalized) : upperFirst(normalized)
        }
        // Keep the underscores that began the value (`_internal` → `_internal`).
        let leading = value.prefix { $0 == "_" }
        return leading + result
    }

    /// `name` is an identifier Swift takes without backticks: `API`, `_Generated`.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            && !keywords.contains(name)
    }

    /// `name` reads as a Swift type: identifiers joined by dots, with generic arguments
    /// (`Date`, `Foundation.Date`, `Tagged<Conference, String>`).
    static func isTypeName(_ name: String) -> Bool {
        let allowed = Set("<>[]:?, .")
        return name.first.map { $0 == "_" || $0.isLetter || $0 == "[" } == true
            && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber || allowed.contains($0) }
    }

    /// Swift's keywords and the names that need backticks as members (`self`, `Type`,
    /// `init`); contextual keywords (`open`, `some`) do not.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "Any", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// Names a generated type must not take, because generated code uses them unqualified
    /// (a nested `struct String` would change what every `String` in its parent means), or
    /// because Swift gives them another meaning (`Outer.Type`, `Self`).
    static let reservedTypeNames: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Array", "Bool", "Double", "Int", "Optional", "Set", "String",
        "Equatable", "Hashable", "Sendable", "Error", "DataDict", "Selection", "SelectionSet", "RootSelectionSet",
        "InlineFragment", "GraphQLFragment", "GraphQLQuery", "GraphQLMutation", "GraphQLSubscription",
        "GraphQLOperation", "EnumType", "GraphQLEnum", "GraphQLNullable", "InputObject", "JSONObject", "JSONValue",
        "JSONEncodable", "JSONDecodable", "OperationDocument", "Fragments", "Quill", "Swift",
    ]

    /// Names a property of a generated selection set must not take.
    static let reservedPropertyNames: Set<String> = ["__data", "hashValue", "_jsonValue", "__typename"]
}
