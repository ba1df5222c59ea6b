import Diagnostics

/// One change of a batch.
public enum XcodeProjectChange: Sendable, Equatable {
    case add(file: String, target: String, group: String?)
    case remove(file: String)
    case excludeFromSynchronizedFolder(file: String, target: String)
}

/// What one change of a batch did: what the single-file method returns.
public enum XcodeChangeResult: Sendable, Equatable {
    case added(XcodeEdit)
    case removed(Bool)
    case excluded(Bool)
}

extension XcodeProjectFile {
    /// Makes `changes`, in order, as the single-file methods would one after the other (the
    /// same text, byte for byte), against one parse of the project, with one parse of the
    /// result. Stops at the first change that throws, with none of the batch made.
    public mutating func apply(_ changes: [XcodeProjectChange]) throws(DiagnosticsError)
        -> [XcodeChangeResult]
    {
        var batch = XcodeProjectBatch(self)
        var results: [XcodeChangeResult] = []
        results.reserveCapacity(changes.count)
        for change in changes {
            switch change {
            case .add(let file, let target, let group):
                results.append(.added(try batch.add(file: file, target: target, group: group)))
            case .remove(let file):
                results.append(.removed(try batch.remove(file: file)))
            case .excludeFromSynchronizedFolder(let file, let target):
                results.append(
                    .excluded(try batch.excludeFromSynchronizedFolder(file: file, target: target)))
            }
        }
        self = try batch.finish()
        return results
    }
}

/// Many edits of a project, each worked out as the single-file methods of `XcodeProjectFile`
/// work it out, on a model of the project brought up to date in place after each, and written
/// to the text all at once by `finish()`: one parse of the project before, one after, however
/// many files. `status` answers for the project with every edit so far.
///
/// What the model cannot follow exactly (a removal, a section or a key the project lacks, a
/// section whose objects are not in ID order, a new exception set) is made as the single-file
/// method makes it, after writing what came before: rare, and the result is the same.
public struct XcodeProjectBatch: Sendable {
    /// The project as of the last write of the pending edits.
    var base: XcodeProjectFile
    /// `base`'s model with the pending edits.
    var live: ProjectModel
    var pending = Pending()
    var sections: [String: SectionIndex] = [:]
    /// Every run of 24 uppercase hex digits in the text (and in the pending insertions): what
    /// `Edit.newID` looks for in the text.
    var hexWindows: Set<Substring> = []
    var closest: ProjectModel.ClosestGroups?
    let newline: String

    struct SectionIndex: Sendable {
        var endStart: Int
        /// The section's objects, in the order of the file: (ID, start of its line).
        var objects: [(id: String, lineStart: Int)]
        /// In ID order, each on a line of its own: where a new object goes is known without
        /// the objects added before it.
        var ordered: Bool
    }

    struct NewGroup: Sendable {
        var id: String
        var name: String
        var path: String?
        var children: [(id: String, name: String)]
        var offset: Int
    }

    struct Pending: Sendable {
        var objects: [Edit.Splice] = []
        var groups: [String: NewGroup] = [:]
        var groupOrder: [String] = []
        /// Elements appended to arrays of the text, by the array's start.
        var appends: [Int: (array: PlistNode, elements: [String])] = [:]
        var appendOrder: [Int] = []
        /// Membership exceptions added to lists of the text, by the list's start.
        var exceptions: [Int: (list: PlistNode, files: [String])] = [:]
        var exceptionOrder: [Int] = []
        var ids: Set<String> = []

        var isEmpty: Bool {
            objects.isEmpty && groups.isEmpty && appends.isEmpty && exceptions.isEmpty
        }
    }

    public init(_ project: XcodeProjectFile) {
        base = project
        live = project.model
        newline = Edit(model: project.model, bytes: project.bytes, projectName: "").newline
        rebase(project)
    }

    public var targets: [XcodeTarget] { base.targets }

    public func status(
        ofFile path: String, target: String, membership: XcodeMembership = .sources
    ) -> XcodeFileStatus {
        guard let file = ProjectPath.normalized(path) else { return .notInProject }
        return XcodeProjectFile.status(
            ofFile: file, target: target, membership: membership, model: live)
    }

