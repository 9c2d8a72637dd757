/// Every literal value is coercible to the type expected where it stands: leaf
/// literals by their scalar or enum, input objects with their required fields,
/// defined fields only, and exactly one non-null field for OneOf input objects.
///
/// Messages are graphql-js 16's; the OneOf checks, which graphql-js 16.6 lacks,
/// use graphql-js 17's words. A nullable variable in a OneOf field is
/// `VariablesInAllowedPositionRule`'s to report, as the spec places it.
///
/// https://spec.graphql.org/September2025/#sec-Values-of-Correct-Type
public struct ValuesOfCorrectTypeRule: ValidationRule {
    /// Nesting depth inside a list or object literal already checked as a whole
    /// (graphql-js's `return false`): its contents are not checked again.
    private var skippedDepth = 0

    public init(context: ValidationContext) {}

    public mutating func enter(_ node: ListValue, _ context: ValidationContext) {
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        // The walk has already entered the item type: the list's own type is the parent.
        if case .list = context.typeInfo.parentInputType?.nullable { return }
        checkLeaf(.list(node), context)
        skippedDepth = 1
    }

    public mutating func leave(_ node: ListValue, _ context: ValidationContext) {
        if skippedDepth > 0 { skippedDepth -= 1 }
    }

    public mutating func enter(_ node: ObjectValue, _ context: ValidationContext) {
        if skippedDepth > 0 {
            skippedDepth += 1
            return
        }
        guard let type = context.typeInfo.inputType, case .inputObject(let object) = context.schema[type.namedType] else {
            checkLeaf(.object(node), context)
            skippedDepth = 1
            return
        }
        for field in object.fields where field.isRequired && !node.fields.contains(where: { $0.name.value == field.name }) {
            context.report(
                "Field \"\(object.name).\(field.name)\" of required type \"\(context.schema.describe(field.type))\" was not provided.",
                at: node.loc)
        }
        if object.isOneOf {
            if node.fields.count != 1 {
                context.report("OneOf Input Object \"\(object.name)\" must specify exactly one key.", at: node.loc)
            } else if case .null = node.fields[0].value {
                context.report(
                    "Field \"\(object.name).\(node.fields[0].name.value)\" used for OneOf Input Object must be non-null.",
                    at: node.loc)
            }
        }
    }

    public mutating func leave(_ node: ObjectValue, _ context: ValidationContext) {
        if skippedDepth > 0 { skippedDepth -= 1 }
    }

    public mutating func enter(_ node: ObjectField, _ context: ValidationContext) {
        guard skippedDepth == 0, context.typeInfo.inputType == nil,
            let parent = context.typeInfo.parentInputType,
            case .inputObject(let object) = context.schema[parent.namedType]
        else { return }
        let name = node.name.value
        context.report(
            "Field \"\(name)\" is not defined by type \"\(object.name)\"." + didYouMean(suggestionList(name, object.fields.map(\.name))),
            at: node.loc)
    }

    public mutating func enter(_ node: NullValue, _ context: ValidationContext) {
        guard skippedDepth == 0, let type = context.typeInfo.inputType, type.isNonNull else { return }
        context.report("Expected value of type \"\(context.schema.describe(type))\", found null.", at: node.loc)
    }

    public mutating func enter(_ node: IntValue, _ context: ValidationContext) { checkLeaf(.int(node), context) }
    public mutating func enter(_ node: FloatValue, _ context: ValidationContext) { checkLeaf(.float(node), context) }
    public mutating func enter(_ node: StringValue, _ context: ValidationContext) { checkLeaf(.string(node), context) }
    public mutating func enter(_ node: BooleanValue, _ context: ValidationContext) { checkLeaf(.boolean(node), context) }
    public mutating func enter(_ node: EnumValue, _ context: ValidationContext) { checkLeaf(.enum(node), context) }

    /// A literal where a leaf type is expected: reported unless that type reads it.
    /// Where a list or input object is expected instead, the literal is of the wrong kind.
    private func checkLeaf(_ value: Value, _ context: ValidationContext) {
        guard skippedDepth == 0, let type = context.typeInfo.inputType else { return }
        do {
            if try context.schema[type.namedType].parseLeafLiteral(value) != nil { return }
            context.report(
                "Expected value of type \"\(context.schema.describe(type))\", found \(Printer.print(value)).", at: value.loc)
        } catch {
            context.report(error.message, at: value.loc)
        }
    }
}
