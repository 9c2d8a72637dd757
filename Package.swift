// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "QuillHTTP", targets: ["QuillHTTP"]),
        .library(name: "QuillServer", targets: ["QuillServer"]),
        .library(name: "QuillBackend", targets: ["QuillBackend"]),
        .library(name: "Quill", targets: ["Quill"]),
        .executable(name: "quill", targets: ["QuillCLI"]),
        .executable(name: "quill-bench", targets: ["QuillBench"]),
    ],
    targets: [
        .target(name: "GraphQL"),
        .target(name: "CQuillSystem"),
        .target(name: "QuillHTTP", dependencies: ["CQuillSystem"]),
        .target(name: "QuillServer", dependencies: ["GraphQL", "QuillHTTP"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        .target(name: "QuillBackend", dependencies: ["GraphQL", "CSQLite", "CLibPQ"]),
        .target(name: "Quill", dependencies: ["GraphQL"]),
        .executableTarget(name: "QuillCLI", dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend"]),
        .executableTarget(
            name: "QuillBench",
            dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend"],
            path: "Benchmarks/QuillBench"
        ),
        // Shared by the test targets (a seeded random generator, a raw TCP client, child
        // processes); not a product.
        .target(name: "QuillTestSupport", dependencies: ["CQuillSpawn"], path: "Tests/QuillTestSupport"),
        // posix_spawn for the tests' child processes (see ChildProcess.swift); not a product.
        .target(name: "CQuillSpawn", path: "Tests/CQuillSpawn"),
        .testTarget(name: "GraphQLTests", dependencies: ["GraphQL", "QuillTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "QuillCLITests", dependencies: ["QuillCLI", "QuillBackend", "QuillHTTP"]),
        .testTarget(name: "QuillHTTPTests", dependencies: ["QuillHTTP", "QuillTestSupport"]),
        .testTarget(name: "QuillServerTests", dependencies: ["QuillServer", "QuillTestSupport"]),
        .testTarget(name: "QuillTests", dependencies: ["Quill", "QuillTestSupport"]),
        .testTarget(name: "QuillBackendTests", dependencies: ["QuillBackend", "QuillTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
