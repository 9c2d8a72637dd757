extension JSONWriter {
    /// Drops the bytes from `count` on, where a value that became null began.
    ///
    /// `JSONWriter` has no way to shorten its bytes, so this copies the kept
    /// prefix into a new writer; null propagation is the only caller, and only
    /// on field errors.
    mutating func truncate(to count: Int) {
        guard count < bytes.count else { return }
        var kept = JSONWriter(capacity: bytes.capacity)
        kept.writeRaw(bytes[..<count])
        self = kept
    }
}
