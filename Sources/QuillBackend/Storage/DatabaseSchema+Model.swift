import GraphQL

extension DatabaseSchema {
    /// The tables that store `model`.
    ///
    /// - One table per type, named after it, with `id` (primary key), `createdAt`,
    ///   `updatedAt` and a column per scalar or enum field, named after the field.
    /// - A to-one side of a one-to-many relation, and one side of a one-to-one relation
    ///   (the required side if only one is, else side `a`), is a column named after the
    ///   field holding the other node's id, with an index (unique for one-to-one).
    /// - A many-to-many relation is a table `_<Relation>` with columns `A` and `B`
    ///   (the ids of side `a`'s and side `b`'s nodes), unique on both and indexed on `B`.
    /// - Each unique constraint is a unique index `<Table>_<columns>_key`.
    /// - A type with an `owner` rule (its own, the schema's, or a field's) has the column
    ///   `_owner`, the `sub` of the token that created the node, with an index; no API
    ///   reads or writes it.
    /// - A type with `@search` has a full-text index of its searched columns (`search`),
    ///   which each dialect keeps in step with the table.
    package init(model: Model) {
        var tables = model.types.map { Self.table(for: $0, in: model) }
        for relation in model.relations {
            let oldRelation = model.oldName(of: relation)
            switch relation.cardinality {
            case .manyToMany:
                var table = Self.joinTable(for: relation)
                table.previousName = oldRelation.map { "_" + $0 }
                tables.append(table)
            case .oneToMany, .oneToOne:
                let owner = Self.foreignKeySide(of: relation)
                let other = owner == relation.a ? relation.b : relation.a
                guard let index = tables.firstIndex(where: { $0.name == owner.typeName }) else { continue }
                var column = ColumnDefinition(
                    name: owner.fieldName, type: .text, modelType: other.typeName + (owner.isRequired ? "!" : ""),
                    isRequired: owner.isRequired, references: ForeignKey(table: other.typeName, onDelete: .setNull)
                )
                column.previousName =
                    owner.isImplied
                    ? oldRelation.map { "_" + $0 } : model.type(named: owner.typeName)?.field(named: owner.fieldName)?.oldName
                tables[index].columns.append(column)
                let isUnique = relation.cardinality == .oneToOne
                tables[index].indexes.append(
                    IndexDefinition(
                        name: "\(owner.typeName)_\(owner.fieldName)_\(isUnique ? "key" : "idx")", columns: [owner.fieldName], isUnique: isUnique
                    ))
            }
        }
        self.init(tables: tables)
    }

    /// The side of a to-one relation whose table holds the foreign key.
    package static func foreignKeySide(of relation: Relation) -> RelationSide {
        if !relation.a.isList && !relation.b.isList {
            return relation.b.isRequired && !relation.a.isRequired ? relation.b : relation.a
        }
        return relation.a.isList ? relation.b : relation.a
    }

    /// The column holding a node's owner.
    package static let ownerColumn = "_owner"

    /// The name of a many-to-many relation's table.
    package static func joinTableName(of relation: Relation) -> String { "_\(relation.name)" }

    static func table(for type: ModelType, in model: Model) -> TableDefinition {
        var columns: [ColumnDefinition] = []
        for field in type.scalarFields {
            let columnType = Self.columnType(of: field)
            var column = ColumnDefinition(
                name: field.name, type: columnType, modelType: field.sdlType,
                isPrimaryKey: field.name == "id", isNotNull: field.isSystem, isRequired: field.isRequired,
                defaultValue: field.defaultValue.map { sqlValue($0, as: columnType) },
                enumValues: field.isList ? nil : enumValues(of: field, in: model)
            )
            column.previousName = field.oldName
            columns.append(column)
        }
        var indexes = type.uniques.map {
            IndexDefinition(name: "\(type.name)_\($0.fields.joined(separator: "_"))_key", columns: $0.fields, isUnique: true)
        }
        if model.hasOwnerRule(type) {
            columns.append(ColumnDefinition(name: ownerColumn, type: .text, modelType: "String"))
            indexes.append(IndexDefinition(name: "\(type.name)_\(ownerColumn)_idx", columns: [ownerColumn], isUnique: false))
        }
        var table = TableDefinition(name: type.name, origin: .type(type.name), columns: columns, indexes: indexes)
        table.previousName = type.oldName
        let searched = type.searchFields
        table.search = searched.isEmpty ? nil : searched
        return table
    }

    static func joinTable(for relation: Relation) -> TableDefinition {
        let name = joinTableName(of: relation)
        let columns = [("A", relation.a.typeName), ("B", relation.b.typeName)].map { column, target in
            ColumnDefinition(
                name: column, type: .text, modelType: target + "!", isNotNull: true, isRequired: true,
                references: ForeignKey(table: target, onDelete: .cascade)
            )
        }
        let indexes = [
            IndexDefinition(name: "\(name)_AB_unique", columns: ["A", "B"], isUnique: true),
            IndexDefinition(name: "\(name)_B_index", columns: ["B"], isUnique: false),
        ]
        return TableDefinition(name: name, origin: .relation(relation.name), columns: columns, indexes: indexes)
    }

    static func enumValues(of field: ModelField, in model: Model) -> [String]? {
        guard case .enumeration(let name) = field.kind else { return nil }
        return model.enumType(named: name)?.values
    }

    /// How a scalar or enum field is stored.
    package static func columnType(of field: ModelField) -> ColumnType {
        if field.isList { return .json }
        switch field.kind {
        case .scalar(let scalar): return scalar.columnType
        case .enumeration, .relation: return .text
        }
    }

    /// A field's default value as stored in a column of `type`.
    package static func sqlValue(_ value: JSONValue, as type: ColumnType) -> SQLValue {
        switch (type, value) {
        case (_, .null): .null
        case (.json, _): .text(String(decoding: value.serialized(), as: UTF8.self))
        case (.boolean, .bool(let flag)): .integer(flag ? 1 : 0)
        case (.integer, .int(let int)): .integer(Int64(int))
        case (.real, .int(let int)): .real(Double(int))
        case (.real, .double(let double)): .real(double)
        case (.dateTime, .string(let text)): .text(DateTimeText.parse(text).map { DateTimeText.format(milliseconds: $0) } ?? text)
        case (.blob, .string(let text)): ScalarFormats.base64(text).map { .blob($0) } ?? .null
        case (_, .string(let text)): .text(text)
        default: .text(String(decoding: value.serialized(), as: UTF8.self))
        }
    }
}
