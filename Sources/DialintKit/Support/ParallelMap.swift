import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps the elements on all cores, keeping their order.
    func parallelMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        self.withUnsafeBufferPointer { elements in
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results.store(transform(elements[index]), at: index)
            }
        }
        return results.values
    }
}

/// One slot per element, each written by exactly one iteration, read only after all have finished.
private final class ResultSlots<T>: @unchecked Sendable {
    private var slots: [T?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func store(_ value: T, at index: Int) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    var values: [T] { slots.compactMap { $0 } }
}

extension Array where Element: Sendable {
    /// Maps the elements on all cores and hands each result to `deliver` in the elements' order, as soon
    /// as it and every result before it are ready. No core waits for a batch to end, and none stands idle
    /// while results are delivered: `deliver` runs on whichever core completed the run of ready results,
    /// one call at a time. At most `window` results are made ahead of the one awaited, so memory holds a
    /// window's results however many elements there are.
    func parallelMapInOrder<T: Sendable>(window: Int, _ transform: @Sendable (Element) -> T, deliver: (T) -> Void) {
        guard count > 1 else {
            for element in self { deliver(transform(element)) }
            return
        }
        withoutActuallyEscaping(deliver) { deliver in
            let delivery = OrderedDelivery<T>(window: Swift.max(1, window), deliver: deliver)
            self.withUnsafeBufferPointer { elements in
                nonisolated(unsafe) let elements = elements
                // Dispatch hands out indices in increasing order, so the result awaited is always being
                // made by a core that is not waiting for room: the wait cannot deadlock.
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    delivery.waitForRoom(at: index)
                    delivery.store(transform(elements[index]), at: index)
                }
            }
        }
    }
}

/// The results of `parallelMapInOrder` not yet delivered, in a ring of `window` slots.
///
/// `deliver` is not `Sendable`: it is called from several threads, but never two at once, and each
/// call is ordered after the last by the lock, as if one thread made them all.
private final class OrderedDelivery<T>: @unchecked Sendable {
    private let condition = NSCondition()
    private let window: Int
    private var slots: [T?]
    private var nextToDeliver = 0
    private var isDelivering = false
    private let deliver: (T) -> Void

    init(window: Int, deliver: @escaping (T) -> Void) {
        self.window = window
        self.deliver = deliver
        slots = Array(repeating: nil, count: window)
    }

    /// Waits until the result for `index` fits in the window.
    func waitForRoom(at index: Int) {
        condition.lock()
        while index >= nextToDeliver + window { condition.wait() }
        condition.unlock()
    }

    /// Stores a result; then, unless another thread is delivering (it will find this one), delivers
    /// every result that is next in order.
    func store(_ value: T, at index: Int) {
        condition.lock()
        slots[index % window] = value
        guard !isDelivering else {
            condition.unlock()
            return
        }
        isDelivering = true
        while let next = slots[nextToDeliver % window] {
            slots[nextToDeliver % window] = nil
            condition.unlock()
            deliver(next)
            condition.lock()
            nextToDeliver += 1
            condition.broadcast()
        }
        isDelivering = false
        condition.unlock()
    }
}

extension Array {
    /// Consecutive slices of at most `size` elements.
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
