// swift-tools-version: 6.0
import PackageDescription

// What the three example apps share that is not Quill: `TerminalUI`, the few screens' worth
// of termios and ANSI escape sequences their interactive modes draw with, and
// `ExampleTesting`, how their tests start a server, run the app and drive it in tmux.
let package = Package(
    name: "ExampleSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "ExampleTesting", targets: ["ExampleTesting"]),
    ],
    targets: [
        .target(name: "TerminalUI"),
        .target(name: "ExampleTesting"),
    ],
    swiftLanguageModes: [.v6]
)
