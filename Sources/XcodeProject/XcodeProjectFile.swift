import Diagnostics

/// A native target of the project.
public struct XcodeTarget: Sendable, Equatable {
    public var name: String
    public var productType: String?
    /// `com.apple.product-type.bundle.unit-test`.
    public var isTestBundle: Bool
    /// The folders (relative to the folder that holds the .xcodeproj) of the target's
    /// buildable folders (`fileSystemSynchronizedGroups`), where they can be placed.
    public var synchronizedFolders: [String]

    public init(
        name: String, productType: String?, isTestBundle: Bool, synchronizedFolders: [String] = []
    ) {
        self.name = name
        self.productType = productType
        self.isTestBundle = isTestBundle
        self.synchronizedFolders = synchronizedFolders
    }
}

/// What a file is to the targets it is added to, as Generamba (through the xcodeproj gem)
/// decides it: compiled, copied into the bundle, or only referenced (a header: in its group,
/// in no build phase, where Xcode's header map finds it).
public enum XcodeMembership: Sendable, Equatable {
    /// A build file in the target's Sources phase.
    case sources
    /// A build file in the target's Resources phase (Copy Bundle Resources), made when the
    /// target has none.
    case resources
    /// A file reference in its group, and no build file.
    case referenceOnly

    /// The `isa` of the phase, `nil` for a reference only.
    var phaseISA: String? {
        switch self {
        case .sources: "PBXSourcesBuildPhase"
        case .resources: "PBXResourcesBuildPhase"
        case .referenceOnly: nil
        }
    }
}

/// Where a file stands for a target.
public enum XcodeFileStatus: Sendable, Equatable {
    /// Referenced and in the target's phase of its membership (for a reference only:
    /// referenced).
    case inTarget
    /// A file reference, not in the target's sources.
    case referencedNotInTarget
    /// In a synchronized (buildable) folder of the target: the folder's path.
    case inSynchronizedFolder(String)
    /// In a synchronized folder of the target, but an exception set excludes it.
    case excludedFromSynchronizedFolder(String)
    /// In a synchronized folder that other targets (maybe none) hold.
    case inSynchronizedFolderOfOtherTargets(String, targets: [String])
    case notInProject
}

/// What `add(file:target:group:)` did.
public enum XcodeEdit: Sendable, Equatable {
    /// A new file reference and build file.
    case added(target: String)
    /// The reference existed; a build file was added.
    case addedToTarget(target: String)
    case alreadyInTarget
    case inSynchronizedFolder(String)
}

/// A project.pbxproj: its text, parsed with positions, and edits made to the text itself.
public struct XcodeProjectFile: Sendable {
    /// The text, with every edit made so far; every byte outside the edits is the original's.
    public private(set) var text: String
    /// The name of the file in diagnostics.
    public let path: String
    var bytes: [UInt8]
    var model: ProjectModel

    /// `path` names the file in diagnostics ("App.xcodeproj/project.pbxproj"). A syntax error
    /// throws `path:line:column: error: …`.
    public init(text: String, path: String) throws(DiagnosticsError) {
        self.text = text
        self.path = path
        self.bytes = Array(text.utf8)
        self.model = try ProjectModel(bytes: bytes, path: path)
    }

    public var objectVersion: Int? { model.objectVersion }

    /// The steps building the model of the text as it is took (`ProjectModel.steps`).
    var modelSteps: Int { model.steps }

    /// Native targets, in the order of the file, with whether each is a unit-test bundle.
    public var targets: [XcodeTarget] {
        model.targetIDs.compactMap { id in
            guard let object = model.objects[id] else { return nil }
            let name = object.string("name") ?? ""
            let productType = object.string("productType")
            let folders = model.synchronizedGroups(ofTarget: id).compactMap { model.folder(of: $0) }
            return XcodeTarget(
                name: name, productType: productType,
                isTestBundle: productType == "com.apple.product-type.bundle.unit-test",
                synchronizedFolders: folders)
        }
    }

    /// The name of the .xcodeproj, which seeds the IDs of new objects.
    var projectName: String {
        let components = path.split(separator: "/").map(String.init)
        return components.last { $0.hasSuffix(".xcodeproj") } ?? path
    }

    // MARK: - Status

    /// Where the file at `path` stands for `target`. `path` is relative to the folder that holds
    /// the .xcodeproj ("App/Cars/CarsPresenter.swift"), "/"-separated.
    public func status(
        ofFile path: String, target: String, membership: XcodeMembership = .sources
    ) -> XcodeFileStatus {
        guard let file = ProjectPath.normalized(path) else { return .notInProject }
        return Self.status(ofFile: file, target: target, membership: membership, model: model)
    }

