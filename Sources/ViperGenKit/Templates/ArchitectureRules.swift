import Diagnostics
import Foundation
import Yams

/// A template set's `architecture:`: the roles a module's code plays, and which role may
/// reference or import what (what `check-architecture` checks).
public struct ArchitectureRules: Sendable, Equatable {
    /// A part of a module (`view`, `interactor`): a file is the role's when the first type it
    /// declares or extends that is any role's is one of this role's.
    public struct Role: Sendable, Equatable {
        public var name: String
        /// Stencil templates of the type names (`"{{ module }}Interactor"`), rendered with
        /// `module`, `entity.name` and `viewModel.name`.
        public var types: [String]
        public var location: SourceLocation
    }

    /// What the files of `roles` may reference and import, and why (the end of each finding).
    public struct Rule: Sendable, Equatable {
        public var roles: [String]
        /// The only other roles the files may reference, when given.
        public var mayReference: [String]?
        public var mustNotReference: [String] = []
        /// Modules the files may not import (`UIKit`).
        public var mustNotImport: [String] = []
        public var because: String
        public var location: SourceLocation

        /// Whether a file of one of `roles` may reference a type of `role`, another role.
        public func allows(reference role: String) -> Bool {
            !mustNotReference.contains(role) && (mayReference?.contains(role) ?? true)
        }
    }

    /// The roles of a module that other modules' code may reference, and why no others.
    public struct OtherModules: Sendable, Equatable {
        /// Roles any code of another module may reference (its entity).
        public var mayReference: [String]
        /// Roles only the code of the roles `from` of another module (and code of no role)
        /// may reference: what a module that navigates to this one needs to build it.
        public var entryPoints: [String] = []
        public var from: [String] = []
        public var because: String

        public init(
            mayReference: [String], entryPoints: [String] = [], from: [String] = [],
            because: String
        ) {
            self.mayReference = mayReference
            self.entryPoints = entryPoints
            self.from = from
            self.because = because
        }

        /// Whether code of `referencing` (a role of another module; nil: code of no role)
        /// may reference this module's type of `role`.
        public func allows(_ role: String, from referencing: String?) -> Bool {
            mayReference.contains(role)
                || (entryPoints.contains(role) && (referencing.map(from.contains) ?? true))
        }
    }

    public var roles: [Role] = []
    public var rules: [Rule] = []
    public var otherModules: OtherModules?

    static let keys = ["roles", "rules", "otherModules"]
    static let ruleKeys = ["roles", "mayReference", "mustNotReference", "mustNotImport", "because"]
    static let otherModulesKeys = ["mayReference", "entryPoints", "from", "because"]

    /// Reads a manifest's `architecture:`; its problems go to `reader`.
    static func parse(_ node: Node, reader: inout NodeReader) -> ArchitectureRules {
        var rules = ArchitectureRules()
        // Role names are checked once every role is read, wherever `roles` is written.
        var named: [Located<String>] = []
        for (key, value) in reader.mapping(node, what: "'architecture'", allowed: keys) ?? [] {
            switch key.value {
            case "roles":
                rules.roles = parseRoles(value, reader: &reader)
            case "rules":
                for item in reader.sequence(value, what: "'architecture: rules'") ?? [] {
                    guard let (rule, names) = parseRule(item, reader: &reader) else { continue }
                    rules.rules.append(rule)
                    named += names
                }
            default:
                guard
                    let pairs = reader.mapping(
                        value, what: "'architecture: otherModules'", allowed: otherModulesKeys)
                else { continue }
                var roles: [Located<String>]?
                var entryPoints: [Located<String>]?
                var from: [Located<String>]?
                var because: String?
                for (entry, value) in pairs {
                    switch entry.value {
                    case "because":
                        because = reader.string(value, what: "'because'")?.value
                    case "entryPoints":
                        entryPoints = names(value, what: "'entryPoints'", reader: &reader)
                    case "from":
                        from = names(value, what: "'from'", reader: &reader)
                    default:
                        roles = names(value, what: "'mayReference'", reader: &reader)
                    }
                }
                guard let roles, let because else {
                    reader.diagnostics.error(
                        "'architecture: otherModules' needs 'mayReference' and 'because'",
                        at: key.location)
                    continue
                }
                if (entryPoints == nil) != (from == nil) {
                    reader.diagnostics.error(
                        "'architecture: otherModules' needs 'entryPoints' and 'from' together",
                        at: key.location)
                    continue
                }
                named += roles + (entryPoints ?? []) + (from ?? [])
                rules.otherModules = OtherModules(
                    mayReference: roles.map(\.value),
                    entryPoints: (entryPoints ?? []).map(\.value),
                    from: (from ?? []).map(\.value), because: because)
            }
        }
        let known = rules.roles.map(\.name)
        for name in named where !known.contains(name.value) {
            var message = "unknown role '\(name.value)'"
            if let suggestion = didYouMean(name.value, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message +=
                    known.isEmpty
                    ? "; 'architecture: roles' names none"
                    : "; roles: \(known.joined(separator: ", "))"
            }
            reader.diagnostics.error(message, at: name.location)
        }
        return rules
    }

