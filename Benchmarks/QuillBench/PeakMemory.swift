import Foundation

/// The peak resident set size of this process so far, in kilobytes: Linux's
/// VmHWM, or `getrusage`'s maximum elsewhere.
func peakResidentKilobytes() -> Int? {
    #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.dropFirst("VmHWM:".count).filter(\.isNumber))
    #else
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return usage.ru_maxrss / 1024
    #endif
}
