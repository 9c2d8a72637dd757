// swift-tools-version: 6.0
import PackageDescription

// Apollo's tutorial server of seed 004 (apollo-fullstack-tutorial), rebuilt on QuillServer's
// schema-first API: the schema in SDL (Sources/LaunchesServer/schema.graphql), resolvers in
// Swift, users and trips in SQLite. `swift run launches-server`, `swift test`.
let package = Package(
    name: "Launches",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "launches-server", targets: ["LaunchesServer"]),
    ],
    dependencies: [
        // The Quill repository this example lives in.
        .package(name: "Quill", path: "../.."),
    ],
    targets: [
        // SQLite's C API (Debian: libsqlite3-dev), for the users and their trips.
        .systemLibrary(name: "CSQLite3", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .executableTarget(
            name: "LaunchesServer",
            dependencies: [
                "CSQLite3",
                .product(name: "GraphQL", package: "Quill"),
                .product(name: "QuillHTTP", package: "Quill"),
                .product(name: "QuillServer", package: "Quill"),
            ],
            resources: [.copy("schema.graphql"), .copy("launches.json")]
        ),
        .testTarget(name: "LaunchesServerTests", dependencies: ["LaunchesServer"]),
    ],
    swiftLanguageModes: [.v6]
)
