import QuillSync

/// The memory the parser's scratch stacks start in: a region per stack, 4 KiB for
/// the selections (the nested selection sets of a typical operation) and 2 KiB for
/// each of the others, then the `NameCache` and the `LexerBuffers`. A parse takes a
/// block an earlier parse gave back, so that small documents make no scratch
/// allocation and find the long names of earlier parses; up to `keptLimit` blocks
/// are kept, for parses on several threads at once.
enum ScratchBlock {
    static let selectionBytes = 4096
    static let regionBytes = 2048
    static let otherRegionCount = 10
    static let nameCacheOffset = selectionBytes + otherRegionCount * regionBytes
    static let lexerBuffersOffset = nameCacheOffset + NameCache.byteCount
    static let byteCount = lexerBuffersOffset + MemoryLayout<LexerBuffers>.stride

    /// The kept blocks' addresses, at most `keptLimit`.
    private static let kept = Locked<[UInt]>([])
    private static let keptLimit = 4

    /// A kept block, or a new one.
    static func take() -> UnsafeMutableRawPointer {
        if let block = UnsafeMutableRawPointer(bitPattern: kept.withLock { $0.popLast() ?? 0 }) {
            return block
        }
        let block = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
        NameCache.initialize(nameCacheRegion(of: block))
        (block + lexerBuffersOffset).bindMemory(to: LexerBuffers.self, capacity: 1).initialize(to: LexerBuffers())
        return block
    }

    /// Keeps `block`, or frees it when `keptLimit` are kept.
    static func giveBack(_ block: UnsafeMutableRawPointer) {
        let bits = UInt(bitPattern: block)
        let stored = kept.withLock { kept in
            guard kept.count < keptLimit else { return false }
            kept.append(bits)
            return true
        }
        if stored {
            return
        }
        NameCache.deinitialize(nameCacheRegion(of: block))
        lexerBuffers(of: block).deinitialize(count: 1)
        block.deallocate()
    }

    /// The selections' region of `block`.
    static func selectionRegion(of block: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        block
    }

    /// Region `index` (0..<otherRegionCount) of `block` for the other stacks.
    static func region(_ index: Int, of block: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        block + selectionBytes + index * regionBytes
    }

    /// The `NameCache` region of `block`.
    static func nameCacheRegion(of block: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        block + nameCacheOffset
    }

    /// The lexer's buffers in `block`, used in place by the parse that holds the block,
    /// which empties them when it ends (`Lexer.finish()`).
    static func lexerBuffers(of block: UnsafeMutableRawPointer) -> UnsafeMutablePointer<LexerBuffers> {
        (block + lexerBuffersOffset).assumingMemoryBound(to: LexerBuffers.self)
    }
}
