/// The runtime object type of a value of an abstract type (the spec's
/// "ResolveAbstractType"), and `isTypeOf` checks, with graphql-js's errors.
extension ExecutionContext {
    /// The type resolver of the abstract type if there is one; otherwise a
    /// `__typename` in the data, the object type bound to the value's Swift type,
    /// or the first possible type whose `isTypeOf` accepts the value.
    func runtimeType(
        of value: Resolved, abstractType: TypeID, _ plan: FieldPlan, _ path: [PathComponent]
    ) throws(GraphQLError) -> TypeID {
        let abstractName = schema[abstractType].name
        let name: String
        do {
            if let resolve = table.typeResolvers[abstractType] {
                guard let resolved = try resolve(value.parentValue, context, info(plan, path)) else {
                    throw missingTypeError(abstractName, plan)
                }
                name = resolved
            } else if let found = try defaultTypeName(of: value, abstractType, plan, path) {
                name = found
            } else {
                throw missingTypeError(abstractName, plan)
            }
        } catch {
            throw locate(error, plan, path)
        }
        guard let id = schema.typeID(named: name) else {
            throw locate(
                GraphQLError("Abstract type \"\(abstractName)\" was resolved to a type \"\(name)\" that does not exist inside the schema."),
                plan, path)
        }
        guard case .object = schema[id] else {
            throw locate(
                GraphQLError("Abstract type \"\(abstractName)\" was resolved to a non-object type \"\(name)\"."), plan, path)
        }
        guard schema.isSubtype(id, of: abstractType) else {
            throw locate(
                GraphQLError("Runtime Object type \"\(name)\" is not a possible type for \"\(abstractName)\"."), plan, path)
        }
        return id
    }

    private func defaultTypeName(
        of value: Resolved, _ abstractType: TypeID, _ plan: FieldPlan, _ path: [PathComponent]
    ) throws -> String? {
        switch value {
        case .json(.object(let object)):
            if case .string(let name)? = object["__typename"] { return name }
        case .selection(let selection):
            if case .value(.string(let name))? = selection.members?["__typename"] { return name }
        case .introspection(let introspection):
            return introspection.typeName
        case .swift(let dictionary as [String: any Sendable]):
            if let name = dictionary["__typename"] as? String { return name }
        case .swift(let swift):
            if let id = table.objectTypes[ObjectIdentifier(type(of: swift))] { return schema[id].name }
        default:
            break
        }
        for candidate in schema.possibleTypes(of: abstractType) {
            if let isTypeOf = table.isTypeOf[candidate], try isTypeOf(value.parentValue, context, info(plan, path)) {
                return schema[candidate].name
            }
        }
        return nil
    }

    private func missingTypeError(_ abstractName: String, _ plan: FieldPlan) -> GraphQLError {
        GraphQLError(
            "Abstract type \"\(abstractName)\" must resolve to an Object type at runtime for field \"\(schema[plan.parentType].name).\(plan.fieldName)\". Either the \"\(abstractName)\" type should provide a \"resolveType\" function or each possible type should provide an \"isTypeOf\" function."
        )
    }

    /// graphql-js's check before completing an object whose type has `isTypeOf`.
    func checkIsTypeOf(_ type: TypeID, _ value: Resolved, _ plan: FieldPlan, _ path: [PathComponent]) throws(GraphQLError) {
        guard let isTypeOf = table.isTypeOf[type] else { return }
        let accepted: Bool
        do {
            accepted = try isTypeOf(value.parentValue, context, info(plan, path))
        } catch {
            throw locate(error, plan, path)
        }
        guard accepted else {
            let shown = if case .json(let json) = value { inspect(json) } else { String(describing: value.parentValue) }
            throw locate(GraphQLError("Expected value of type \"\(schema[type].name)\" but got: \(shown)."), plan, path)
        }
    }

    func info(_ plan: FieldPlan, _ path: [PathComponent]) -> ResolveInfo {
        ResolveInfo(plan: plan, request: request, path: path, running: incremental?.deferUsages, execution: self)
    }
}
