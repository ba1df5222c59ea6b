/// The modules the specs of one run declare: two specs of one module would write the same
/// files, so `generate` and `lint` both refuse the second.
public struct ModuleDeclarations: Sendable {
    /// The spec that declared each module first, as diagnostics name it.
    private var specs: [String: String] = [:]

    public init() {}

    /// Notes that `spec`, named `path` in diagnostics, declares its module; a problem, at the
    /// module's name, if another spec of the run declared it before.
    public mutating func declare(_ spec: ModuleSpec, path: String) -> Diagnostic? {
        let module = spec.module.value
        if let other = specs[module] {
            return .error(
                "module '\(module)' is also specified in '\(other)'; a module has one spec: remove one of them, or name this module differently",
                at: spec.module.location
            )
        }
        specs[module] = path
        return nil
    }
}
