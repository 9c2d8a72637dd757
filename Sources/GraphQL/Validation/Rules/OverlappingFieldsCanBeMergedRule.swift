/// Fields with the same response name in a selection set (fragments spread in it
/// included) can be merged: the same field with the same arguments, unless their
/// parents are different object types, and return types of the same shape.
///
/// https://spec.graphql.org/September2025/#sec-Field-Selection-Merging
public struct OverlappingFieldsCanBeMergedRule: ValidationRule {
    /// The merger's caches, behind one reference: the walk may copy its rules.
    private final class State {
        var merger: FieldMerger
        init(_ merger: FieldMerger) { self.merger = merger }
    }

    private let state: State

    public init(context: ValidationContext) {
        state = State(FieldMerger(schema: context.schema, document: context.document))
    }

    public mutating func enter(_ node: SelectionSetNode, _ context: ValidationContext) {
        let conflicts = state.merger.conflicts(within: node, parentType: context.typeInfo.parentType)
        for conflict in conflicts {
            context.report(
                "Fields \"\(state.merger.names[conflict.responseName])\" conflict because \(state.merger.message(conflict.reason)). Use different aliases on the fields to fetch both if this was intentional.",
                at: conflict.fields1 + conflict.fields2)
        }
    }
}

/// Two fields that cannot be merged: why, and the fields on each side (the two
/// fields first, then the subfields that conflict).
struct FieldConflict {
    var responseName: Int
    var reason: Reason
    var fields1: [Location]
    var fields2: [Location]

    init(responseName: Int, reason: Reason, fields1: [Location], fields2: [Location]) {
        self.responseName = responseName
        self.reason = reason
        self.fields1 = fields1
        self.fields2 = fields2
    }

    init(_ responseName: Int, _ reason: Reason, _ field1: CollectedField, _ field2: CollectedField) {
        self.init(responseName: responseName, reason: reason, fields1: [field1.location], fields2: [field2.location])
    }

    indirect enum Reason {
        case message(String)
        /// Conflicts between the subfields, by response name.
        case subfields([(responseName: Int, reason: Reason)])
    }
}

/// graphql-js's algorithm, comparison for comparison, so that it finds the same
/// conflicts in the same order: fields "within" a selection set are compared once,
/// when the walk enters it; fields "between" two sets (a set and a fragment, two
/// fragments, the subselections of two fields) when a comparison needs them, with
/// each pair of fragments compared once per exclusivity (`comparedFragmentPairs`).
///
/// Field maps (fields by response name, and the fragments spread) are collected
/// once per selection set into flat arrays of plain integers; names are interned.
struct FieldMerger {
    let schema: GraphQLSchema

    /// Interned response and field names.
    var names = NameTable()
    /// Per name: a stamp and a value, for grouping by name without a dictionary.
    var slotStamps: [UInt32] = []
    var slotValues: [Int32] = []
    var stamp: UInt32 = 0

    /// Collected fields, and what they refer to: return types (per parent type and
    /// name), argument lists and selection sets.
    var fields: [CollectedField] = []
    var returnTypes: [FieldReturnType] = []
    var returnTypeIDs: [Int: Int32] = [:]
    var argumentLists: [[Argument]] = []
    var selectionSets: [SelectionSetNode] = []
    /// Field maps: groups of fields by response name, and fragments spread.
    var maps: [FieldMap] = []
    var groups: [FieldGroup] = []
    var members: [Int32] = []
    var mapFragments: [Int32] = []
    /// By selection set: its field map, or, for one the walk deferred, the parent
    /// type to collect it on (-1 for none, -2 - type).
    var mapBySelectionSet: [UInt32: Int32] = [:]

    /// Fragment definitions by name (the last of duplicates) and their field maps.
    var fragmentIDs: [String: Int32] = [:]
    var fragments: [FragmentDefinition] = []
    var fragmentMaps: [Int32] = []
    var fragmentStamps: [UInt32] = []
    /// Pairs of fragments compared so far, and whether as mutually exclusive.
    var comparedFragmentPairs: [UInt64: Bool] = [:]

    /// Scratch space: pairs of groups to compare; a collection in progress.
    var pairs: [(Int32, Int32)] = []
    var scratchFields: [Int32] = []
    var scratchNext: [Int32] = []
    var scratchGroups: [(name: Int32, head: Int32, tail: Int32, count: Int32)] = []
    var scratchFragments: [Int32] = []

    init(schema: GraphQLSchema, document: Document) {
        self.schema = schema
        for case .fragment(let fragment) in document.definitions {
            if let id = fragmentIDs[fragment.name.value] {
                fragments[Int(id)] = fragment
            } else {
                fragmentIDs[fragment.name.value] = Int32(fragments.count)
                fragments.append(fragment)
            }
        }
        fragmentMaps = Array(repeating: -1, count: fragments.count)
        fragmentStamps = Array(repeating: 0, count: fragments.count)
    }

    // MARK: - Selection sets

