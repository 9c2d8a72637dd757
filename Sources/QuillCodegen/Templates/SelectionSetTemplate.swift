/// A struct over a response object (an operation's `Data`, a field's object, a type case,
/// a fragment): its metadata, typed accessors, member-wise initializer, and nested structs.
struct SelectionSetTemplate {
    let access: String
    /// Whether the structs are `Codable` (QuillAPI's `SelectionSet+Codable`).
    let codable: Bool

    /// `statics` are the kind's own static members (a fragment's definition).
    func render(_ set: IR.SelectionSetType, statics: [Template] = []) -> Template {
        let sections: [Template] =
            [
                header(set, statics: statics),
                Template.joined(
                    set.properties.map { property(set, $0) } + set.typeCaseAccessors.map(typeCaseAccessor)
                        + (set.fragmentAccessors.isEmpty ? [] : ["\(access)var fragments: Fragments { Fragments(__data: __data) }"])),
                initializer(set),
                Template.joined(set.typeAliases.map { "\(access)typealias \($0.alias) = \($0.target)" }),
                fragments(set),
            ] + set.children.map { render($0) }
        return """
            \(access)struct \(set.name): \(conformances(set)) {
                \(lines: sections, separator: "\n\n")
            }
            """
    }

    /// The kind's protocol, `Identifiable` where the selection has `id: ID!`, and `Codable`
    /// when asked for.
    private func conformances(_ set: IR.SelectionSetType) -> String {
        let kind =
            switch set.kind {
            case .root: "RootSelectionSet"
            case .object: "SelectionSet"
            case .typeCase: "InlineFragment"
            case .fragment: "GraphQLFragment"
            }
        let identifiable = set.properties.contains { $0.isIdentifier && $0.name == "id" } ? ", Identifiable" : ""
        return kind + identifiable + (codable ? ", Codable" : "")
    }

    private func header(_ set: IR.SelectionSetType, statics: [Template]) -> Template {
        let selections = set.selections.map { SwiftSyntax.selection($0, from: set.path) }
        return """
            \(lines: statics)
            \(access)static let __parentType = \(SwiftSyntax.stringLiteral(set.parentType))
            \(set.possibleTypes.map(possibleTypes) ?? "")
            \(SwiftSyntax.list(selections, prefix: "\(access)static let __selections: [Selection] = "))
            \(access)let __data: DataDict
            \(access)init(_dataDict: DataDict) { __data = _dataDict }
            """
    }

    private func possibleTypes(_ possibleTypes: IR.PossibleTypes) -> Template {
        switch possibleTypes {
        case .literal(let names):
            SwiftSyntax.filledList(names.map(SwiftSyntax.stringLiteral), prefix: "\(access)static let __possibleTypes: Set<String> = ")
        case .shared(let property):
            "\(access)static var __possibleTypes: Set<String> { \(Compiler.metadataTypeName).PossibleTypes.\(property) }"
        }
    }

    private func property(_ set: IR.SelectionSetType, _ property: IR.Property) -> Template {
        let type = SwiftSyntax.type(property.type, from: set.path)
        return "\(access)var \(property.name): \(type) { __data[\(SwiftSyntax.stringLiteral(property.responseKey))] }"
    }

    private func typeCaseAccessor(_ accessor: IR.TypeCaseAccessor) -> Template {
        let fulfilled = accessor.isConditional ? ", ifFulfilled: true" : ""
        let type = accessor.typeName
        return "\(access)var \(accessor.name): \(type)? { __data._as(\(type).self, possibleTypes: \(type).__possibleTypes\(fulfilled)) }"
    }

    /// `init(id:name:)`: data for tests, previews and optimistic responses.
    private func initializer(_ set: IR.SelectionSetType) -> Template {
        var parameters: [String] = []
        var members: [String] = []
        switch set.typename {
        case .none: break
        case .fixed(let name): members.append("\"__typename\": \(SwiftSyntax.stringLiteral(name))")
        case .parameter:
            parameters.append("__typename: String")
            members.append("\"__typename\": .string(__typename)")
        }
        for property in set.properties {
            parameters.append(SwiftSyntax.parameter(property.name, SwiftSyntax.type(property.type, from: set.path)))
            members.append("\(SwiftSyntax.stringLiteral(property.responseKey)): \(SwiftSyntax.parameterName(property.name))._jsonValue")
        }
        let signature = "\(access)init(\(parameters.joined(separator: ", "))) {"
        let signatureTemplate: Template =
            signature.count <= 110
            ? Template(signature)
            : "\(access)init(\n    \(lines: parameters.map { Template($0) }, separator: ",\n")\n) {"
        let body =
            members.isEmpty
            ? Template("self.init(_dataDict: DataDict([:]))")
            : SwiftSyntax.list(members, prefix: "self.init(_dataDict: DataDict(", suffix: "))")
        return """
            \(signatureTemplate)
                \(body)
            }
            """
    }

    /// The `Fragments` struct: each fragment spread here, as its own struct over the data;
    /// a deferred one (`@defer`) as a `@Deferred` optional, nil until it came, whose
    /// `$name` is its state (Apollo iOS's shape).
    private func fragments(_ set: IR.SelectionSetType) -> Template {
        guard !set.fragmentAccessors.isEmpty else { return "" }
        let deferred = set.fragmentAccessors.filter(\.isDeferred)
        let accessors = set.fragmentAccessors.map { accessor -> Template in
            let type = accessor.fragmentType
            if accessor.isDeferred { return "@Deferred \(access)var \(accessor.name): \(type)?" }
            if accessor.alwaysApplies && !accessor.isConditional {
                return "\(access)var \(accessor.name): \(type) { \(type)(_dataDict: __data) }"
            }
            let possibleTypes = accessor.alwaysApplies ? "nil" : "\(type).__possibleTypes"
            let fulfilled = accessor.isConditional ? ", ifFulfilled: true" : ""
            return "\(access)var \(accessor.name): \(type)? { __data._as(\(type).self, possibleTypes: \(possibleTypes)\(fulfilled)) }"
        }
        guard !deferred.isEmpty else {
            return """
                \(access)struct Fragments: Sendable {
                    \(access)let __data: DataDict
                    \(lines: accessors)
                }
                """
        }
        let wrappers = deferred.map { accessor -> Template in
            let possibleTypes = accessor.alwaysApplies ? "nil" : "\(accessor.fragmentType).__possibleTypes"
            return "_\(accessor.name) = Deferred(_dataDict: __data, possibleTypes: \(possibleTypes))"
        }
        return """
            \(access)struct Fragments: Sendable {
                \(access)let __data: DataDict
                \(lines: accessors)

                \(access)init(__data: DataDict) {
                    self.__data = __data
                    \(lines: wrappers)
                }
            }
            """
    }
}
