// swift-tools-version: 6.0
import PackageDescription

// What Quill adds to a release app (scripts/size measures it): two programs that fetch
// seed 000's conference list and print it, `size-foundation` with URLSession and
// JSONSerialization alone, `size-quill` with QuillClient, which fetches AllConferencesQuery
// and watches it (the code scripts/size generates from the seed's operations).
let package = Package(
    name: "Size",
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    dependencies: [
        // The Quill repository this package lives in.
        .package(name: "Quill", path: "../..")
    ],
    targets: [
        .executableTarget(name: "size-foundation", path: "Sources/Foundation"),
        .executableTarget(name: "size-quill", dependencies: [.product(name: "Quill", package: "Quill")], path: "Sources/Quill"),
    ],
    swiftLanguageModes: [.v6]
)
