/// A relation between two types, declared by a field on each side, or by one field
/// (one-sided, as Prisma and Grafbase allow): the other side is then implied, and it is a
/// list when the declared field is not and a single node when it is (a one-to-many
/// relation either way, as Prisma reads it).
///
/// For seed 000's `Conference.attendees: [Attendee] @relation(name: Attendees)` and
/// `Attendee.conferences: [Conference] @relation(name: Attendees)`, `name` is
/// `Attendees` and the sides are the two fields. The generated API names things
/// from both sides (`addToAttendees(conferencesConferenceId:attendeesAttendeeId:)`).
package struct Relation: Sendable, Hashable {
    /// The declared name, or for an unnamed relation `<A>To<B>` with the two type
    /// names in alphabetical order (as Prisma names them).
    package var name: String
    /// Whether the name was declared with `@relation(name:)`.
    package var isNamed: Bool
    /// The two sides, ordered by (type name, field name); `a` is declared first on ties.
    package var a: RelationSide
    package var b: RelationSide

    package init(name: String, isNamed: Bool, a: RelationSide, b: RelationSide) {
        self.name = name
        self.isNamed = isNamed
        self.a = a
        self.b = b
    }

    /// Whether one side is implied (no field declares it).
    package var isOneSided: Bool { a.isImplied || b.isImplied }

    /// How many nodes each side connects to.
    package var cardinality: Cardinality {
        switch (a.isList, b.isList) {
        case (false, false): .oneToOne
        case (true, true): .manyToMany
        default: .oneToMany
        }
    }

    /// The side declared by `field` of `type`.
    package func side(type: String, field: String) -> RelationSide? {
        if a.typeName == type && a.fieldName == field { return a }
        if b.typeName == type && b.fieldName == field { return b }
        return nil
    }

    /// The side opposite the one declared by `field` of `type`.
    package func otherSide(type: String, field: String) -> RelationSide? {
        if a.typeName == type && a.fieldName == field { return b }
        if b.typeName == type && b.fieldName == field { return a }
        return nil
    }
}

/// One side of a relation: a field of a type pointing at the other side's type.
package struct RelationSide: Sendable, Hashable {
    /// The type that declares the field.
    package var typeName: String
    /// The field's name; for an implied side, a name no field has (`_<Relation>`), which
    /// names the column that may store it.
    package var fieldName: String
    /// Whether the field is a list (this side sees many nodes of the other type).
    package var isList: Bool
    package var isRequired: Bool
    /// Whether no field declares this side (the relation is one-sided).
    package var isImplied: Bool
    /// What deleting a node of this side does to the nodes its field points at
    /// (`@relation(onDelete:)`, Prisma 1's).
    package var onDelete: DeleteAction

    package init(
        typeName: String, fieldName: String, isList: Bool, isRequired: Bool, isImplied: Bool = false, onDelete: DeleteAction = .setNull
    ) {
        self.typeName = typeName
        self.fieldName = fieldName
        self.isList = isList
        self.isRequired = isRequired
        self.isImplied = isImplied
        self.onDelete = onDelete
    }

    /// The implied other side of a one-sided relation called `relation` declared by `side`.
    static func implied(by side: RelationSide, target: String, relation: String) -> RelationSide {
        RelationSide(typeName: target, fieldName: "_" + relation, isList: !side.isList, isRequired: false, isImplied: true)
    }
}

/// What deleting a node does to the nodes one of its relation fields points at.
package enum DeleteAction: String, Sendable, Hashable {
    /// They stay, disconnected (refused where their side of the relation is required).
    case setNull = "SET_NULL"
    /// They are deleted too, in the same transaction (and what theirs cascade to).
    case cascade = "CASCADE"
}

/// A relation's cardinality.
package enum Cardinality: String, Sendable, Hashable {
    case oneToOne = "one-to-one"
    case oneToMany = "one-to-many"
    case manyToMany = "many-to-many"
}