    /// The conflicts within one selection set of the document, its fragments'
    /// fields included.
    mutating func conflicts(within selectionSet: SelectionSetNode, parentType: TypeID?) -> [FieldConflict] {
        if deferIfUnique(selectionSet, parentType: parentType) { return [] }
        var conflicts: [FieldConflict] = []
        let map = fieldMap(selectionSet, parentType: parentType)
        collectConflictsWithin(map, &conflicts)
        let spread = maps[Int(map)].fragments
        for i in spread {
            collectConflicts(between: map, fragment: mapFragments[i], exclusive: false, &conflicts)
            for j in i + 1..<spread.upperBound {
                collectConflicts(betweenFragment: mapFragments[i], and: mapFragments[j], exclusive: false, &conflicts)
            }
        }
        return conflicts
    }

    /// The conflicts between the subselections of two fields, their fragments included.
    private mutating func conflicts(
        betweenSubselectionsOf field1: Int, and field2: Int, exclusive: Bool
    ) -> [FieldConflict] {
        var conflicts: [FieldConflict] = []
        let map1 = subfieldMap(field1)
        let map2 = subfieldMap(field2)
        collectConflicts(between: map1, and: map2, exclusive: exclusive, &conflicts)
        let spread1 = maps[Int(map1)].fragments
        let spread2 = maps[Int(map2)].fragments
        for j in spread2 {
            collectConflicts(between: map1, fragment: mapFragments[j], exclusive: exclusive, &conflicts)
        }
        for i in spread1 {
            collectConflicts(between: map2, fragment: mapFragments[i], exclusive: exclusive, &conflicts)
        }
        for i in spread1 {
            for j in spread2 {
                collectConflicts(betweenFragment: mapFragments[i], and: mapFragments[j], exclusive: exclusive, &conflicts)
            }
        }
        return conflicts
    }

    // MARK: - Fragments

    /// Compares a field map with a fragment's fields and, once per pair of
    /// fragments, with the fragments it spreads.
    private mutating func collectConflicts(
        between map: Int32, fragment: Int32, exclusive: Bool, _ conflicts: inout [FieldConflict]
    ) {
        let fragmentMap = self.fragmentMap(fragment)
        if map == fragmentMap { return }
        collectConflicts(between: map, and: fragmentMap, exclusive: exclusive, &conflicts)
        for k in maps[Int(fragmentMap)].fragments {
            let referenced = mapFragments[k]
            if hasCompared(referenced, fragment, exclusive: exclusive) { continue }
            comparedFragmentPairs[pairKey(referenced, fragment)] = exclusive
            collectConflicts(between: map, fragment: referenced, exclusive: exclusive, &conflicts)
        }
    }

    /// Compares two fragments' fields, then each with the fragments the other spreads.
    private mutating func collectConflicts(
        betweenFragment fragment1: Int32, and fragment2: Int32, exclusive: Bool, _ conflicts: inout [FieldConflict]
    ) {
        if fragment1 == fragment2 || hasCompared(fragment1, fragment2, exclusive: exclusive) { return }
        comparedFragmentPairs[pairKey(fragment1, fragment2)] = exclusive
        let map1 = fragmentMap(fragment1)
        let map2 = fragmentMap(fragment2)
        collectConflicts(between: map1, and: map2, exclusive: exclusive, &conflicts)
        for k in maps[Int(map2)].fragments {
            collectConflicts(betweenFragment: fragment1, and: mapFragments[k], exclusive: exclusive, &conflicts)
        }
        for k in maps[Int(map1)].fragments {
            collectConflicts(betweenFragment: mapFragments[k], and: fragment2, exclusive: exclusive, &conflicts)
        }
    }

    private func pairKey(_ a: Int32, _ b: Int32) -> UInt64 {
        let (low, high) = a < b ? (a, b) : (b, a)
        return UInt64(UInt32(low)) << 32 | UInt64(UInt32(high))
    }

    /// Whether the pair was compared: a comparison as not exclusive covers both.
    private func hasCompared(_ a: Int32, _ b: Int32, exclusive: Bool) -> Bool {
        guard let wasExclusive = comparedFragmentPairs[pairKey(a, b)] else { return false }
        return exclusive || !wasExclusive
    }

    // MARK: - Fields

    /// Compares every two fields of a map that share a response name.
    private mutating func collectConflictsWithin(_ map: Int32, _ conflicts: inout [FieldConflict]) {
        for g in maps[Int(map)].groups {
            let group = groups[g]
            guard group.count > 1 else { continue }
            let start = Int(group.start)
            let end = start + Int(group.count)
            for i in start..<end {
                for j in i + 1..<end {
                    if let conflict = findConflict(
                        Int(group.name), Int(members[i]), Int(members[j]), parentsExclusive: false)
                    {
                        conflicts.append(conflict)
                    }
                }
            }
        }
    }

