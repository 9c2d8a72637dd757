/// A value as graphql-js's `inspect` prints it in error messages: strings quoted
/// as JSON, numbers as JavaScript prints them, `[1, 2]`, `{ a: 1 }`; containers
/// nested deeper than three levels as `[Array]` / `[Object]`, and at most ten
/// items of a list followed by `... 3 more items`.
func inspect(_ value: JSONValue) -> String {
    var output = ""
    appendInspected(value, depth: 0, to: &output)
    return output
}

private func appendInspected(_ value: JSONValue, depth: Int, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let bool): output += bool ? "true" : "false"
    case .int(let int): output += javaScriptNumber(int)
    case .double(let double): output += JSNumberFormat.string(double)
    case .string(let string):
        var writer = JSONWriter(capacity: string.utf8.count + 2)
        writer.writeString(string)
        output += writer.string
    case .array(let items):
        if items.isEmpty {
            output += "[]"
        } else if depth >= 2 {
            output += "[Array]"
        } else {
            output += "["
            for (index, item) in items.prefix(10).enumerated() {
                if index > 0 { output += ", " }
                appendInspected(item, depth: depth + 1, to: &output)
            }
            let remaining = items.count - 10
            if remaining == 1 { output += ", ... 1 more item" }
            if remaining > 1 { output += ", ... \(remaining) more items" }
            output += "]"
        }
    case .object(let object):
        if object.isEmpty {
            output += "{}"
        } else if depth >= 2 {
            output += "[Object]"
        } else {
            output += "{ "
            for (index, member) in object.enumerated() {
                if index > 0 { output += ", " }
                output += member.key + ": "
                appendInspected(member.value, depth: depth + 1, to: &output)
            }
            output += " }"
        }
    }
}
