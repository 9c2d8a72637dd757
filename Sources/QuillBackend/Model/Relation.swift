/// A relation between two types, declared by a field on each side.
///
/// For seed 000's `Conference.attendees: [Attendee] @relation(name: Attendees)` and
/// `Attendee.conferences: [Conference] @relation(name: Attendees)`, `name` is
/// `Attendees` and the sides are the two fields. The generated API names things
/// from both sides (`addToAttendees(conferencesConferenceId:attendeesAttendeeId:)`).
public struct Relation: Sendable, Hashable {
    /// The declared name, or for an unnamed relation `<A>To<B>` with the two type
    /// names in alphabetical order (as Prisma names them).
    public var name: String
    /// Whether the name was declared with `@relation(name:)`.
    public var isNamed: Bool
    /// The two sides, ordered by (type name, field name); `a` is declared first on ties.
    public var a: RelationSide
    public var b: RelationSide

    public init(name: String, isNamed: Bool, a: RelationSide, b: RelationSide) {
        self.name = name
        self.isNamed = isNamed
        self.a = a
        self.b = b
    }

    /// How many nodes each side connects to.
    public var cardinality: Cardinality {
        switch (a.isList, b.isList) {
        case (false, false): .oneToOne
        case (true, true): .manyToMany
        default: .oneToMany
        }
    }

    /// The side declared by `field` of `type`.
    public func side(type: String, field: String) -> RelationSide? {
        if a.typeName == type && a.fieldName == field { return a }
        if b.typeName == type && b.fieldName == field { return b }
        return nil
    }

    /// The side opposite the one declared by `field` of `type`.
    public func otherSide(type: String, field: String) -> RelationSide? {
        if a.typeName == type && a.fieldName == field { return b }
        if b.typeName == type && b.fieldName == field { return a }
        return nil
    }
}

/// One side of a relation: a field of a type pointing at the other side's type.
public struct RelationSide: Sendable, Hashable {
    /// The type that declares the field.
    public var typeName: String
    public var fieldName: String
    /// Whether the field is a list (this side sees many nodes of the other type).
    public var isList: Bool
    public var isRequired: Bool

    public init(typeName: String, fieldName: String, isList: Bool, isRequired: Bool) {
        self.typeName = typeName
        self.fieldName = fieldName
        self.isList = isList
        self.isRequired = isRequired
    }
}

/// A relation's cardinality.
public enum Cardinality: String, Sendable, Hashable {
    case oneToOne = "one-to-one"
    case oneToMany = "one-to-many"
    case manyToMany = "many-to-many"
}
