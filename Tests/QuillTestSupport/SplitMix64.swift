/// A tiny random number generator (SplitMix64) whose sequence depends only on its seed,
/// so generated documents are the same on every platform and Swift version.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<count`; `count` must be positive.
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// A number in `range`.
    public mutating func between(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    public mutating func pick<Element>(_ items: [Element]) -> Element {
        items[below(items.count)]
    }
}
