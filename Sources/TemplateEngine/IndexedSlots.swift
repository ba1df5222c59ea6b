import Foundation

/// One value per index, each set by one worker of a concurrent loop and read once the loop
/// is over.
public final class IndexedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    public func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    public subscript(index: Int) -> Value? {
        lock.withLock { slots[index] }
    }

    /// The values set, in index order.
    public var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
