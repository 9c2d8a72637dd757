import Foundation

/// Brings a database's tables to a model's schema, on start and on reload.
///
/// The applied schema is kept as JSON in the table `_quill_schema`, so each
/// migration diffs the new model's schema against what was really applied.
/// Planning and applying run in one transaction: a refused or failed migration
/// changes nothing.
struct Migrator: Sendable {
    let storage: any Storage
    static let metadataTable = "_quill_schema"

    init(storage: any Storage) {
        self.storage = storage
    }

    /// Migrates to `model`'s schema and returns what was done.
    ///
    /// Throws `MigrationError` naming every change that would lose data, unless
    /// `acceptDataLoss` is true.
    /// With `changes` false, a database that does not match is refused (`MigrationNeededError`).
    @discardableResult
    func migrate(to model: Model, acceptDataLoss: Bool = false, changes: Bool = true) throws -> MigrationPlan {
        try storage.migrate { database in try apply(model, acceptDataLoss: acceptDataLoss, changes: changes, in: database) }
    }

    /// Migrates to `model`'s schema inside the caller's migration transaction (`Storage.migrate`).
    @discardableResult
    func apply(_ model: Model, acceptDataLoss: Bool, changes: Bool = true, in database: any SQLExecutor) throws -> MigrationPlan {
        let schema = DatabaseSchema(model: model)
        let dialect = storage.dialect
        try database.execute(
            "CREATE TABLE IF NOT EXISTS \(dialect.quote(Self.metadataTable)) (id INTEGER PRIMARY KEY, schema TEXT NOT NULL, appliedAt TEXT NOT NULL)"
        )
        let applied = try Self.appliedSchema(database)
        let planner = MigrationPlanner(dialect: dialect) { table, condition in
            let filter = condition.map { " WHERE \($0)" } ?? ""
            return Int(try database.query("SELECT COUNT(*) FROM \(dialect.quote(table))\(filter)").first?[0].integer ?? 0)
        }
        let plan = try planner.plan(from: applied, to: schema)
        if !changes && (!plan.isEmpty || applied != schema) { throw MigrationNeededError(summary: plan.summary) }
        if !plan.destructiveChanges.isEmpty && !acceptDataLoss {
            throw MigrationError(destructiveChanges: plan.destructiveChanges)
        }
        for statement in plan.statements {
            try database.execute(statement)
        }
        if applied != schema {
            let json = String(decoding: try Self.encoder.encode(schema), as: UTF8.self)
            let now = DateTimeText.format(milliseconds: IDGenerator.systemMilliseconds())
            try database.execute(
                "INSERT INTO \(dialect.quote(Self.metadataTable)) (id, schema, appliedAt) VALUES (1, \(dialect.placeholder(0)), \(dialect.placeholder(1))) ON CONFLICT (id) DO UPDATE SET schema = excluded.schema, appliedAt = excluded.appliedAt",
                [.text(json), .text(now)]
            )
        }
        return plan
    }

    /// The schema last applied, or nil if there is none.
    static func appliedSchema(_ database: any SQLExecutor) throws -> DatabaseSchema? {
        guard let json = try database.query("SELECT schema FROM \(metadataTable) WHERE id = 1").first?[0].text else { return nil }
        return try JSONDecoder().decode(DatabaseSchema.self, from: Data(json.utf8))
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
