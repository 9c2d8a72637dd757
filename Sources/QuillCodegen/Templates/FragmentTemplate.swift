/// A fragment's struct: a selection set that also carries its definition, for the
/// documents that spread it and for reading it from the cache alone.
struct FragmentTemplate {
    let access: String
    let hasKeyFields: Bool
    let selectionSets: SelectionSetTemplate

    func render(_ fragment: IR.Fragment) -> Template {
        selectionSets.render(
            fragment.selectionSet,
            statics: [
                "\(access)static let fragmentDefinition = \(SwiftSyntax.stringLiteral(fragment.text))",
                "\(if: hasKeyFields, "\(access)static var __cacheKeyFields: [String: [String]] { \(Compiler.metadataTypeName).cacheKeyFields }")",
            ])
    }
}
