import Diagnostics
import Foundation
import TemplateEngine

/// Plans many specs on every core: each worker has a generator (and so renderers
/// and parsed templates) of its own, since renderers are not shared between threads.
public enum ConcurrentPlanner {
    /// The plan of each spec (or its problems), in the order of `specs`; each worker's
    /// generator knows the run's `shared` entities, the types the app's specs declare and
    /// the app's `modules`, which routes open.
    public static func plan(
        _ specs: [ModuleSpec],
        shared: SharedModels = .none,
        appTypeNames: Set<String> = [],
        modules: AppModules = .none,
        generatedOnly: Bool = false,
        makeGenerator: @Sendable () -> Generator
    ) -> [Result<ModulePlan, DiagnosticsError>] {
        // The files of a run stay in memory until all are planned: their total is bounded.
        let total = RunTotal()
        let makeWorker: @Sendable () -> Generator = {
            var generator = makeGenerator()
            generator.shared = shared
            generator.appTypeNames = appTypeNames
            generator.modules = modules
            return generator
        }
        return EveryCore.map(count: specs.count, makeWorker: makeWorker) { generator, index in
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
