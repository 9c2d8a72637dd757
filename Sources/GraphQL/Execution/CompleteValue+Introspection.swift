/// Introspection objects written straight from the schema: the fast path for
/// `__schema` and `__type` selections, whose plans (fields collected, fragments
/// spread, `@skip`/`@include` applied, arguments coerced) are the executor's own.
///
/// Every introspection field resolves from the schema to a value of its type, so
/// when no argument failed (`FieldPlan.introspectionSubplans`) nothing below can
/// be a field error: no path to track, no null to propagate, and list items are
/// written as they are found instead of being collected first. Otherwise the
/// object completes on the general path.
extension ExecutionContext {
    /// Writes `value` as an object with the fields of `plans`, which all `writesIntrospection`.
    func writeIntrospection(_ plans: [FieldPlan], _ value: IntrospectionValue, _ writer: inout JSONWriter) {
        writer.writeByte(UInt8(ascii: "{"))
        for index in plans.indices {
            let plan = plans[index]
            if index > 0 { writer.writeByte(UInt8(ascii: ",")) }
            writer.writeRaw(plan.keyBytes)
            guard case .introspection(let field) = plan.kind else {
                writer.writeString(value.typeName)  // `__typename`, the only other field planned here
                continue
            }
            let subplans = plan.introspectionSubplans ?? []
            if field.isObjectList {
                var first = true
                let found = schema.forEachIntrospectionItem(
                    field, of: value, includeDeprecated: plan.includeDeprecated, start: { writer.writeByte(UInt8(ascii: "[")) }
                ) { item in
                    if !first { writer.writeByte(UInt8(ascii: ",")) }
                    first = false
                    writeIntrospection(subplans, item, &writer)
                }
                if found == true { writer.writeByte(UInt8(ascii: "]")) } else { writer.writeNull() }
                continue
            }
            switch schema.resolveIntrospectionField(field, of: value, includeDeprecated: plan.includeDeprecated) {
            case .leaf(let leaf): writer.write(leaf)
            case .object(let child): writeIntrospection(subplans, child, &writer)
            case .list, nil: writer.writeNull()  // object lists are written above; a planned field always resolves
            }
        }
        writer.writeByte(UInt8(ascii: "}"))
    }
}
