/// A field as a field map holds it: plain values only, so that comparing two
/// fields copies nothing that is reference counted.
struct CollectedField {
    /// The type the field was selected on (any kind), or -1.
    var parent: Int32
    /// The interned field name.
    var name: Int32
    /// Indices into `returnTypes` (-2 until looked up), `argumentLists` and
    /// `selectionSets`, or -1.
    var returnType: Int32 = -2
    var arguments: Int32
    var selectionSet: Int32
    /// Its subselection's field map: -1 until needed.
    var subfieldMap: Int32 = -1
    var parentIsObject: Bool
    /// Whether the parent is an object or interface type, whose fields have definitions.
    var parentHasFields: Bool
    var location: Location
}

/// The return type of a field definition, with its wrappers as bits: two per
/// list or non-null wrapper, outermost first, under a leading 1 (0 when too deep).
struct FieldReturnType {
    var type: GraphQLTypeRef
    var namedType: TypeID
    var wrappers: UInt64
    var isLeaf: Bool
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
    /// graphql-js, later requests get it with the parent type of the first.
    mutating func fieldMap(_ selectionSet: SelectionSetNode, parentType: TypeID?) -> Int32 {
        var parentType = parentType
        if let entry = mapBySelectionSet[selectionSet.loc.startOffset] {
            if entry >= 0 { return entry }
            parentType = entry == -1 ? nil : TypeID(-2 - entry)
        }
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
        maps.append(FieldMap(groups: groupStart..<groups.count, fragments: fragmentStart..<mapFragments.count))
        mapBySelectionSet[selectionSet.loc.startOffset] = map
        return map
    }

    /// Whether the walk may skip a selection set: its fields have different
    /// response names and it spreads no fragment, so there is nothing to compare
    /// within it. Its field map is collected if a comparison needs it, on the
    /// parent type recorded here.
    mutating func deferIfUnique(_ selectionSet: SelectionSetNode, parentType: TypeID?) -> Bool {
        let key = selectionSet.loc.startOffset
        if mapBySelectionSet[key] != nil { return false }
        stamp &+= 1
        guard responseNamesAreUnique(selectionSet) else { return false }
        mapBySelectionSet[key] = parentType.map { -2 - Int32($0) } ?? -1
        return true
    }

    private mutating func responseNamesAreUnique(_ selectionSet: SelectionSetNode) -> Bool {
        for index in selectionSet.selections.indices {
            switch selectionSet.selections[index] {
            case .field(let field):
                let name = Int(intern(field.alias?.value ?? field.name.value))
                if slotStamps[name] == stamp { return false }
                slotStamps[name] = stamp
            case .fragmentSpread:
                return false
            case .inlineFragment(let inline):
                if !responseNamesAreUnique(inline.selectionSet) { return false }
            }
        }
        return true
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
        let field = fields[index]
        if field.subfieldMap >= 0 { return field.subfieldMap }
        let returnType = returnType(index)
        let parentType = returnType >= 0 ? returnTypes[Int(returnType)].namedType : nil
        let map = fieldMap(selectionSets[Int(field.selectionSet)], parentType: parentType)
        fields[index].subfieldMap = map
        return map
    }

    /// Adds the fields and spreads of a selection set to the map being collected
    /// (graphql-js's `collectFieldsAndFragmentNames`).
    private mutating func collect(_ selectionSet: SelectionSetNode, parentType: TypeID?) {
        var parentIsObject = false
        var hasFields = false
        if let parentType {
            switch schema[parentType] {
            case .object: parentIsObject = true; hasFields = true
            case .interface: hasFields = true
            default: break
            }
        }
        for index in selectionSet.selections.indices {
            switch selectionSet.selections[index] {
            case .field(let field):
                add(
                    field, parentType: parentType.map(Int32.init) ?? -1, parentIsObject: parentIsObject,
                    parentHasFields: hasFields)
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

    private mutating func add(_ field: Field, parentType: Int32, parentIsObject: Bool, parentHasFields: Bool) {
        let name = intern(field.name.value)
        let responseName = field.alias.map { intern($0.value) } ?? name
        var collected = CollectedField(
            parent: parentType, name: name, arguments: -1, selectionSet: -1, parentIsObject: parentIsObject,
            parentHasFields: parentHasFields, location: field.loc)
        if !field.arguments.isEmpty {
            collected.arguments = Int32(argumentLists.count)
            argumentLists.append(field.arguments)
        }
        if let selectionSet = field.selectionSet {
            collected.selectionSet = Int32(selectionSets.count)
            selectionSets.append(selectionSet)
        }
        let index = Int32(fields.count)
        fields.append(collected)

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

    /// The return type of a collected field, looked up when first needed: most
    /// fields are never compared.
    mutating func returnType(_ index: Int) -> Int32 {
        let field = fields[index]
        if field.returnType != -2 { return field.returnType }
        let returnType = field.parentHasFields ? self.returnType(of: field.name, on: Int(field.parent)) : -1
        fields[index].returnType = returnType
        return returnType
    }

    /// The definition of field `name` among an object or interface type's own
    /// fields (not the meta-fields, as in graphql-js), looked up once per type and name.
    private mutating func returnType(of name: Int32, on type: TypeID) -> Int32 {
        let key = type << 32 | Int(name)
        if let id = returnTypeIDs[key] { return id }
        var id: Int32 = -1
        if let fieldType = schema[type].field(named: names[Int(name)])?.type {
            id = Int32(returnTypes.count)
            returnTypes.append(
                FieldReturnType(
                    type: fieldType, namedType: fieldType.namedType, wrappers: Self.wrappers(of: fieldType),
                    isLeaf: schema[fieldType.namedType].isLeaf))
        }
        returnTypeIDs[key] = id
        return id
    }

    private mutating func intern(_ name: String) -> Int32 {
        let id = names.id(of: name)
        if Int(id) == slotStamps.count {
            slotStamps.append(0)
            slotValues.append(0)
        }
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
