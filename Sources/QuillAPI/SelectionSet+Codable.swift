/// `Codable` for the selection sets generated with the `codable` option (apollo-ios #3499):
/// one encodes as the JSON object it reads, and decodes from one once it is checked against
/// its selections, so that its accessors never meet data they cannot read (data saved by
/// an older version of the query, say). A field missing, null where it cannot be, or of
/// another type is a `DecodingError` that says where.
extension SelectionSet where Self: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try JSONValue.object(__data._data).encode(to: encoder)
    }
}

extension SelectionSet where Self: Decodable {
    public init(from decoder: any Decoder) throws {
        guard case .object(let object) = try JSONValue(from: decoder) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(Self.self) is decoded from a JSON object"))
        }
        let data = DataDict(object)
        if let problem = data.problem(with: Self.__selections, at: "") {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(Self.self) does not fit the data: \(problem)"))
        }
        // A coder need not keep a JSON object's order; data compares in selection order.
        self.init(_dataDict: DataDict(data._data.ordered(by: Self.__selections)))
    }
}

extension DataDict {
    /// What in the data does not fit `selections` (`allConferences[1].name is missing`), or
    /// nil: each field of the selections and of the fragments and type cases that apply to
    /// the object's `__typename`; under `@include`/`@skip` only the fields present, as the
    /// variables may have left the others out.
    func problem(with selections: [Selection], at path: String, onlyPresent: Bool = false) -> String? {
        let typename = _data["__typename"]?.stringValue
        for selection in selections {
            let problem: String?
            switch selection {
            case .field(let field):
                let value = _data[field.responseKey]
                if onlyPresent && value == nil { continue }
                problem = Self.problem(with: value, type: field.type, at: path.isEmpty ? field.responseKey : "\(path).\(field.responseKey)")
            case .fragment(let fragment):
                guard let typename, fragment.__possibleTypes.contains(typename) else { continue }
                problem = self.problem(with: fragment.__selections, at: path, onlyPresent: onlyPresent)
            case .inlineFragment(let inline):
                guard let typename, inline.__possibleTypes.contains(typename) else { continue }
                problem = self.problem(with: inline.__selections, at: path, onlyPresent: onlyPresent)
            case .conditional(_, let selections):
                problem = self.problem(with: selections, at: path, onlyPresent: true)
            case .deferred(let deferred, _):
                guard deferred.applies(to: typename) else { continue }
                problem = self.problem(with: deferred.__selections, at: path, onlyPresent: true)
            }
            if let problem { return problem }
        }
        return nil
    }

    private static func problem(with value: JSONValue?, type: FieldType, at path: String) -> String? {
        guard let value, !value.isNull else {
            if case .nonNull = type { return "\(path) is \(value == nil ? "missing" : "null")" }
            return nil
        }
        switch type {
        case .nonNull(let inner):
            return problem(with: value, type: inner, at: path)
        case .list(let item):
            guard case .array(let items) = value else { return "\(path) is not a list" }
            for index in items.indices {
                if let problem = problem(with: items[index], type: item, at: "\(path)[\(index)]") { return problem }
            }
            return nil
        case .object(let set):
            guard case .object(let object) = value else { return "\(path) is not an object" }
            return DataDict(object).problem(with: set.__selections, at: path)
        case .scalar(let scalar):
            do {
                _ = try scalar.init(_jsonValue: value)
                return nil
            } catch {
                return "\(path): \(error)"
            }
        }
    }
}

extension JSONObject {
    /// The members in the order the selections name them (a fragment's or type case's in
    /// place), as a response has them; any other member after them.
    func ordered(by selections: [Selection]) -> JSONObject {
        var ordered = JSONObject()
        ordered.reserveCapacity(count)
        var placed = Set<String>()
        append(selections, to: &ordered, placed: &placed)
        for member in members where !placed.contains(member.key) { ordered.append(member.key, member.value) }
        return ordered
    }

    private func append(_ selections: [Selection], to ordered: inout JSONObject, placed: inout Set<String>) {
        for selection in selections {
            switch selection {
            case .field(let field):
                guard let value = self[field.responseKey], placed.insert(field.responseKey).inserted else { continue }
                ordered.append(field.responseKey, Self.ordered(value, type: field.type))
            case .fragment(let fragment): append(fragment.__selections, to: &ordered, placed: &placed)
            case .inlineFragment(let inline): append(inline.__selections, to: &ordered, placed: &placed)
            case .conditional(_, let selections): append(selections, to: &ordered, placed: &placed)
            case .deferred(let deferred, _): append(deferred.__selections, to: &ordered, placed: &placed)
            }
        }
    }

    private static func ordered(_ value: JSONValue, type: FieldType) -> JSONValue {
        switch (type, value) {
        case (.nonNull(let inner), _): ordered(value, type: inner)
        case (.list(let item), .array(let items)): .array(items.map { ordered($0, type: item) })
        case (.object(let set), .object(let object)): .object(object.ordered(by: set.__selections))
        default: value
        }
    }
}