    /// As `XcodeProjectFile.add(file:target:group:membership:)`.
    public mutating func add(
        file path: String, target: String, group: String? = nil,
        membership: XcodeMembership = .sources
    ) throws(DiagnosticsError) -> XcodeEdit {
        let file = try base.normalizedFile(path)
        let targetID = try base.targetID(named: target)
        var step = BatchStep(batch: self)
        let result = try XcodeProjectFile.planAdd(
            file: file, target: target, targetID: targetID, group: group,
            membership: membership, model: live, path: base.path, edit: &step)
        if step.unsupported {
            try write()
            let result = try base.add(
                file: path, target: target, group: group, membership: membership)
            rebase(base)
            return result
        }
        commit(&step)
        return result
    }

    /// As `XcodeProjectFile.remove(file:)`.
    public mutating func remove(file path: String) throws(DiagnosticsError) -> Bool {
        guard let file = ProjectPath.normalized(path), !live.fileReferences(at: file).isEmpty
        else { return false }
        try write()
        let removed = base.remove(file: path)
        rebase(base)
        return removed
    }

    /// As `XcodeProjectFile.excludeFromSynchronizedFolder(file:target:)`.
    public mutating func excludeFromSynchronizedFolder(file path: String, target: String)
        throws(DiagnosticsError) -> Bool
    {
        let file = try base.normalizedFile(path)
        let targetID = try base.targetID(named: target)
        var step = BatchStep(batch: self)
        let changed = XcodeProjectFile.planExclusion(
            file: file, target: target, targetID: targetID, model: live, edit: &step)
        if step.unsupported {
            try write()
            let changed = try base.excludeFromSynchronizedFolder(file: path, target: target)
            rebase(base)
            return changed
        }
        commit(&step)
        return changed
    }

    /// The project with every edit made.
    public mutating func finish() throws(DiagnosticsError) -> XcodeProjectFile {
        try write()
        return base
    }

    // MARK: - Writing

    /// Makes the pending edits in the text, and parses it again.
    mutating func write() throws(DiagnosticsError) {
        if pending.isEmpty { return }
        var edit = Edit(model: base.model, bytes: base.bytes, projectName: base.projectName)
        edit.splices = pending.objects
        for id in pending.groupOrder {
            let group = pending.groups[id]!
            edit.splices.append(
                Edit.Splice(
                    offset: group.offset, removing: 0,
                    text: Edit.groupText(
                        id, name: group.name, path: group.path, children: group.children,
                        newline: newline),
                    key: "PBXGroup " + id))
        }
        for start in pending.appendOrder {
            let (array, elements) = pending.appends[start]!
            edit.appendElements(elements, to: array)
        }
        for start in pending.exceptionOrder {
            let (list, files) = pending.exceptions[start]!
            edit.addMembershipExceptions(files, to: list)
        }
        try base.apply(edit)
        rebase(base)
    }

    mutating func rebase(_ project: XcodeProjectFile) {
        base = project
        live = project.model
        pending = Pending()
        closest = nil
        sections = [:]
        let model = project.model
        let edit = Edit(model: model, bytes: project.bytes, projectName: project.projectName)
        let found = edit.findSections()
        var position = 0
        var indexes: [SectionIndex] = found.map {
            SectionIndex(endStart: $0.endStart, objects: [], ordered: true)
        }
        for id in model.order {
            guard let object = model.objects[id] else { continue }
            let start = object.entry.keyStart
            while position < found.count && found[position].endStart < start { position += 1 }
            guard position < found.count, start > found[position].beginEnd,
                start < found[position].endStart
            else { continue }
            let line = edit.lineStart(start)
            if !edit.onlyBlanks(line..<start) { indexes[position].ordered = false }
            if let last = indexes[position].objects.last, !(last.id < id) {
                indexes[position].ordered = false
            }
            indexes[position].objects.append((id, line))
        }
        for (section, index) in zip(found, indexes) where sections[section.isa] == nil {
            sections[section.isa] = index
        }
        hexWindows = []
        Self.addHexWindows(project.text, to: &hexWindows)
    }

