/// The small pieces of Swift the templates share: types, literals, metadata expressions.
enum SwiftSyntax {
    /// `"…"` with what a Swift string literal must escape escaped.
    static func stringLiteral(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// How an initializer refers to its parameter for the member `name`: by that name,
    /// except that a parameter called `self` would hide `self` itself.
    static func parameterName(_ name: String) -> String {
        name == "`self`" ? "self_" : name
    }

    /// An initializer's parameter for the member `name`: `name: type`, or
    /// `` `self` self_: type``.
    static func parameter(_ name: String, _ type: String) -> String {
        name == "`self`" ? "`self` self_: \(type)" : "\(name): \(type)"
    }

    /// A generated struct named from the struct at `current`: by its own name when it is
    /// nested right there, else by its whole path.
    static func reference(_ path: [String], from current: [String]) -> String {
        path.dropLast().elementsEqual(current) ? path[path.count - 1] : path.joined(separator: ".")
    }

    /// The Swift type of a shape: nullable unless non-null, lists as arrays.
    static func type(_ shape: IR.Shape, from current: [String], nullable: Bool = true) -> String {
        let optional = nullable ? "?" : ""
        switch shape {
        case .nonNull(let inner): return type(inner, from: current, nullable: false)
        case .list(let inner): return "[\(type(inner, from: current))]\(optional)"
        case .leaf(let name): return name + optional
        case .object(let path): return reference(path, from: current) + optional
        }
    }

    /// The `FieldType` of a shape: `.list(.nonNull(.object(Attendee.self)))`.
    static func fieldType(_ shape: IR.Shape, from current: [String]) -> String {
        switch shape {
        case .nonNull(let inner): ".nonNull(\(fieldType(inner, from: current)))"
        case .list(let inner): ".list(\(fieldType(inner, from: current)))"
        case .leaf(let name): ".scalar(\(name).self)"
        case .object(let path): ".object(\(reference(path, from: current)).self)"
        }
    }

    /// One `Selection` of `__selections`.
    static func selection(_ entry: IR.SelectionMeta, from current: [String]) -> String {
        switch entry {
        case .field(let name, let alias, let type, let arguments):
            var out = ".field(\(stringLiteral(name))"
            if let alias { out += ", alias: \(stringLiteral(alias))" }
            out += ", \(fieldType(type, from: current))"
            if !arguments.isEmpty { out += ", arguments: \(argumentDictionary(arguments))" }
            return out + ")"
        case .fragment(let typeName):
            return ".fragment(\(typeName).self)"
        case .inlineFragment(let typeName):
            return ".inlineFragment(\(typeName).self)"
        case .deferred(let typeName, let label):
            return ".deferred(\(typeName).self, label: \(label.map(stringLiteral) ?? "nil"))"
        case .conditional(let variable, let inverted, let selections):
            let condition = ".init(variable: \(stringLiteral(variable))\(inverted ? ", inverted: true" : ""))"
            return ".conditional(\(condition), [\(selections.map { selection($0, from: current) }.joined(separator: ", "))])"
        }
    }

    private static func argumentDictionary(_ arguments: [(String, IR.ArgumentValue)]) -> String {
        "[" + arguments.map { "\(stringLiteral($0.0)): \(argument($0.1))" }.joined(separator: ", ") + "]"
    }

    /// An argument as an `InputValue` expression.
    static func argument(_ value: IR.ArgumentValue) -> String {
        switch value {
        case .variable(let name): return ".variable(\(stringLiteral(name)))"
        case .int(let digits): return Int(digits) != nil ? digits : ".value(.double(\(digits)))"
        case .float(let digits): return digits
        case .string(let string): return stringLiteral(string)
        case .boolean(let boolean): return boolean ? "true" : "false"
        case .null: return "nil"
        case .list(let values): return ".list([\(values.map(argument).joined(separator: ", "))])"
        case .object(let fields): return fields.isEmpty ? ".object([:])" : ".object(\(argumentDictionary(fields)))"
        }
    }

    /// `[a, b]` on one line when that fits `width` after `prefix`, else one element per line.
    static func list(_ elements: [String], prefix: String, suffix: String = "", width: Int = 110) -> Template {
        let oneLine = prefix + "[" + elements.joined(separator: ", ") + "]" + suffix
        if oneLine.count <= width || elements.isEmpty { return Template(oneLine) }
        return Template(prefix + "[\n" + elements.map { "    \($0),\n" }.joined() + "]" + suffix)
    }

    /// `[a, b, c]` filled to `width` columns per line: long lists of short names.
    static func filledList(_ elements: [String], prefix: String, width: Int = 110) -> Template {
        let oneLine = prefix + "[" + elements.joined(separator: ", ") + "]"
        if oneLine.count <= width { return Template(oneLine) }
        var lines: [String] = []
        var line = "   "
        for element in elements {
            if line.count + element.count + 2 > width {
                lines.append(line)
                line = "   "
            }
            line += " " + element + ","
        }
        lines.append(line)
        return Template(prefix + "[\n" + lines.joined(separator: "\n") + "\n]")
    }
}