    /// `roles:`, a mapping of each role's name to its type names.
    private static func parseRoles(_ node: Node, reader: inout NodeReader) -> [Role] {
        guard let mapping = node.mapping else {
            reader.diagnostics.error(
                "'architecture: roles' must be a mapping of role names to type names, not \(reader.describe(node))",
                at: reader.location(of: node))
            return []
        }
        var roles: [Role] = []
        for (key, value) in mapping {
            guard let name = reader.string(key, what: "a role's name") else { continue }
            guard SwiftNames.isIdentifier(name.value) else {
                reader.diagnostics.error(
                    "role name '\(name.value)' must be a word of letters and digits",
                    at: name.location)
                continue
            }
            let types = (reader.sequence(value, what: "role '\(name.value)'") ?? []).compactMap {
                reader.string($0, what: "a type name of role '\(name.value)'")?.value
            }
            roles.append(
                Role(
                    name: name.value, types: types,
                    location: name.location ?? reader.location(of: key)))
        }
        return roles
    }

    /// One entry of `rules:`, and the role names it uses.
    private static func parseRule(_ node: Node, reader: inout NodeReader) -> (
        Rule, [Located<String>]
    )? {
        guard let pairs = reader.mapping(node, what: "an architecture rule", allowed: ruleKeys)
        else { return nil }
        let location = reader.location(of: node)
        var rule = Rule(roles: [], because: "", location: location)
        var named: [Located<String>] = []
        var sawBecause = false
        for (key, value) in pairs {
            switch key.value {
            case "roles":
                let roles = names(value, what: "'roles'", reader: &reader)
                named += roles
                rule.roles = roles.map(\.value)
            case "mayReference":
                let roles = names(value, what: "'mayReference'", reader: &reader)
                named += roles
                rule.mayReference = roles.map(\.value)
            case "mustNotReference":
                let roles = names(value, what: "'mustNotReference'", reader: &reader)
                named += roles
                rule.mustNotReference = roles.map(\.value)
            case "mustNotImport":
                rule.mustNotImport = names(value, what: "'mustNotImport'", reader: &reader).map(
                    \.value)
            default:
                sawBecause = true
                rule.because = reader.string(value, what: "'because'")?.value ?? ""
            }
        }
        if rule.roles.isEmpty || !sawBecause {
            reader.diagnostics.error(
                "an architecture rule needs 'roles' and 'because'", at: location)
        }
        if rule.mayReference == nil, rule.mustNotReference.isEmpty, rule.mustNotImport.isEmpty {
            reader.diagnostics.error(
                "an architecture rule needs 'mayReference', 'mustNotReference' or 'mustNotImport'",
                at: location)
        }
        return (rule, named)
    }

    /// A name or a list of names.
    private static func names(_ node: Node, what: String, reader: inout NodeReader)
        -> [Located<String>]
    {
        if node.scalar != nil { return reader.string(node, what: what).map { [$0] } ?? [] }
        return (reader.sequence(node, what: what) ?? []).compactMap {
            reader.string($0, what: "an entry of \(what)")
        }
    }
}
