import GraphQL
import QuillAuth
import QuillHTTP
import QuillServer
import QuillTestSupport
import Testing

@testable import QuillCLI

/// The options `quill serve`, `quill dev` and `quill start` share, and `quill start`'s own.
@Suite struct ServerOptionsTests {
    static func invocation(_ command: String, _ arguments: [String]) throws -> Invocation {
        guard case .run(let invocation) = try ArgumentParser.parse([command] + arguments, root: RootCommand.command) else {
            throw UsageError("not a run", commandPath: [command])
        }
        return invocation
    }

    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> StartOptions {
        try StartOptions(invocation("start", ["--schema", "m.graphql"] + arguments)) { environment[$0] }
    }

    @Test func everyCommandTakesTheSharedOptions() throws {
        for command in ["serve", "dev", "start"] {
            let names = Set(RootCommand.command.subcommand(named: command)!.options.map(\.name))
            for option in ServerOptions.declarations { #expect(names.contains(option.name), "\(command) --\(option.name)") }
        }
    }

    @Test func authenticationRateLimitAndTrustedDocuments() throws {
        let options = try Self.start([
            "--jwks-file", "keys.json", "--jwt-issuer", "https://id.example", "--jwt-audience", "quill", "--jwt-leeway", "5",
            "--api-key-file", "keys.txt", "--rate-limit", "100/60", "--persisted-queries-only", "manifest.json",
        ])
        #expect(options.jwtKey == .keySetFile("keys.json"))
        #expect(options.jwtIssuer == "https://id.example" && options.jwtAudience == "quill" && options.jwtLeewaySeconds == 5)
        #expect(options.apiKeyFile == "keys.txt")
        #expect(options.rateLimit == ServerOptions.RateLimitOption(requests: 100, seconds: 60))
        #expect(options.trustedDocumentsFile == "manifest.json")
        #expect(try Self.start([], environment: ["QUILL_JWT_SECRET": "s"]).jwtKey == .secretVariable)
        // A file named on the command line wins over the environment.
        #expect(try Self.start(["--jwt-secret-file", "k"], environment: ["QUILL_JWT_SECRET": "s"]).jwtKey == .secretFile("k"))
    }

    @Test func startsDefaultsAreProductions() throws {
        let options = try Self.start(["--api-key-file", "keys.txt"])
        #expect(options.logFormat == .json && !options.introspection && !options.migrate && !options.allowAnonymous)
        #expect(try Self.start(["--allow-anonymous", "--introspection", "--log-format", "text"]).introspection)
        #expect(!options.console)
        let console = try Self.start(["--allow-anonymous", "--console"])
        #expect(console.console && console.introspection)
        let configuration = options.server.serverConfiguration(logger: .disabled)
        #expect(!configuration.service.limits.introspection)
        #expect(configuration.logFormat == .json)
    }

    @Test(arguments: [
        (
            [],
            "an authentication scheme is required: --jwt-secret-file, --jwt-public-key-file, --jwks-file, --api-key-file or $QUILL_JWT_SECRET (or --allow-anonymous to serve without one)"
        ),
        (
            ["--jwt-secret-file", "a", "--jwks-file", "b"],
            "options '--jwt-secret-file', '--jwt-public-key-file' and '--jwks-file' exclude each other"
        ),
        (
            ["--allow-anonymous", "--jwt-issuer", "x"],
            "options '--jwt-issuer', '--jwt-audience' and '--jwt-leeway' need a JWT key (--jwt-secret-file, --jwt-public-key-file or --jwks-file)"
        ),
        (["--allow-anonymous", "--rate-limit", "100"], "option '--rate-limit' needs N/SECONDS (requests per seconds, like 100/60), not '100'"),
        (["--allow-anonymous", "--rate-limit", "0/60"], "option '--rate-limit' needs N/SECONDS (requests per seconds, like 100/60), not '0/60'"),
        (["--allow-anonymous", "--log-format", "xml"], "option '--log-format' must be text or json, not 'xml'"),
        (["--allow-anonymous", "--accept-data-loss"], "option '--accept-data-loss' needs '--migrate'"),
        (["--jwt-secret-file", "k", "--jwt-leeway", "-1"], "option '--jwt-leeway' needs an integer from 0 to 86400, not '-1'"),
    ])
    func startsUsageErrors(arguments: [String], problem: String) {
        let console = RecordingConsole()
        #expect(CLI.run(["start", "--schema", "m.graphql"] + arguments, console: console) == ExitCode.usage)
        #expect(console.errors == "quill: \(problem) for 'start'. See 'quill start --help'.\n")
    }

    /// The files are read when the server is made; each problem names its option and file.
    @Test func keyAndManifestFilesAreReadWithTheirProblemsNamed() async throws {
        let mint = try await TokenMint.shared()
        let console = RecordingConsole()
        console.files = [
            "secret": String(decoding: mint.secret, as: UTF8.self) + "\n", "short": "abc\n", "jwks.json": "{}",
            "keys.txt": "server-key-0123456789\n", "manifest.json": "[]", "rsa.pem": "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----\n",
        ]
        func read(_ arguments: [String], environment: [String: String] = [:]) throws -> GraphQLServerConfiguration? {
            let options = try ServerOptions(Self.invocation("serve", ["--schema", "s"] + arguments)) { environment[$0] }
            var configuration = options.serverConfiguration(logger: .disabled)
            return options.readFiles(into: &configuration, console: console) { environment[$0] } ? configuration : nil
        }
        let token = try await mint.token(.hs256, claims: #"{"sub":"ada"}"#)
        // The secret is the file's bytes less its trailing newline, as PyJWT signed with.
        let configured = try #require(try read(["--jwt-secret-file", "secret", "--api-key-file", "keys.txt"]))
        #expect(try configured.authenticator?.caller(authorization: "Bearer \(token)", apiKey: nil).get().subject == "ada")
        #expect(configured.authenticator?.caller(authorization: nil, apiKey: "server-key-0123456789") == .success(.apiKey(line: 1)))
        let fromEnvironment = try read([], environment: ["QUILL_JWT_SECRET": String(decoding: mint.secret, as: UTF8.self)])
        #expect(try fromEnvironment?.authenticator?.caller(authorization: "Bearer \(token)", apiKey: nil).get().subject == "ada")
        #expect(try read(["--jwt-secret-file", "short"]) == nil)
        #expect(try read(["--jwks-file", "jwks.json"]) == nil)
        #expect(try read(["--jwt-public-key-file", "rsa.pem"]) == nil)
        #expect(try read(["--persisted-queries-only", "manifest.json"]) == nil)
        #expect(try read(["--api-key-file", "missing.txt"]) == nil)
        #expect(
            console.errors == """
                quill: --jwt-secret-file short: An HS256 secret needs 32 bytes at least; this one has 3.
                quill: --jwks-file jwks.json: A JWKS is a JSON object with a "keys" array.
                quill: --jwt-public-key-file rsa.pem: No PEM public key (BEGIN PUBLIC KEY) or certificate found.
                quill: --persisted-queries-only manifest.json: The operation manifest must be {"format":"apollo-persisted-query-manifest","version":1,"operations":[…]}.
                quill: cannot read 'missing.txt': No such file or directory

                """)
    }

    @Test func aJSONLogLineHasTheTimeTheLevelAndTheRequestsMembers() throws {
        let request = ServerOutput.jsonLine(
            .info, #"{"method":"POST","path":"/graphql","operation":null,"status":200,"duration_ms":1.5}"#, time: "2025-01-02T03:04:05.006Z")
        #expect(
            request
                == #"{"time":"2025-01-02T03:04:05.006Z","level":"info","method":"POST","path":"/graphql","operation":null,"status":200,"duration_ms":1.5}"#
                + "\n")
        #expect(
            ServerOutput.jsonLine(.error, "A \"quoted\" problem", time: "T")
                == #"{"time":"T","level":"error","message":"A \"quoted\" problem"}"# + "\n")
        #expect(regexMatches(#"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$"#, in: ServerOutput.now()).count == 1)
    }
}
