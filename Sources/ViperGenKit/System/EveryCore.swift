import Foundation
import TemplateEngine

/// Runs work on every core: as many workers as there are cores take the indices of the work
/// one at a time, and each result goes to its index.
enum EveryCore {
    /// `work(index)` for each index below `count`, in the order of the indices.
    static func map<Value>(count: Int, _ work: @Sendable (Int) -> Value) -> [Value] {
        let noWorker: @Sendable () -> Void = {}
        return map(count: count, makeWorker: noWorker) { _, index in work(index) }
    }

    /// `work(&worker, index)` for each index below `count`, in the order of the indices; each
    /// worker thread makes its `worker` once (state that must not be shared between threads).
    static func map<Worker, Value>(
        count: Int,
        makeWorker: @Sendable () -> Worker,
        _ work: @Sendable (inout Worker, Int) -> Value
    ) -> [Value] {
        let results = IndexedSlots<Value>(count: count)
        let next = WorkCounter()
        let workers = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker = makeWorker()
            while let index = next.take(below: count) {
                results.set(index, work(&worker, index))
            }
        }
        return results.values
    }
}

/// Hands out indices to workers, one at a time.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