    static func status(
        ofFile file: String, target: String, membership: XcodeMembership = .sources,
        model: ProjectModel
    ) -> XcodeFileStatus {
        let targetID = model.target(named: target)
        let references = model.fileReferences(at: file)
        if !references.isEmpty {
            guard let isa = membership.phaseISA else { return .inTarget }
            // A localized file's build file names its variant group.
            if let targetID, let phase = model.phase(isa, ofTarget: targetID),
                !model.buildFiles(in: phase, referencing: model.buildableReferences(of: references))
                    .isEmpty
            {
                return .inTarget
            }
        }
        // A file no target needs is in the project wherever a synchronized folder holds it,
        // whoever's folder it is and whatever its exceptions say.
        if membership == .referenceOnly,
            let folder = model.synchronizedGroups(containing: file).lazy.compactMap({
                model.folder(of: $0)
            }).first
        {
            return .inSynchronizedFolder(folder)
        }
        var others: (String, [String])?
        for group in model.synchronizedGroups(containing: file) {
            guard let folder = model.folder(of: group) else { continue }
            let relative = ProjectPath.relative(file, to: folder)
            if let targetID {
                let holds = model.synchronizedGroups(ofTarget: targetID).contains(group)
                let listed = model.isListedInExceptions(relative, group: group, target: targetID)
                if holds && listed { return .excludedFromSynchronizedFolder(folder) }
                if holds != listed { return .inSynchronizedFolder(folder) }
            }
            if others == nil {
                let members = model.targetIDs.filter { id in
                    model.synchronizedGroups(ofTarget: id).contains(group)
                        != model.isListedInExceptions(relative, group: group, target: id)
                }
                others = (folder, members.compactMap { model.objects[$0]?.string("name") })
            }
        }
        if !references.isEmpty { return .referencedNotInTarget }
        if let (folder, targets) = others {
            return .inSynchronizedFolderOfOtherTargets(folder, targets: targets)
        }
        return .notInProject
    }

    // MARK: - Adding

    /// Makes the file part of `target`: a PBXFileReference in the group of its folder (missing
    /// groups made along the way; `group`, when given, is the group path to use for the file's
    /// folder instead of the one matching the disk path) and a PBXBuildFile in the target's phase
    /// of `membership` (Sources, or Resources, made when missing; none for a reference only).
    /// Nothing when it already is (also when a synchronized folder of the target holds it).
    /// Returns what it did.
    public mutating func add(
        file path: String, target: String, group: String? = nil,
        membership: XcodeMembership = .sources
    ) throws(DiagnosticsError) -> XcodeEdit {
        let file = try normalizedFile(path)
        let targetID = try targetID(named: target)
        var edit = Edit(model: model, bytes: bytes, projectName: projectName)
        let result = try Self.planAdd(
            file: file, target: target, targetID: targetID, group: group,
            membership: membership, model: model, path: self.path, edit: &edit)
        if !edit.splices.isEmpty { try apply(edit) }
        return result
    }

