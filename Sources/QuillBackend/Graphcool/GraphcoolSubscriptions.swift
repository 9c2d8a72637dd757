import GraphQL

/// `Subscription.<Type>(filter:)`: the mutation events of one type that match
/// the filter, as `<Type>SubscriptionPayload`s.
extension GraphcoolAPI {
    func addSubscription<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let api = self, name = type.name
        resolvers.subscription("Subscription", name) { arguments, _, _ in
            let filter = arguments["filter"] ?? .null
            // A node filter the backend cannot read fails the subscription now, not each event.
            try api.checkNodeFilters(filter, type: name)
            // An event that cannot be judged (the database is gone) ends the subscription with
            // the error: a subscriber is told, rather than missing events unawares.
            return api.events.subscribe().compactMap { @Sendable event async throws -> SubscriptionPayload? in
                guard event.type == name else { return nil }
                // In place on SQLite, without an escaping closure (a copy of `api`) per event.
                let matches = api.storage.answersInProcess
                    ? try api.matches(event, filter) : try await api.storage.perform { try api.matches(event, filter) }
                return matches ? api.payload(event) : nil
            }
        }
        resolvers.field("Subscription", name) { parent, _, _, _ in parent }
        let payload = GraphcoolNames.subscriptionPayload(name)
        resolvers.field(payload, "mutation", on: SubscriptionPayload.self) { payload, _, _, _ in payload.mutation }
        resolvers.field(payload, "node", on: SubscriptionPayload.self) { payload, _, _, _ in payload.node }
        resolvers.field(payload, "updatedFields", on: SubscriptionPayload.self) { payload, _, _, _ in payload.updatedFields }
        resolvers.field(payload, "previousValues", on: SubscriptionPayload.self) { payload, _, _, _ in payload.previousValues }
        for field in type.scalarFields {
            resolvers.field("\(name)PreviousValues", field.name) { parent, _, _, _ in
                guard let record = parent as? Record else { return nil }
                return FieldValues.json(record[field.name], of: field)
            }
        }
    }

    /// The payload of `event`: `mutation`, `node` (as the mutation left it; null when
    /// deleted), `updatedFields` (for UPDATED) and `previousValues`.
    func payload(_ event: MutationEvent) -> SubscriptionPayload {
        let batch = RecordBatch(ids: [event.id])
        return SubscriptionPayload(
            mutation: .string(event.kind.rawValue),
            node: event.node.map { Record(type: event.type, row: $0, batch: batch) },
            updatedFields: event.kind == .updated ? .array(event.updatedFields.map { .string($0) }) : .null,
            previousValues: event.previousValues.map { Record(type: event.type, row: $0, batch: batch) })
    }

    /// Reads the `node` conditions of a `<Type>SubscriptionFilter` (in `AND` and `OR` too),
    /// to throw their errors before any event.
    func checkNodeFilters(_ filter: JSONValue, type: String) throws {
        guard case .object(let object) = filter else { return }
        for member in object.members where !member.value.isNull {
            switch member.key {
            case "AND", "OR": for operand in member.value.arrayValue ?? [] { try checkNodeFilters(operand, type: type) }
            case "node": _ = try arguments.filter(member.value, type: type)
            default: continue
            }
        }
    }

    /// Whether `event` passes a `<Type>SubscriptionFilter`. The `node` condition is
    /// checked against the node as the mutation left it (as it was, for DELETED).
    func matches(_ event: MutationEvent, _ filter: JSONValue) throws -> Bool {
        guard case .object(let object) = filter else { return true }
        for member in object.members where !member.value.isNull {
            let strings = (member.value.arrayValue ?? []).compactMap(\.stringValue)
            let passes: Bool
            switch member.key {
            case "AND": passes = try (member.value.arrayValue ?? []).allSatisfy { try matches(event, $0) }
            case "OR": passes = try (member.value.arrayValue ?? []).contains { try matches(event, $0) }
            case "mutation_in": passes = strings.contains(event.kind.rawValue)
            case "updatedFields_contains": passes = event.updatedFields.contains(member.value.stringValue ?? "")
            case "updatedFields_contains_every": passes = strings.allSatisfy(event.updatedFields.contains)
            case "updatedFields_contains_some": passes = strings.contains(where: event.updatedFields.contains)
            case "node":
                guard let row = event.kind == .deleted ? event.previousValues : event.node else {
                    passes = false
                    break
                }
                let condition = try arguments.filter(member.value, type: event.type)
                passes = try readTransaction { database in try reader.matches(row, of: event.type, condition, in: database) }
            default: passes = true
            }
            if !passes { return false }
        }
        return true
    }
}

/// One event as a `<Type>SubscriptionPayload`, whose fields read it without a dictionary.
struct SubscriptionPayload: Sendable {
    let mutation: JSONValue
    let node: Record?
    let updatedFields: JSONValue
    let previousValues: Record?
}
