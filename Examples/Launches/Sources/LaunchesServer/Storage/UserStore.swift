import GraphQL

/// The users, their login tokens and their trips, in SQLite.
///
/// A token is 32 random bytes (unguessable, unlike the original's base64 email), given
/// once by `login`; the database keeps only its SHA-256, so a copy of the file lets no
/// one log in.
final class UserStore: Sendable {
    private let database: SQLite

    /// Opens (or creates) the database at `path` and its tables.
    init(path: String) throws {
        database = try SQLite(path: path)
        try database.transaction { connection in
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS users (
                  id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, profile_image TEXT)
                """)
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS tokens (
                  hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users (id))
                """)
            try connection.execute(
                """
                CREATE TABLE IF NOT EXISTS trips (
                  user_id INTEGER NOT NULL REFERENCES users (id), launch_id INTEGER NOT NULL,
                  PRIMARY KEY (user_id, launch_id))
                """)
        }
    }

    /// Finds or creates the user with `email` and gives it a new token.
    func login(email: String) throws -> User {
        let token = LoginToken.make()
        return try database.transaction { connection in
            try connection.execute("INSERT INTO users (email) VALUES (?) ON CONFLICT (email) DO NOTHING", [.text(email)])
            let rows = try connection.query("SELECT id, email, profile_image FROM users WHERE email = ?", [.text(email)])
            guard var user = rows.first.flatMap(Self.user) else { throw SQLite.Failure(description: "no user \(email) after its insert") }
            try connection.execute(
                "INSERT INTO tokens (hash, user_id) VALUES (?, ?)", [.text(LoginToken.hash(token)), .integer(Int64(user.id))])
            user.token = token
            return user
        }
    }

    /// The user a token was given to, or nil for a token never given.
    func user(token: String) throws -> User? {
        try database.read { connection in
            try connection.query(
                "SELECT users.id, users.email, users.profile_image FROM tokens JOIN users ON users.id = tokens.user_id WHERE tokens.hash = ?",
                [.text(LoginToken.hash(token))]
            ).first.flatMap(Self.user)
        }
    }

    /// Books trips on `launchIDs` for the user (a trip booked before counts as booked);
    /// returns the ids newly booked.
    func book(_ launchIDs: [Int], for user: User) throws -> [Int] {
        try database.transaction { connection in
            var booked: [Int] = []
            for id in launchIDs {
                try connection.execute(
                    "INSERT INTO trips (user_id, launch_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                    [.integer(Int64(user.id)), .integer(Int64(id))])
                if connection.changes > 0 { booked.append(id) }
            }
            return booked
        }
    }

    /// Cancels the user's trip on a launch; whether there was one.
    func cancel(_ launchID: Int, for user: User) throws -> Bool {
        try database.transaction { connection in
            try connection.execute(
                "DELETE FROM trips WHERE user_id = ? AND launch_id = ?", [.integer(Int64(user.id)), .integer(Int64(launchID))])
            return connection.changes > 0
        }
    }

    /// The ids of the launches the user booked, in the order booked.
    func tripLaunchIDs(of user: User) throws -> [Int] {
        try database.read { connection in
            try connection.query("SELECT launch_id FROM trips WHERE user_id = ? ORDER BY rowid", [.integer(Int64(user.id))])
                .compactMap { row in if case .integer(let id) = row[0] { Int(id) } else { nil } }
        }
    }

    /// Whether the user booked a trip on the launch.
    func isBooked(_ launchID: Int, by user: User) throws -> Bool {
        try database.read { connection in
            !(try connection.query(
                "SELECT 1 FROM trips WHERE user_id = ? AND launch_id = ?", [.integer(Int64(user.id)), .integer(Int64(launchID))]
            ).isEmpty)
        }
    }

    /// How many trips all users booked.
    func tripCount() throws -> Int {
        try database.read { connection in
            guard case .integer(let count)? = try connection.query("SELECT count(*) FROM trips").first?.first else { return 0 }
            return Int(count)
        }
    }

    private static func user(_ row: [SQLite.Value]) -> User? {
        guard row.count == 3, case .integer(let id) = row[0], case .text(let email) = row[1] else { return nil }
        let profileImage: String? = if case .text(let url) = row[2] { url } else { nil }
        return User(id: Int(id), email: email, profileImage: profileImage)
    }
}