    static func addHexWindows(_ text: String, to windows: inout Set<Substring>) {
        let utf8 = text.utf8
        var runStart: String.Index?
        var runLength = 0
        var index = utf8.startIndex
        func close(at end: String.Index) {
            guard let start = runStart, runLength >= 24 else { return }
            var from = start
            var to = utf8.index(start, offsetBy: 24)
            while true {
                windows.insert(text[from..<to])
                if to == end { break }
                from = utf8.index(after: from)
                to = utf8.index(after: to)
            }
        }
        while index < utf8.endIndex {
            let byte = utf8[index]
            let isHex =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
            if isHex {
                if runStart == nil { runStart = index }
                runLength += 1
            } else {
                close(at: index)
                runStart = nil
                runLength = 0
            }
            index = utf8.index(after: index)
        }
        close(at: utf8.endIndex)
    }

    // MARK: - Committing a step

    mutating func commit(_ step: inout BatchStep) {
        step.batch = nil
        if closest == nil { closest = step.closest }
        step.closest = nil
        for id in step.ids { pending.ids.insert(id) }
        for text in step.texts { Self.addHexWindows(text, to: &hexWindows) }
        for splice in step.objects { pending.objects.append(splice) }
        for record in step.records {
            switch record {
            case .fileReference(let id, let name, let path):
                var entries: [(String, String)] = [("isa", "PBXFileReference")]
                if path != name { entries.append(("name", name)) }
                entries += [("path", path), ("sourceTree", "<group>")]
                live.insert(ProjectObject.synthetic(id, entries))
            case .buildFile(let id, let reference, let phase):
                live.insert(
                    ProjectObject.synthetic(id, [("isa", "PBXBuildFile"), ("fileRef", reference)]))
                live.objects[phase]?.append(id, to: "files")
            case .group(let group):
                var entries: [(String, String)] = [("isa", "PBXGroup")]
                if group.path != group.name { entries.append(("name", group.name)) }
                if let path = group.path { entries.append(("path", path)) }
                entries.append(("sourceTree", "<group>"))
                var object = ProjectObject.synthetic(group.id, entries)
                for child in group.children { object.append(child.id, to: "children") }
                live.insert(object)
                pending.groups[group.id] = group
                pending.groupOrder.append(group.id)
                for child in group.children { live.parents[child.id] = group.id }
            case .child(let id, let name, let parent):
                live.objects[parent]?.append(id, to: "children")
                if live.parents[id] == nil { live.parents[id] = parent }
                if pending.groups[parent] != nil {
                    pending.groups[parent]!.children.append((id, name))
                } else if let array = base.model.objects[parent]?.node["children"] {
                    pending.append(
                        "\(id) /* \(Edit.comment(name)) */", to: array)
                }
            case .buildFileEntry(let element, let phase):
                if let array = base.model.objects[phase]?.node["files"] {
                    pending.append(element, to: array)
                }
            case .membershipException(let file, let set):
                live.objects[set]?.append(file, to: "membershipExceptions")
                if let list = base.model.objects[set]?.node["membershipExceptions"] {
                    if pending.exceptions[list.start] == nil {
                        pending.exceptions[list.start] = (list, [])
                        pending.exceptionOrder.append(list.start)
                    }
                    pending.exceptions[list.start]!.files.append(file)
                }
            }
        }
        // Where the new objects lie, and what `group(closestTo:)` makes of them: the groups
        // first (a file's folder is often its new group's), then the files.
        for id in step.newObjects where live.objects[id]?.isa == "PBXGroup" {
            live.resolveFolder(id)
            guard closest != nil, let object = live.objects[id], let folder = live.folder(of: id)
            else { continue }
            notice(id, folder, rank: (object.string("path") ?? "").isEmpty ? 1 : 2)
        }
        for id in step.newObjects where live.objects[id]?.isa == "PBXFileReference" {
            live.resolveFolder(id)
            guard let file = live.folder(of: id) else { continue }
            live.referencesByFile[file, default: []].append(id)
            if closest != nil, !file.hasPrefix(".."), let parent = live.parents[id],
                live.objects[parent]?.isa == "PBXGroup"
            {
                notice(parent, ProjectPath.parent(of: file), rank: 0)
            }
        }
    }

