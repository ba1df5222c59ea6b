import Diagnostics
import Foundation
import TemplateEngine

/// Reads and plans many specs on every core: each worker has a generator (and so renderers
/// and parsed templates) of its own, since renderers are not shared between threads.
public enum ConcurrentPlanner {
    /// The spec read from each file (or its problems), in the order of `files`.
    public static func parse(_ files: [(url: URL, display: String)]) -> [Result<
        ModuleSpec, DiagnosticsError
    >] {
        let items = files.map { ($0.url, $0.display) }
        return onEveryCore(count: items.count) { index in
            Result { () throws(DiagnosticsError) in
                try SpecParser.parse(fileAt: items[index].0, displayPath: items[index].1)
            }
        }
    }

    /// The plan of each spec (or its problems), in the order of `specs`; each worker's
    /// generator knows the run's `shared` entities and the types the app's specs declare.
    public static func plan(
        _ specs: [ModuleSpec],
        shared: SharedModels = .none,
        appTypeNames: Set<String> = [],
        generatedOnly: Bool = false,
        makeGenerator: @Sendable () -> Generator
    ) -> [Result<ModulePlan, DiagnosticsError>] {
        // The files of a run stay in memory until all are planned: their total is bounded.
        let total = RunTotal()
        let makeWorker: @Sendable () -> Generator = {
            var generator = makeGenerator()
            generator.shared = shared
            generator.appTypeNames = appTypeNames
            return generator
        }
        return onEveryCore(count: specs.count, makeWorker: makeWorker) { generator, index in
            Result { () throws(DiagnosticsError) in
                guard total.bytes <= RenderBudget.maximumRunBytes else {
                    // Said once, at the first module that finds the run past its limit.
                    guard total.claimReport() else { throw DiagnosticsError([]) }
                    throw DiagnosticsError([
                        .error(
                            "the modules of this run write more than \(RenderBudget.maximumRunBytes >> 20) MiB in all, which a run holds in memory before it writes; generate fewer modules at a time",
                            at: specs[index].module.location
                        )
                    ])
                }
                let plan = try generator.plan(specs[index], generatedOnly: generatedOnly)
                total.add(plan.plan.files.reduce(0) { $0 + $1.contents.utf8.count })
                return plan
            }
        }
    }

    private static func onEveryCore<Value>(
        count: Int,
        _ work: @Sendable (Int) -> Value
    ) -> [Value] {
        let noWorker: @Sendable () -> Void = {}
        return onEveryCore(count: count, makeWorker: noWorker) { _, index in work(index) }
    }

    private static func onEveryCore<Worker, Value>(
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

/// The bytes the planned files of a run hold so far, added to from every worker.
private final class RunTotal: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var reported = false

    var bytes: Int { lock.withLock { value } }

    func add(_ bytes: Int) { lock.withLock { value += bytes } }

    /// True the first time only.
    func claimReport() -> Bool {
        lock.withLock {
            defer { reported = true }
            return !reported
        }
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
