import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PostgreSQL server of the tests' own: a cluster made with `initdb` in a temporary
/// directory and started with `pg_ctl` on a free loopback port, as the `postgres` user
/// when the tests run as root (PostgreSQL refuses root), else as the current user.
///
/// `shared` starts one per test process, the first time a test asks; a watchdog
/// stops it and removes its directory once the process has ended, however it ended.
/// Tests that restart a server start their own (`start()`), and `stop()` it.
///
/// Every connection from 127.0.0.1 is trusted, except role `quill_password`'s, which
/// must give a password (for the tests of a wrong one). The superuser is `quill`.
public final class PostgresCluster: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let port: Int
    /// The temporary directory: the cluster in `data`, its log in `log`.
    public let directory: String
    private let binaries: String
    private let owner: String?

    /// The role that must give a password (`quill_password`); created by tests that need it.
    public static let passwordRole = "quill_password"

    /// The cluster of this test process, started on first use.
    public static let shared: Result<PostgresCluster, Failure> = Result { () throws(Failure) in try start() }

    /// `postgres://quill@127.0.0.1:PORT/DATABASE` with the given role and password, and
    /// `search_path` set to `schema` when given.
    public func url(database: String = "postgres", user: String = "quill", password: String? = nil, schema: String? = nil) -> String {
        let credentials = password.map { "\(user):\($0)" } ?? user
        let options = schema.map { "?options=-csearch_path%3D\($0)" } ?? ""
        return "postgres://\(credentials)@127.0.0.1:\(port)/\(database)\(options)"
    }

    /// Makes and starts a new cluster.
    public static func start() throws(Failure) -> PostgresCluster {
        guard let binaries = findBinaries() else {
            throw Failure(description: "PostgreSQL's server is not installed (Debian: postgresql; run scripts/install-deps)")
        }
        let owner = getuid() == 0 ? "postgres" : nil
        let directory: String
        do {
            directory = try POSIX.makeTemporaryDirectory(prefix: "quill-postgres")
        } catch {
            throw Failure(description: error.description)
        }
        if let owner {
            guard let account = getpwnam(owner) else { throw Failure(description: "there is no user \(owner) to run PostgreSQL as") }
            chown(directory, account.pointee.pw_uid, account.pointee.pw_gid)
        }
        startWatchdog(directory: directory, binaries: binaries, owner: owner)
        try run(binaries + "/initdb", ["-D", directory + "/data", "-U", "quill", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], as: owner)
        let access = """
            host all \(passwordRole) 127.0.0.1/32 scram-sha-256
            host all all 127.0.0.1/32 trust
            local all all trust

            """
        try write(access, to: directory + "/data/pg_hba.conf")
        var lastError: Failure?
        for _ in 0..<5 {
            let port = POSIX.freeLoopbackPort()
            let settings = """
                listen_addresses = '127.0.0.1'
                port = \(port)
                unix_socket_directories = '\(directory)'
                max_connections = 500
                fsync = off
                synchronous_commit = off
                full_page_writes = off
                log_min_messages = warning

                """
            try write(settings, to: directory + "/data/postgresql.auto.conf", append: true)
            do {
                try run(binaries + "/pg_ctl", ["-D", directory + "/data", "-l", directory + "/log", "-w", "-t", "60", "start"], as: owner)
                return PostgresCluster(port: port, directory: directory, binaries: binaries, owner: owner)
            } catch {
                lastError = error
            }
        }
        throw lastError ?? Failure(description: "PostgreSQL did not start")
    }

    private init(port: Int, directory: String, binaries: String, owner: String?) {
        self.port = port
        self.directory = directory
        self.binaries = binaries
        self.owner = owner
    }

    /// Stops the server and waits until it has stopped: `fast` (each session is ended and
    /// releases its locks, so a query waiting on one may still finish first), or
    /// `immediately` (every process quits at once, as in a crash: nothing waiting is
    /// granted; the next start recovers).
    public func stop(immediately: Bool = false) throws(Failure) {
        let mode = immediately ? "immediate" : "fast"
        try Self.run(binaries + "/pg_ctl", ["-D", directory + "/data", "-m", mode, "-w", "stop"], as: owner)
    }

    /// Starts the stopped server again, on the same port, and waits until it accepts connections.
    public func restart() throws(Failure) {
        try Self.run(binaries + "/pg_ctl", ["-D", directory + "/data", "-l", directory + "/log", "-w", "-t", "60", "start"], as: owner)
    }

    /// Runs `sql` with `psql` as the superuser.
    public func psql(_ sql: String, database: String = "postgres") throws(Failure) {
        try Self.run(
            binaries + "/psql",
            ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", "127.0.0.1", "-p", String(port), "-U", "quill", "-d", database, "-c", sql], as: nil)
    }

    /// The directory of `initdb` and `pg_ctl`: Debian's newest under /usr/lib/postgresql, else the PATH's.
    private static func findBinaries() -> String? {
        var candidates: [String] = []
        if let directory = opendir("/usr/lib/postgresql") {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if let version = Int(name) { candidates.append("/usr/lib/postgresql/\(version)/bin") }
            }
            closedir(directory)
        }
        candidates.sort { (Int($0.split(separator: "/")[3]) ?? 0) > (Int($1.split(separator: "/")[3]) ?? 0) }
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        candidates += path.split(separator: ":").map(String.init)
        return candidates.first { access($0 + "/initdb", X_OK) == 0 && access($0 + "/pg_ctl", X_OK) == 0 }
    }

    /// Runs a program to its end as `owner` (through `runuser`) or as this process's user; throws unless it succeeds.
    private static func run(_ program: String, _ arguments: [String], as owner: String?) throws(Failure) {
        let (executable, all) = owner.map { ("/usr/sbin/runuser", ["-u", $0, "--", program] + arguments) } ?? (program, arguments)
        let outcome = try runProgram(executable, all)
        guard outcome.status == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) failed (\(outcome.status)): \(outcome.output)")
        }
    }

    /// Runs `executable` to its end: its exit status and what it wrote (output and errors).
    private static func runProgram(_ executable: String, _ arguments: [String]) throws(Failure) -> (status: Int32, output: String) {
        do {
            let result = try ChildProcess.runBlocking(executable, arguments, timeout: 120)
            return (result.status, result.outputText + result.errorsText)
        } catch {
            throw Failure(description: "\(executable): \(error)")
        }
    }

    /// Starts, in its own session (so that an interrupt of the tests does not reach it),
    /// a shell that waits for this process to end, then stops the server and removes `directory`.
    private static func startWatchdog(directory: String, binaries: String, owner: String?) {
        let asOwner = owner.map { "/usr/sbin/runuser -u \($0) -- " } ?? ""
        let script = """
            while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
            \(asOwner)\(binaries)/pg_ctl -D '\(directory)/data' -m immediate stop >/dev/null 2>&1
            rm -rf '\(directory)'
            """
        _ = try? runProgram("/bin/sh", ["-c", "setsid /bin/sh -c \"$0\" </dev/null >/dev/null 2>&1 &", script])
    }

    private static func write(_ text: String, to path: String, append: Bool = false) throws(Failure) {
        do {
            try POSIX.write(text, to: path, append: append)
        } catch {
            throw Failure(description: error.description)
        }
    }
}
