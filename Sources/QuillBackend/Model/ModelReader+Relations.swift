import GraphQL

extension ModelReader {
    /// Pairs the relation fields into relations and writes each relation's name into its fields.
    ///
    /// Fields with the same `@relation(name:)` pair up (at most two, pointing at each
    /// other's types). An unnamed field pairs with the one unnamed field of its target
    /// type that points back; for a relation of a type with itself, the two unnamed
    /// fields of that type pointing at it pair. A field alone is a one-sided relation.
    mutating func pairRelations(_ types: inout [ModelType]) -> [Relation] {
        var pairs: [(RelationFieldReference, RelationFieldReference?, name: String?)] = []
        var named: [String: [RelationFieldReference]] = [:]
        var unnamed: [String: [RelationFieldReference]] = [:]
        var groupOrder: [(named: Bool, key: String)] = []
        for field in relationFields {
            if let name = field.declaredName {
                if named[name] == nil { groupOrder.append((true, name)) }
                named[name, default: []].append(field)
            } else {
                let key = [field.typeName, field.target].sorted().joined(separator: "\u{0}")
                if unnamed[key] == nil { groupOrder.append((false, key)) }
                unnamed[key, default: []].append(field)
            }
        }
        for group in groupOrder {
            if group.named {
                if let pair = pairNamed(group.key, named[group.key]!) { pairs.append((pair.0, pair.1, group.key)) }
            } else if let pair = pairUnnamed(unnamed[group.key]!) {
                pairs.append((pair.0, pair.1, nil))
            }
        }
        let declaredNames = Set(named.keys)
        var relations: [Relation] = []
        for (first, second, declaredName) in pairs {
            let sides = [first] + (second.map { [$0] } ?? [])
            let typeNames = [first.typeName, first.target].sorted()
            let name = declaredName ?? "\(typeNames[0])To\(typeNames[1])"
            if declaredName == nil && declaredNames.contains(name) {
                let between = second.map { "between '\(first.qualifiedName)' and '\($0.qualifiedName)'" } ?? "of '\(first.qualifiedName)'"
                report(
                    "The unnamed relation \(between) would be called '\(name)', which another relation is named; name it with @relation(name:)",
                    at: first.loc)
                continue
            }
            if let second, first.onDelete == .cascade && second.onDelete == .cascade {
                report(
                    "Relation '\(name)' cascades deletes both ways ('\(first.qualifiedName)' and '\(second.qualifiedName)'); one side at most can have onDelete: CASCADE",
                    at: second.loc)
                continue
            }
            if let second {
                let firstIsA = (first.typeName, first.fieldName) <= (second.typeName, second.fieldName)
                let (a, b) = firstIsA ? (first, second) : (second, first)
                relations.append(Relation(name: name, isNamed: declaredName != nil, a: a.side, b: b.side))
            } else {
                relations.append(
                    Relation(
                        name: name, isNamed: declaredName != nil, a: first.side,
                        b: .implied(by: first.side, target: first.target, relation: name)))
            }
            for side in sides {
                if let index = types[side.typeIndex].fields.firstIndex(where: { $0.name == side.fieldName }) {
                    types[side.typeIndex].fields[index].kind = .relation(name: name, target: side.target)
                }
            }
        }
        return relations
    }

    /// The field or two fields of a named relation, or nil (reported).
    mutating func pairNamed(_ name: String, _ fields: [RelationFieldReference]) -> (RelationFieldReference, RelationFieldReference?)? {
        if fields.count == 1 { return (fields[0], nil) }
        if fields.count > 2 {
            let list = fields.map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
            for field in fields.dropFirst(2) {
                report("Relation '\(name)' is used by more than two fields (\(list)); a relation connects exactly two", at: field.loc)
            }
            return nil
        }
        let (first, second) = (fields[0], fields[1])
        guard first.target == second.typeName && second.target == first.typeName else {
            report(
                "The two sides of relation '\(name)', '\(first.qualifiedName)' (of type '\(first.target)') and '\(second.qualifiedName)' (of type '\(second.target)'), must point at each other's types",
                at: second.loc)
            return nil
        }
        return (first, second)
    }

    /// The unnamed field or two fields between one pair of types, or nil (reported).
    mutating func pairUnnamed(_ fields: [RelationFieldReference]) -> (RelationFieldReference, RelationFieldReference?)? {
        let first = fields[0]
        if fields.count == 1 { return (first, nil) }
        if first.typeName == first.target {
            if fields.count == 2 { return (fields[0], fields[1]) }
        } else {
            let forward = fields.filter { $0.typeName == first.typeName }
            let backward = fields.filter { $0.typeName == first.target }
            if forward.count == 1 && backward.count == 1 { return (forward[0], backward[0]) }
        }
        let list = fields.map { "'\($0.qualifiedName)'" }.joined(separator: ", ")
        let types = Set([first.typeName, first.target]).sorted().map { "'\($0)'" }.joined(separator: " and ")
        for field in fields {
            report(
                "Ambiguous relation: \(list) connect \(types) without a relation name; name each relation with @relation(name:) on both of its fields",
                at: field.loc)
        }
        return nil
    }
}
