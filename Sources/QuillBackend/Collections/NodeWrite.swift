import GraphQL

/// A node to create, or the changes to one, as read from a create or update input.
struct NodeWrite: Sendable {
    /// Column values to set.
    var values: [String: SQLValue] = [:]
    /// Numbers to add to the current value (`increment`, or `decrement` negated).
    var increments: [String: JSONValue] = [:]
    /// What to do on relation fields, in the order the input gives them.
    var relations: [(field: String, actions: [RelationAction])] = []
}

/// One element of a nested relation input: `{ create: {…} }`, `{ link: ID }`, `{ unlink: ID }`,
/// and in an update `{ update: { by, input } }` or `{ delete: ID }` of a node linked to it, or
/// `{ upsert: { by, create, update } }`: the update of the linked node with the key, else the
/// create, linked.
/// Linking a node already linked, or unlinking one not linked, changes nothing.
enum RelationAction: Sendable {
    case create(NodeWrite)
    case link(String)
    case unlink(String)
    case update(key: [(field: String, value: SQLValue)], NodeWrite)
    case delete(String)
    case upsert(key: [(field: String, value: SQLValue)], create: NodeWrite, update: NodeWrite)
}
