/// A stack the parser collects a list's items on before it knows how many there
/// are, so that each AST array is allocated once, at its exact size.
///
/// Nested lists share one stack: an inner list is popped before its parent
/// pushes its next item. Storage is allocated on first use.
struct ScratchStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private(set) var count = 0

    init() {}

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity {
            grow()
        }
        (storage.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Moves the items from `start` to the top into a new array.
    @inline(__always)
    mutating func pop(from start: Int) -> [Element] {
        let length = count - start
        guard length > 0 else { return [] }
        let source = storage.unsafelyUnwrapped + start
        count = start
        // reserveCapacity + append stay in specialized code; init(unsafeUninitializedCapacity:)
        // calls into the runtime, which looks up the array's generic metadata every time.
        var result: [Element] = []
        result.reserveCapacity(length)
        for offset in 0..<length {
            result.append((source + offset).move())
        }
        return result
    }

    private mutating func grow() {
        // The first block stays under 1 KiB, which malloc serves from its per-thread cache.
        let newCapacity = capacity == 0 ? max(4, 960 / MemoryLayout<Element>.stride) : capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let storage {
            newStorage.moveInitialize(from: storage, count: count)
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
    }

    deinit {
        if let storage {
            storage.deinitialize(count: count)
            storage.deallocate()
        }
    }
}