    /// A new group (or a group's new file) that stands for `folder`: what the search of
    /// `group(closestTo:)` would make of it. It meets new objects after the old ones of their
    /// group, so a candidate of a rank that ties with the one there is not known to come first
    /// or not: then the index is made again when next needed.
    mutating func notice(_ id: String, _ folder: String, rank: Int) {
        guard let found = closest![folder] else {
            closest![folder] = (id, rank)
            return
        }
        if found.id == id && found.rank >= rank || found.rank > rank { return }
        if found.rank < rank {
            closest![folder] = (id, rank)
        } else {
            closest = nil
        }
    }
}

extension XcodeProjectBatch.Pending {
    mutating func append(_ element: String, to array: PlistNode) {
        if appends[array.start] == nil {
            appends[array.start] = (array, [])
            appendOrder.append(array.start)
        }
        appends[array.start]!.elements.append(element)
    }
}

/// One edit of a batch, worked out on the batch's model: what it adds, and where in the text
/// as last parsed; `unsupported` when that cannot be known without writing the text.
struct BatchStep: ProjectEditing {
    enum Record {
        case fileReference(id: String, name: String, path: String)
        case buildFile(id: String, reference: String, phase: String)
        case buildFileEntry(element: String, phase: String)
        case group(XcodeProjectBatch.NewGroup)
        case child(id: String, name: String, parent: String)
        case membershipException(file: String, set: String)
    }

    /// The batch, read while planning; let go of before the step is committed, so that the
    /// batch's model is changed in place, not copied.
    var batch: XcodeProjectBatch!
    var records: [Record] = []
    var objects: [Edit.Splice] = []
    var texts: [String] = []
    var ids: Set<String> = []
    var newObjects: [String] = []
    var unsupported = false
    /// The batch's index of groups by folder, made by this step when the batch had none.
    var closest: ProjectModel.ClosestGroups?

    init(batch: XcodeProjectBatch) {
        self.batch = batch
    }

    mutating func newID(for path: String, role: String) -> String {
        var counter = 0
        while true {
            var seed = batch.base.projectName + "\u{0}" + path + "\u{0}" + role
            if counter > 0 { seed += "\u{0}\(counter)" }
            let id = Edit.hash(seed)
            if batch.live.objects[id] == nil, !ids.contains(id), !batch.pending.ids.contains(id),
                !batch.hexWindows.contains(Substring(id))
            {
                ids.insert(id)
                return id
            }
            counter += 1
        }
    }

    mutating func group(closestTo folder: String, in model: ProjectModel) -> (String, String)? {
        if closest == nil { closest = batch.closest ?? model.closestGroups() }
        return model.group(closestTo: folder, in: closest!)
    }

    /// Where an object goes in its section of the text as last parsed, when that section is in
    /// ID order: before the first object with a greater ID.
    mutating func offset(of id: String, isa: String) -> Int? {
        guard let section = batch.sections[isa], section.ordered else {
            unsupported = true
            return nil
        }
        var low = 0
        var high = section.objects.count
        while low < high {
            let middle = (low + high) / 2
            if section.objects[middle].id > id { high = middle } else { low = middle + 1 }
        }
        return low < section.objects.count ? section.objects[low].lineStart : section.endStart
    }

    mutating func insertObject(_ id: String, isa: String, text: String) {
        guard let offset = offset(of: id, isa: isa) else { return }
        objects.append(Edit.Splice(offset: offset, removing: 0, text: text, key: isa + " " + id))
        texts.append(text)
        newObjects.append(id)
    }

    mutating func addFileReference(_ id: String, name: String, path: String) {
        insertObject(
            id, isa: "PBXFileReference",
            text: Edit.fileReferenceText(id, name: name, path: path, newline: batch.newline))
        records.append(.fileReference(id: id, name: name, path: path))
    }

