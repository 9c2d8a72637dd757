/// How the nodes a relation field points at are found in SQL.
///
/// For relation field `field` of `sourceType`, pointing at `targetType`: given the
/// alias of the target table, `join` is what must be joined to it and `parentColumn`
/// the SQL expression that holds the id of the source node each target row belongs to.
struct RelationLink: Sendable, Hashable {
    var sourceType: String
    var field: String
    var targetType: String
    /// The relation's name.
    var relation: String
    /// Whether the field is a list (the source node sees many target nodes).
    var isToMany: Bool
    /// The relation field on the other side (on `targetType`); for an implied side (a
    /// one-sided relation), its name, which no field has.
    var inverseField: String
    /// Whether no field declares the other side: it changes no node's fields.
    var inverseIsImplied: Bool
    /// Whether the other side is a list (a target node may have many source nodes).
    var inverseIsToMany: Bool
    /// Whether deleting a source node deletes the nodes it points at (`onDelete: CASCADE`).
    var cascades: Bool
    /// Whether the field is a required to-one field: a source node must point at a target.
    var isRequiredToOne: Bool
    /// Whether the field on the other side is a required to-one field.
    var inverseIsRequiredToOne: Bool
    var storage: Storage

    /// Where the connections are stored.
    enum Storage: Sendable, Hashable {
        /// A join table: `sourceColumn` holds the source node's id, `targetColumn` the target's.
        case joinTable(table: String, sourceColumn: String, targetColumn: String)
        /// A column of the target table holding the source node's id.
        case targetColumn(String)
        /// A column of the source table holding the target node's id.
        case sourceColumn(String)
    }

    /// The link of relation field `field` of `type`, or nil when it is not a relation field.
    init?(model: Model, type: String, field: String) {
        guard let modelField = model.type(named: type)?.field(named: field),
            case .relation(let name, _) = modelField.kind,
            let relation = model.relation(named: name),
            let side = relation.side(type: type, field: field)
        else { return nil }
        self.init(relation, from: side)
    }

    /// The link from `side` of `relation` (which may be an implied side) to the other.
    init(_ relation: Relation, from side: RelationSide) {
        let other = side == relation.a ? relation.b : relation.a
        sourceType = side.typeName
        field = side.fieldName
        targetType = other.typeName
        self.relation = relation.name
        isToMany = side.isList
        inverseField = other.fieldName
        inverseIsImplied = other.isImplied
        inverseIsToMany = other.isList
        cascades = side.onDelete == .cascade
        isRequiredToOne = !side.isList && side.isRequired
        inverseIsRequiredToOne = !other.isList && other.isRequired
        switch relation.cardinality {
        case .manyToMany:
            let isA = side == relation.a
            storage = .joinTable(
                table: DatabaseSchema.joinTableName(of: relation), sourceColumn: isA ? "A" : "B", targetColumn: isA ? "B" : "A")
        case .oneToMany, .oneToOne:
            let owner = DatabaseSchema.foreignKeySide(of: relation)
            storage = owner == side ? .sourceColumn(side.fieldName) : .targetColumn(other.fieldName)
        }
    }

    /// The link the other way, from the other side (declared or implied).
    func inverse(in model: Model) -> RelationLink? {
        guard let relation = model.relation(named: relation) else { return nil }
        let other = relation.a.typeName == targetType && relation.a.fieldName == inverseField ? relation.a : relation.b
        return RelationLink(relation, from: other)
    }

    /// The join (possibly empty) and the parent-id expression for target rows aliased `target`;
    /// `link` is the alias the join may use.
    func sql(target: String, link: String, _ dialect: any SQLDialect) -> (join: String, parent: String) {
        switch storage {
        case .joinTable(let table, let sourceColumn, let targetColumn):
            (
                " JOIN \(dialect.quote(table)) AS \(link) ON \(link).\(dialect.quote(targetColumn)) = \(target).\(dialect.quote("id"))",
                "\(link).\(dialect.quote(sourceColumn))"
            )
        case .targetColumn(let column):
            ("", "\(target).\(dialect.quote(column))")
        case .sourceColumn(let column):
            (
                " JOIN \(dialect.quote(sourceType)) AS \(link) ON \(link).\(dialect.quote(column)) = \(target).\(dialect.quote("id"))",
                "\(link).\(dialect.quote("id"))"
            )
        }
    }
}

extension RelationLink {
    /// The read the rules judge when a relation field is read: listing its nodes, or
    /// getting its one node.
    var readOperation: AuthOperation { isToMany ? .list : .get }
}
