// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer fuzzers, one executable each, built from the root package's targets (see
// README.md). Build them as `scripts/fuzz` does:
//
//   swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address \
//       -Xswiftc -enable-testing -Xswiftc -use-ld=lld
//
// `-enable-testing` lets a fuzzer `@testable import` the internals it checks, as a test does.
let package = Package(
    name: "QuillFuzz",
    dependencies: [.package(name: "Quill", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver", path: "Driver"),
        .target(name: "FuzzMain", dependencies: ["CFuzzerDriver"], path: "FuzzMain"),
        .executableTarget(
            name: "ParserFuzz", dependencies: ["FuzzMain", .product(name: "GraphQL", package: "Quill")],
            path: "ParserFuzz", exclude: ["graphql.dict"]),
        .executableTarget(
            name: "HTTPParserFuzz", dependencies: ["FuzzMain", .product(name: "QuillHTTP1", package: "Quill")],
            path: "HTTPParserFuzz", exclude: ["README.md", "http.dict", "seeds"]),
        .executableTarget(
            name: "WebSocketFuzz", dependencies: ["FuzzMain", .product(name: "QuillWebSocket", package: "Quill")],
            path: "WebSocketFuzz", exclude: ["websocket.dict"]),
        .executableTarget(
            name: "ConnectionFuzz", dependencies: ["FuzzMain", .product(name: "QuillHTTP", package: "Quill")],
            path: "ConnectionFuzz", exclude: ["connection.dict", "seeds"]),
        .executableTarget(
            name: "TransportWSFuzz",
            dependencies: [
                "FuzzMain", .product(name: "GraphQL", package: "Quill"), .product(name: "QuillServer", package: "Quill"),
            ],
            path: "TransportWSFuzz", exclude: ["transport-ws.dict", "seeds"]),
        .executableTarget(
            name: "SubscriptionsTransportWSFuzz",
            dependencies: [
                "FuzzMain", .product(name: "GraphQL", package: "Quill"), .product(name: "QuillServer", package: "Quill"),
            ],
            path: "SubscriptionsTransportWSFuzz", exclude: ["subscriptions-transport-ws.dict", "seeds"]),
        .executableTarget(
            name: "JWTFuzz",
            dependencies: ["FuzzMain", .product(name: "GraphQL", package: "Quill"), .product(name: "QuillAuth", package: "Quill")],
            path: "JWTFuzz", exclude: ["jwt.dict", "seeds"]),
    ],
    swiftLanguageModes: [.v6]
)
