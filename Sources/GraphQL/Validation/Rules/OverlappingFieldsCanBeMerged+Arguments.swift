/// Whether two argument lists are the same regardless of order, in argument lists
/// and in object values at any depth: graphql-js prints both with fields sorted
/// (stably) by name and compares the text, which is this structural equality.
func sameArguments(_ arguments1: [Argument], _ arguments2: [Argument]) -> Bool {
    guard arguments1.count == arguments2.count else { return false }
    return sameFields(arguments1, arguments2, name: \.name.value, value: \.value)
}

private func sameValue(_ value1: Value, _ value2: Value) -> Bool {
    switch (value1, value2) {
    case (.variable(let a), .variable(let b)): a.name.value == b.name.value
    case (.int(let a), .int(let b)): a.value == b.value
    case (.float(let a), .float(let b)): a.value == b.value
    case (.string(let a), .string(let b)): a.block == b.block && a.value == b.value
    case (.boolean(let a), .boolean(let b)): a.value == b.value
    case (.null, .null): true
    case (.enum(let a), .enum(let b)): a.value == b.value
    case (.list(let a), .list(let b)):
        a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { sameValue($0, $1) }
    case (.object(let a), .object(let b)):
        a.fields.count == b.fields.count && sameFields(a.fields, b.fields, name: \.name.value, value: \.value)
    default: false
    }
}

/// Equal lists of named values once both are sorted stably by name: for each
/// name, the same values in the same order. Lists of equal lengths.
private func sameFields<Item>(
    _ items1: [Item], _ items2: [Item], name: (Item) -> String, value: (Item) -> Value
) -> Bool {
    if zip(items1, items2).allSatisfy({ name($0) == name($1) }) {
        return zip(items1, items2).allSatisfy { sameValue(value($0), value($1)) }
    }
    let sorted1 = items1.indices.sorted { (name(items1[$0]), $0) < (name(items1[$1]), $1) }
    let sorted2 = items2.indices.sorted { (name(items2[$0]), $0) < (name(items2[$1]), $1) }
    return zip(sorted1, sorted2).allSatisfy { index1, index2 in
        name(items1[index1]) == name(items2[index2]) && sameValue(value(items1[index1]), value(items2[index2]))
    }
}
