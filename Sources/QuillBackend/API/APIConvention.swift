/// The shape of the GraphQL API generated from a model.
public enum APIConvention: String, Sendable, Hashable, CaseIterable {
    /// Graphcool's "Simple API": `allConferences`, `createConference`, `addToAttendees`.
    case graphcool
    /// Grafbase's `@model` API: `postCollection`, `postCreate(input:)`.
    case collections
}

extension Model {
    /// The convention a model reads as, and why: `@model` on every type, no `@relation`
    /// and no `@isUnique` is Grafbase's dialect (collections); anything else is Graphcool's
    /// (the Graphcool framework's `types.graphql` has `@model` everywhere too, with
    /// `id: ID! @isUnique`).
    var inferredConvention: (convention: APIConvention, reason: String) {
        if types.isEmpty {
            return (.graphcool, "the model declares no types")
        }
        if let plain = types.first(where: { !$0.hasModelDirective }) {
            return (.graphcool, "type \(plain.name) has no @model directive")
        }
        if let named = relations.first(where: \.isNamed) {
            return (.graphcool, "field \(named.a.typeName).\(named.a.fieldName) has a @relation directive")
        }
        if let field = isUniqueFields.first {
            return (.graphcool, "field \(field) has @isUnique, Graphcool's spelling of @unique")
        }
        return (.collections, "every type has @model and no field has @relation")
    }
}
