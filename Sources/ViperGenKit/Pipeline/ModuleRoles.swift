import Diagnostics
import Foundation

/// A module's architecture roles: its set's rules, and the role of each type name its code
/// may declare.
public struct ModuleRoles: Sendable {
    public var module: String
    /// The template set's name.
    public var set: String
    public var rules: ArchitectureRules
    /// Each type name of the module's roles, with its role (the first role that names it).
    public var roleOfType: [String: String]
}

extension Generator {
    /// The roles of `spec`'s module, as the `architecture:` of its set names them; nil when
    /// the set has none.
    mutating func roles(of spec: ModuleSpec) throws(DiagnosticsError) -> ModuleRoles? {
        let architecture = spec.architecture?.value ?? options.architecture
        let renderer = try renderer(for: architecture, location: spec.architecture?.location)
        let manifest = renderer.templateSet.manifest
        guard let rules = manifest.architecture else { return nil }
        // The names `declaredTypes(of:)` gives the entity and the view model.
        let module = spec.module.value
        let entity = spec.entity?.name?.value ?? Inflector.singular(module)
        let viewModel = spec.viewModel?.name?.value ?? entity + manifest.viewModelSuffix
        var roleOfType: [String: String] = [:]
        for role in rules.roles {
            for name in renderer.typeNames(
                role.types, module: module, entity: entity, viewModel: viewModel)
            where roleOfType[name] == nil {
                roleOfType[name] = role.name
            }
        }
        return ModuleRoles(
            module: module, set: manifest.name, rules: rules, roleOfType: roleOfType)
    }
}
