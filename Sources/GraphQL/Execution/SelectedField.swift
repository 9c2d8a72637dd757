/// One response key of a field's selection set, as the executor collected it for
/// an object type: fragments spread, `@skip`/`@include` applied, fields of the
/// same response key merged. What a resolver looks ahead at to read everything
/// below it at once (see `CompletedJSON`).
public struct SelectedField: Sendable {
    let plan: FieldPlan
    /// The defer usages of the part of an incremental execution that looks ahead.
    let running: DeferUsageSet?

    init(plan: FieldPlan, running: DeferUsageSet?) {
        self.plan = plan
        self.running = running
    }

    /// The key in the response: the alias, or the field's name.
    public var responseKey: String { plan.responseKey }
    /// The field's name in the schema (`__typename` for the meta-field).
    public var name: String { plan.fieldName }
    /// The type the field returns.
    public var type: GraphQLTypeRef { plan.returnType }

    /// The coerced arguments; the error the field would report when they cannot
    /// be coerced (e.g. a variable's value of the wrong type).
    public var arguments: Arguments {
        get throws(GraphQLError) { try plan.arguments.get() }
    }

    /// The selection of this field, when its type is an object type (see
    /// `ResolveInfo.selection`).
    public var selection: [SelectedField]? {
        plan.objectSubplans.map { $0.map { SelectedField(plan: $0, running: running) } }
    }

    /// Whether the field is deferred (in an incremental execution: its object's
    /// payload comes first, then this field's, in a later one), so that a resolver
    /// reading ahead leaves it out and returns its object as a
    /// `SelectionValue.partialObject` that reads it then. Always false outside an
    /// incremental execution.
    public var isDeferred: Bool {
        ExecutionPlan.usages(of: plan) != running ?? .empty
    }
}

extension ResolveInfo {
    /// The fields selected below the field being resolved, collected for its
    /// type; `nil` when that is not an object type (a leaf; for an interface or a
    /// union, see `selection(for:)`) or when its selection cannot be collected (the
    /// executor reports that error when it completes the field).
    public var selection: [SelectedField]? {
        field.selection
    }

    /// The fields selected below the field being resolved, collected for the object type
    /// called `typeName`, as the executor will collect them once the field's value is
    /// of that type: what a resolver of a field of an interface or union type looks
    /// ahead at once it knows the runtime type (for one of an object type, `selection`).
    /// `nil` when `typeName` is not an object type the field's value can be, or the
    /// selection cannot be collected (the executor reports that error when it
    /// completes the field).
    public func selection(for typeName: String) -> [SelectedField]? {
        guard let id = schema.typeID(named: typeName), case .object = schema[id] else { return nil }
        let fieldType = plan.returnType.namedType
        if fieldType == id { return selection }
        guard let execution, schema.isSubtype(id, of: fieldType),
            let plans = try? execution.subplans(of: plan, for: id, path)
        else { return nil }
        return plans.map { SelectedField(plan: $0, running: running) }
    }

    /// The field being resolved, as a look-ahead sees it.
    public var field: SelectedField {
        SelectedField(plan: plan, running: running)
    }
}
