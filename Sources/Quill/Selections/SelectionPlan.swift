import QuillSync

/// A selection set compiled once per type from its `__selections`: what the response
/// checker, the normalizer and the cache reader walk. Fragments whose type condition
/// always holds are flattened in; fields with one response key are merged (their
/// selections joined); when nothing depends on the object's type or on variables the
/// fields and the record layout are computed here, once.
final class SelectionPlan: Sendable {
    let parentType: String
    let items: [PlanItem]
    /// The fields, when no type condition or `@include`/`@skip` applies.
    let staticFields: [PlanField]?
    /// Where `staticFields` go in a record, when their keys do not depend on variables.
    let staticLayout: RecordLayout?
    /// Whether a deferred fragment is among the items (below type cases and conditions too).
    let hasDeferred: Bool
    /// Fields collected by `__typename` and condition values, for the other plans.
    private let collected = Locked<[String: [PlanField]]>([:])

    init(parentType: String, items: [PlanItem]) {
        self.parentType = parentType
        self.items = items
        hasDeferred = items.contains { item in
            switch item {
            case .field: false
            case .typeCase(_, let plan), .conditional(_, let plan): plan.hasDeferred
            case .deferred: true
            }
        }
        if items.allSatisfy({ if case .field = $0 { true } else { false } }) {
            let fields = PlanField.merged(items.map { if case .field(let field) = $0 { field } else { fatalError() } })
            staticFields = fields
            staticLayout = fields.allSatisfy { $0.fixedKey != nil } ? RecordLayout(fields: fields) { $0.fixedKey! } : nil
        } else {
            staticFields = nil
            staticLayout = nil
        }
    }

    /// The fields that apply to an object of type `typename` under `variables`, merged.
    func fields(typename: String?, variables: JSONObject?) -> [PlanField] {
        if let staticFields { return staticFields }
        var cacheKey = typename ?? ""
        appendConditionValues(items, variables, to: &cacheKey)
        if let cached = collected.withLock({ $0[cacheKey] }) { return cached }
        var fields: [PlanField] = []
        collect(items, typename: typename, variables: variables, into: &fields)
        let merged = PlanField.merged(fields)
        collected.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[cacheKey] = merged
        }
        return merged
    }

    private func collect(_ items: [PlanItem], typename: String?, variables: JSONObject?, into fields: inout [PlanField]) {
        for item in items {
            switch item {
            case .field(let field): fields.append(field)
            case .typeCase(let types, let plan):
                if let typename, types.contains(typename) { collect(plan.items, typename: typename, variables: variables, into: &fields) }
            case .conditional(let condition, let plan):
                if condition.holds(variables) { collect(plan.items, typename: typename, variables: variables, into: &fields) }
            case .deferred: continue
            }
        }
    }

    /// The deferred fragments that apply to an object of type `typename` under
    /// `variables` (not those inside them: each is a plan of its own).
    func deferred(typename: String?, variables: JSONObject?) -> [SelectionPlan] {
        guard hasDeferred else { return [] }
        var plans: [SelectionPlan] = []
        collectDeferred(items, typename: typename, variables: variables, into: &plans)
        return plans
    }

    private func collectDeferred(_ items: [PlanItem], typename: String?, variables: JSONObject?, into plans: inout [SelectionPlan]) {
        for item in items {
            switch item {
            case .field: continue
            case .typeCase(let types, let plan):
                if let typename, types.contains(typename) { collectDeferred(plan.items, typename: typename, variables: variables, into: &plans) }
            case .conditional(let condition, let plan):
                if condition.holds(variables) { collectDeferred(plan.items, typename: typename, variables: variables, into: &plans) }
            case .deferred(let types, let plan):
                if types.map({ typename.map($0.contains) ?? false }) ?? true { plans.append(plan) }
            }
        }
    }

    private func appendConditionValues(_ items: [PlanItem], _ variables: JSONObject?, to key: inout String) {
        for item in items {
            switch item {
            case .field: continue
            case .typeCase(_, let plan): appendConditionValues(plan.items, variables, to: &key)
            case .conditional(let condition, let plan):
                key.append(condition.holds(variables) ? "1" : "0")
                appendConditionValues(plan.items, variables, to: &key)
            case .deferred: continue
            }
        }
    }
}

/// One entry of a compiled selection set.
enum PlanItem: Sendable {
    case field(PlanField)
    /// Selections for objects whose `__typename` is one of the types.
    case typeCase(Set<String>, SelectionPlan)
    case conditional(Selection.Condition, SelectionPlan)
    /// A deferred fragment, for objects of the types (nil: any): applied when its fields came.
    case deferred(Set<String>?, SelectionPlan)
}

extension Selection.Condition {
    /// Whether the selections under the condition apply: `@include(if: $v)` when `v` is
    /// true, `@skip(if: $v)` when it is false (a missing variable counts as false).
    func holds(_ variables: JSONObject?) -> Bool {
        let value = variables?[variable]?.boolValue ?? false
        return value != inverted
    }
}

