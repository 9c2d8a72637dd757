/// Where a reader finds records: the cache under the store's lock, with the optimistic
/// layers over it.
protocol RecordSource {
    mutating func record(for key: CacheKey) throws(CacheError) -> Record?
}

/// Reads an operation's (or a fragment's) data back from records with its plan: the
/// JSON of typed data, exactly as a response with the same data would be. A field that
/// is missing, stale or not of its selection's type is a miss; the reader can record
/// every field it read, as a watcher depends on them.
struct CacheReader {
    let variables: JSONObject?
    /// When set, fields older than their time to live (or past the server's max-age) are misses.
    let freshness: Freshness?
    let collectsDependencies: Bool
    /// Per type and field, the arguments that key the object a missing field returns.
    let fieldPolicies: [String: [String: [String]]]
    private(set) var dependencies = CacheChanges()

    init(variables: JSONObject?, freshness: Freshness?, collectsDependencies: Bool, fieldPolicies: [String: [String: [String]]] = [:]) {
        self.variables = variables
        self.freshness = freshness
        self.collectsDependencies = collectsDependencies
        self.fieldPolicies = fieldPolicies
    }

    mutating func read<Source: RecordSource>(key: CacheKey, plan: SelectionPlan, from source: inout Source)
        throws(CacheError) -> JSONObject
    {
        guard let record = try source.record(for: key) else { throw .miss(key: key, field: nil, .noRecord) }
        return try object(record, plan: plan, from: &source)
    }

    private mutating func object<Source: RecordSource>(_ record: Record, plan: SelectionPlan, from source: inout Source)
        throws(CacheError) -> JSONObject
    {
        let sameShape = plan.staticLayout.map { $0.fields === record.shape.fields } ?? false
        var typename = record.shape.typename
        if typename == nil, case .value(.string(let name))? = record["__typename"] { typename = name }
        let fields = plan.staticFields ?? plan.fields(typename: typename, variables: variables)
        var object = JSONObject()
        object.reserveCapacity(fields.count + 1)
        if let typename { object.append("__typename", .string(typename)) }
        var readKeys: [String] = []
        for (offset, field) in fields.enumerated() {
            if field.isTypename {
                if field.responseKey != "__typename" || typename == nil {
                    guard let typename else {
                        if case .nonNull = field.type { throw .miss(key: record.key, field: "__typename", .missing) }
                        object.append(field.responseKey, .null)
                        continue
                    }
                    object.append(field.responseKey, .string(typename))
                }
                continue
            }
            let fieldKey: String
            let position: Int?
            if sameShape {
                fieldKey = record.shape.keys[plan.staticLayout!.positions[offset]]
                position = plan.staticLayout!.positions[offset]
            } else {
                fieldKey = field.fixedKey ?? field.key(variables: variables)
                position = record.shape.position(of: fieldKey)
            }
            guard let position else {
                // A field the cache has not stored may be redirected to the object its arguments key.
                guard let target = redirect(field, on: typename ?? plan.parentType) else {
                    throw .miss(key: record.key, field: fieldKey, .missing)
                }
                if collectsDependencies && !sameShape { readKeys.append(fieldKey) }
                object.append(field.responseKey, .object(try read(key: target.key, plan: target.plan, from: &source)))
                continue
            }
            if let freshness, let time = record.time(at: position),
                freshness.isStale(time, type: typename ?? plan.parentType, field: field.name)
            {
                throw .miss(key: record.key, field: fieldKey, .stale)
            }
            if collectsDependencies && !sameShape { readKeys.append(fieldKey) }
            do throws(CacheError) {
                object.append(field.responseKey, try value(record.values[position], type: field.type, from: &source))
            } catch {
                if case .miss(var miss) = error.reason, miss.key == "" {
                    miss.key = record.key
                    miss.field = fieldKey
                    throw CacheError(.miss(miss))
                }
                throw error
            }
        }
        if collectsDependencies {
            dependencies.insert(record.key, fields: sameShape ? record.shape.allKeys : readKeys)
        }
        for deferred in plan.deferred(typename: typename, variables: variables) {
            try readDeferred(deferred, record: record, typename: typename, into: &object, from: &source)
        }
        return object
    }

    /// The record a field policy sends `field` to: the key its arguments make for the
    /// object type it returns (`Book:7`).
    private func redirect(_ field: PlanField, on type: String) -> (key: CacheKey, plan: SelectionPlan)? {
        guard let keyArgs = fieldPolicies[type]?[field.name], !keyArgs.isEmpty else { return nil }
        let returned: PlanType
        if case .nonNull(let inner) = field.type { returned = inner } else { returned = field.type }
        guard case .object(let plan) = returned else { return nil }
        // The key the arguments' values make as key fields would (`CacheKeyResolver`).
        var values = JSONObject()
        for argument in field.arguments where keyArgs.contains(argument.name) {
            if let value = argument.value.resolved(with: variables) { values.append(argument.name, value) }
        }
        let resolver = CacheKeyResolver(keyFields: [plan.parentType: keyArgs])
        return resolver.key(for: values, typename: plan.parentType).map { ($0, plan) }
    }

    /// Adds a deferred fragment's fields when the cache has them all; without them the
    /// data is whole all the same (the fragment is pending), and a watcher depends on the
    /// fragment's fields of this record, so that their arrival reaches it.
    private mutating func readDeferred<Source: RecordSource>(
        _ plan: SelectionPlan, record: Record, typename: String?, into object: inout JSONObject, from source: inout Source
    ) throws(CacheError) {
        let before = dependencies
        do throws(CacheError) {
            for member in try self.object(record, plan: plan, from: &source) where object[member.key] == nil {
                object.append(member.key, member.value)
            }
        } catch {
            guard error.isMiss else { throw error }
            dependencies = before
            if collectsDependencies {
                let fields = plan.fields(typename: typename, variables: variables).filter { !$0.isTypename }
                dependencies.insert(record.key, fields: fields.map { $0.fixedKey ?? $0.key(variables: variables) })
            }
        }
    }

    /// The JSON of a stored value of `type`; a value that does not fit is a miss (an empty
    /// key: the caller names the field).
    private mutating func value<Source: RecordSource>(_ stored: RecordValue, type: PlanType, from source: inout Source)
        throws(CacheError) -> JSONValue
    {
        switch type {
        case .nonNull(let inner):
            let json = try value(stored, type: inner, from: &source)
            if json.isNull { throw .miss(key: "", field: nil, .mismatch) }
            return json
        case .scalar(let kind):
            guard case .value(let json) = stored, json.isNull || kind.accepts(json) else {
                throw .miss(key: "", field: nil, .mismatch)
            }
            return json
        case .object(let plan):
            switch stored {
            case .value(.null): return .null
            case .reference(let key): return .object(try read(key: key, plan: plan, from: &source))
            default: throw .miss(key: "", field: nil, .mismatch)
            }
        case .list(let inner):
            switch stored {
            case .value(.null): return .null
            case .value(.array(let elements)):
                for element in elements { _ = try value(.value(element), type: inner, from: &source) }
                return .array(elements)
            case .list(let elements):
                var array: [JSONValue] = []
                array.reserveCapacity(elements.count)
                for element in elements { array.append(try value(element, type: inner, from: &source)) }
                return .array(array)
            default: throw .miss(key: "", field: nil, .mismatch)
            }
        }
    }
}

extension CacheError {
    /// A miss of `key`'s record or of its `field` (an empty key: the caller names the field).
    static func miss(key: CacheKey, field: String?, _ reason: CacheMiss.Reason) -> CacheError {
        CacheError(.miss(CacheMiss(key: key, field: field, reason: reason)))
    }
}
