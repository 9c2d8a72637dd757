/// Comparisons whose time does not depend on where two secrets differ.
enum ConstantTime {
    /// Whether `a` and `b` are equal, after reading every byte of both (of the longer,
    /// when their lengths differ), without a branch on their contents.
    static func equal<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> Bool {
        var difference: UInt8 = a.count == b.count ? 0 : 1
        var left = a.makeIterator()
        var right = b.makeIterator()
        for _ in 0..<max(a.count, b.count) {
            difference |= (left.next() ?? 0) ^ (right.next() ?? 0)
        }
        return difference == 0
    }
}
