// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "QuillHTTP1", targets: ["QuillHTTP1"]),
        .library(name: "QuillWebSocket", targets: ["QuillWebSocket"]),
        .library(name: "QuillHTTP", targets: ["QuillHTTP"]),
        .library(name: "QuillHTTPClient", targets: ["QuillHTTPClient"]),
        .library(name: "QuillServer", targets: ["QuillServer"]),
        .library(name: "QuillBackend", targets: ["QuillBackend"]),
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
        .target(name: "QuillServer", dependencies: ["GraphQL", "QuillHTTP", "QuillSync"]),
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
        .target(name: "QuillBackend", dependencies: ["GraphQL", "QuillSQLite", "CLibPQ", "QuillSync"]),
        .target(
            name: "Quill",
            dependencies: [
                "GraphQL", "QuillSQLite", "QuillSync",
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
            dependencies: ["GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillServer", "QuillBackend", "QuillCodegen", "QuillSync"]),
        .executableTarget(
            name: "QuillBench",
            dependencies: [
                "GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillServer", "QuillBackend", "QuillCodegen", "Quill", "QuillTestSupport", "QuillSync",
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
            name: "QuillTestSupport", dependencies: ["QuillHTTP", "QuillHTTPClient", "CQuillSpawn", "QuillSync"],
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
        .testTarget(name: "QuillServerTests", dependencies: ["QuillServer", "QuillHTTPClient", "QuillTestSupport"]),
        .testTarget(
            name: "QuillTests",
            dependencies: ["Quill", "QuillTestSupport", "GraphQL", "QuillHTTP", "QuillHTTPClient", "QuillServer", "QuillBackend", "QuillSQLite"]
        ),
        .testTarget(name: "QuillBackendTests", dependencies: ["QuillBackend", "QuillSQLite", "QuillTestSupport"]),
        .testTarget(name: "QuillCodegenTests", dependencies: ["QuillCodegen", "QuillTestSupport"], exclude: ["Fixtures"]),
        // The golden files of QuillCodegenTests, compiled, with the seeds' Swift that uses
        // them, and decoding responses of the backend.
        .testTarget(name: "QuillGeneratedTests", dependencies: ["Quill", "GraphQL", "QuillBackend"]),
    ],
    swiftLanguageModes: [.v6]
)
