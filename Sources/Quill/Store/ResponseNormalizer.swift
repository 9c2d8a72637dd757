/// Walks a response's `data` with its operation's plan in one pass: checks every
/// selected field (present, of its type, non-null where it must be) and, when asked,
/// writes the objects into records. Nothing reaches the cache unless the whole data
/// matched, and typed data built on a checked object never fails.
struct ResponseNormalizer {
    let variables: JSONObject?
    let keys: CacheKeyResolver
    /// Whether to build records (false only checks).
    let writesRecords: Bool
    /// The time stamped on every field written, when the store keeps times.
    let time: FieldTime?
    private(set) var records = RecordSet()
    /// Layouts of plans whose fields or keys depend on the object's type or on variables.
    private var layouts: [LayoutKey: RecordLayout] = [:]
    /// The shape made last (objects of one layout and type come in runs).
    private var lastShape: RecordShape?

    private struct LayoutKey: Hashable {
        let plan: ObjectIdentifier
        let typename: String?
    }

    init(variables: JSONObject?, keys: CacheKeyResolver, writesRecords: Bool, time: FieldTime? = nil) {
        self.variables = variables
        self.keys = keys
        self.writesRecords = writesRecords
        self.time = time
    }

    /// Checks and normalizes the object of the record `key` (a root, or a fragment's object).
    mutating func normalize(_ data: JSONObject, plan: SelectionPlan, key: CacheKey) throws(ResponseMismatch) {
        try object(data, plan: plan, key: key)
    }

    private mutating func object(_ object: JSONObject, plan: SelectionPlan, key: CacheKey) throws(ResponseMismatch) {
        var typename: String?
        if let first = object.members.first, first.key == "__typename" {
            typename = first.value.stringValue
        } else {
            typename = object["__typename"]?.stringValue
        }
        let fields = plan.staticFields ?? plan.fields(typename: typename, variables: variables)
        var values: [RecordValue] = []
        var layout: RecordLayout?
        if writesRecords {
            let chosen = plan.staticLayout ?? dynamicLayout(plan, fields, typename)
            values = Array(repeating: .value(.null), count: chosen.fields.count)
            layout = chosen
        }
        let members = object.members
        var hint = 0
        for (offset, field) in fields.enumerated() {
            // Members usually come in selection order: look where the last one ended first.
            var found: Int?
            if hint < members.count, members[hint].key == field.responseKey {
                found = hint
            } else {
                found = members.firstIndex { $0.key == field.responseKey }
            }
            guard let index = found else {
                throw ResponseMismatch(path: [.key(field.responseKey)], message: "the field is missing")
            }
            hint = index + 1
            let member = members[index].value
            if field.isTypename {
                if case .string = member { continue }
                if member.isNull, case .scalar = field.type { continue }
                throw ResponseMismatch(path: [.key(field.responseKey)], message: "expected a type name, found \(member.kindDescription)")
            }
            do throws(ResponseMismatch) {
                let fieldKey = writesRecords ? (field.fixedKey ?? field.key(variables: variables)) : ""
                let value = try value(member, type: field.type, parent: key, field: fieldKey, index: nil)
                if let layout, layout.positions[offset] >= 0 { values[layout.positions[offset]] = value }
            } catch {
                throw error.inside(.key(field.responseKey))
            }
        }
        if let layout {
            let times = time.map { Array(repeating: $0, count: values.count) }
            records.merge(Record(key: key, shape: shape(layout.fields, typename), values: values, times: times))
        }
        // A deferred fragment is checked and written once its fields came (each member of
        // an incremental payload arrives with its whole fragment).
        for deferred in plan.deferred(typename: typename, variables: variables) {
            let fields = deferred.fields(typename: typename, variables: variables)
            guard fields.allSatisfy({ object[$0.responseKey] != nil }) else { continue }
            try self.object(object, plan: deferred, key: key)
        }
    }

    /// The shared shape of `fields` with `typename` baked in.
    private mutating func shape(_ fields: FieldKeyList, _ typename: String?) -> RecordShape {
        if let lastShape, lastShape.fields === fields, lastShape.typename == typename { return lastShape }
        let shape = ShapeTable.shared.shape(fields, typename: typename)
        lastShape = shape
        return shape
    }

    private mutating func dynamicLayout(_ plan: SelectionPlan, _ fields: [PlanField], _ typename: String?) -> RecordLayout {
        let layoutKey = LayoutKey(plan: ObjectIdentifier(plan), typename: typename)
        if let layout = layouts[layoutKey] { return layout }
        let variables = variables
        let layout = RecordLayout(fields: fields) { $0.fixedKey ?? $0.key(variables: variables) }
        layouts[layoutKey] = layout
        return layout
    }

    /// Checks a member's value against its type and returns what the record stores.
    private mutating func value(_ json: JSONValue, type: PlanType, parent: CacheKey, field: String, index: Int?)
        throws(ResponseMismatch) -> RecordValue
    {
        switch type {
        case .nonNull(let inner):
            if json.isNull { throw ResponseMismatch(path: [], message: "expected a value, found null") }
            return try value(json, type: inner, parent: parent, field: field, index: index)
        case .scalar(let kind):
            if json.isNull || kind.accepts(json) { return .value(json) }
            throw ResponseMismatch(path: [], message: "expected \(kind.expectation), found \(json.kindDescription)")
        case .object(let plan):
            if json.isNull { return .value(.null) }
            guard case .object(let object) = json else {
                throw ResponseMismatch(path: [], message: "expected an object, found \(json.kindDescription)")
            }
            var key = ""
            if writesRecords {
                key =
                    keys.key(for: object, typename: object["__typename"]?.stringValue)
                    ?? (index.map { "\(parent).\(field).\($0)" } ?? "\(parent).\(field)")
            }
            try self.object(object, plan: plan, key: key)
            return .reference(key)
        case .list(let inner):
            if json.isNull { return .value(.null) }
            guard case .array(let elements) = json else {
                throw ResponseMismatch(path: [], message: "expected a list, found \(json.kindDescription)")
            }
            guard inner.containsObjects else {
                for (position, element) in elements.enumerated() {
                    do throws(ResponseMismatch) {
                        _ = try value(element, type: inner, parent: parent, field: field, index: nil)
                    } catch {
                        throw error.inside(.index(position))
                    }
                }
                return .value(json)
            }
            // A list nested in a list: the outer index joins the path of the inner objects.
            let elementField = index.map { "\(field).\($0)" } ?? field
            var stored: [RecordValue] = []
            stored.reserveCapacity(elements.count)
            for (position, element) in elements.enumerated() {
                do throws(ResponseMismatch) {
                    stored.append(try value(element, type: inner, parent: parent, field: elementField, index: position))
                } catch {
                    throw error.inside(.index(position))
                }
            }
            return .list(stored)
        }
    }
}

extension PlanType {
    /// Whether objects appear in the type (a list of them is stored element by element).
    var containsObjects: Bool {
        switch self {
        case .scalar: false
        case .object: true
        case .nonNull(let inner), .list(let inner): inner.containsObjects
        }
    }
}

extension ScalarKind {
    /// `a string`, `an integer`: what a value had to be, for messages.
    var expectation: String {
        switch self {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a boolean"
        case .json: "JSON"
        case .custom(let type): "a value of \(type)"
        }
    }
}

/// Why a response's data does not match its operation, and where.
struct ResponseMismatch: Error, Sendable {
    var path: [PathComponent]
    var message: String

    func inside(_ component: PathComponent) -> ResponseMismatch {
        ResponseMismatch(path: [component] + path, message: message)
    }
}
