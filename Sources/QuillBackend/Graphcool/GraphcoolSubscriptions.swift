import GraphQL

/// `Subscription.<Type>(filter:)`: the mutation events of one type that match
/// the filter, as `<Type>SubscriptionPayload`s: only those of nodes the subscriber may
/// read, judged event by event, with the fields it may not read null.
extension GraphcoolAPI {
    func addSubscription<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let name = type.name
        resolvers.subscription("Subscription", name) { [self] arguments, context, _ in
            let api = acting(as: access(context))
            try api.access.require(.get, name)
            let filter = arguments["filter"] ?? .null
            // A node filter the backend cannot read fails the subscription now, not each event.
            try api.checkNodeFilters(filter, type: name)
            // An event that cannot be judged (the database is gone) ends the subscription with
            // the error: a subscriber is told, rather than missing events unawares.
            return api.events.subscribe().compactMap { @Sendable event async throws -> MutationEvent? in
                guard event.type == name, let event = api.visible(event) else { return nil }
                // In place on SQLite, without an escaping closure (a copy of `api`) per event.
                let matches =
                    api.storage.answersInProcess
                    ? try api.matches(event, filter) : try await api.storage.perform { try api.matches(event, filter) }
                return matches ? event : nil
            }
        }
        resolvers.field("Subscription", name, using: storage) { [self] parent, _, context, info in
            guard let event = parent as? MutationEvent else { return nil }
            return try acting(as: access(context)).payload(event, info.selection).fieldValue
        }
    }

    /// `event` as the caller may see it: nil for a node it may not read (as the mutation left
    /// it; as it was, for DELETED), else with the fields it may not read null in its rows
    /// and left out of `updatedFields`, as are relation fields whose changed connections
    /// are all to nodes it may not read; nil for an update of only such fields (it would
    /// say that something hidden changed).
    func visible(_ event: MutationEvent) -> MutationEvent? {
        guard access.isRestricted else { return event }
        guard let row = event.kind == .deleted ? event.previousValues : event.node, let visibleRow = access.visible(row, of: event.type)
        else { return nil }
        var visible = event
        if event.kind == .deleted { visible.previousValues = visibleRow } else { visible.node = visibleRow }
        if event.kind == .updated, let previous = event.previousValues { visible.previousValues = access.visible(previous, of: event.type) }
        let owner = row[DatabaseSchema.ownerColumn].text
        let hidden = access.maskedFields(event.type).filter { !AccessDecision.admitting($0.value).admits(owner: owner) }
        visible.updatedFields.removeAll { field in
            hidden[field] != nil
                || event.counterparts[field].map { !$0.contains { access.decision($0.type, .get).admits(owner: $0.owner) } } == true
        }
        if event.kind == .updated, !event.updatedFields.isEmpty, visible.updatedFields.isEmpty { return nil }
        return visible
    }

    /// The `<Type>SubscriptionPayload` of `event`: `mutation`, `node` (as the mutation left
    /// it, its relations as they are now; null when deleted), `updatedFields` (for
    /// UPDATED) and `previousValues`.
    func payload(_ event: MutationEvent, _ selection: [SelectedField]?) throws -> PayloadObject {
        var payload = PayloadObject()
        var reads: [(SelectedField, CompiledSelection, SQLRow?)] = []
        for field in selection ?? [] {
            switch field.name {
            case "mutation": payload.append(field, .leaf(.string(event.kind.rawValue), field))
            case "updatedFields":
                payload.append(field, .leaf(event.kind == .updated ? .array(event.updatedFields.map { .string($0) }) : .null, field))
            case "node": reads.append((field, compile(event.type, field.selection), event.node))
            case "previousValues": reads.append((field, compilePreviousValues(event.type, field.selection), event.previousValues))
            default: payload.append(field, .constant(JSONConstant(.string(GraphcoolNames.subscriptionPayload(event.type)))))
            }
        }
        guard !reads.isEmpty else { return payload }
        func read(_ database: (any SQLExecutor)?) throws -> PayloadObject {
            var payload = payload
            for (field, selection, row) in reads {
                let level = try reader.nodes(selection, rows: row.map { [$0] } ?? [], in: database)
                payload.append(field, .read(OptionalNode(selection: selection, level: level)))
            }
            return payload
        }
        // Only relations below the node are read from the database.
        return reads.contains { $0.1.readsBelow && $0.2 != nil } ? try readTransaction { try read($0) } : try read(nil)
    }

    /// The selection of a `<Type>PreviousValues` (the scalar fields of a node of `type`).
    func compilePreviousValues(_ type: String, _ selection: [SelectedField]?) -> CompiledSelection {
        guard let selection else { return .uncollected(type) }
        var builder = CompiledSelectionBuilder(type: type)
        let fields = selectable.fields[type] ?? [:]
        for selected in selection {
            if case .leaf(let field)? = fields[selected.name] {
                builder.leaf(selected, field)
            } else {
                builder.constant(selected, JSONConstant(.string(GraphcoolNames.previousValues(type))))
            }
        }
        return builder.build()
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
                // The caller's reads: a field it may not read matches as null.
                let rows = RowReader(compiler: reader.compiler)
                passes = try readTransaction { database in try rows.matches(row, of: event.type, condition, in: database) }
            default: passes = true
            }
            if !passes { return false }
        }
        return true
    }
}
