// swift-tools-version: 6.0
import PackageDescription

// The seeds' ConferencePlanner (000/001) as a package: its operations (the .graphql files
// beside this manifest) become Swift at every build through QuillCodegenPlugin, against
// the API `quill dev` generates from schema.graphql (generated-api.graphql, named in
// quill-codegen.json); App/ is the app as a command-line client of that API
// (`ConferencePlanner --endpoint URL`; scripts/conference-planner runs it on `quill dev`).
let package = Package(
    name: "ConferencePlanner",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Quill", path: "../..")],
    targets: [
        .executableTarget(
            name: "ConferencePlanner",
            dependencies: [.product(name: "Quill", package: "Quill")],
            path: ".",
            exclude: ["mock", "SeedOperations", "schema.graphql", "seed.graphql"],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
    ]
)
