/// The names of Graphcool's Simple API, derived from the model.
enum GraphcoolNames {
    /// `Conference` → `Conferences`, `Category` → `Categories`, `Address` → `Addresses`.
    static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return name.dropLast() + "ies"
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return name + "es" }
        return name + "s"
    }

    static func all(_ type: String) -> String { "all" + plural(type) }
    static func allMeta(_ type: String) -> String { "_all\(plural(type))Meta" }
    static func meta(_ field: String) -> String { "_\(field)Meta" }
    static func filter(_ type: String) -> String { type + "Filter" }
    static func orderBy(_ type: String) -> String { type + "OrderBy" }
    /// The nested create input of relation field `field` of `type` pointing at `target`: `ConferenceattendeesAttendee`.
    static func nestedCreate(_ type: String, _ field: String, _ target: String) -> String { type + field + target }
    static func ids(_ field: String) -> String { field + "Ids" }
    static func id(_ field: String) -> String { field + "Id" }

    /// The argument (and payload field, without `Id`) of one side of a relation in
    /// `addTo…`: `<fieldName><TargetType>`, e.g. `conferencesConference`.
    static func sideArgument(_ side: RelationSide, target: String) -> String { side.fieldName + target }

    static let queryMeta = "_QueryMeta"
    static let mutationType = "_ModelMutationType"

    static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
