import GraphQL

/// The mutations: each runs in one write transaction (nested creates included),
/// so a failure anywhere leaves nothing written; its events are published after
/// the commit.
extension GraphcoolAPI {
    /// Runs `body` in a write transaction, maps database failures to API errors and
    /// publishes the events `body` recorded once the transaction committed (sends
    /// them in it, where the storage has a notification channel).
    func write<T: Sendable>(_ body: (any SQLExecutor, inout [MutationEvent]) throws -> T) throws -> T {
        let channel = storage.notifications
        let (result, recorded): (T, [MutationEvent])
        (result, recorded) = try writeTransaction { database in
            var events: [MutationEvent] = []
            let result = try body(database, &events)
            if let channel {
                // Other processes' subscribers cannot be counted here: every event carries its node.
                guard !events.isEmpty else { return (result, []) }
                try attachNodes(&events, database)
                try channel.send(MutationEventCoding.encode(events, id: writer.ids.next()), in: database)
            } else if self.events.subscriberCount > 0 {
                try attachNodes(&events, database)
            } else {
                // Nobody was subscribed: one who subscribes before the commit did so while this
                // mutation ran, and gets none of its events rather than events without their
                // nodes (a watcher's client read `node: null` for an update under load).
                return (result, [])
            }
            return (result, events)
        }
        // A channel delivers the events to this process too, once the transaction committed;
        // an atomic request's are published once it commits.
        if let transaction = RequestTransaction.current {
            transaction.record(recorded)
        } else if channel == nil {
            events.publish(recorded)
        }
        return result
    }

    /// Reads the final row of each created or updated node into its events: one statement per type.
    private func attachNodes(_ recorded: inout [MutationEvent], _ database: any SQLExecutor) throws {
        var idsByType: [String: Set<String>] = [:]
        for event in recorded where event.kind != .deleted { idsByType[event.type, default: []].insert(event.id) }
        var found: [String: SQLRow] = [:]
        for (type, ids) in idsByType {
            let query = RecordQuery(filter: .oneOf("id", ids.sorted().map { .text($0) }))
            for row in try rows.rows(type, query, in: database) { found[type + "/" + (row["id"].text ?? "")] = row }
        }
        for index in recorded.indices where recorded[index].kind != .deleted {
            recorded[index].node = found[recorded[index].type + "/" + recorded[index].id]
        }
    }

    /// The node `id` of `type` as a mutation's payload, read with its compiled
    /// selection in the mutation's transaction.
    func payload(_ selection: CompiledSelection, _ id: String, _ database: any SQLExecutor) throws -> OptionalNode {
        OptionalNode(selection: selection, level: try reader.node(selection, matching: [("id", .text(id))], in: database))
    }

    func addMutations<Context: Sendable>(_ type: ModelType, _ resolvers: inout Resolvers<Context>) {
        let name = type.name
        resolvers.field("Mutation", GraphcoolNames.create(name), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let selection = api.compile(name, info.selection)
            return try api.write { database, events in
                try api.payload(selection, try api.create(type, arguments.values, database, &events), database)
            }.fieldValue
        }
        resolvers.field("Mutation", GraphcoolNames.update(name), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let selection = api.compile(name, info.selection)
            return try api.write { database, events in
                try api.payload(selection, try api.update(type, arguments.values, database, &events), database)
            }.fieldValue
        }
        if !GraphcoolSchema(model: model).dataArguments(type, forCreate: true).isEmpty {
            resolvers.field("Mutation", GraphcoolNames.updateOrCreate(name), using: storage) { [self] _, arguments, context, info in
                let api = acting(as: access(context))
                let update = arguments["update"]?.objectValue ?? JSONObject()
                let create = arguments["create"]?.objectValue ?? JSONObject()
                let selection = api.compile(name, info.selection)
                return try api.write { database, events in
                    let id = update["id"]?.stringValue ?? ""
                    // A node the caller may not read is one that does not exist: a new one is made.
                    let exists = try api.rows.visibleRow(name, matching: [("id", .text(id))], api.access, in: database) != nil
                    return try api.payload(
                        selection, exists ? try api.update(type, update, database, &events) : try api.create(type, create, database, &events),
                        database)
                }.fieldValue
            }
            resolvers.field("Mutation", GraphcoolNames.upsert(name), using: storage) { [self] _, arguments, context, info in
                let api = acting(as: access(context))
                let key = try api.uniqueKey(arguments["where"]?.objectValue ?? JSONObject(), of: type, in: "where takes exactly one field")
                let update = arguments["update"]?.objectValue ?? JSONObject()
                let create = arguments["create"]?.objectValue ?? JSONObject()
                let selection = api.compile(name, info.selection)
                return try api.write { database, events in
                    // A node the caller may not read is one that does not exist, as for updateOrCreate.
                    guard let id = try api.rows.visibleRow(name, matching: key, api.access, in: database)?["id"].text else {
                        return try api.payload(selection, try api.create(type, create, database, &events), database)
                    }
                    var input = update
                    input.set("id", .string(id))
                    return try api.payload(selection, try api.update(type, input, database, &events), database)
                }.fieldValue
            }
        }
        resolvers.field("Mutation", GraphcoolNames.delete(name), using: storage) { [self] _, arguments, context, info in
            let api = acting(as: access(context))
            let selection = api.compile(name, info.selection)
            return try api.write { database, events in
                try api.delete(type, arguments["id"]?.stringValue ?? "", payload: selection, database, &events)
            }.fieldValue
        }
    }

