/// A stack the parser collects a list's items on before it knows how many there
/// are, so that each AST array is allocated once, at its exact size.
///
/// Nested lists share one stack: an inner list is popped before its parent
/// pushes its next item. A stack starts in a region of a `ScratchBlock` and moves
/// to memory of its own when it outgrows it.
struct ScratchStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0
    /// Whether `storage` was allocated by this stack (else it is a block's region).
    private var ownsStorage = false

    /// A stack that starts in the `bytes` bytes at `region`.
    init(region: UnsafeMutableRawPointer, bytes: Int) {
        capacity = bytes / MemoryLayout<Element>.stride
        storage = region.bindMemory(to: Element.self, capacity: capacity)
    }

    @inline(__always)
    mutating func push(_ element: consuming Element) {
        if count == capacity {
            grow()
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Moves the items from `start` to the top into a new array.
    @inline(__always)
    mutating func pop(from start: Int) -> [Element] {
        let length = count - start
        guard length > 0 else { return [] }
        let source = storage + start
        count = start
        // Lists of up to eight items are array literals: the compiler allocates those at their exact
        // size without the general path's copy of the (empty) old buffer.
        switch length {
        case 1: return [source.move()]
        case 2: return [source.move(), (source + 1).move()]
        case 3: return [source.move(), (source + 1).move(), (source + 2).move()]
        case 4: return [source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move()]
        case 5:
            return [source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move(), (source + 4).move()]
        case 6:
            return [
                source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move(), (source + 4).move(),
                (source + 5).move(),
            ]
        case 7:
            return [
                source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move(), (source + 4).move(),
                (source + 5).move(), (source + 6).move(),
            ]
        case 8:
            return [
                source.move(), (source + 1).move(), (source + 2).move(), (source + 3).move(), (source + 4).move(),
                (source + 5).move(), (source + 6).move(), (source + 7).move(),
            ]
        default: break
        }
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
        let newCapacity = max(4, capacity * 2)
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        if ownsStorage {
            storage.deallocate()
        }
        storage = newStorage
        capacity = newCapacity
        ownsStorage = true
    }

    deinit {
        // Empty after every complete list: skipping the call saves a generic
        // `swift_arrayDestroy` (and its metadata lookup) per stack per parse.
        if count > 0 {
            storage.deinitialize(count: count)
        }
        if ownsStorage {
            storage.deallocate()
        }
    }
}
