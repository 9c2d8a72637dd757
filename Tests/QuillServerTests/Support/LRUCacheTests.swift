import QuillTestSupport
import Testing

@testable import QuillServer

@Suite struct LRUCacheTests {
    @Test func evictsTheLeastRecentlyUsed() {
        let cache = LRUCache<String, Int>(capacity: 2)
        cache.set(1, for: "a")
        cache.set(2, for: "b")
        #expect(cache.value(for: "a") == 1)  // "b" is now the least recently used
        cache.set(3, for: "c")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a") == 1)
        #expect(cache.value(for: "c") == 3)
        #expect(cache.count == 2)
    }

    @Test func replacingAValueKeepsOneEntry() {
        let cache = LRUCache<String, Int>(capacity: 2)
        cache.set(1, for: "a")
        cache.set(2, for: "a")
        #expect(cache.value(for: "a") == 2)
        #expect(cache.count == 1)
    }

    @Test func capacityZeroKeepsNothing() {
        let cache = LRUCache<String, Int>(capacity: 0)
        cache.set(1, for: "a")
        #expect(cache.value(for: "a") == nil)
        #expect(cache.count == 0)
    }

    @Test func staysBoundedUnderManyKeysAndAgreesWithAReferenceModel() {
        let cache = LRUCache<Int, Int>(capacity: 8)
        var model: [(key: Int, value: Int)] = []  // most recent last
        var random = SplitMix64(seed: 42)
        for step in 0..<5_000 {
            let key = Int(random.next() % 20)
            if random.next() % 2 == 0 {
                cache.set(step, for: key)
                model.removeAll { $0.key == key }
                model.append((key, step))
                if model.count > 8 { model.removeFirst() }
            } else {
                let expected = model.first { $0.key == key }?.value
                #expect(cache.value(for: key) == expected)
                if let index = model.firstIndex(where: { $0.key == key }) { model.append(model.remove(at: index)) }
            }
        }
        #expect(cache.count == model.count)
    }

    @Test func isSafeUnderConcurrentUse() async {
        let cache = LRUCache<Int, Int>(capacity: 16)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<2_000 {
                        cache.set(i, for: (i + worker) % 40)
                        _ = cache.value(for: i % 40)
                    }
                }
            }
        }
        #expect(cache.count == 16)
    }
}
