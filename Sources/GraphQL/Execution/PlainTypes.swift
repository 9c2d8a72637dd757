/// The dynamic types of Swift values an execution found not to be errors (see
/// `Resolved.error(knownPlain:)`), so that the next value of such a type skips the
/// runtime's conformance check, a hash-map lookup per value: a direct-mapped table of
/// the types' identities. Part of an `ExecutionState`, so one task's: no lock.
struct PlainTypes {
    private var slots: [UInt] = []
    private static let slotCount = 16

    func contains(_ type: Any.Type) -> Bool {
        let bits = UInt(bitPattern: ObjectIdentifier(type))
        return !slots.isEmpty && slots[Self.slot(of: bits)] == bits
    }

    mutating func insert(_ type: Any.Type) {
        let bits = UInt(bitPattern: ObjectIdentifier(type))
        if slots.isEmpty { slots = Array(repeating: 0, count: Self.slotCount) }
        slots[Self.slot(of: bits)] = bits
    }

    /// Type metadata is at least 8-byte aligned: the bits above the alignment pick the slot.
    private static func slot(of bits: UInt) -> Int {
        Int(truncatingIfNeeded: (bits >> 3) & UInt(slotCount - 1))
    }
}
