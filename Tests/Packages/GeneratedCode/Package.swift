// swift-tools-version: 6.2
import PackageDescription

// Generated code and the client's models in the two modes apps compile them in and the
// root package's targets do not: Swift 6.2's default main-actor isolation
// (`.defaultIsolation(MainActor.self)`, as Xcode 26's app templates set it) and Swift 5.
// Each target generates its operations with QuillCodegenPlugin (Codable on) and uses them
// on and off the main actor, warnings being errors; and Apollo 1.x code whose types come
// from an apollo-codegen-config.json. CompileTests builds it.
let package = Package(
    name: "GeneratedCode",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(name: "Quill", path: "../../..")],
    targets: [
        .target(
            name: "MainActorApp",
            dependencies: [.product(name: "Quill", package: "Quill")],
            swiftSettings: [.defaultIsolation(MainActor.self), .unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        .target(
            name: "Swift5App",
            dependencies: [.product(name: "Quill", package: "Quill")],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
        // Apollo iOS 1.x code whose types the plugin generates from an apollo-codegen-config.json.
        .target(
            name: "ApolloConfigApp",
            dependencies: [.product(name: "Quill", package: "Quill")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])],
            plugins: [.plugin(name: "QuillCodegenPlugin", package: "Quill")]
        ),
    ]
)
