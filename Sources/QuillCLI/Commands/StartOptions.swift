import QuillBackend
import QuillHTTP

/// What `quill start`'s command line asks for: the model and database, the production
/// choices (migrate, introspection, anonymous callers) and the options every server
/// command shares, with production defaults (JSON logs, introspection off).
@dynamicMemberLookup
struct StartOptions: Sendable, Equatable {
    var backend: BackendOptions
    /// `--migrate`: change the database to fit the model (else a mismatch is refused).
    var migrate = false
    var acceptDataLoss = false
    /// `--allow-anonymous`: serve without an authentication scheme.
    var allowAnonymous = false
    /// `--console`: serve the console (the data browser and the Playground) at `/`.
    var console = false
    var server = StartOptions.serverDefaults

    /// `quill start`'s defaults of the shared options.
    static var serverDefaults: ServerOptions {
        var defaults = ServerOptions()
        defaults.logFormat = .json
        defaults.introspection = false
        return defaults
    }

    subscript<Value>(dynamicMember member: WritableKeyPath<BackendOptions, Value>) -> Value {
        get { backend[keyPath: member] }
        set { backend[keyPath: member] = newValue }
    }

    subscript<Value>(dynamicMember member: WritableKeyPath<ServerOptions, Value>) -> Value {
        get { server[keyPath: member] }
        set { server[keyPath: member] = newValue }
    }

    /// The command's options, in help order.
    static let declarations: [Option] =
        BackendOptions.declarations + [
            .flag("migrate", help: "Migrate the database to the model (otherwise a database that does not match is refused)."),
            .flag("accept-data-loss", help: "With --migrate: apply model changes that drop data."),
            .flag("introspection", help: "Answer introspection queries (__schema, __type); refused by default."),
            .flag("allow-anonymous", help: "Serve without an authentication scheme (no JWT key and no API keys)."),
            .flag("console", help: "Serve the console (data browser and Playground) at '/'; it answers introspection, which the console reads."),
        ] + ServerOptions.declarations
}

extension StartOptions {
    /// Reads an invocation of `quill start`; `environment` gives `DATABASE_URL` and `QUILL_JWT_SECRET`.
    init(_ invocation: Invocation, environment: (String) -> String? = { _ in nil }) throws(UsageError) {
        backend = try BackendOptions(invocation, environment: environment)
        migrate = invocation.isSet("migrate")
        acceptDataLoss = invocation.isSet("accept-data-loss")
        if acceptDataLoss && !migrate {
            throw UsageError("option '--accept-data-loss' needs '--migrate'", commandPath: invocation.commandPath)
        }
        allowAnonymous = invocation.isSet("allow-anonymous")
        server = try ServerOptions(invocation, defaults: Self.serverDefaults, environment: environment)
        console = invocation.isSet("console")
        server.introspection = invocation.isSet("introspection") || console
        guard server.authenticates || allowAnonymous else {
            throw UsageError(
                "an authentication scheme is required: --jwt-secret-file, --jwt-public-key-file, --jwks-file, --api-key-file "
                    + "or $QUILL_JWT_SECRET (or --allow-anonymous to serve without one)", commandPath: invocation.commandPath)
        }
    }
}
