/// The names of the collections convention (Grafbase's `@model` API) for one model type.
///
/// For `Post`: `post`, `postCollection`, `PostByInput`, `PostConnection`, `postCreate`,
/// `PostCreateInput`, `PostCollectionFilterInput`, `PostOrderByInput`, and so on.
struct CollectionsNames: Sendable, Hashable {
    /// The model type's name, `Post`.
    let type: String

    /// `post`: the single-node query and the prefix of the mutations.
    var single: String { type.lowercasedFirst }
    /// `postCollection`.
    var collection: String { single + "Collection" }
    var byInput: String { type + "ByInput" }
    var connection: String { type + "Connection" }
    var edge: String { type + "Edge" }
    var filterInput: String { type + "CollectionFilterInput" }
    /// `{ some, every, none }` of a list relation field pointing at this type.
    var relationFilterInput: String { type + "RelationFilterInput" }
    var orderByInput: String { type + "OrderByInput" }
    /// `postSearch`: the full-text search of a type with `@search`.
    var search: String { single + "Search" }
    var searchConnection: String { type + "SearchConnection" }
    var searchEdge: String { type + "SearchEdge" }
    /// `postAggregate` and `postGroupBy`, and their types.
    var aggregate: String { single + "Aggregate" }
    var groupBy: String { single + "GroupBy" }
    var aggregateType: String { type + "Aggregate" }
    var groupType: String { type + "Group" }
    var groupKey: String { type + "GroupKey" }
    var groupByField: String { type + "GroupByField" }
    /// `PostSumFields`, `PostAvgFields`, `PostMinFields`, `PostMaxFields` (Hasura's `posts_sum_fields`).
    func aggregateFields(_ function: String) -> String { type + function.uppercasedFirst + "Fields" }
    var createInput: String { type + "CreateInput" }
    var updateInput: String { type + "UpdateInput" }
    var createManyInput: String { type + "CreateManyInput" }
    var updateManyInput: String { type + "UpdateManyInput" }
    var deleteManyInput: String { type + "DeleteManyInput" }
    /// The mutation field for `operation` (`Create`, `CreateMany`, …): `postCreate`.
    func mutation(_ operation: CollectionsMutation) -> String { single + operation.rawValue }
    /// The payload type of `operation`: `PostCreatePayload`.
    func payload(_ operation: CollectionsMutation) -> String { type + operation.rawValue + "Payload" }

    /// `{ set, increment, decrement }` of a number field: `IntOperationsInput`.
    static func operationsInput(_ scalar: ModelScalar) -> String { scalar.rawValue + "OperationsInput" }

    /// The input that creates a node of `side`'s target for relation `relation`, as
    /// nested in the other side's create: `CommentToPostCreateComment`.
    static func relationCreate(_ relation: Relation, from side: RelationSide, target: String) -> String {
        relation.name + "Create" + target + selfSuffix(relation, side)
    }

    /// `{ create, link }` for `side` in a create input: `CommentToPostCreateCommentRelation`.
    static func relationCreateLink(_ relation: Relation, from side: RelationSide, target: String) -> String {
        relationCreate(relation, from: side, target: target) + "Relation"
    }

    /// `{ by, create, update }` for `side` in an update input: `CommentToPostUpsertComment`.
    static func relationUpsert(_ relation: Relation, from side: RelationSide, target: String) -> String {
        relation.name + "Upsert" + target + selfSuffix(relation, side)
    }

    /// `{ create, link, unlink }` for `side` in an update input: `CommentToPostUpdateCommentRelation`.
    static func relationUpdateLink(_ relation: Relation, from side: RelationSide, target: String) -> String {
        relation.name + "Update" + target + selfSuffix(relation, side) + "Relation"
    }

    /// For a relation of a type with itself both sides would share names; the field tells them apart.
    private static func selfSuffix(_ relation: Relation, _ side: RelationSide) -> String {
        relation.a.typeName == relation.b.typeName ? "Via" + side.fieldName.uppercasedFirst : ""
    }
}

/// The mutations the collections convention generates per model type.
enum CollectionsMutation: String, Sendable, CaseIterable {
    case create = "Create"
    case createMany = "CreateMany"
    case update = "Update"
    case updateMany = "UpdateMany"
    /// Updates the node a key names, or creates one (Prisma 1's upsert, in Grafbase's names).
    case upsert = "Upsert"
    case delete = "Delete"
    case deleteMany = "DeleteMany"
}
