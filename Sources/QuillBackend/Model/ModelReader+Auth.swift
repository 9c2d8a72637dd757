import GraphQL

extension ModelReader {
    /// The rules of an `@auth(rules: [{ allow: owner|private|groups|public, operations: [...],
    /// groups: [...] }])` directive; nil (reported) when they do not read. On a field,
    /// `delete` is not an operation.
    mutating func authRules(_ directive: Directive, on place: String, isField: Bool) -> [AuthRule]? {
        rejectArguments(directive, allowed: ["rules"])
        guard let argument = requiredArgument("rules", of: directive) else { return nil }
        let items: [Value] = if case .list(let list) = argument.value { list.values } else { [argument.value] }
        guard !items.isEmpty else {
            report("'@auth(rules:)' on \(place) needs at least one rule", at: argument.value.loc)
            return nil
        }
        var rules: [AuthRule] = []
        for item in items {
            guard let rule = authRule(item, on: place, isField: isField) else { return nil }
            rules.append(rule)
        }
        return rules
    }

    private mutating func authRule(_ value: Value, on place: String, isField: Bool) -> AuthRule? {
        guard case .object(let object) = value else {
            report("An '@auth' rule on \(place) is an object like { allow: owner }", at: value.loc)
            return nil
        }
        var allowName: String?
        var operations = AuthOperation.all
        var groups: [String]?
        for field in object.fields {
            switch field.name.value {
            case "allow":
                allowName = name(field.value)
                if allowName == nil { report("'allow' takes owner, private, groups or public", at: field.value.loc) }
            case "operations":
                let items: [Value] = if case .list(let list) = field.value { list.values } else { [field.value] }
                operations = []
                for item in items {
                    let name = name(item)
                    if name == "read" {
                        operations.formUnion([.get, .list])
                    } else if let name, let operation = AuthOperation(rawValue: name), !(isField && operation == .delete) {
                        operations.insert(operation)
                    } else {
                        let allowed = isField ? "create, read, get, list or update" : "create, read, get, list, update or delete"
                        report("Unknown operation '\(name ?? "?")' in an '@auth' rule on \(place); use \(allowed)", at: item.loc)
                        return nil
                    }
                }
            case "groups":
                groups = stringList(field.value, directive: "auth")
                if groups == nil { return nil }
            default:
                report("Unknown member '\(field.name.value)' of an '@auth' rule on \(place); use allow, operations and groups", at: field.loc)
                return nil
            }
        }
        let allow: AuthRule.Allow
        switch allowName {
        case "owner": allow = .owner
        case "private": allow = .private
        case "public": allow = .public
        case "groups":
            guard let groups, !groups.isEmpty else {
                report("An '@auth' rule on \(place) with 'allow: groups' needs 'groups: [\"…\"]'", at: object.loc)
                return nil
            }
            allow = .groups(groups)
        case nil:
            report("An '@auth' rule on \(place) needs 'allow'", at: object.loc)
            return nil
        case let other?:
            report("Unknown 'allow: \(other)' in an '@auth' rule on \(place); use owner, private, groups or public", at: object.loc)
            return nil
        }
        if groups != nil, case .groups = allow {
        } else if groups != nil {
            report("Only an '@auth' rule with 'allow: groups' takes 'groups'", at: object.loc)
            return nil
        }
        return AuthRule(allow: allow, operations: operations)
    }

    /// An enum value's or a string's text.
    private func name(_ value: Value) -> String? {
        switch value {
        case .enum(let name): name.value
        case .string(let string): string.value
        default: nil
        }
    }

    /// The rules of `schema @auth(…) { … }` or `extend schema @auth(…)`, for every type
    /// without rules of its own; reports other directives.
    mutating func schemaAuthRules(_ directives: [Directive], existing: [AuthRule]?) -> [AuthRule]? {
        var rules = existing
        for directive in directives {
            guard directive.name.value == "auth" else {
                report("Unknown directive '@\(directive.name.value)' on the schema", at: directive.loc)
                continue
            }
            if rules != nil {
                report("The schema has '@auth' rules twice", at: directive.loc)
                continue
            }
            rules = authRules(directive, on: "the schema", isField: false)
        }
        return rules
    }
}
