/// A field as a field map holds it: plain values only, so that comparing two
/// fields copies nothing that is reference counted.
struct CollectedField {
    /// The type the field was selected on (any kind), or -1.
    var parent: Int32
    /// The interned field name.
    var name: Int32
    /// The named type of its definition, and its list and non-null wrappers
    /// outermost first, two bits each under a leading 1 (0 when too deep to encode).
    var namedType: Int32
    var wrappers: UInt64
    /// Its subselection's field map: -1 until needed.
    var subfieldMap: Int32 = -1
    var parentIsObject: Bool
    var hasType: Bool
    var isLeaf: Bool
    var hasArguments: Bool
    var hasSelectionSet: Bool
}

/// The fields of one response name in a field map: `members[start..<start+count]`.
struct FieldGroup {
    var name: Int32
    var start: Int32
    var count: Int32
}

/// A selection set's fields by response name (in the order names first appear),
/// inline fragments included, and the known fragments it spreads (each once).
struct FieldMap {
    var groups: Range<Int>
    var fragments: Range<Int>
}

extension FieldMerger {
    /// The field map of a selection set, collected on the first request: like
    /// graphql-js, later requests get it whatever parent type they give.
    mutating func fieldMap(_ selectionSet: SelectionSet, parentType: TypeID?) -> Int32 {
        if let map = mapBySelectionSet[selectionSet.loc.startOffset] { return map }
        stamp &+= 1
        collect(selectionSet, parentType: parentType)
        let groupStart = groups.count
        for group in scratchGroups {
            groups.append(FieldGroup(name: group.name, start: Int32(members.count), count: group.count))
            var entry = group.head
            while entry >= 0 {
                members.append(scratchFields[Int(entry)])
                entry = scratchNext[Int(entry)]
            }
        }
        let fragmentStart = mapFragments.count
        mapFragments += scratchFragments
        scratchGroups.removeAll(keepingCapacity: true)
        scratchFields.removeAll(keepingCapacity: true)
        scratchNext.removeAll(keepingCapacity: true)
        scratchFragments.removeAll(keepingCapacity: true)
        let map = Int32(maps.count)
        maps.append(FieldMap(groups: groupStart ..< groups.count, fragments: fragmentStart ..< mapFragments.count))
        mapBySelectionSet[selectionSet.loc.startOffset] = map
        return map
    }

    /// The field map of a fragment's selection set, on its type condition.
    mutating func fragmentMap(_ fragment: Int32) -> Int32 {
        let cached = fragmentMaps[Int(fragment)]
        if cached >= 0 { return cached }
        let definition = fragments[Int(fragment)]
        let map = fieldMap(definition.selectionSet, parentType: schema.typeID(named: definition.typeCondition.name.value))
        fragmentMaps[Int(fragment)] = map
        return map
    }

    /// The field map of a collected field's selection set, on its named return type.
    mutating func subfieldMap(_ index: Int) -> Int32 {
        let cached = fields[index].subfieldMap
        if cached >= 0 { return cached }
        let parentType = types[index]?.namedType
        let map = fieldMap(nodes[index].selectionSet!, parentType: parentType)
        fields[index].subfieldMap = map
        return map
    }

    /// Adds the fields and spreads of a selection set to the map being collected
    /// (graphql-js's `collectFieldsAndFragmentNames`): fields look up their
    /// definitions among the parent type's own fields, not the meta-fields.
    private mutating func collect(_ selectionSet: SelectionSet, parentType: TypeID?) {
        var parentIsObject = false
        if let parentType, case .object = schema[parentType] { parentIsObject = true }
        for selection in selectionSet.selections {
            switch selection {
            case .field(let field):
                let definition = parentType.flatMap { schema[$0].field(named: field.name.value) }
                add(field, definition: definition, parentType: parentType, parentIsObject: parentIsObject)
            case .fragmentSpread(let spread):
                guard let fragment = fragmentIDs[spread.name.value], fragmentStamps[Int(fragment)] != stamp else { break }
                fragmentStamps[Int(fragment)] = stamp
                scratchFragments.append(fragment)
            case .inlineFragment(let inline):
                let type = inline.typeCondition.map { schema.typeID(named: $0.name.value) } ?? parentType
                collect(inline.selectionSet, parentType: type)
            }
        }
    }

    private mutating func add(_ field: Field, definition: GraphQLField?, parentType: TypeID?, parentIsObject: Bool) {
        let name = intern(field.name.value)
        let responseName = field.alias.map { intern($0.value) } ?? name
        var collected = CollectedField(
            parent: parentType.map(Int32.init) ?? -1, name: name, namedType: -1, wrappers: 0,
            parentIsObject: parentIsObject, hasType: definition != nil, isLeaf: false,
            hasArguments: !field.arguments.isEmpty, hasSelectionSet: field.selectionSet != nil)
        if let type = definition?.type {
            collected.namedType = Int32(type.namedType)
            collected.wrappers = Self.wrappers(of: type)
            collected.isLeaf = schema[type.namedType].isLeaf
        }
        let index = Int32(fields.count)
        fields.append(collected)
        nodes.append(field)
        types.append(definition?.type)

        let entry = Int32(scratchFields.count)
        scratchFields.append(index)
        scratchNext.append(-1)
        if slotStamps[Int(responseName)] == stamp {
            let group = Int(slotValues[Int(responseName)])
            scratchNext[Int(scratchGroups[group].tail)] = entry
            scratchGroups[group].tail = entry
            scratchGroups[group].count += 1
        } else {
            slotStamps[Int(responseName)] = stamp
            slotValues[Int(responseName)] = Int32(scratchGroups.count)
            scratchGroups.append((responseName, entry, entry, 1))
        }
    }

    private mutating func intern(_ name: String) -> Int32 {
        if let id = nameIDs[name] { return id }
        let id = Int32(names.count)
        names.append(name)
        nameIDs[name] = id
        slotStamps.append(0)
        slotValues.append(0)
        return id
    }

    /// A type's wrappers as bits, or 0 past 31 wrappers.
    private static func wrappers(of type: GraphQLTypeRef) -> UInt64 {
        var code: UInt64 = 1
        var type = type
        while true {
            if code >> 62 != 0 { return 0 }
            switch type {
            case .named: return code
            case .list(let inner): code = code << 2 | 1; type = inner
            case .nonNull(let inner): code = code << 2 | 2; type = inner
            }
        }
    }
}