    /// What `add(file:target:group:)` does, worked out on `model` and written to `edit`.
    static func planAdd<E: ProjectEditing>(
        file: String, target: String, targetID: String, group: String?,
        membership: XcodeMembership = .sources, model: ProjectModel, path: String, edit: inout E
    ) throws(DiagnosticsError) -> XcodeEdit {
        func failure(_ message: String) -> DiagnosticsError {
            XcodeProjectFile.failure(message, path: path)
        }
        func noSourcesPhase(_ target: String) -> DiagnosticsError {
            failure("target '\(target)' has no Sources build phase")
        }
        /// The build file of the reference in the target's phase of `membership`; the phase
        /// made when a Resources phase is missing, as the xcodeproj gem makes it.
        func addBuildFile(reference: String, name: String) throws(DiagnosticsError) {
            guard let isa = membership.phaseISA else { return }
            let buildFile = edit.newID(for: file, role: "buildfile:\(target)")
            if let phase = model.phase(isa, ofTarget: targetID) {
                edit.addBuildFile(buildFile, reference: reference, name: name, phase: phase)
            } else if membership == .resources {
                let phase = edit.newID(for: target, role: "resources-phase")
                edit.addBuildPhase(
                    phase, isa: isa, target: targetID, buildFile: buildFile, reference: reference,
                    name: name)
            } else {
                throw noSourcesPhase(target)
            }
        }
        switch status(ofFile: file, target: target, membership: membership, model: model) {
        case .inTarget:
            return .alreadyInTarget
        case .inSynchronizedFolder(let folder):
            return .inSynchronizedFolder(folder)
        case .excludedFromSynchronizedFolder(let folder):
            throw failure(
                "\(file) lies in the buildable folder '\(folder)' of target '\(target)', but an exception set excludes it from the target; include it in Xcode (File inspector, Target Membership)"
            )
        case .inSynchronizedFolderOfOtherTargets(let folder, let targets):
            let holders =
                targets.isEmpty
                ? "no target"
                : "target" + (targets.count > 1 ? "s " : " ")
                    + targets.map { "'\($0)'" }.joined(separator: ", ")
            throw failure(
                "\(file) lies in the buildable folder '\(folder)' of \(holders), not of '\(target)': Xcode compiles the folder's files for \(targets.isEmpty ? "no target" : "those targets"); add '\(target)' to the folder in Xcode or write the file elsewhere"
            )
        case .referencedNotInTarget:
            // A localized file is built through its variant group, as Xcode adds it.
            let first = model.fileReferences(at: file)[0]
            let reference = model.variantGroup(of: first) ?? first
            try addBuildFile(reference: reference, name: model.displayName(of: reference))
            return .addedToTarget(target: target)
        case .notInProject:
            if membership == .sources, model.sourcesPhase(ofTarget: targetID) == nil {
                throw noSourcesPhase(target)
            }
            let folder = ProjectPath.parent(of: file)
            let name = ProjectPath.lastComponent(of: file)
            // The group that gets the file, and the groups to make inside it.
            let parent: String
            // Groups to make: the name shown, the `path` (nil for a group without one), the
            // folder, the role that seeds the ID.
            var missing: [(name: String, path: String?, folder: String, role: String)] = []
            var groupFolder: String
            if let group {
                let components = group.split(separator: "/").map(String.init).filter { !$0.isEmpty }
                guard let main = model.mainGroup else {
                    throw failure("the project has no main group")
                }
                var current = main
                var index = 0
                while index < components.count,
                    let child = model.childGroup(of: current, named: components[index])
                {
                    current = child
                    index += 1
                }
                parent = current
                let base = try insideFolder(of: current, for: file, model: model)
                groupFolder = base
                for depth in index..<components.count {
                    missing.append(
                        (
                            components[depth], nil, base,
                            "group:@" + components[0...depth].joined(separator: "/")
                        ))
                }
            } else {
                guard let (found, foundFolder) = edit.group(closestTo: folder, in: model) else {
                    if let main = model.mainGroup, model.objects[main] != nil {
                        // Every group hangs from it: say what sends it out.
                        _ = try insideFolder(of: main, for: file, model: model)
                    }
                    throw failure(
                        "no group of the project lies in the project folder, so \(file) has no place"
                    )
                }
                // `foundFolder` is the folder the group stands for; `groupFolder`, the one its
                // children's paths start from (another when it stands for its files' folder).
                var current = found
                groupFolder = model.folder(of: found) ?? foundFolder
                let rest = ProjectPath.relative(folder, to: foundFolder).split(separator: "/").map(
                    String.init)
                var index = 0
                // A group without a path of its own named as the next folder (as Xcode's older
                // "New Group" made them) takes the file.
                while index < rest.count,
                    let child = model.childGroup(of: current, named: rest[index]),
                    let childFolder = model.folder(of: child), childFolder == groupFolder
                {
                    current = child
                    index += 1
                }
                parent = current
                // Paths written below the group start from its folder, which must be in the
                // project folder (a group may stand for its files' folder and lie elsewhere):
                // no path leads back in from outside it, nor from nowhere known.
                groupFolder = try insideFolder(of: current, for: file, model: model)
                // The folder the components taken so far stand for.
                var made = ProjectPath.join(foundFolder, rest[0..<index].joined(separator: "/"))
                for component in rest[index...] {
                    let next = ProjectPath.join(made, component)
                    missing.append((component, component, next, "group:" + next))
                    made = next
                }
                if let first = missing.first {
                    // The first new group's path starts at its parent's folder.
                    missing[0].path = ProjectPath.relative(first.folder, to: groupFolder)
                    groupFolder = made
                }
            }
            let reference = edit.newID(for: file, role: "fileref")
            var referencePath = ProjectPath.relative(file, to: groupFolder)
            if referencePath.isEmpty { referencePath = name }
            edit.addFileReference(reference, name: name, path: referencePath)
            try addBuildFile(reference: reference, name: name)
            // The groups, innermost first: each holds the one made before it.
            var child = (id: reference, name: name)
            for entry in missing.reversed() {
                let id = edit.newID(for: entry.folder, role: entry.role)
                edit.addGroup(id, name: entry.name, path: entry.path, child: child)
                child = (id, entry.name)
            }
            edit.appendChild(child.id, name: child.name, to: parent)
            return .added(target: target)
        }
    }

