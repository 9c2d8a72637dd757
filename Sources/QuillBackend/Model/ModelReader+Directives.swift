import GraphQL

/// What a field's directives declare beyond what `ModelField` holds.
struct FieldDirectives {
    /// `@relation(name:)`.
    var relationName: String?
    /// `@relation(onDelete:)`.
    var onDelete: DeleteAction = .setNull
    /// Where `@isUnique` / `@unique` is written.
    var unique: Location?
    /// `@unique(fields: [...])`: the other fields of a multi-field constraint.
    var uniqueWith: (names: [String], loc: Location)?
}

extension ModelReader {
    /// Reads a field's directives in both dialects, setting its default and length.
    mutating func readFieldDirectives(_ definition: FieldDefinition, field: inout ModelField, qualified: String) -> FieldDirectives {
        var result = FieldDirectives()
        var seen: Set<String> = []
        let isRelation = if case .relation = field.kind { true } else { false }
        var searchLocation: Location?
        for directive in definition.directives {
            let name = directive.name.value
            if !seen.insert(name).inserted {
                report("Directive '@\(name)' is used twice on '\(qualified)'", at: directive.loc)
                continue
            }
            switch name {
            case "relation":
                rejectArguments(directive, allowed: ["name", "onDelete"])
                guard isRelation else {
                    report("'@relation' applies only to fields whose type is a model type; '\(qualified)' is not one", at: directive.loc)
                    continue
                }
                let arguments = directive.arguments.map(\.name.value)
                if arguments.contains("name") || !arguments.contains("onDelete") { result.relationName = relationName(directive) }
                if let argument = directive.arguments.first(where: { $0.name.value == "onDelete" }) {
                    guard case .enum(let value) = argument.value, let action = DeleteAction(rawValue: value.value) else {
                        report("'@relation(onDelete:)' takes CASCADE or SET_NULL", at: argument.value.loc)
                        continue
                    }
                    result.onDelete = action
                }
            case "isUnique", "unique":
                rejectArguments(directive, allowed: name == "unique" ? ["fields"] : [])
                result.unique = directive.loc
                if name == "isUnique" { isUniqueFields.append(qualified) }
                if name == "unique", let argument = directive.arguments.first(where: { $0.name.value == "fields" }) {
                    result.uniqueWith = (stringList(argument.value, directive: name) ?? [], argument.loc)
                }
            case "defaultValue", "default":
                rejectArguments(directive, allowed: ["value"])
                guard let argument = requiredArgument("value", of: directive) else { continue }
                if isRelation {
                    report("Relation field '\(qualified)' cannot have a default value", at: directive.loc)
                } else if Self.isNow(argument.value), !field.isList, case .scalar(let scalar) = field.kind, Self.timeScalars.contains(scalar) {
                    field.automatic = .creation
                } else {
                    field.defaultValue = defaultValue(argument.value, for: field, qualified: qualified)
                }
            case "createdAt", "updatedAt":
                rejectArguments(directive, allowed: [])
                guard !field.isList, case .scalar(let scalar) = field.kind, Self.timeScalars.contains(scalar) else {
                    report("'@\(name)' applies only to DateTime, Timestamp and Date fields; '\(qualified)' is not one", at: directive.loc)
                    continue
                }
                field.automatic = name == "createdAt" ? .creation : .update
            case "rename":
                field.oldName = oldName(directive, of: qualified)
            case "length":
                rejectArguments(directive, allowed: ["min", "max"])
                field.length = lengthConstraint(directive, field: field, qualified: qualified)
            case "search":
                rejectArguments(directive, allowed: [])
                guard field.isSearchable else {
                    report("'@search' applies only to String fields; '\(qualified)' is not one", at: directive.loc)
                    continue
                }
                field.isSearched = true
                searchLocation = directive.loc
            case "auth":
                guard !isRelation else {
                    report("'@auth' on relation field '\(qualified)' is not supported; put the rules on its type", at: directive.loc)
                    continue
                }
                field.authRules = authRules(directive, on: "field '\(qualified)'", isField: true)
            default:
                report("Unknown directive '@\(name)' on field '\(qualified)'", at: directive.loc)
            }
        }
        if let searchLocation, field.authRules != nil {
            // A search matching on it would tell callers the rules refuse what it holds.
            report("'@search' cannot apply to '\(qualified)', which has '@auth' rules of its own", at: searchLocation)
            field.isSearched = false
        }
        return result
    }

