import Dispatch

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

extension Array {
    /// Consecutive slices of at most `size` elements.
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