    /// Inserts a node of `type` from `input` (fields, `<relation>Ids`, nested creates); returns its id.
    /// A nested create passes the relation field (`inverse`) through which its parent connects it.
    func create(
        _ type: ModelType, _ input: JSONObject, _ database: any SQLExecutor, _ events: inout [MutationEvent], inverse: String? = nil
    ) throws -> String {
        var values: [String: SQLValue] = [:]
        for field in type.scalarFields where !field.isManaged {
            if let value = input[field.name] {
                if value.isNull && field.isRequired { throw GraphcoolError.required(type.name, field.name) }
                try field.checkLength(value, in: type.name)
                values[field.name] = try GraphcoolValues.sql(value, of: field)
            } else if field.isRequired && field.defaultValue == nil {
                throw GraphcoolError.required(type.name, field.name)
            }
        }
        for field in type.relationFields
        where field.isRequired && !field.isList && field.name != inverse
            && input[field.name] == nil && input[GraphcoolNames.id(field.name)] == nil
        {
            throw GraphcoolError.requiredRelationField(type.name, field.name)
        }
        let owner = try access.creating(type.name, fields: values.keys)
        let id = try writer.insert(type.name, values.merging(owner) { given, _ in given }, in: database)
        events.append(MutationEvent(kind: .created, type: type.name, id: id))
        _ = try connectRelations(type, id, input, replacing: false, database, &events)
        return id
    }

    /// Updates the node `input.id` of `type`; relation lists given replace its connections. Returns the id.
    func update(_ type: ModelType, _ input: JSONObject, _ database: any SQLExecutor, _ events: inout [MutationEvent]) throws -> String {
        let id = input["id"]?.stringValue ?? ""
        guard let previous = try rows.visibleRow(type.name, matching: [("id", .text(id))], access, in: database) else {
            throw GraphcoolError.notFound(type.name, id: id)
        }
        var values: [String: SQLValue] = [:]
        var updated: [String] = []
        for field in type.scalarFields where !field.isManaged {
            guard let value = input[field.name] else { continue }
            if value.isNull && field.isRequired { throw GraphcoolError.required(type.name, field.name) }
            try field.checkLength(value, in: type.name)
            values[field.name] = try GraphcoolValues.sql(value, of: field)
            updated.append(field.name)
        }
        try access.require(.update, type.name, row: previous, fields: updated)
        try writer.update(type.name, id: id, values, in: database)
        let connected = try connectRelations(type, id, input, replacing: true, database, &events)
        updated += connected.fields
        events.append(
            MutationEvent(
                kind: .updated, type: type.name, id: id, updatedFields: updated, previousValues: previous, counterparts: connected.counterparts))
        return id
    }

    /// Deletes the node `id` of `type`; returns it as it was, read with `payload` before the delete.
    func delete(
        _ type: ModelType, _ id: String, payload selection: CompiledSelection, _ database: any SQLExecutor, _ events: inout [MutationEvent]
    ) throws -> OptionalNode {
        guard let row = try rows.visibleRow(type.name, matching: [("id", .text(id))], access, in: database) else {
            throw GraphcoolError.notFound(type.name, id: id)
        }
        try access.require(.delete, type.name, row: row)
        let payload = try self.payload(selection, id, database)
        try delete(type.name, id, database, &events)
        return payload
    }

