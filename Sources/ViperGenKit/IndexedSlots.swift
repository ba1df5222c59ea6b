import Foundation

/// One value per index, each set by one worker of a concurrent loop and read once the loop
/// is over.
final class IndexedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    subscript(index: Int) -> Value? {
        lock.withLock { slots[index] }
    }

    /// The values set, in index order.
    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
