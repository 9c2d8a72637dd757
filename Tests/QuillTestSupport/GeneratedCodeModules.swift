import Foundation

/// The `swiftc` options that let generated code compiled outside SwiftPM import `QuillAPI`
/// from a build's products in `build` (e.g. `.build/debug`): its Swift modules (QuillAPI
/// and what it imports, the engine and QuillSync, none of which needs a C module).
public func generatedCodeModuleOptions(build: URL) -> [String] {
    ["-I", build.appendingPathComponent("Modules").path]
}
