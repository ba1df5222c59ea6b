import Diagnostics

/// One object of the `objects` dictionary.
struct ProjectObject: Sendable {
    var id: String
    var isa: String
    var entry: PlistEntry

    var node: PlistNode { entry.value }

    func string(_ key: String) -> String? { node[key]?.string }

    /// The IDs (strings) of an array value.
    func ids(_ key: String) -> [String] { node[key]?.elements?.compactMap(\.string) ?? [] }
}

/// What the editor needs to know of a parsed project: its objects by ID, the tree of groups and
/// where each group and file reference lies, relative to the folder that holds the .xcodeproj.
struct ProjectModel: Sendable {
    /// The text parsed, and its name in diagnostics: where a value is, for an error.
    let bytes: [UInt8]
    let path: String
    let root: PlistNode
    let objectsNode: PlistNode
    var objects: [String: ProjectObject] = [:]
    /// Object IDs in the order of the file.
    var order: [String] = []
    var objectVersion: Int?
    var projectID: String?
    var mainGroup: String?
    var targetIDs: [String] = []
    /// Child → the group whose `children` lists it.
    var parents: [String: String] = [:]
    /// Where groups, synchronized folders and file references lie ("" for the project folder),
    /// nil when not inside the project folder or unknown.
    var folders: [String: String?] = [:]
    /// Where the project's groups start: `projectDirPath`, normalized.
    var projectRoot: String?
    /// File references by where they lie, each list in the order of the file.
    var referencesByFile: [String: [String]] = [:]
    /// The synchronized folders (`PBXFileSystemSynchronizedRootGroup`), in the order of the file.
    var synchronizedRootIDs: [String] = []
    /// The values and keys parsed, and the objects, children and parents gone through to
    /// build the model: the work the tests hold to a few steps an object.
    private(set) var steps = 0