    /// Deletes the node `id` of `type` and what it cascades to, with an event for each
    /// node deleted or disconnected.
    func delete(_ type: String, _ id: String, _ database: any SQLExecutor, _ events: inout [MutationEvent]) throws {
        var deleted: [MutationEvent] = []
        var disconnected: [MutationEvent] = []
        try writer.delete(type, id: id, in: database) { type, id in
            let previous = try rows.row(type, matching: [("id", .text(id))], in: database)
            deleted.append(MutationEvent(kind: .deleted, type: type, id: id, previousValues: previous))
        } disconnected: { link, source, target in
            guard !link.inverseIsImplied else { return }
            disconnected.append(try relationEvent(link.targetType, target, link.inverseField, to: link.sourceType, source, database))
        }
        // The nodes that stay, then the deleted ones, the one asked for last.
        events += disconnected.filter { event in !deleted.contains { $0.type == event.type && $0.id == event.id } } + deleted
    }

    /// Connects the node `id` as `input`'s relation arguments say (`<field>Ids`/`<field>Id`
    /// and nested creates); with `replacing`, a relation given loses its other connections.
    /// Returns the relation fields given, and the nodes whose connections to `id` changed.
    private func connectRelations(
        _ type: ModelType, _ id: String, _ input: JSONObject, replacing: Bool, _ database: any SQLExecutor,
        _ events: inout [MutationEvent]
    ) throws -> (fields: [String], counterparts: [String: [MutationEvent.Counterpart]]) {
        var changed: [String] = []
        var counterparts: [String: [MutationEvent.Counterpart]] = [:]
        for field in type.relationFields {
            guard let link = RelationLink(model: model, type: type.name, field: field.name),
                let targetType = model.type(named: link.targetType)
            else { continue }
            let idsValue = input[field.isList ? GraphcoolNames.ids(field.name) : GraphcoolNames.id(field.name)]
            let nestedValue = input[field.name]
            if idsValue == nil && nestedValue == nil { continue }
            changed.append(field.name)
            var targets: [String] = []
            let given = idsValue.map { $0.arrayValue ?? [$0] }?.compactMap(\.stringValue) ?? []
            // Connecting changes both sides: the caller must see and may update each node it connects.
            for target in given {
                guard let row = try rows.visibleRow(link.targetType, matching: [("id", .text(target))], access, in: database) else {
                    throw GraphcoolError.notFound(link.targetType, id: target)
                }
                try access.require(.update, link.targetType, row: row)
            }
            targets += given
            var created = Set<String>()
            for case .object(let nested) in nestedValue.map({ $0.arrayValue ?? [$0] }) ?? [] {
                let newID = try create(targetType, nested, database, &events, inverse: link.inverseField)
                created.insert(newID)
                targets.append(newID)
            }
            if replacing {
                if link.isRequiredToOne && targets.isEmpty { throw APIError.requiredRelation(link) }
                for old in try writer.targets(link, of: id, in: database) where !targets.contains(old) {
                    // A node the caller may not read stays connected, as if it were not there.
                    guard let row = try rows.visibleRow(link.targetType, matching: [("id", .text(old))], access, in: database) else { continue }
                    try access.require(.update, link.targetType, row: row)
                    if link.inverseIsRequiredToOne { throw APIError.requiredRelation(link) }
                    try writer.disconnect(link, source: id, target: old, in: database)
                    if !link.inverseIsImplied {
                        events.append(try relationEvent(link.targetType, old, link.inverseField, to: type.name, id, database))
                    }
                    try noteCounterpart(link.targetType, old, of: field.name, &counterparts, database)
                }
            }
            for target in targets {
                let replaced = try replacedConnections(link, source: id, target: target, database)
                guard try writer.connect(link, source: id, target: target, in: database) else { continue }
                events += replaced
                try noteCounterpart(link.targetType, target, of: field.name, &counterparts, database)
                if !created.contains(target) && !link.inverseIsImplied {
                    events.append(try relationEvent(link.targetType, target, link.inverseField, to: type.name, id, database))
                }
            }
        }
        return (changed, counterparts)
    }

    /// The event of a change to the connections of the node `id` of `type` through `field`:
    /// to the node `otherID` of `otherType` (its counterpart, where rules apply).
    func relationEvent(
        _ type: String, _ id: String, _ field: String, to otherType: String, _ otherID: String, _ database: any SQLExecutor
    ) throws -> MutationEvent {
        var counterparts: [String: [MutationEvent.Counterpart]] = [:]
        try noteCounterpart(otherType, otherID, of: field, &counterparts, database)
        return MutationEvent(kind: .updated, type: type, id: id, updatedFields: [field], counterparts: counterparts)
    }

