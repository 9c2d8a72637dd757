/// One field of one record (`Conference:c1` . `attendees(first:3)`): what a watcher
/// depends on and what a merge changes.
public struct RecordField: Sendable, Hashable, CustomStringConvertible {
    public var recordKey: CacheKey
    /// The field's name with its arguments in canonical order (`attendees(first:3)`).
    public var fieldKey: String

    public init(recordKey: CacheKey, fieldKey: String) {
        self.recordKey = recordKey
        self.fieldKey = fieldKey
    }

    /// `Conference:c1.attendees(first:3)`, as Apollo names them.
    public var description: String { "\(recordKey).\(fieldKey)" }
}
