// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quill",
    // The client (`Quill`, the `GraphQL` engine and what they link) runs where Apollo iOS 2
    // does. Every target keeps this floor, so that the whole package builds on any Mac: none
    // needs anything newer (Synchronization, Duration, clocks, Regex have replacements that
    // back-deploy), and scripts/check-availability holds every target to it.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "QuillHTTP1", targets: ["QuillHTTP1"]),
        .library(name: "QuillWebSocket", targets: ["QuillWebSocket"]),
        .library(name: "QuillHTTP", targets: ["QuillHTTP"]),
        .library(name: "QuillHTTPClient", targets: ["QuillHTTPClient"]),
        .library(name: "QuillAuth", targets: ["QuillAuth"]),
        .library(name: "QuillServer", targets: ["QuillServer"]),
        .library(name: "QuillBackend", targets: ["QuillBackend"]),
        .library(name: "QuillAPI", targets: ["QuillAPI"]),
        .library(name: "Quill", targets: ["Quill"]),
        .library(name: "QuillCodegen", targets: ["QuillCodegen"]),
        .executable(name: "quill", targets: ["QuillCLI"]),
        .plugin(name: "QuillCodegenPlugin", targets: ["QuillCodegenPlugin"]),
        .executable(name: "quill-bench", targets: ["QuillBench"]),
    ],
    targets: [
        // The package's one lock (`Locked`), on every target: back-deploys where
        // Synchronization's Mutex (iOS 18, macOS 15) does not.
        .target(name: "QuillSync"),
        .target(name: "GraphQL", dependencies: ["QuillSync"]),
        .target(name: "CQuillSystem"),
        // The pure codecs (no I/O), apart from the socket and event-loop layer as swift-nio
        // keeps NIOHTTP1 and NIOWebSocket apart from its core; the fuzzers build on them.
        .target(name: "QuillHTTP1"),
        .target(name: "QuillWebSocket", dependencies: ["QuillHTTP1"]),
        .target(name: "QuillHTTP", dependencies: ["QuillHTTP1", "QuillWebSocket", "CQuillSystem", "QuillSync"]),
        // The one HTTP/1.1 and WebSocket client: `quill dev --run`, quill-bench, the tests,
        // and (on Linux) the client's WebSocket and streamed HTTP transports; TLS (https,
        // wss) through OpenSSL's libssl, on Linux (URLSession has its own on Apple platforms).
        .target(
            name: "QuillHTTPClient",
            dependencies: [
                "QuillHTTP1", "QuillWebSocket", "QuillHTTP", "QuillSync",
                .target(name: "COpenSSL", condition: .when(platforms: [.linux])),
            ]),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        // Who is calling (`Caller`, what the server and the backend both read) and how it is
        // proven: JWTs verified by OpenSSL's libcrypto (on Linux; Apple platforms have API
        // keys only), JWKS, API keys compared in constant time.
        .target(
            name: "QuillAuth",
            dependencies: ["GraphQL", "QuillSync", .target(name: "COpenSSL", condition: .when(platforms: [.linux]))]),
        .target(name: "QuillServer", dependencies: ["GraphQL", "QuillHTTP", "QuillSync", "QuillAuth"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The package's one SQLite layer, for the backend's SQLite driver and the client's
        // SQLite cache: a connection with statements cached by SQL, transactions, one error.
        .target(name: "QuillSQLite", dependencies: ["CSQLite"]),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        .target(name: "QuillBackend", dependencies: ["GraphQL", "QuillAuth", "QuillSQLite", "CLibPQ", "QuillSync"]),
        // The contract generated code is written against (operations, selection sets and
        // their metadata, enums, input values), as Apollo iOS keeps ApolloAPI: generated code
        // imports this module alone; `Quill` re-exports it.
        .target(name: "QuillAPI", dependencies: ["GraphQL"]),
        .target(
            name: "Quill",
            dependencies: [
                "QuillAPI", "GraphQL", "QuillSQLite", "QuillSync",
                .target(name: "QuillHTTP1", condition: .when(platforms: [.linux])),
                .target(name: "QuillWebSocket", condition: .when(platforms: [.linux])),
                .target(name: "QuillHTTPClient", condition: .when(platforms: [.linux])),
            ]),
        .target(name: "QuillCodegen", dependencies: ["GraphQL"]),
        // The generator alone, for the build plugin: building it for the host compiles the
        // engine and QuillCodegen only, not the server and backend that `quill` links.
        .executableTarget(name: "quill-codegen", dependencies: ["QuillCodegen"], path: "Sources/QuillCodegenTool"),
        .plugin(name: "QuillCodegenPlugin", capability: .buildTool(), dependencies: ["quill-codegen"]),
        .executableTarget(
            name: "QuillCLI",
            dependencies: ["GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillAuth", "QuillServer", "QuillBackend", "QuillCodegen", "QuillSync"]),
        .executableTarget(
            name: "QuillBench",
            dependencies: [
                "GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillAuth", "QuillServer", "QuillBackend", "QuillCodegen", "Quill",
                "QuillTestSupport", "QuillSync",
                "CQuillBench",
            ],
            path: "Benchmarks/QuillBench"
        ),
        // The C allocator's bytes in use (malloc.h, which Swift's Glibc module does not import),
        // for the client benchmark's memory figure; not a product.
        .target(name: "CQuillBench", path: "Benchmarks/CQuillBench"),
        // The one test-support layer every test target (and quill-bench) depends on: the
        // HTTP client's raw side and a WebSocket peer, `withServer`, events to wait on
        // (`Observed`, `Flag`, `LogLines`), child processes, a seeded generator; not a product.
        .target(
            name: "QuillTestSupport", dependencies: ["GraphQL", "QuillHTTP", "QuillHTTPClient", "CQuillSpawn", "QuillSync"],
            path: "Tests/QuillTestSupport"),
        // posix_spawn, pipes and pidfds for ChildProcess (the tests' and quill-bench's); not a product.
        .target(name: "CQuillSpawn", path: "Tests/CQuillSpawn"),
        .testTarget(name: "GraphQLTests", dependencies: ["GraphQL", "QuillTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "QuillCLITests",
            dependencies: ["QuillCLI", "QuillBackend", "QuillHTTP1", "QuillWebSocket", "QuillHTTPClient", "QuillTestSupport"]),
        .testTarget(
            name: "QuillHTTPTests",
            dependencies: ["QuillHTTP1", "QuillWebSocket", "QuillHTTP", "QuillHTTPClient", "QuillTestSupport"]),
        .testTarget(name: "QuillAuthTests", dependencies: ["QuillAuth", "GraphQL", "QuillTestSupport"]),
        .testTarget(name: "QuillServerTests", dependencies: ["QuillServer", "QuillAuth", "QuillHTTPClient", "QuillTestSupport"]),
        // The operations the client's tests run, as codegen generates them: its golden files
        // (QuillCodegenTests' GoldenTests keeps each equal to the generator's output), compiled
        // once for QuillTests and QuillGeneratedTests; not a product.
        .target(name: "QuillTestOperations", dependencies: ["Quill"], path: "Tests/QuillTestOperations"),
        .testTarget(
            name: "QuillTests",
            dependencies: [
                "Quill", "QuillTestOperations", "QuillTestSupport", "GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillServer",
                "QuillBackend", "QuillSQLite",
            ]
        ),
        .testTarget(name: "QuillBackendTests", dependencies: ["QuillBackend", "QuillAuth", "QuillSQLite", "QuillTestSupport"]),
        .testTarget(name: "QuillCodegenTests", dependencies: ["QuillCodegen", "QuillTestSupport"], exclude: ["Fixtures"]),
        // The generated operations' shapes: their documents valid against their schemas, and
        // their data decoded from the engine's responses and read through the contract.
        .testTarget(name: "QuillGeneratedTests", dependencies: ["QuillTestOperations", "Quill", "GraphQL"]),
    ],
    swiftLanguageModes: [.v6]
)