    /// The folder of `group`, which is to hold `file` (or the groups on its way): refused, with
    /// the value that sends it there located, when it lies outside the project folder or
    /// nowhere known (an absolute path, a `sourceTree` such as `SDKROOT`): paths written below
    /// it could not lead back to the file, and each run would add the file again.
    static func insideFolder(of group: String, for file: String, model: ProjectModel)
        throws(DiagnosticsError) -> String
    {
        if let folder = model.folder(of: group), ProjectModel.isInside(folder) { return folder }
        let why = model.whyOutside(group)
        let subject =
            group == model.mainGroup
            ? "the main group" : "the group '\(model.displayName(of: group))'"
        let through = why.group == subject ? "" : " (it hangs from \(why.group))"
        throw DiagnosticsError([
            .error(
                "\(subject), which would hold \(file), lies outside the folder that holds the project\(through): \(why.reason), and no path below it leads back in; in Xcode, give \(why.group) a location inside that folder, or name another group with 'xcode.group'",
                at: why.at)
        ])
    }

    // MARK: - Removing

    /// Removes the references to the file at `path` (its PBXFileReference, its PBXBuildFiles in
    /// every phase, its entry in its group's children). Returns whether anything was removed.
    public mutating func remove(file path: String) -> Bool {
        guard let file = ProjectPath.normalized(path) else { return false }
        let references = model.fileReferences(at: file)
        guard !references.isEmpty else { return false }
        var edit = Edit(model: model, bytes: bytes, projectName: projectName)
        edit.remove(references: Set(references))
        do {
            try apply(edit)
        } catch {
            return false
        }
        return true
    }

    // MARK: - Buildable folders

    /// For a file Xcode would copy into the bundle (a spec `.yml`) inside a synchronized folder of
    /// `target`: add the membership exception Xcode writes so it is not. Idempotent. Returns
    /// whether the project changed (false also when no buildable folder of the target holds it).
    public mutating func excludeFromSynchronizedFolder(file path: String, target: String)
        throws(DiagnosticsError) -> Bool
    {
        let file = try normalizedFile(path)
        let targetID = try targetID(named: target)
        var edit = Edit(model: model, bytes: bytes, projectName: projectName)
        guard
            Self.planExclusion(
                file: file, target: target, targetID: targetID, model: model, edit: &edit)
        else { return false }
        try apply(edit)
        return true
    }

    /// What `excludeFromSynchronizedFolder(file:target:)` does, worked out on `model` and
    /// written to `edit`; false when nothing is to be done.
    static func planExclusion<E: ProjectEditing>(
        file: String, target: String, targetID: String, model: ProjectModel, edit: inout E
    ) -> Bool {
        let groups = model.synchronizedGroups(ofTarget: targetID)
        guard
            let group = groups.filter({
                model.folder(of: $0).map { ProjectPath.contains($0, file) } ?? false
            })
            .max(by: { (model.folder(of: $0)?.count ?? 0) < (model.folder(of: $1)?.count ?? 0) }),
            let folder = model.folder(of: group)
        else { return false }
        let relative = ProjectPath.relative(file, to: folder)
        if model.isListedInExceptions(relative, group: group, target: targetID) { return false }
        if let set = model.exceptionSet(of: group, target: targetID) {
            edit.addMembershipException(relative, to: set)
        } else {
            let id = edit.newID(for: folder, role: "exceptions:\(target)")
            edit.addExceptionSet(
                id, group: group, target: targetID, targetName: target, file: relative)
        }
        return true
    }

    // MARK: - Helpers

    mutating func apply(_ edit: Edit) throws(DiagnosticsError) {
        let newBytes = edit.applied()
        let newModel: ProjectModel
        do {
            newModel = try ProjectModel(bytes: newBytes, path: path)
        } catch {
            throw failure(
                "internal error: the edited project does not parse (\(error)); nothing was changed")
        }
        bytes = newBytes
        model = newModel
        text = String(decoding: newBytes, as: UTF8.self)
    }

    func failure(_ message: String) -> DiagnosticsError {
        Self.failure(message, path: path)
    }

    static func failure(_ message: String, path: String) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: SourceLocation(file: path, line: 0, column: 0))])
    }

    func normalizedFile(_ path: String) throws(DiagnosticsError) -> String {
        guard let file = ProjectPath.normalized(path), !file.isEmpty else {
            throw failure("'\(path)' is not a path inside the folder that holds the project")
        }
        return file
    }

    func targetID(named name: String) throws(DiagnosticsError) -> String {
        if let id = model.target(named: name) { return id }
        let names = targets.map(\.name)
        var message = "no target '\(name)' in the project"
        if let suggestion = didYouMean(name, in: names) {
            message += "; did you mean '\(suggestion)'?"
        } else if !names.isEmpty {
            message += " (its targets: \(names.map { "'\($0)'" }.joined(separator: ", ")))"
        }
        throw failure(message)
    }

    func noSourcesPhase(_ target: String) -> DiagnosticsError {
        failure("target '\(target)' has no Sources build phase")
    }
}