    /// Compares each field of `map1` with each field of `map2` of the same response name.
    private mutating func collectConflicts(
        between map1: Int32, and map2: Int32, exclusive: Bool, _ conflicts: inout [FieldConflict]
    ) {
        let groups1 = maps[Int(map1)].groups
        let groups2 = maps[Int(map2)].groups
        if groups1.isEmpty || groups2.isEmpty { return }
        // Pair the groups first: comparing fields may collect and compare other maps.
        stamp &+= 1
        for g in groups2 {
            let name = Int(groups[g].name)
            slotStamps[name] = stamp
            slotValues[name] = Int32(g)
        }
        let base = pairs.count
        for g in groups1 {
            let name = Int(groups[g].name)
            if slotStamps[name] == stamp { pairs.append((Int32(g), slotValues[name])) }
        }
        let end = pairs.count
        for k in base..<end {
            let group1 = groups[Int(pairs[k].0)]
            let group2 = groups[Int(pairs[k].1)]
            let start1 = Int(group1.start)
            let start2 = Int(group2.start)
            for i in start1..<start1 + Int(group1.count) {
                for j in start2..<start2 + Int(group2.count) {
                    if let conflict = findConflict(
                        Int(group1.name), Int(members[i]), Int(members[j]), parentsExclusive: exclusive)
                    {
                        conflicts.append(conflict)
                    }
                }
            }
        }
        pairs.removeSubrange(base...)
    }

    /// The conflict between two fields of the same response name, subfields included.
    private mutating func findConflict(
        _ responseName: Int, _ index1: Int, _ index2: Int, parentsExclusive: Bool
    ) -> FieldConflict? {
        let field1 = fields[index1]
        let field2 = fields[index2]
        // Fields of different object types never apply at once: they may differ
        // in name and arguments (not in shape).
        let exclusive =
            parentsExclusive
            || (field1.parent != field2.parent && field1.parentIsObject && field2.parentIsObject)
        if !exclusive {
            if field1.name != field2.name {
                let reason = "\"\(names[Int(field1.name)])\" and \"\(names[Int(field2.name)])\" are different fields"
                return FieldConflict(responseName, .message(reason), field1, field2)
            }
            if field1.arguments != field2.arguments
                && (field1.arguments < 0 || field2.arguments < 0
                    || !sameArguments(argumentLists[Int(field1.arguments)], argumentLists[Int(field2.arguments)]))
            {
                return FieldConflict(responseName, .message("they have differing arguments"), field1, field2)
            }
        }
        let type1 = returnType(index1)
        let type2 = returnType(index2)
        if type1 != type2 && type1 >= 0 && type2 >= 0 {
            let returnType1 = returnTypes[Int(type1)]
            let returnType2 = returnTypes[Int(type2)]
            if typesConflict(returnType1, returnType2) {
                let described1 = schema.describe(returnType1.type)
                let described2 = schema.describe(returnType2.type)
                let reason = "they return conflicting types \"\(described1)\" and \"\(described2)\""
                return FieldConflict(responseName, .message(reason), field1, field2)
            }
        }
        guard field1.selectionSet >= 0 && field2.selectionSet >= 0 else { return nil }
        let subconflicts = conflicts(betweenSubselectionsOf: index1, and: index2, exclusive: exclusive)
        if subconflicts.isEmpty { return nil }
        return FieldConflict(
            responseName: responseName,
            reason: .subfields(subconflicts.map { ($0.responseName, $0.reason) }),
            fields1: [field1.location] + subconflicts.flatMap(\.fields1),
            fields2: [field2.location] + subconflicts.flatMap(\.fields2))
    }

    /// graphql-js's `doTypesConflict`: list and non-null wrappers must match, and
    /// leaf types be the same; composite types are compared through their subfields.
    private func typesConflict(_ returnType1: FieldReturnType, _ returnType2: FieldReturnType) -> Bool {
        if returnType1.wrappers == 0 || returnType2.wrappers == 0 {
            return typesConflict(returnType1.type, returnType2.type)
        }
        if returnType1.wrappers != returnType2.wrappers { return true }
        return (returnType1.isLeaf || returnType2.isLeaf) && returnType1.namedType != returnType2.namedType
    }

    private func typesConflict(_ type1: GraphQLTypeRef, _ type2: GraphQLTypeRef) -> Bool {
        switch (type1, type2) {
        case (.list(let inner1), .list(let inner2)), (.nonNull(let inner1), .nonNull(let inner2)):
            return typesConflict(inner1, inner2)
        case (.list, _), (_, .list), (.nonNull, _), (_, .nonNull):
            return true
        case (.named(let named1), .named(let named2)):
            return (schema[named1].isLeaf || schema[named2].isLeaf) && named1 != named2
        }
    }

    /// A conflict's reason as graphql-js words it.
    func message(_ reason: FieldConflict.Reason) -> String {
        switch reason {
        case .message(let message):
            message
        case .subfields(let subfields):
            subfields.map { "subfields \"\(names[$0.responseName])\" conflict because \(message($0.reason))" }
                .joined(separator: " and ")
        }
    }
}
