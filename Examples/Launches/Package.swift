// swift-tools-version: 6.0
import PackageDescription

// Seed 004: Apollo's tutorial server (apollo-fullstack-tutorial), rebuilt on QuillServer's
// schema-first API (`launches-server`: the schema in SDL, Sources/LaunchesServer/schema.graphql,
// resolvers in Swift, users and trips in SQLite), and the seed's app as a terminal program
// (`launches`: its .graphql operations made Swift at every build by QuillCodegenPlugin
// against that schema). `swift run launches-server`, `swift run launches`, `swift test`.
let package = Package(
    name: "Launches",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "launches-server", targets: ["LaunchesServer"]),
        .executable(name: "launches", targets: ["Launches"]),
        .executable(name: "rocket-reserver", targets: ["RocketReserver"]),
    ],
    dependencies: [
        // The Quill repository this example lives in.
        .package(name: "Quill", path: "../.."),
        // The app's interactive mode's screen (termios and ANSI) and its tests' tmux driver.
        .package(path: "../ExampleSupport"),
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
        .executableTarget(
            name: "Launches",
            dependencies: [
                .product(name: "Quill", package: "Quill"),
                .product(name: "TerminalUI", package: "ExampleSupport"),
            ],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        // Apollo iOS 1.x's tutorial app (RocketReserver) with its imports changed, in Swift 5
        // as it was written; its operations generated into a module of their own, as Apollo's
        // schema module is, with Apollo's enum and nullable-variable shapes.
        .target(
            name: "RocketReserverAPI",
            dependencies: [.product(name: "Quill", package: "Quill")],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        .executableTarget(
            name: "RocketReserver",
            dependencies: ["RocketReserverAPI", .product(name: "Quill", package: "Quill")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "LaunchesServerTests", dependencies: ["LaunchesServer"]),
        .testTarget(name: "LaunchesTests", dependencies: [.product(name: "ExampleTesting", package: "ExampleSupport")]),
    ],
    swiftLanguageModes: [.v6]
)
