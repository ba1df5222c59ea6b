import Diagnostics

/// The modules and types the specs of one run declare. Two specs of one module would write the
/// same files, and two modules that declare one type cannot share an app target, so
/// `generate` and `lint` refuse both (also against the project's specs outside the run).
public struct ModuleDeclarations: Sendable {
    /// A type a module declares, and where its spec names it.
    public struct DeclaredType: Sendable {
        public var name: String
        /// "entity", "view model" or "generated type".
        public var what: String
        public var location: SourceLocation?
        /// Named after the entity, not written in the spec: a clash of the entity's name
        /// reported already says all there is to say about it.
        public var followsEntity = false
    }

    private struct Declarer {
        var specPath: String
        var module: String
        var what: String
    }

    /// The spec that declared each module first, as diagnostics name it, and where it names it.
    private var specs: [String: (path: String, location: SourceLocation?)] = [:]
    private var types: [String: (declarer: Declarer, type: DeclaredType)] = [:]

    public init() {}

    /// Notes that `spec`, named `path` in diagnostics, declares its module; a problem, at the
    /// module's name, if another spec of the run declared it before.
    public mutating func declare(_ spec: ModuleSpec, path: String) -> Diagnostic? {
        let module = spec.module.value
        if let other = specs[module] {
            return SpecRule.moduleSpecifiedTwice(module: module, otherSpec: other.path)
                .diagnostic(at: spec.module.location)
        }
        specs[module] = (path, spec.module.location)
        return nil
    }

    /// Notes the types `spec`'s module declares; a problem for each that a module declared
    /// before also declares.
    public mutating func declare(_ declared: [DeclaredType], of spec: ModuleSpec) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let declarer = Declarer(specPath: spec.path, module: spec.module.value, what: "")
        var entityClashed = false
        for type in declared {
            if let earlier = types[type.name] {
                // A module's own names that meet are its spec's problem, reported as such.
                if earlier.declarer.specPath == spec.path { continue }
                if type.followsEntity, entityClashed { continue }
                entityClashed = entityClashed || type.what == "entity"
                problems.append(Self.clash(type, of: declarer, with: earlier.declarer))
            } else {
                types[type.name] = (
                    Declarer(specPath: spec.path, module: spec.module.value, what: type.what), type
                )
            }
        }
        return problems
    }

    /// Problems of the run's specs with `other`, a spec of the project outside the run: one for
    /// the same module, else one for each type both declare, placed in the run's spec.
    public func conflicts(with other: ModuleSpec, types otherTypes: [DeclaredType]) -> [Diagnostic]
    {
        if let mine = specs[other.module.value] {
            return [
                SpecRule.moduleInConfigModules(module: other.module.value, otherSpec: other.path)
                    .diagnostic(
                        at: mine.location ?? SourceLocation(file: mine.path, line: 0, column: 0))
            ]
        }
        let theirs = Declarer(specPath: other.path, module: other.module.value, what: "")
        var problems: [Diagnostic] = []
        // Modules of the run whose entity's name clashed: a name that follows it says nothing new.
        var entityClashed: Set<String> = []
        for type in otherTypes {
            guard let mine = types[type.name] else { continue }
            if mine.type.followsEntity, entityClashed.contains(mine.declarer.module) { continue }
            if mine.type.what == "entity" { entityClashed.insert(mine.declarer.module) }
            problems.append(
                Self.clash(
                    mine.type, of: mine.declarer,
                    with: Declarer(
                        specPath: theirs.specPath, module: theirs.module, what: type.what))
            )
        }
        return problems
    }

    /// `type`, declared by `declarer`'s module, is also declared by `other`'s.
    private static func clash(_ type: DeclaredType, of declarer: Declarer, with other: Declarer)
        -> Diagnostic
    {
        SpecRule.typeDeclaredTwice(
            name: type.name, what: type.what, otherWhat: other.what, otherModule: other.module,
            otherSpec: other.specPath
        ).diagnostic(at: type.location)
    }
}
