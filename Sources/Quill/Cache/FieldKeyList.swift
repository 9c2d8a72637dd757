/// The stored field keys of records, in order, shared by every record written by the
/// same selection set, so that ten thousand records of one type keep their keys once
/// and two records of one layout merge position by position.
///
/// `@unchecked Sendable`: immutable once shared; `append` is only called on keys that
/// one record's own shape holds (a wide record, see `Record.merge`).
final class FieldKeyList: @unchecked Sendable {
    private(set) var keys: [String]
    /// Positions by key, for lists too long to search.
    private var index: [String: Int]?

    init(_ keys: [String]) {
        self.keys = keys
        if keys.count > 12 { index = Self.positions(keys) }
    }

    var count: Int { keys.count }

    @inline(__always)
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        for position in keys.indices where keys[position] == key { return position }
        return nil
    }

    func append(_ key: String) {
        if index == nil && keys.count >= 12 { index = Self.positions(keys) }
        index?[key] = keys.count
        keys.append(key)
    }

    private static func positions(_ keys: [String]) -> [String: Int] {
        Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
