/// The names of Graphcool's Simple API, derived from the model: what the schema
/// generates and the resolvers answer, in one place.
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

    /// The mutations of a type: `createConference`, `updateConference`,
    /// `updateOrCreateConference`, `deleteConference`.
    static func create(_ type: String) -> String { "create" + type }
    static func update(_ type: String) -> String { "update" + type }
    static func updateOrCreate(_ type: String) -> String { "updateOrCreate" + type }
    static func delete(_ type: String) -> String { "delete" + type }
    /// The mutations of the nodes a filter selects (Prisma 1's): `updateManyConferences`,
    /// `deleteManyConferences`, and the former's data input, `UpdateManyConferences`.
    static func updateMany(_ type: String) -> String { "updateMany" + plural(type) }
    static func deleteMany(_ type: String) -> String { "deleteMany" + plural(type) }
    static func updateManyInput(_ type: String) -> String { "UpdateMany" + plural(type) }
    /// Prisma 1's upsert by any unique key, `upsertConference(where:, create:, update:)`,
    /// and its inputs: `ConferenceWhereUniqueInput`, `UpdateConferenceData` (`UpdateConference`
    /// without the id).
    static func upsert(_ type: String) -> String { "upsert" + type }
    static func whereUniqueInput(_ type: String) -> String { type + "WhereUniqueInput" }
    static func updateDataInput(_ type: String) -> String { "Update" + type + "Data" }
    /// The inputs of `updateOrCreate`: `CreateConference`, `UpdateConference`.
    static func createInput(_ type: String) -> String { "Create" + type }
    static func updateInput(_ type: String) -> String { "Update" + type }

    static func subscriptionFilter(_ type: String) -> String { type + "SubscriptionFilter" }
    static func subscriptionPayload(_ type: String) -> String { type + "SubscriptionPayload" }
    static func previousValues(_ type: String) -> String { type + "PreviousValues" }

    /// The argument (and payload field, without `Id`) of one side of a relation in
    /// `addTo…`: `<fieldName><TargetType>`, e.g. `conferencesConference`.
    static func sideArgument(_ side: RelationSide, target: String) -> String { side.fieldName + target }

    /// The two mutations of a relation, the one that connects first: `addToAttendees`
    /// and `removeFromAttendees` (a to-many side), or `setUserProfile` and
    /// `unsetUserProfile` (one-to-one), each with its payload type (`AddToAttendeesPayload`).
    static func relationMutations(_ relation: Relation) -> [(field: String, payload: String, connects: Bool)] {
        let prefixes = relation.cardinality == .oneToOne ? ["Set", "Unset"] : ["AddTo", "RemoveFrom"]
        let name = relation.name.uppercasedFirst
        return zip(prefixes, [true, false]).map { prefix, connects in
            (prefix.lowercasedFirst + name, prefix + name + "Payload", connects)
        }
    }

    static let queryMeta = "_QueryMeta"
    /// `{ count }`: how many nodes a batch mutation changed.
    static let batchPayload = "_BatchPayload"
    static let mutationType = "_ModelMutationType"
}
