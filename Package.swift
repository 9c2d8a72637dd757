// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "QuillHTTP", targets: ["QuillHTTP"]),
        .library(name: "QuillServer", targets: ["QuillServer"]),
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
        .target(name: "QuillBackend", dependencies: ["GraphQL", "CSQLite"]),
        .target(name: "Quill", dependencies: ["GraphQL", "CSQLite"]),
        .executableTarget(name: "QuillCLI", dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend"]),
        .executableTarget(
            name: "QuillBench",
            dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend", "Quill", "CQuillBench"],
            path: "Benchmarks/QuillBench"
        ),
        // The C allocator's bytes in use (malloc.h, which Swift's Glibc module does not import),
        // for the client benchmark's memory figure; not a product.
        .target(name: "CQuillBench", path: "Benchmarks/CQuillBench"),
        // Shared by the test targets (a seeded random generator, a raw TCP client, child
        // processes); not a product.
        .target(name: "QuillTestSupport", dependencies: ["CQuillSpawn"], path: "Tests/QuillTestSupport"),
        // posix_spawn for the tests' child processes (see ChildProcess.swift); not a product.
        .target(name: "CQuillSpawn", path: "Tests/CQuillSpawn"),
        .testTarget(name: "GraphQLTests", dependencies: ["GraphQL", "QuillTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "QuillCLITests", dependencies: ["QuillCLI", "QuillBackend", "QuillHTTP"]),
        .testTarget(name: "QuillHTTPTests", dependencies: ["QuillHTTP", "QuillTestSupport"]),
        .testTarget(name: "QuillServerTests", dependencies: ["QuillServer", "QuillTestSupport"]),
        .testTarget(
            name: "QuillTests",
            dependencies: ["Quill", "QuillTestSupport", "GraphQL", "QuillHTTP", "QuillServer", "QuillBackend", "CSQLite"]
        ),
        .testTarget(name: "QuillBackendTests", dependencies: ["QuillBackend", "QuillTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
