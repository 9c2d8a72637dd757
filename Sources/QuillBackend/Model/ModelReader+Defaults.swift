import GraphQL

extension ModelReader {
    /// A default value checked against the field's type, as JSON; nil (reported) when it does not fit.
    mutating func defaultValue(_ value: Value, for field: ModelField, qualified: String) -> JSONValue? {
        if field.isList {
            let items: [Value] = if case .list(let list) = value { list.values } else { [value] }
            var result: [JSONValue] = []
            for item in items {
                guard let converted = defaultElement(item, kind: field.kind, qualified: qualified, stringForm: false) else { return nil }
                result.append(converted)
            }
            return .array(result)
        }
        return defaultElement(value, kind: field.kind, qualified: qualified)
    }

    /// One default value of the given kind: a literal of the field's type, or (with
    /// `stringForm`, not in a list) a string of it: `@defaultValue(value: "false")`,
    /// Graphcool's documented form.
    mutating func defaultElement(_ value: Value, kind: FieldKind, qualified: String, stringForm: Bool = true) -> JSONValue? {
        let converted: JSONValue? =
            switch (kind, value) {
            case (.enumeration(let name), .enum(let member)):
                enumMember(member.value, of: name)
            case (.enumeration(let name), .string(let member)):
                enumMember(member.value, of: name)
            case (.scalar(let scalar), .string(let string)):
                scalar.normalized(.string(string.value))
                    ?? (stringForm ? Self.parsed(string.value, as: scalar).flatMap(scalar.normalized) : JSONValue?.none)
            case (.scalar(let scalar), _):
                jsonValue(value).flatMap(scalar.normalized)
            default:
                nil
            }
        if converted == nil {
            report("Default value \(printed(value)) does not fit the type of '\(qualified)'", at: value.loc)
        }
        return converted
    }

    /// A default written as a string for a field that does not hold strings: `"false"`,
    /// `"42"`, `"1.5"`.
    static func parsed(_ text: String, as scalar: ModelScalar) -> JSONValue? {
        switch scalar {
        case .boolean: ["true": true, "false": false][text].map(JSONValue.bool)
        case .int, .timestamp, .bigInt: Int(text).map(JSONValue.int)
        case .float: Double(text).map(JSONValue.double)
        default: nil
        }
    }

    /// `member` as JSON if the enum `name` has it.
    func enumMember(_ member: String, of name: String) -> JSONValue? {
        enums.first { $0.name == name }?.values.contains(member) == true ? .string(member) : nil
    }

    /// A constant GraphQL value as JSON (enum values become strings); nil for variables.
    func jsonValue(_ value: Value) -> JSONValue? {
        switch value {
        case .variable: return nil
        case .int(let int): return Int(int.value).map { .int($0) } ?? Double(int.value).map { .double($0) }
        case .float(let float): return Double(float.value).map { .double($0) }
        case .string(let string): return .string(string.value)
        case .boolean(let boolean): return .bool(boolean.value)
        case .null: return .null
        case .enum(let member): return .string(member.value)
        case .list(let list):
            var items: [JSONValue] = []
            for item in list.values {
                guard let converted = jsonValue(item) else { return nil }
                items.append(converted)
            }
            return .array(items)
        case .object(let object):
            var members: [(String, JSONValue)] = []
            for field in object.fields {
                guard let converted = jsonValue(field.value) else { return nil }
                members.append((field.name.value, converted))
            }
            return .object(JSONObject(members))
        }
    }

    /// The value as written in the file.
    func printed(_ value: Value) -> String {
        let body = Array(source.body.utf8)
        return String(decoding: body[value.loc.start..<min(value.loc.end, body.count)], as: UTF8.self)
    }
}
