import Diagnostics
import Foundation

/// The plan for one module of a run.
public struct ModulePlan: Sendable {
    public var module: String
    public var architecture: String
    public var specPath: String
    public var plan: OutputPlan
    /// Folders a Generamba template's folder-only entries make, empty ones included.
    public var folders: [URL] = []
    /// Notes of the run for this module (a Generamba template's dependencies).
    public var notes: [Diagnostic] = []
    /// Warnings about the module's generated API (`APINameChanges`): names hand-written code
    /// may call that this run changes.
    public var warnings: [Diagnostic] = []
}

extension ModulePlan {
    /// The plan without its generator-owned files, for a project whose config says
    /// `contracts: build`: the ViperGenBuildPlugin makes them at build time.
    public func withoutGeneratorOwnedFiles() -> ModulePlan {
        var plan = self
        plan.plan.files.removeAll { $0.owner == .generator }
        return plan
    }
}
