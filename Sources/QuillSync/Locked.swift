#if canImport(Darwin)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value behind a lock: the package's one lock, on every target.
///
/// `Synchronization`'s `Mutex` needs iOS 18 and macOS 15; this one runs wherever Quill
/// does (`os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere), with one
/// allocation for the value and the lock together.
///
/// `@unchecked Sendable`: the value is only touched inside `withLock`, under the lock.
/// The closure may lend the value to code that is not `Sendable` for its duration (the
/// client's store transactions do, and are invalidated when it returns).
public struct Locked<Value>: @unchecked Sendable {
    @usableFromInline let storage: LockStorage<Value>

    public init(_ value: sending Value) {
        storage = LockStorage.make(value)
    }

    /// Runs `body` with the value, holding the lock; `body` must not call back into
    /// this lock (it is not recursive).
    @inlinable
    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try storage.withLock(body)
    }

    /// The value, read under the lock.
    @inlinable
    public var value: Value {
        storage.withLock { $0 }
    }
}

/// The value as a `ManagedBuffer`'s header and the lock as its one element, so the lock's
/// address never moves.
@usableFromInline
final class LockStorage<Value>: ManagedBuffer<Value, LockStorage<Value>.Primitive> {
    #if canImport(Darwin)
    @usableFromInline typealias Primitive = os_unfair_lock
    #else
    @usableFromInline typealias Primitive = pthread_mutex_t
    #endif

    static func make(_ value: sending Value) -> LockStorage {
        let storage = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
            #else
            lock.initialize(to: pthread_mutex_t())
            let code = pthread_mutex_init(lock, nil)
            precondition(code == 0, "pthread_mutex_init failed: \(code)")
            #endif
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { lock in
            #if !canImport(Darwin)
            pthread_mutex_destroy(lock)
            #endif
            _ = lock.deinitialize(count: 1)
        }
    }

    /// Through pointers, not `header`: the lock makes the access exclusive, and a class's
    /// stored property would be checked again at run time (`swift_beginAccess`, a third
    /// of a lock's cost).
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try withUnsafeMutablePointers { (value, lock) throws(Failure) -> Result in
            Self.lock(lock)
            defer { Self.unlock(lock) }
            return try body(&value.pointee)
        }
    }

    @usableFromInline
    static func lock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        pthread_mutex_lock(lock)
        #endif
    }

    @usableFromInline
    static func unlock(_ lock: UnsafeMutablePointer<Primitive>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        pthread_mutex_unlock(lock)
        #endif
    }
}
