/// Every directive used is defined, and used at one of the locations it is defined for.
///
/// https://spec.graphql.org/September2025/#sec-Directives-Are-Defined
/// https://spec.graphql.org/September2025/#sec-Directives-Are-in-Valid-Locations
public struct KnownDirectivesRule: ValidationRule {
    private let documentDirectives: [String: DirectiveDefinition]

    public init(context: ValidationContext) {
        documentDirectives = context.documentDirectives
    }

    public mutating func enter(_ node: Directive, _ context: ValidationContext) {
        let name = node.name.value
        let locations: [String]
        if let definition = documentDirectives[name] {
            locations = definition.locations.map(\.value)
        } else if let directive = context.typeInfo.directive {
            locations = directive.locations.map(\.rawValue)
        } else {
            context.report("Unknown directive \"@\(name)\".", at: node.loc)
            return
        }
        if let location = context.directiveLocation, !locations.contains(location.rawValue) {
            context.report("Directive \"@\(name)\" may not be used on \(location.rawValue).", at: node.loc)
        }
    }
}

extension ValidationContext {
    /// The directives the document itself defines, by name (the last of duplicates).
    var documentDirectives: [String: DirectiveDefinition] {
        var found: [String: DirectiveDefinition] = [:]
        for case .directive(let definition) in document.definitions {
            found[definition.name.value] = definition
        }
        return found
    }
}
