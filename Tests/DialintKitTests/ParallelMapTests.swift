import Foundation
import Testing
@testable import DialintKit

/// `parallelMapInOrder` feeds the report: every result once, in the elements' order, one delivery at a
/// time, and never more than its window made ahead of the result awaited.
struct ParallelMapTests {
    /// What the deliveries saw, shared with the transforms that run on other threads.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var delivered = 0
        private var delivering = false
        private(set) var overlapped = false
        private(set) var furthestAhead = 0

        func starting(_ index: Int) {
            lock.withLock { furthestAhead = max(furthestAhead, index - delivered) }
        }

        func deliver(_ body: () -> Void) {
            lock.withLock {
                overlapped = overlapped || delivering
                delivering = true
            }
            body()
            lock.withLock {
                delivering = false
                delivered += 1
            }
        }
    }

    @Test(arguments: [(0, 4), (1, 4), (2, 1), (500, 1), (500, 7), (500, 64), (40, 1000)])
    func deliversEveryResultInOrderWithinTheWindow(count: Int, window: Int) {
        let record = Record()
        var results: [Int] = []
        Array(0..<count).parallelMapInOrder(window: window) { index -> Int in
            record.starting(index)
            // Uneven work, so that results complete out of order.
            var sum = 0
            for step in 0..<((index * 7919) % 13 * 2_000) { sum &+= step }
            return index + (sum == -1 ? 1 : 0)
        } deliver: { value in
            record.deliver {
                // Slow deliveries, so that transforms run while one is under way.
                if value % 5 == 0 { Thread.sleep(forTimeInterval: 0.0005) }
                results.append(value)
            }
        }
        #expect(results == Array(0..<count))
        #expect(!record.overlapped)
        #expect(record.furthestAhead < max(window, 1))
    }
}