    /// Adds the node `id` of `type` to `counterparts[field]` where rules apply, with its
    /// owner where its type has an owner rule (a subscriber's decision depends on it).
    func noteCounterpart(
        _ type: String, _ id: String, of field: String, _ counterparts: inout [String: [MutationEvent.Counterpart]],
        _ database: any SQLExecutor
    ) throws {
        guard authorization.isEnforced else { return }
        var owner: String?
        if let modelType = model.type(named: type), model.hasOwnerRule(modelType) {
            owner = try rows.row(type, matching: [("id", .text(id))], in: database)?[DatabaseSchema.ownerColumn].text
        }
        counterparts[field, default: []].append(MutationEvent.Counterpart(type: type, owner: owner))
    }

    /// The events of the nodes that connecting `source` to `target` through `link`
    /// disconnects: a to-one side's previous node (the old parent of a child that
    /// moves) sees its relation field change too.
    func replacedConnections(
        _ link: RelationLink, source: String, target: String, _ database: any SQLExecutor
    ) throws -> [MutationEvent] {
        var events: [MutationEvent] = []
        if !link.isToMany, !link.inverseIsImplied, let old = try writer.targets(link, of: source, in: database).first, old != target {
            events.append(try relationEvent(link.targetType, old, link.inverseField, to: link.sourceType, source, database))
        }
        if let inverse = link.inverse(in: model), !inverse.isToMany,
            let old = try writer.targets(inverse, of: target, in: database).first, old != source
        {
            events.append(try relationEvent(link.sourceType, old, link.field, to: link.targetType, target, database))
        }
        return events
    }

    /// `addTo<Relation>`/`removeFrom<Relation>` (or `set`/`unset` for one-to-one).
    func addRelationMutations<Context: Sendable>(_ relation: Relation, _ resolvers: inout Resolvers<Context>) {
        // Side a's field points at side b's type: its argument is a node of b's type.
        let bArgument = GraphcoolNames.sideArgument(relation.a, target: relation.b.typeName)
        let aArgument = GraphcoolNames.sideArgument(relation.b, target: relation.a.typeName)
        guard let link = RelationLink(model: model, type: relation.a.typeName, field: relation.a.fieldName) else { return }
        for (fieldName, payloadType, connects) in GraphcoolNames.relationMutations(relation) {
            let typename = JSONConstant(.string(payloadType))
            resolvers.field("Mutation", fieldName, using: storage) { [self] _, arguments, context, info in
                let api = acting(as: access(context))
                let aID = arguments[GraphcoolNames.id(aArgument)]?.stringValue ?? ""
                let bID = arguments[GraphcoolNames.id(bArgument)]?.stringValue ?? ""
                // Each node the payload selects, as the mutation leaves it.
                let selected = (info.selection ?? []).map { field in
                    (field, field.name == aArgument ? (relation.a.typeName, aID) : field.name == bArgument ? (relation.b.typeName, bID) : nil)
                }
                let selections = selected.map { field, node in node.map { api.compile($0.0, field.selection) } }
                return try api.write { database, events in
                    // The nodes' fields do not change (their connections are not fields of their rows).
                    // Both sides change: the caller must see and may update both nodes.
                    for (type, id) in [(relation.a.typeName, aID), (relation.b.typeName, bID)] {
                        guard let row = try api.rows.visibleRow(type, matching: [("id", .text(id))], api.access, in: database) else {
                            throw GraphcoolError.notFound(type, id: id)
                        }
                        try api.access.require(.update, type, row: row)
                    }
                    let replaced = connects ? try api.replacedConnections(link, source: aID, target: bID, database) : []
                    let changed =
                        connects
                        ? try api.writer.connect(link, source: aID, target: bID, in: database)
                        : try api.writer.disconnect(link, source: aID, target: bID, in: database)
                    if changed { events += replaced }
                    if changed && !connects && (link.isRequiredToOne || link.inverseIsRequiredToOne) {
                        throw APIError.requiredRelation(link)
                    }
                    if changed {
                        events.append(
                            try api.relationEvent(relation.a.typeName, aID, relation.a.fieldName, to: relation.b.typeName, bID, database))
                        events.append(
                            try api.relationEvent(relation.b.typeName, bID, relation.b.fieldName, to: relation.a.typeName, aID, database))
                    }
                    var payload = PayloadObject()
                    for ((field, node), selection) in zip(selected, selections) {
                        if let (_, id) = node, let selection {
                            payload.append(field, .read(try api.payload(selection, id, database)))
                        } else {
                            payload.append(field, .constant(typename))
                        }
                    }
                    return payload
                }.fieldValue
            }
        }
    }
}
