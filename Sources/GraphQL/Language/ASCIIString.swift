/// Builds the `String`s of names and numbers, which are ASCII and mostly short.
///
/// A string of at most 15 UTF-8 bytes is stored inline ("small") on 64-bit platforms:
/// the bytes in the first 15 bytes of the value, then a discriminator byte `0xE0 | count`
/// for an ASCII small string. That layout is part of the standard library's ABI
/// (inlinable code reads it), and composing it directly is several times cheaper than
/// `String(unsafeUninitializedCapacity:)`, a call into the runtime per name. It is
/// checked once at run time against strings the standard library built
/// (`smallASCIIStringsMatchLayout`); where it does not match, the ordinary initializer
/// is used.
enum ASCIIString {
    /// Whether `make(from:count:canReadSixteen:)` may compose small strings.
    static let smallStringsMatchLayout: Bool = {
        #if _pointerBitWidth(_64) && _endian(little)
        let samples: [[UInt8]] = [[], Array("a".utf8), Array("fragment".utf8), Array("abcdefghijklmno".utf8)]
        for sample in samples {
            let built = String(decoding: sample, as: UTF8.self)
            let composed = sample.withUnsafeBufferPointer { buffer in
                smallBits(buffer.baseAddress, count: buffer.count)
            }
            if unsafeBitCast(built, to: (UInt64, UInt64).self) != composed {
                return false
            }
        }
        return true
        #else
        return false
        #endif
    }()

    /// The text of `count` ASCII bytes at `base`. With `useSmall` (the cached
    /// `smallStringsMatchLayout`) and `canReadSixteen` (16 bytes at `base` are readable),
    /// short texts are composed without a call, in `slot` (16 bytes of scratch memory).
    @inline(__always)
    static func make(
        from base: UnsafePointer<UInt8>, count: Int, useSmall: Bool, canReadSixteen: Bool,
        slot: UnsafeMutableRawPointer
    ) -> String {
        #if _pointerBitWidth(_64) && _endian(little)
        if count <= 15 && useSmall {
            let bits: (UInt64, UInt64)
            if canReadSixteen {
                let raw = UnsafeRawPointer(base)
                let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
                let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                let shift = UInt64(truncatingIfNeeded: count &* 8)
                let lowMask: UInt64 = count >= 8 ? ~0 : ~(~0 &<< shift)
                let highMask: UInt64 = count <= 8 ? 0 : ~(~0 &<< (shift &- 64))
                bits = (low & lowMask, (high & highMask) | (0xE0 | UInt64(count)) &<< 56)
            } else {
                bits = smallBits(base, count: count)
            }
            // Moved out of memory, the string is owned: a bit cast would yield a borrowed
            // value, and copying that costs a (no-op) retain call. The memory is outside the
            // stack: writing into a local string's bytes made every caller set up a stack
            // protector.
            slot.storeBytes(of: bits.0, as: UInt64.self)
            slot.storeBytes(of: bits.1, toByteOffset: 8, as: UInt64.self)
            return slot.bindMemory(to: String.self, capacity: 1).move()
        }
        #endif
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.update(from: base, count: count)
            return count
        }
    }

    /// The two words of the small ASCII string of `count` (at most 15) bytes at `base`,
    /// read one byte at a time.
    private static func smallBits(_ base: UnsafePointer<UInt8>?, count: Int) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = (0xE0 | UInt64(count)) &<< 56
        for offset in 0..<count {
            let byte = UInt64(base.unsafelyUnwrapped[offset])
            if offset < 8 {
                low |= byte &<< UInt64(offset &* 8)
            } else {
                high |= byte &<< UInt64((offset &- 8) &* 8)
            }
        }
        return (low, high)
    }
}
