import QuillSync
import Testing

@testable import QuillBackend

@Suite(.offThePool) struct IDGeneratorTests {
    @Test func idsAreDistinctFixedLengthBase36AndSortInCreationOrder() {
        let generator = IDGenerator()
        let ids = (0..<20_000).map { _ in generator.next() }
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(ids.allSatisfy { $0.utf8.count == IDGenerator.length && $0.first == "c" })
        #expect(ids.allSatisfy { $0.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) } })
    }

    @Test func monotonicWithinOneMillisecondAndWhenTheClockStepsBack() {
        let now = Locked<Int64>(1_700_000_000_000)
        let generator = IDGenerator { now.withLock { $0 } }
        var ids = (0..<1000).map { _ in generator.next() }
        now.withLock { $0 -= 60_000 }
        ids += (0..<10).map { _ in generator.next() }
        now.withLock { $0 += 120_000 }
        ids += (0..<10).map { _ in generator.next() }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        // The time part is the clock's, in base 36.
        #expect(ids[0].dropFirst().prefix(9) == Substring(IDGenerator.base36(1_700_000_000_000, digits: 9)))
        #expect(ids[0].dropFirst(10).prefix(4) == "0000")
        #expect(ids[999].dropFirst(10).prefix(4) == Substring(IDGenerator.base36(999, digits: 4)))
    }

    @Test func counterOverflowMovesToTheNextMillisecond() {
        let generator = IDGenerator(clock: { 5 }, counterLimit: 100)
        var previous = generator.next()
        for _ in 1..<103 {
            let id = generator.next()
            if id <= previous {
                Issue.record("\(id) does not sort after \(previous)")
                return
            }
            previous = id
        }
        #expect(previous.dropFirst().prefix(9) == Substring(IDGenerator.base36(6, digits: 9)))
        #expect(previous.dropFirst(10).prefix(4) == "0002")
    }

    @Test func concurrentCallersGetDistinctIds() async {
        let generator = IDGenerator()
        let ids = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { (0..<2000).map { _ in generator.next() } } }
            var all: [String] = []
            for await batch in group {
                #expect(batch == batch.sorted())
                all += batch
            }
            return all
        }
        #expect(Set(ids).count == 16_000)
    }

    @Test func base36() {
        #expect(IDGenerator.base36(0, digits: 3) == "000")
        #expect(IDGenerator.base36(35, digits: 2) == "0z")
        #expect(IDGenerator.base36(36 * 36 - 1, digits: 2) == "zz")
    }
}
