// swift-tools-version: 6.0
import PackageDescription

// The seeds' ConferencePlanner (000/001) as a terminal app, `conference-planner`: its
// operations (the .graphql files beside this manifest, the seed's as printed) become Swift
// at every build through QuillCodegenPlugin, against the API `quill dev` serves for
// schema.graphql (generated-api.graphql, named in quill-codegen.json); App/ is the app.
let package = Package(
    name: "ConferencePlanner",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "conference-planner", targets: ["ConferencePlanner"])
    ],
    dependencies: [
        // The Quill repository this example lives in.
        .package(name: "Quill", path: "../.."),
        // The interactive mode's screen (termios and ANSI) and the tests' tmux driver.
        .package(path: "../ExampleSupport"),
    ],
    targets: [
        .executableTarget(
            name: "ConferencePlanner",
            dependencies: [
                .product(name: "Quill", package: "Quill"),
                .product(name: "TerminalUI", package: "ExampleSupport"),
            ],
            path: ".",
            exclude: ["mock", "SeedOperations", "schema.graphql", "seed.graphql", "Tests", "README.md"],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        .testTarget(
            name: "ConferencePlannerTests",
            dependencies: [.product(name: "ExampleTesting", package: "ExampleSupport")],
            path: "Tests/ConferencePlannerTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
