import Foundation
import QuillSync

/// Polls a file's modification time and size (every 500 ms by default) and reports each change.
struct DevModelWatcher: Sendable {
    /// What a change is detected from; nil while the file cannot be read.
    struct Stamp: Sendable, Equatable {
        var modified: Date
        var size: Int
    }

    let path: String
    /// Seconds between looks at the file.
    var interval: Double = 0.5

    func stamp() -> Stamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let modified = attributes[.modificationDate] as? Date, let size = attributes[.size] as? Int
        else { return nil }
        return Stamp(modified: modified, size: size)
    }

    /// Calls `changed` after each change of the file from `baseline` (not for a file that
    /// disappears), until cancelled. The baseline is taken before the watch is announced: a
    /// change made between the announcement and the task's first run is a change too.
    func watch(from baseline: Stamp?, _ changed: @Sendable () async -> Void) async {
        var last = baseline
        while !Task.isCancelled {
            try? await Task.sleep(seconds: interval)
            let now = stamp()
            guard now != last else { continue }
            last = now
            if now != nil { await changed() }
        }
    }
}
