import GraphQL

/// The events of one committed transaction as the payload of a notification to other
/// processes (JSON), and back: `{"id":…,"events":[{"kind","type","id","updatedFields",
/// "previousValues","node","counterparts"}]}`, rows as objects of column values,
/// counterparts as `{field: [[type, owner], …]}`. `id` is unique per
/// transaction, so that a payload heard twice is published once.
enum MutationEventCoding {
    static func encode(_ events: [MutationEvent], id: String) -> [UInt8] {
        let list = events.map { event -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("kind", .string(event.kind.rawValue)), ("type", .string(event.type)), ("id", .string(event.id)),
            ]
            if !event.updatedFields.isEmpty { members.append(("updatedFields", .array(event.updatedFields.map { .string($0) }))) }
            if let row = event.previousValues { members.append(("previousValues", json(row))) }
            if let row = event.node { members.append(("node", json(row))) }
            if !event.counterparts.isEmpty {
                members.append(
                    (
                        "counterparts",
                        .object(
                            JSONObject(
                                event.counterparts.sorted { $0.key < $1.key }.map { field, nodes in
                                    (field, .array(nodes.map { .array([.string($0.type), $0.owner.map(JSONValue.string) ?? .null]) }))
                                }))
                    ))
            }
            return .object(JSONObject(members))
        }
        return JSONValue.object(JSONObject([("id", .string(id)), ("events", .array(list))])).serialized()
    }

    /// The transaction's id and its events; nil for a payload that is not one.
    static func decode(_ payload: [UInt8]) -> (id: String, events: [MutationEvent])? {
        guard let json = try? JSONReader().read(payload), let id = json["id"]?.stringValue, let list = json["events"]?.arrayValue
        else { return nil }
        var events: [MutationEvent] = []
        for item in list {
            guard let kind = item["kind"]?.stringValue.flatMap(MutationEvent.Kind.init(rawValue:)),
                let type = item["type"]?.stringValue, let node = item["id"]?.stringValue
            else { return nil }
            events.append(
                MutationEvent(
                    kind: kind, type: type, id: node, updatedFields: item["updatedFields"]?.arrayValue?.compactMap(\.stringValue) ?? [],
                    previousValues: item["previousValues"].flatMap(row), node: item["node"].flatMap(row),
                    counterparts: counterparts(item["counterparts"])))
        }
        return (id, events)
    }

    private static func counterparts(_ json: JSONValue?) -> [String: [MutationEvent.Counterpart]] {
        var counterparts: [String: [MutationEvent.Counterpart]] = [:]
        for member in json?.objectValue?.members ?? [] {
            counterparts[member.key] = (member.value.arrayValue ?? []).compactMap { pair in
                guard let pair = pair.arrayValue, pair.count == 2, let type = pair[0].stringValue else { return nil }
                return MutationEvent.Counterpart(type: type, owner: pair[1].stringValue)
            }
        }
        return counterparts
    }

    private static func json(_ row: SQLRow) -> JSONValue {
        .object(
            JSONObject(
                zip(row.columns, row.values).map { column, value in
                    let json: JSONValue =
                        switch value {
                        case .null: .null
                        case .integer(let int): .int(Int(int))
                        case .real(let double): .double(double)
                        case .text(let text): .string(text)
                        case .blob(let bytes): .array(bytes.map { .int(Int($0)) })
                        }
                    return (column, json)
                }))
    }

    /// A row from its object; a number without a fraction reads as an integer (which
    /// the API reads as a float where the field is one).
    private static func row(_ json: JSONValue) -> SQLRow? {
        guard let object = json.objectValue else { return nil }
        let values = object.members.map { member -> SQLValue in
            switch member.value {
            case .int(let int): .integer(Int64(int))
            case .double(let double): .real(double)
            case .string(let text): .text(text)
            case .bool(let flag): .integer(flag ? 1 : 0)
            case .array(let bytes): .blob(bytes.compactMap { if case .int(let byte) = $0 { UInt8(clamping: byte) } else { nil } })
            default: .null
            }
        }
        return SQLRow(columns: object.keys, values: values)
    }
}