    /// The scalars of the times the backend can set.
    static let timeScalars: Set<ModelScalar> = [.dateTime, .timestamp, .date]

    /// `now` or `"now()"`: a default of the time of creation.
    static func isNow(_ value: Value) -> Bool {
        switch value {
        case .enum(let name): name.value == "now"
        case .string(let text): text.value == "now()"
        default: false
        }
    }

    /// `@rename(oldName: "headline")`: a name, not the current one.
    mutating func oldName(_ directive: Directive, of name: String) -> String? {
        rejectArguments(directive, allowed: ["oldName"])
        guard let argument = requiredArgument("oldName", of: directive) else { return nil }
        guard case .string(let value) = argument.value, !value.value.isEmpty, value.value != name.split(separator: ".").last.map(String.init) else {
            report("'@rename(oldName:)' takes the name '\(name)' had, as a string", at: argument.value.loc)
            return nil
        }
        return value.value
    }

    /// Reports arguments not in `allowed` and arguments given twice.
    mutating func rejectArguments(_ directive: Directive, allowed: [String]) {
        var seen: Set<String> = []
        for argument in directive.arguments {
            if !allowed.contains(argument.name.value) {
                report("Unknown argument '\(argument.name.value)' on directive '@\(directive.name.value)'", at: argument.loc)
            } else if !seen.insert(argument.name.value).inserted {
                report("Argument '\(argument.name.value)' is given twice on directive '@\(directive.name.value)'", at: argument.loc)
            }
        }
    }

    mutating func requiredArgument(_ name: String, of directive: Directive) -> Argument? {
        if let argument = directive.arguments.first(where: { $0.name.value == name }) { return argument }
        report("Directive '@\(directive.name.value)' needs the argument '\(name)'", at: directive.loc)
        return nil
    }

    /// `@relation(name: Attendees)` or `@relation(name: "Attendees")`.
    mutating func relationName(_ directive: Directive) -> String? {
        guard let argument = requiredArgument("name", of: directive) else { return nil }
        switch argument.value {
        case .enum(let value): return value.value
        case .string(let value) where !value.value.isEmpty: return value.value
        default:
            report("The relation name must be a name or a non-empty string", at: argument.value.loc)
            return nil
        }
    }

    /// A list of strings (or a single string), else reported.
    mutating func stringList(_ value: Value, directive: String) -> [String]? {
        let items: [Value] = if case .list(let list) = value { list.values } else { [value] }
        var names: [String] = []
        for item in items {
            guard case .string(let string) = item else {
                report("'@\(directive)(fields:)' takes a list of field names as strings", at: item.loc)
                return nil
            }
            names.append(string.value)
        }
        return names
    }

    /// `@length(min:, max:)` on a String or a list field.
    mutating func lengthConstraint(_ directive: Directive, field: ModelField, qualified: String) -> LengthConstraint? {
        guard field.isList || field.kind == .scalar(.string) else {
            report("'@length' applies only to String and list fields; '\(qualified)' is neither", at: directive.loc)
            return nil
        }
        var bounds: [String: Int] = [:]
        for argument in directive.arguments {
            guard case .int(let int) = argument.value, let bound = Int(int.value), bound >= 0 else {
                report("'@length(\(argument.name.value):)' takes a non-negative integer", at: argument.value.loc)
                return nil
            }
            bounds[argument.name.value] = bound
        }
        if bounds.isEmpty {
            report("'@length' needs 'min', 'max' or both", at: directive.loc)
            return nil
        }
        if let min = bounds["min"], let max = bounds["max"], min > max {
            report("'@length' has min \(min) greater than max \(max)", at: directive.loc)
            return nil
        }
        return LengthConstraint(min: bounds["min"], max: bounds["max"])
    }
}
