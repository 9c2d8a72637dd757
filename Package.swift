// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Quill",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "GraphQL", targets: ["GraphQL"]),
        .library(name: "QuillHTTP", targets: ["QuillHTTP"]),
        .library(name: "QuillServer", targets: ["QuillServer"]),
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
        .executableTarget(name: "QuillCLI", dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend"]),
        .executableTarget(
            name: "QuillBench",
            dependencies: ["GraphQL", "QuillHTTP", "QuillServer", "QuillBackend"],
            path: "Benchmarks/QuillBench"
        ),
        .testTarget(name: "GraphQLTests", dependencies: ["GraphQL"], exclude: ["Fixtures"]),
        .testTarget(name: "QuillCLITests", dependencies: ["QuillCLI", "QuillBackend", "QuillHTTP"]),
        .testTarget(name: "QuillHTTPTests", dependencies: ["QuillHTTP"]),
        .testTarget(name: "QuillServerTests", dependencies: ["QuillServer"]),
        .testTarget(name: "QuillBackendTests", dependencies: ["QuillBackend"]),
    ],
    swiftLanguageModes: [.v6]
)