/// One field of a compiled selection set.
final class PlanField: Sendable {
    let responseKey: String
    let name: String
    /// The field's key in its record, when its arguments use no variable.
    let fixedKey: String?
    let arguments: [(name: String, value: InputValue)]
    let type: PlanType
    /// `__typename` (under any alias): read from the object, stored once per record.
    let isTypename: Bool

    init(responseKey: String, name: String, arguments: [(name: String, value: InputValue)], type: PlanType) {
        self.responseKey = responseKey
        self.name = name
        self.arguments = arguments.sorted { $0.name < $1.name }
        self.type = type
        isTypename = name == "__typename"
        if arguments.contains(where: { $0.value.usesVariables }) {
            fixedKey = nil
        } else {
            fixedKey = FieldKey.make(name: name, arguments: arguments.map { ($0.name, $0.value.resolved(with: nil) ?? .null) })
        }
    }

    /// The field's key under `variables`.
    func key(variables: JSONObject?) -> String {
        if let fixedKey { return fixedKey }
        var resolved: [(name: String, value: JSONValue)] = []
        for argument in arguments {
            if let value = argument.value.resolved(with: variables) { resolved.append((argument.name, value)) }
        }
        return FieldKey.make(name: name, arguments: resolved)
    }

    /// `fields` with those of one response key merged into the first, their selections joined.
    static func merged(_ fields: [PlanField]) -> [PlanField] {
        var order: [String] = []
        var groups: [String: [PlanField]] = [:]
        for field in fields {
            if groups[field.responseKey] == nil { order.append(field.responseKey) }
            groups[field.responseKey, default: []].append(field)
        }
        guard order.count < fields.count else { return fields }
        return order.map { key in
            let group = groups[key]!
            guard group.count > 1 else { return group[0] }
            let first = group[0]
            return PlanField(
                responseKey: first.responseKey, name: first.name, arguments: first.arguments,
                type: PlanType.merged(group.map(\.type)))
        }
    }
}

/// A field's type as the walkers need it.
indirect enum PlanType: Sendable {
    case scalar(ScalarKind)
    case object(SelectionPlan)
    case nonNull(PlanType)
    case list(PlanType)

    /// One type for a field selected several times: the objects' selections joined.
    static func merged(_ types: [PlanType]) -> PlanType {
        switch types[0] {
        case .scalar: return types[0]
        case .object(let first):
            var items: [PlanItem] = []
            for case .object(let plan) in types { items += plan.items }
            return .object(SelectionPlan(parentType: first.parentType, items: items))
        case .nonNull:
            return .nonNull(merged(types.map { if case .nonNull(let inner) = $0 { inner } else { $0 } }))
        case .list:
            return .list(merged(types.map { if case .list(let inner) = $0 { inner } else { $0 } }))
        }
    }

    /// `[String!]`, `Conference`: for error messages.
    var description: String {
        switch self {
        case .scalar(let kind): kind.name
        case .object(let plan): plan.parentType
        case .nonNull(let inner): inner.description + "!"
        case .list(let inner): "[" + inner.description + "]"
        }
    }
}

/// What a leaf's JSON must be; the common scalars are checked without calling through
/// their type.
enum ScalarKind: Sendable {
    case string, int, double, bool
    /// `JSONValue`: anything.
    case json
    case custom(any JSONDecodable.Type)

    init(_ type: any JSONDecodable.Type) {
        if type == String.self {
            self = .string
        } else if type == Int.self {
            self = .int
        } else if type == Double.self {
            self = .double
        } else if type == Bool.self {
            self = .bool
        } else if type == JSONValue.self {
            self = .json
        } else {
            self = .custom(type)
        }
    }

    /// Whether a non-null `value` converts.
    @inline(__always)
    func accepts(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.int, .int), (.double, .double), (.double, .int), (.bool, .bool), (.json, _):
            return true
        case (.custom(let type), _):
            return (try? type.init(_jsonValue: value)) != nil
        default:
            return false
        }
    }

    var name: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Float"
        case .bool: "Boolean"
        case .json: "JSON"
        case .custom(let type): String(describing: type)
        }
    }
}

/// Where a selection set's fields go in its records: the stored keys (`__typename` is
/// baked into each record's shape instead), and each field's position among them (two
/// aliases of one field share one).
struct RecordLayout: Sendable {
    let fields: FieldKeyList
    /// Per field, its position among `fields`; -1 for `__typename` fields.
    let positions: [Int]

    init(fields planFields: [PlanField], key: (PlanField) -> String) {
        var keys: [String] = []
        var positions: [Int] = []
        positions.reserveCapacity(planFields.count)
        for field in planFields {
            if field.isTypename {
                positions.append(-1)
                continue
            }
            let fieldKey = key(field)
            if let existing = keys.firstIndex(of: fieldKey) {
                positions.append(existing)
            } else {
                positions.append(keys.count)
                keys.append(fieldKey)
            }
        }
        fields = ShapeTable.shared.fieldKeyList(keys)
        self.positions = positions
    }
}
