import GraphQL

/// Writes a scalar field's column as the executor completes the field's value
/// (`FieldValues.json`, then the type's result coercion), for values whose
/// coercion leaves them as they are; `false` for any other value (null in a
/// non-null field, an `Int` beyond 32 bits, an unknown enum value), which the
/// executor must complete to report its error.
enum ScalarWriter {
    static func write(_ value: SQLValue, _ scalar: ScalarColumn, _ writer: inout JSONWriter) -> Bool {
        // The common case first: text written as a string.
        if scalar.isText, case .text(let text) = value {
            writer.writeString(text)
            return true
        }
        let json = FieldValues.json(value, of: scalar.field)
        if json.isNull {
            guard !scalar.isNonNull else { return false }
            writer.writeNull()
            return true
        }
        if scalar.field.isList {
            guard case .array(let items) = json,
                items.allSatisfy({ $0.isNull ? !scalar.itemsNonNull : isWrittenAsIs($0, scalar) })
            else { return false }
            writer.write(json)
            return true
        }
        guard isWrittenAsIs(json, scalar) else { return false }
        writer.write(json)
        return true
    }

    /// Whether the field's type coerces `value` (not null) to itself.
    private static func isWrittenAsIs(_ value: JSONValue, _ scalar: ScalarColumn) -> Bool {
        switch (scalar.field.kind, value) {
        case (.scalar(.json), _): true
        case (.scalar(.string), .string), (.scalar(.id), .string), (.scalar(.dateTime), .string): true
        case (.enumeration, .string(let name)): scalar.enumValues?.contains(name) ?? false
        case (.scalar(.int), .int(let int)): Int(Int32.min)...Int(Int32.max) ~= int
        case (.scalar(.float), .int): true
        case (.scalar(.float), .double(let double)): double.isFinite
        case (.scalar(.boolean), .bool): true
        default: false
        }
    }
}