    static let groupTypes: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]

    init(bytes: [UInt8], path: String) throws(DiagnosticsError) {
        let root = try PlistParser.parse(bytes, path: path, values: &steps)
        func fail(_ message: String, _ offset: Int) -> DiagnosticsError {
            DiagnosticsError([
                .error(message, at: PlistParser.location(of: offset, in: bytes, path: path))
            ])
        }
        guard let entries = root.entries else {
            throw fail("a project.pbxproj is a dictionary ('{ … }'), not this", root.start)
        }
        guard let objectsNode = root["objects"] else {
            throw fail("not an Xcode project: the dictionary has no 'objects'", root.start)
        }
        guard let objectEntries = objectsNode.entries else {
            throw fail("'objects' must be a dictionary", objectsNode.start)
        }
        self.bytes = bytes
        self.path = path
        self.root = root
        self.objectsNode = objectsNode
        if let version = entries.first(where: { $0.key == "objectVersion" })?.value.string {
            objectVersion = Int(version)
        }
        for entry in objectEntries {
            steps += 1
            // Readers disagree on which of two objects with one ID counts (this one took the
            // first, Python's pbxproj the last): an edit could land in the one Xcode ignores.
            if let first = objects[entry.key] {
                let earlier = PlistParser.location(of: first.entry.keyStart, in: bytes, path: path)
                throw fail(
                    "the object ID \(entry.key) is used twice (first at line \(earlier.line)); the project is damaged: resolve it in Xcode or in the file before adding to it",
                    entry.keyStart
                )
            }
            try Self.checkValues(of: entry, fail: fail) {
                PlistParser.location(of: $0, in: bytes, path: path).line
            }
            let isa = entry.value["isa"]?.string ?? ""
            objects[entry.key] = ProjectObject(id: entry.key, isa: isa, entry: entry)
            order.append(entry.key)
        }
        // Readers disagree on which of two `objects` (or root objects) counts, as for IDs.
        var seen: Set<String> = []
        for entry in entries where ["objects", "rootObject", "objectVersion"].contains(entry.key) {
            if !seen.insert(entry.key).inserted {
                throw fail(
                    "'\(entry.key)' is given twice; readers disagree on which counts; the project is damaged: resolve it in Xcode or in the file before adding to it",
                    entry.keyStart)
            }
            if entry.key != "objects", entry.value.string == nil {
                throw fail(
                    "'\(entry.key)' must be a string, not \(Self.describe(entry.value))",
                    entry.value.start)
            }
        }
        projectID = root["rootObject"]?.string
        if let projectID, let project = objects[projectID] {
            mainGroup = project.string("mainGroup")
            // Every group the editor makes hangs from it.
            if let mainGroup, let value = project.node["mainGroup"],
                objects[mainGroup]?.isa != "PBXGroup"
            {
                let what = objects[mainGroup].map { "a \($0.isa)" } ?? "no object of the project"
                throw fail(
                    "'mainGroup' names \(mainGroup), which is \(what), not a PBXGroup; the project is damaged: resolve it in Xcode or in the file before adding to it",
                    value.start)
            }
            targetIDs = project.ids("targets").filter { objects[$0]?.isa == "PBXNativeTarget" }
            let dir = project.string("projectDirPath") ?? ""
            projectRoot =
                dir.hasPrefix("/") ? nil : ProjectPath.normalized(dir, allowingParent: true)
        }
        for id in order {
            steps += 1
            guard let object = objects[id], Self.groupTypes.contains(object.isa) else { continue }
            for child in object.ids("children") where parents[child] == nil && child != id {
                steps += 1
                parents[child] = id
            }
        }
        for id in order {
            steps += 1
            let isa = objects[id]!.isa
            if Self.groupTypes.contains(isa) || isa == "PBXFileReference"
                || isa == "PBXFileSystemSynchronizedRootGroup"
            {
                resolveFolder(id)
            }
        }
        for id in order {
            steps += 1
            switch objects[id]!.isa {
            case "PBXFileReference":
                if let file = folder(of: id) { referencesByFile[file, default: []].append(id) }
            case "PBXFileSystemSynchronizedRootGroup":
                synchronizedRootIDs.append(id)
            default:
                break
            }
        }
    }

    // MARK: - What the editor reads must be what it takes it for

    /// The keys of an object that the editor reads or writes whose values are strings.
    static let stringKeys: Set<String> = [
        "isa", "name", "path", "sourceTree", "fileRef", "target", "mainGroup", "productType",
        "projectDirPath",
    ]

    /// The keys of an object that the editor reads or writes whose values are lists of strings
    /// (object IDs, or paths for `membershipExceptions`).
    static let listKeys: Set<String> = [
        "children", "files", "buildPhases", "targets", "exceptions", "membershipExceptions",
        "fileSystemSynchronizedGroups",
    ]

    /// Refuses an object the editor would misread or edit into an inconsistent project: one
    /// that is not a dictionary, a key it reads or writes given twice (readers disagree on
    /// which counts, and an edit would add a third), or holding a value of another type than
    /// Xcode writes there (an edit could not add to `children = NotAList;`, and whatever it
    /// made would hang from nothing).
    static func checkValues(
        of object: PlistEntry, fail: (String, Int) -> DiagnosticsError, line: (Int) -> Int
    ) throws(DiagnosticsError) {
        guard let entries = object.value.entries else {
            throw fail(
                "the object \(object.key) must be a dictionary ('{ … }'), not \(describe(object.value)); the project is damaged: resolve it in Xcode or in the file before adding to it",
                object.value.start)
        }
        let damaged =
            "the project is damaged: resolve it in Xcode or in the file before adding to it"
        let subject =
            (object.value["isa"]?.string).map { "the \($0) \(object.key)" }
            ?? "the object \(object.key)"
        var seen: Set<String> = []
        for entry in entries {
            let isString = stringKeys.contains(entry.key)
            guard isString || listKeys.contains(entry.key) else { continue }
            if !seen.insert(entry.key).inserted {
                let first = entries.first { $0.key == entry.key }!
                throw fail(
                    "'\(entry.key)' is given twice in \(subject) (first at line \(line(first.keyStart))); readers disagree on which counts; \(damaged)",
                    entry.keyStart)
            }
            let value = entry.value
            if isString {
                guard value.string == nil else { continue }
                throw fail(
                    "'\(entry.key)' of \(subject) must be a string, not \(describe(value)); \(damaged)",
                    value.start)
            }
            guard let elements = value.elements else {
                throw fail(
                    "'\(entry.key)' of \(subject) must be a list ('( … )'), not \(describe(value)); \(damaged)",
                    value.start)
            }
            if let element = elements.first(where: { $0.string == nil }) {
                throw fail(
                    "'\(entry.key)' of \(subject) must list strings, not \(describe(element)); \(damaged)",
                    element.start)
            }
        }
    }

    /// A value as a message names it.
    static func describe(_ value: PlistNode) -> String {
        switch value.kind {
        case .string: "a string"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }

    /// Works out where `id` lies, going up its parents (without recursion, and stopping at a cycle).
    mutating func resolveFolder(_ id: String) {
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = id
        while let node = current, folders[node] == nil, !seen.contains(node) {
            steps += 1
            chain.append(node)
            seen.insert(node)
            current = parents[node]
        }
        for node in chain.reversed() {
            folders[node] = .some(computeFolder(node))
        }
    }

    private func computeFolder(_ id: String) -> String? {
        guard let object = objects[id] else { return nil }
        let base: String?
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>":
            if let parent = parents[id] {
                base = folders[parent] ?? nil
            } else if id == mainGroup {
                base = projectRoot
            } else {
                base = nil
            }
        case "SOURCE_ROOT":
            base = projectRoot
        default:
            base = nil
        }
        guard let base else { return nil }
        guard let path = object.string("path"), !path.isEmpty else { return base }
        if path.hasPrefix("/") { return nil }
        return ProjectPath.normalized(ProjectPath.join(base, path), allowingParent: true)
    }

    func folder(of id: String) -> String? { folders[id] ?? nil }

    /// Where `offset` is in the text, for an error (the file alone for an object a batch made).
    func location(of offset: Int) -> SourceLocation {
        guard offset >= 0 else { return SourceLocation(file: path, line: 0, column: 0) }
        return PlistParser.location(of: offset, in: bytes, path: path)
    }

    /// Whether a folder of `folders` lies in the project folder ("" is that folder itself).
    static func isInside(_ folder: String?) -> Bool {
        guard let folder else { return false }
        return folder != ".." && !folder.hasPrefix("../")
    }

    /// Why `group`, which lies outside the project folder (or nowhere known), does: the
    /// outermost group on its way up that does (named as a message names it), what sends it
    /// out (its `sourceTree`, its `path`, or the project's `projectDirPath`), and where.
    func whyOutside(_ group: String) -> (group: String, reason: String, at: SourceLocation) {
        var culprit = group
        var seen: Set<String> = [group]
        while let parent = parents[culprit], !seen.contains(parent),
            !Self.isInside(folder(of: parent))
        {
            seen.insert(parent)
            culprit = parent
        }
        let node = objects[culprit]?.node
        let name =
            culprit == mainGroup ? "the main group" : "the group '\(displayName(of: culprit))'"
        let tree = node?["sourceTree"]
        let treeName = tree?.string ?? "<group>"
        if let tree, treeName != "<group>", treeName != "SOURCE_ROOT" {
            return (
                name, "its sourceTree '\(treeName)' is not the project's folder",
                location(of: tree.start)
            )
        }
        if let path = node?["path"], let text = path.string, !text.isEmpty,
            text.hasPrefix("/")
                || !Self.isInside(ProjectPath.normalized(text, allowingParent: true))
        {
            let reason = text.hasPrefix("/") ? "is absolute" : "leads out of it"
            return (name, "its path '\(text)' \(reason)", location(of: path.start))
        }
        if culprit == mainGroup || treeName == "SOURCE_ROOT", let projectID,
            let dir = objects[projectID]?.node["projectDirPath"]
        {
            return (
                name, "the project's projectDirPath '\(dir.string ?? "")' leads out of it",
                location(of: dir.start)
            )
        }
        if let path = node?["path"], let text = path.string, !text.isEmpty {
            return (name, "its path '\(text)' leads out of it", location(of: path.start))
        }
        return (
            name, "it hangs from no group of the project",
            location(of: objects[culprit]?.entry.keyStart ?? -1)
        )
    }

    // MARK: - Queries

    func target(named name: String) -> String? {
        targetIDs.first { objects[$0]?.string("name") == name }
    }

    func fileReferences(at file: String) -> [String] {
        referencesByFile[file] ?? []
    }

    func sourcesPhase(ofTarget id: String) -> String? {
        phase("PBXSourcesBuildPhase", ofTarget: id)
    }

    /// The target's first build phase of the kind `isa`.
    func phase(_ isa: String, ofTarget id: String) -> String? {
        objects[id]?.ids("buildPhases").first { objects[$0]?.isa == isa }
    }

    /// The variant group (a localized file's, `PBXVariantGroup`) that holds the reference.
    func variantGroup(of reference: String) -> String? {
        guard let parent = parents[reference], objects[parent]?.isa == "PBXVariantGroup" else {
            return nil
        }
        return parent
    }

    /// What a build file of the file with `references` may name: them, and the variant groups
    /// that hold them (Xcode builds a localized file through its variant group).
    func buildableReferences(of references: [String]) -> Set<String> {
        Set(references + references.compactMap(variantGroup(of:)))
    }

    func buildFiles(in phase: String, referencing references: Set<String>) -> [String] {
        objects[phase]?.ids("files").filter { id in
            guard let ref = objects[id]?.string("fileRef") else { return false }
            return references.contains(ref)
        } ?? []
    }

    func synchronizedGroups(ofTarget id: String) -> [String] {
        objects[id]?.ids("fileSystemSynchronizedGroups") ?? []
    }

    /// The synchronized folders that hold `file`, deepest first.
    func synchronizedGroups(containing file: String) -> [String] {
        synchronizedRootIDs.filter { id in
            folder(of: id).map { ProjectPath.contains($0, file) } == true
        }.sorted { (folder(of: $0)?.count ?? 0) > (folder(of: $1)?.count ?? 0) }
    }

    func exceptionSet(of group: String, target: String) -> String? {
        objects[group]?.ids("exceptions").first { id in
            objects[id]?.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                && objects[id]?.string("target") == target
        }
    }

    /// Whether an exception set of `group` for `target` lists `relative` (or a folder above it).
    func isListedInExceptions(_ relative: String, group: String, target: String) -> Bool {
        guard let set = exceptionSet(of: group, target: target) else { return false }
        return objects[set]!.ids("membershipExceptions").contains { listed in
            listed == relative || relative.hasPrefix(listed + "/")
        }
    }

    /// A child group of `group` shown as `name` (its name, else its path).
    func childGroup(of group: String, named name: String) -> String? {
        objects[group]?.ids("children").first { id in
            guard let child = objects[id], child.isa == "PBXGroup" else { return false }
            return displayName(of: id) == name
        }
    }

    func displayName(of id: String) -> String {
        guard let object = objects[id] else { return id }
        if let name = object.string("name"), !name.isEmpty { return name }
        if let path = object.string("path"), !path.isEmpty {
            return ProjectPath.lastComponent(of: path)
        }
        return ""
    }

    /// The group (a PBXGroup reached from the main group) that stands for the folder that is the
    /// longest prefix of `folder`: by its own folder, or by the folder its files lie in (a group
    /// whose files have paths of their own, `SOURCE_ROOT`-relative ones say, stands for their
    /// folder too). Of equals: a group by its own folder before one by its files, one with a path
    /// before one without, then the shallowest. Returns the group and the folder it stands for.
    func group(closestTo folder: String) -> (String, String)? {
        var best: (id: String, folder: String)?
        for (candidate, winner) in closestGroups()
        where candidate == folder || ProjectPath.contains(candidate, folder) {
            if best == nil || candidate.count > best!.folder.count { best = (winner.id, candidate) }
        }
        return best.map { ($0.id, $0.folder) }
    }
}

