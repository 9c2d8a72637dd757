import Foundation

/// The `swiftc` options that let generated code compiled outside SwiftPM import `Quill` from
/// a build's products in `build` (e.g. `.build/debug`): its Swift modules, and the module
/// maps of the C modules the client's modules import (CSQLite, CQuillSystem, and COpenSSL on
/// Linux): those SwiftPM generated in `build`, and the package's system-library targets'.
public func generatedCodeModuleOptions(build: URL) -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let files = FileManager.default
    let generated = ((try? files.contentsOfDirectory(atPath: build.path)) ?? []).filter { $0.hasSuffix(".build") }.sorted()
        .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap") }
    let systemLibraries = ((try? files.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []).sorted()
        .map { root.appendingPathComponent("Sources").appendingPathComponent($0).appendingPathComponent("module.modulemap") }
    let maps = (generated + systemLibraries).filter { files.fileExists(atPath: $0.path) }
    return ["-I", build.appendingPathComponent("Modules").path] + maps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
}
