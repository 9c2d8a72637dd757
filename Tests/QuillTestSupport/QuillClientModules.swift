import Foundation

/// The `swiftc` options that let code outside SwiftPM import `Quill` from a build's
/// products in `build` (e.g. `.build/debug`), as SwiftPM gives them to Quill's clients: the
/// Swift modules, and the C modules under Quill, CSQLite (the SQLite cache) and, on Linux,
/// CQuillSystem (QuillHTTP, under the client's socket), whose map SwiftPM writes into the
/// build directory, and COpenSSL (the socket's TLS). `root` is the package's directory.
public func quillClientModuleOptions(build: URL, root: URL) -> [String] {
    var options = ["-I", build.appendingPathComponent("Modules").path, "-I", root.appendingPathComponent("Sources/CSQLite").path]
    let systemMap = build.appendingPathComponent("CQuillSystem.build/module.modulemap").path
    if FileManager.default.fileExists(atPath: systemMap) {
        options += [
            "-Xcc", "-fmodule-map-file=" + systemMap, "-I", root.appendingPathComponent("Sources/CQuillSystem/include").path,
            "-I", root.appendingPathComponent("Sources/COpenSSL").path,
        ]
    }
    return options
}