    mutating func addBuildFile(_ id: String, reference: String, name: String, phase: String) {
        // Phases are never new: the text as parsed has it, as the batch's model does.
        let phaseName = Edit.phaseName(batch.live.objects[phase]?.isa ?? "")
        insertObject(
            id, isa: "PBXBuildFile",
            text: Edit.buildFileText(
                id, reference: reference, name: name, phaseName: phaseName,
                newline: batch.newline))
        records.append(.buildFile(id: id, reference: reference, phase: phase))
        guard batch.base.model.objects[phase]?.node["files"]?.elements != nil else {
            unsupported = true
            return
        }
        let element = "\(id) /* \(Edit.comment(name)) in \(phaseName) */"
        texts.append(element)
        records.append(.buildFileEntry(element: element, phase: phase))
    }

    /// Made as the single-file method makes it: rare (a target with no Resources phase).
    mutating func addBuildPhase(
        _ id: String, isa: String, target: String, buildFile: String, reference: String,
        name: String
    ) {
        unsupported = true
    }

    mutating func addGroup(
        _ id: String, name: String, path: String?, child: (id: String, name: String)
    ) {
        guard let offset = offset(of: id, isa: "PBXGroup") else { return }
        let group = XcodeProjectBatch.NewGroup(
            id: id, name: name, path: path, children: [child], offset: offset)
        texts.append(
            Edit.groupText(id, name: name, path: path, children: [child], newline: batch.newline))
        records.append(.group(group))
        newObjects.append(id)
    }

    mutating func appendChild(_ id: String, name: String, to group: String) {
        guard batch.live.objects[group] != nil else { return }
        if batch.pending.groups[group] == nil,
            batch.base.model.objects[group]?.node["children"]?.elements == nil
        {
            unsupported = true
            return
        }
        texts.append("\(id) /* \(Edit.comment(name)) */")
        records.append(.child(id: id, name: name, parent: group))
    }

    mutating func addExceptionSet(
        _ id: String, group: String, target: String, targetName: String, file: String
    ) {
        unsupported = true
    }

    mutating func addMembershipException(_ file: String, to set: String) {
        guard let list = batch.base.model.objects[set]?.node["membershipExceptions"],
            let elements = list.elements,
            zip(elements, elements.dropFirst()).allSatisfy({
                ($0.string ?? "") <= ($1.string ?? "")
            })
        else {
            unsupported = true
            return
        }
        texts.append(Edit.quoted(file))
        records.append(.membershipException(file: file, set: set))
    }
}

extension ProjectModel {
    mutating func insert(_ object: ProjectObject) {
        objects[object.id] = object
        order.append(object.id)
    }
}

extension ProjectObject {
    /// An object made in a batch: its values, at no place in the text.
    static func synthetic(_ id: String, _ values: [(String, String)]) -> ProjectObject {
        let entries = values.map { key, value in
            PlistEntry(
                key: key, keyStart: -1, value: PlistNode(kind: .string(value), start: -1, end: -1),
                end: -1)
        }
        let node = PlistNode(kind: .dictionary(entries), start: -1, end: -1)
        return ProjectObject(
            id: id, isa: values.first { $0.0 == "isa" }?.1 ?? "",
            entry: PlistEntry(key: id, keyStart: -1, value: node, end: -1))
    }

    /// Adds an ID (or string) to the array `key`, made when missing.
    mutating func append(_ value: String, to key: String) {
        guard case .dictionary(var entries) = entry.value.kind else { return }
        // The arrays are let go of where they are kept, so that they grow in place.
        entry.value.kind = .string("")
        let element = PlistNode(kind: .string(value), start: -1, end: -1)
        if let index = entries.firstIndex(where: { $0.key == key }) {
            guard case .array(var elements, let trailingComma) = entries[index].value.kind else {
                entry.value.kind = .dictionary(entries)
                return
            }
            entries[index].value.kind = .string("")
            elements.append(element)
            entries[index].value.kind = .array(elements, trailingComma: trailingComma)
        } else {
            entries.append(
                PlistEntry(
                    key: key, keyStart: -1,
                    value: PlistNode(
                        kind: .array([element], trailingComma: true), start: -1, end: -1),
                    end: -1))
        }
        entry.value.kind = .dictionary(entries)
    }
}
