import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path patterns as Apollo's configuration writes them: `*` and `?` within a path
/// component, `**` for any number of directories, and a leading `!` excluding what a
/// pattern matches. Relative patterns start at `base`.
enum Glob {
    /// The files the patterns match, sorted; an exclusion removes what the patterns before
    /// it matched.
    static func files(matching patterns: [String], base: String) -> [String] {
        var matched = Set<String>()
        for pattern in patterns {
            if pattern.hasPrefix("!") {
                let excluded = Set(files(matching: absolute(String(pattern.dropFirst()), base: base)))
                matched.subtract(excluded)
            } else {
                matched.formUnion(files(matching: absolute(pattern, base: base)))
            }
        }
        return matched.sorted()
    }

    private static func absolute(_ pattern: String, base: String) -> String {
        var path = pattern.hasPrefix("/") ? pattern : (base as NSString).appendingPathComponent(pattern)
        if !path.hasPrefix("/") { path = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path) }
        return (path as NSString).standardizingPath
    }

    /// The regular files an absolute pattern matches.
    private static func files(matching pattern: String) -> [String] {
        let components = pattern.split(separator: "/").map(String.init)
        // The literal directories before the first wildcard: where the walk starts.
        let literal = components.prefix { !isWildcard($0) }
        let root = "/" + literal.joined(separator: "/")
        let rest = Array(components.dropFirst(literal.count))
        guard !rest.isEmpty else { return isFile(root) ? [root] : [] }
        var found: [String] = []
        walk(root, rest[...], into: &found)
        return found
    }

    private static func walk(_ directory: String, _ pattern: ArraySlice<String>, into found: inout [String]) {
        guard let first = pattern.first else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        if first == "**" {
            // Zero directories, or one more and the `**` again.
            walk(directory, pattern.dropFirst(), into: &found)
            for entry in entries where !entry.hasPrefix(".") {
                let path = (directory as NSString).appendingPathComponent(entry)
                if isDirectory(path) { walk(path, pattern, into: &found) }
            }
            return
        }
        for entry in entries where fnmatch(first, entry, FNM_PERIOD) == 0 {
            let path = (directory as NSString).appendingPathComponent(entry)
            if pattern.count == 1 {
                if isFile(path) { found.append(path) }
            } else if isDirectory(path) {
                walk(path, pattern.dropFirst(), into: &found)
            }
        }
    }

    private static func isWildcard(_ component: String) -> Bool {
        component.contains { "*?[".contains($0) }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
