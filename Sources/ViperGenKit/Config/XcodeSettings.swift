import Diagnostics
import Foundation
import Yams

/// `xcode:` in `.viper-gen.yml`: the Xcode project a run adds the files it writes to, and the
/// targets and groups they go to. Paths are relative to the config's folder.
public struct XcodeSettings: Sendable {
    /// Path of the `.xcodeproj`, relative to the config's folder.
    public var project: Located<String>?
    /// Sources go to these targets (`target:` names one, or a list, as a Rambafile's
    /// `project_targets` does); empty: the project's only app target.
    public var targets: [Located<String>] = []
    /// Tests go to these (`testTarget:`, one or a list).
    public var testTargets: [Located<String>] = []
    /// Group path for modules' sources, when groups do not follow folders.
    public var group: Located<String>?
    /// Group path for modules' tests, when groups do not follow folders.
    public var testGroup: Located<String>?
    /// Where `xcode:` itself is written, for errors about the section as a whole.
    public var location: SourceLocation?

    public init() {}

    static let keys = ConfigKeys.xcode.names
}

extension NodeReader {
    /// The `xcode:` section of a config.
    mutating func xcodeSettings(_ node: Node, key: Located<String>) -> XcodeSettings? {
        var settings = XcodeSettings()
        settings.location = key.location
        guard let pairs = mapping(node, what: "'xcode'", allowed: XcodeSettings.keys) else {
            return nil
        }
        for (key, value) in pairs {
            switch key.value {
            case "project":
                settings.project = path(value, what: "'xcode.project'")
                if let project = settings.project, !Self.isProjectPath(project.value) {
                    diagnostics.error(
                        "'xcode.project' names the project folder, which ends in .xcodeproj, not '\(project.value)'",
                        at: project.location
                    )
                }
            case "target": settings.targets = targetNames(value, what: "'xcode.target'")
            case "testTarget": settings.testTargets = targetNames(value, what: "'xcode.testTarget'")
            case "group": settings.group = groupPath(value, what: "'xcode.group'")
            case "testGroup": settings.testGroup = groupPath(value, what: "'xcode.testGroup'")
            default: unreadDescribedKey(key, of: "'xcode'")
            }
        }
        return settings
    }

    /// Whether `path` names an `.xcodeproj` folder (a trailing `/` allowed).
    static func isProjectPath(_ path: String) -> Bool {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/"), trimmed.count > 1 { trimmed = trimmed.dropLast() }
        return trimmed.hasSuffix(".xcodeproj") && trimmed.count > ".xcodeproj".count
            && !trimmed.hasSuffix("/.xcodeproj")
    }

    /// One target name, or a list of them (each once).
    mutating func targetNames(_ node: Node, what: String) -> [Located<String>] {
        if node.scalar != nil { return targetName(node, what: what).map { [$0] } ?? [] }
        guard let items = sequence(node, what: what) else { return [] }
        if items.isEmpty {
            diagnostics.error("\(what) must name at least one target", at: location(of: node))
        }
        var names: [Located<String>] = []
        for item in items {
            guard let name = targetName(item, what: what) else { continue }
            if names.contains(where: { $0.value == name.value }) {
                diagnostics.error("\(what) names '\(name.value)' twice", at: name.location)
                continue
            }
            names.append(name)
        }
        return names
    }

    private mutating func targetName(_ node: Node, what: String) -> Located<String>? {
        guard let name = self.name(node, what: what) else { return nil }
        if name.value.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            diagnostics.error("\(what) must be a target name on one line", at: name.location)
            return nil
        }
        return name
    }

    private mutating func groupPath(_ node: Node, what: String) -> Located<String>? {
        guard let group = path(node, what: what) else { return nil }
        if group.value.hasPrefix("/")
            || group.value.split(separator: "/", omittingEmptySubsequences: false).contains(where: {
                $0 == ".."
            })
        {
            diagnostics.error(
                "\(what) is a group path inside the project, such as 'App/Modules', not '\(group.value)'",
                at: group.location)
            return nil
        }
        return group
    }
}

/// The Xcode project of one run, after the command line and the config are merged.
public struct XcodeRunSettings: Sendable {
    /// A name, and where the config gives it (`nil` for a flag).
    public struct Name: Sendable, Equatable {
        public var value: String
        public var location: SourceLocation?
        public init(_ value: String, at location: SourceLocation?) {
            self.value = value
            self.location = location
        }
    }

    /// The `.xcodeproj` folder.
    public var project: URL
    /// How the user names it.
    public var projectDisplay: String
    /// Where the config names it (`nil` for `--xcodeproj`).
    public var projectLocation: SourceLocation?
    /// The targets sources go to (empty: the project's only app target).
    public var targets: [Name]
    /// The targets tests go to (empty: the project's only unit-test target).
    public var testTargets: [Name]
    public var group: Name?
    public var testGroup: Name?

    public init(
        project: URL, projectDisplay: String, projectLocation: SourceLocation? = nil,
        group: Name? = nil, testGroup: Name? = nil, targets: [Name] = [], testTargets: [Name] = []
    ) {
        self.project = project.standardizedFileURL
        self.projectDisplay = projectDisplay
        self.projectLocation = projectLocation
        self.targets = targets
        self.testTargets = testTargets
        self.group = group
        self.testGroup = testGroup
    }
}

extension ProjectConfig {
    /// The `.xcodeproj` that `xcode.project` names, which must lie in the project folder (the
    /// one that holds the config) as the output folders must.
    public func xcodeProjectURL(_ value: Located<String>) throws(DiagnosticsError) -> URL {
        let url = url(for: value.value)
        let project = directory.standardizedFileURL.path
        guard Glob.isInside(RootGuard.standardized(url.path), project) else {
            throw DiagnosticsError([
                .error(
                    "'xcode.project' leads out of the project folder (the folder that holds \(Self.fileName)); a config names a project inside it (pass --xcodeproj for another)",
                    at: value.location
                )
            ])
        }
        return url
    }
}
