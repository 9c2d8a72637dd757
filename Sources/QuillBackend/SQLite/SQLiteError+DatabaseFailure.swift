import Foundation
import QuillSQLite

/// The kind the layers above act on, read from SQLite's extended result code (and, for a
/// unique violation, the constraint's columns from the message: SQLite says them nowhere else).
extension SQLiteError: DatabaseFailure {
    var kind: DatabaseFailureKind {
        switch resultCode {
        case Self.constraintUnique, Self.constraintPrimaryKey: .uniqueViolation(Self.uniqueKey(message))
        case Self.constraintForeignKey: .foreignKeyViolation
        default: [Self.busy, Self.locked].contains(primaryResultCode) ? .busy : .other
        }
    }

    /// The table and columns of `UNIQUE constraint failed: Post.author, Post.number`.
    private static func uniqueKey(_ message: String) -> UniqueKey? {
        let prefix = "UNIQUE constraint failed: "
        guard message.hasPrefix(prefix) else { return nil }
        var table: Substring?
        var columns: [String] = []
        for qualified in message.dropFirst(prefix.count).components(separatedBy: ", ") {
            guard let dot = qualified.firstIndex(of: "."), table == nil || table == qualified[..<dot] else { return nil }
            table = qualified[..<dot]
            columns.append(String(qualified[qualified.index(after: dot)...]))
        }
        return table.map { UniqueKey(table: String($0), columns: columns) }
    }
}