extension ProjectModel {
    /// What `group(closestTo:)` weighs, gathered once: for each folder a group stands for (by its
    /// own folder or by its files'), the group that wins it (the first, in the order the search
    /// meets them, of the highest rank).
    typealias ClosestGroups = [String: (id: String, rank: Int)]

    func closestGroups() -> ClosestGroups {
        var index: ClosestGroups = [:]
        guard let mainGroup, objects[mainGroup] != nil else { return index }
        func consider(_ id: String, _ candidate: String, rank: Int) {
            if let best = index[candidate], best.rank >= rank { return }
            index[candidate] = (id, rank)
        }
        var queue = [mainGroup]
        var seen: Set<String> = [mainGroup]
        var position = 0
        while position < queue.count {
            let id = queue[position]
            position += 1
            guard let object = objects[id], object.isa == "PBXGroup" else { continue }
            if let groupFolder = self.folder(of: id) {
                let hasPath = !(object.string("path") ?? "").isEmpty || id == mainGroup
                consider(id, groupFolder, rank: hasPath ? 2 : 1)
            }
            for child in object.ids("children") {
                if objects[child]?.isa == "PBXFileReference", let file = self.folder(of: child),
                    !file.hasPrefix("..")
                {
                    consider(id, ProjectPath.parent(of: file), rank: 0)
                }
                if !seen.contains(child) {
                    seen.insert(child)
                    queue.append(child)
                }
            }
        }
        return index
    }

