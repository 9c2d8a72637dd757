/// The shape of the GraphQL API generated from a model.
public enum APIConvention: String, Sendable, Hashable, CaseIterable {
    /// Graphcool's "Simple API": `allConferences`, `createConference`, `addToAttendees`.
    case graphcool
    /// Grafbase's `@model` API: `postCollection`, `postCreate(input:)`.
    case collections
}

extension Model {
    /// The convention a model reads as, and why: `@model` on every type and no
    /// `@relation` is Grafbase's dialect (collections); anything else is Graphcool's.
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
        return (.collections, "every type has @model and no field has @relation")
    }
}
