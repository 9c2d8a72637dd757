/// A `@defer` as field collection met it: its label and the `@defer` it is
/// nested in. Compared by identity: one is made each time a selection set is
/// collected, so the same fragment deferred below two objects of a list is one
/// usage with a delivery group per object (graphql-js's `DeferUsage`).
final class DeferUsage: Sendable {
    let label: String?
    let parent: DeferUsage?
    /// The directive's byte offset in the document: which `@defer` this is.
    let directiveOffset: Int

    init(label: String?, parent: DeferUsage?, directiveOffset: Int) {
        self.label = label
        self.parent = parent
        self.directiveOffset = directiveOffset
    }

    /// Whether `ancestor` encloses this usage.
    func isNested(in ancestor: DeferUsage) -> Bool {
        var current = parent
        while let usage = current {
            if usage === ancestor { return true }
            current = usage.parent
        }
        return false
    }
}

/// Defer usages compared by membership, kept in the order they were added.
struct DeferUsageSet: Hashable, Sendable {
    let usages: [DeferUsage]
    /// The members' identities, sorted: what equality and hashing compare.
    private let identities: [ObjectIdentifier]

    init(_ usages: [DeferUsage]) {
        self.usages = usages
        identities = usages.map(ObjectIdentifier.init).sorted()
    }

    static let empty = DeferUsageSet([])

    var isEmpty: Bool { usages.isEmpty }

    func contains(_ usage: DeferUsage) -> Bool {
        usages.contains { $0 === usage }
    }

    static func == (lhs: DeferUsageSet, rhs: DeferUsageSet) -> Bool {
        lhs.identities == rhs.identities
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identities)
    }
}