    /// `group(closestTo:)` answered from `closestGroups()`: the longest folder above (or equal
    /// to) `folder` that a group stands for.
    func group(closestTo folder: String, in index: ClosestGroups) -> (String, String)? {
        guard let mainGroup, objects[mainGroup] != nil else { return nil }
        var candidate = folder
        while true {
            if let found = index[candidate] { return (found.id, candidate) }
            if candidate.isEmpty { return nil }
            candidate = ProjectPath.parent(of: candidate)
        }
    }
}

/// "/"-separated paths relative to the folder that holds the .xcodeproj; "" is that folder.
enum ProjectPath {
    /// Without "." and "" components and with ".." resolved; nil for an absolute path or one
    /// that leaves the folder (unless `allowingParent`, which keeps leading "..").
    static func normalized(_ path: String, allowingParent: Bool = false) -> String? {
        if path.hasPrefix("/") { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if allowingParent {
                    parts.append(part)
                } else {
                    return nil
                }
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    static func join(_ base: String, _ path: String) -> String {
        if base.isEmpty { return path }
        if path.isEmpty { return base }
        return base + "/" + path
    }

    /// Whether `file` lies inside `folder` (below it, not equal).
    static func contains(_ folder: String, _ file: String) -> Bool {
        if folder.isEmpty { return !file.isEmpty && !file.hasPrefix("../") && file != ".." }
        return file.hasPrefix(folder + "/")
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `folder`, with ".." where it lies outside it.
    static func relative(_ path: String, to folder: String) -> String {
        let from = folder.split(separator: "/").map(String.init)
        let to = path.split(separator: "/").map(String.init)
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
