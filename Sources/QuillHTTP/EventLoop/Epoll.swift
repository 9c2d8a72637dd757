#if os(Linux)
/// epoll, declared here because the Glibc module does not import `<sys/epoll.h>` and
/// the package has no C target for it. The three calls take and return only integers
/// and pointers, which the Swift and C calling conventions pass alike on Linux's
/// 64-bit targets. `struct epoll_event` is handled as bytes: packed (12 bytes) on
/// x86_64, naturally aligned (16 bytes) elsewhere.
enum Epoll {
    static let eventIn: UInt32 = 0x001
    static let eventOut: UInt32 = 0x004
    static let eventError: UInt32 = 0x008
    static let eventHangup: UInt32 = 0x010
    static let add: Int32 = 1
    static let delete: Int32 = 2
    static let modify: Int32 = 3
    static let closeOnExec: Int32 = 0o2_000_000

    #if arch(x86_64)
    static let eventSize = 12
    static let dataOffset = 4
    #else
    static let eventSize = 16
    static let dataOffset = 8
    #endif

    @_silgen_name("epoll_create1")
    static func create(_ flags: Int32) -> Int32

    @_silgen_name("epoll_ctl")
    static func control(_ epfd: Int32, _ op: Int32, _ fd: Int32, _ event: UnsafeMutableRawPointer?) -> Int32

    @_silgen_name("epoll_wait")
    static func wait(_ epfd: Int32, _ events: UnsafeMutableRawPointer?, _ maxEvents: Int32, _ timeout: Int32) -> Int32

    /// Registers, changes or removes `fd` with `events`, its descriptor as the event's data.
    static func control(_ epfd: Int32, _ op: Int32, fd: Int32, events: UInt32) -> Int32 {
        withUnsafeTemporaryAllocation(byteCount: eventSize, alignment: 8) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            buffer.storeBytes(of: events, toByteOffset: 0, as: UInt32.self)
            buffer.storeBytes(of: UInt64(UInt32(bitPattern: fd)), toByteOffset: dataOffset, as: UInt64.self)
            return control(epfd, op, fd, buffer.baseAddress)
        }
    }
}
#endif
