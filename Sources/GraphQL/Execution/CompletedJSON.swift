/// A field's value that its resolver completed itself: the JSON text of the
/// field's whole value, selection included, which the executor writes into the
/// response as it is.
///
/// For resolvers that compile the selection they are given
/// (`ResolveInfo.selection`) into something faster than resolving field by
/// field, such as one database query per nesting level. The executor does not
/// look inside: the bytes must be one JSON value, the field's completed value
/// as the spec's value completion would produce it (keys in selection order, and
/// not `null` for a non-null field: return `nil` for null). A resolver that
/// cannot complete a value exactly (an error on some field below) returns an
/// ordinary value instead, and the executor completes it.
public struct CompletedJSON: Sendable {
    public let bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
