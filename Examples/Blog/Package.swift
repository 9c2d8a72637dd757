// swift-tools-version: 6.0
import PackageDescription

// The seed's blog reader (002) as a terminal app, `blog`, on the API `quill dev` serves for
// schema.graphql (Grafbase's collections). App/ holds its operations (.graphql files, made
// Swift at every build by QuillCodegenPlugin against generated-api.graphql, named in
// App/quill-codegen.json) and the app.
let package = Package(
    name: "Blog",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "blog", targets: ["Blog"])
    ],
    dependencies: [
        // The Quill repository this example lives in.
        .package(name: "Quill", path: "../.."),
        // The interactive mode's screen (termios and ANSI) and the tests' tmux driver.
        .package(path: "../ExampleSupport"),
    ],
    targets: [
        .executableTarget(
            name: "Blog",
            dependencies: [
                .product(name: "Quill", package: "Quill"),
                .product(name: "TerminalUI", package: "ExampleSupport"),
            ],
            path: "App",
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        .testTarget(
            name: "BlogTests",
            dependencies: [.product(name: "ExampleTesting", package: "ExampleSupport")],
            path: "Tests/BlogTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
