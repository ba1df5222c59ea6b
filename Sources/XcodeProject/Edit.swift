/// What the planners of `add` and `excludeFromSynchronizedFolder` write their changes to: an
/// `Edit` of one step, or a `BatchStep` of many made against one parse.
protocol ProjectEditing {
    mutating func newID(for path: String, role: String) -> String
    mutating func group(closestTo folder: String, in model: ProjectModel) -> (String, String)?
    mutating func addFileReference(_ id: String, name: String, path: String)
    mutating func addBuildFile(_ id: String, reference: String, name: String, phase: String)
    /// A new build phase of the kind `isa` at the end of the target's phases, holding one new
    /// build file of `reference`.
    mutating func addBuildPhase(
        _ id: String, isa: String, target: String, buildFile: String, reference: String,
        name: String)
    mutating func addGroup(
        _ id: String, name: String, path: String?, child: (id: String, name: String))
    mutating func appendChild(_ id: String, name: String, to group: String)
    mutating func addExceptionSet(
        _ id: String, group: String, target: String, targetName: String, file: String)
    mutating func addMembershipException(_ file: String, to set: String)
}

/// Changes to a project's text, worked out on the text as parsed and made all at once: each
/// insertion lands where Xcode would put it, written as Xcode writes it.
struct Edit: ProjectEditing {
    struct Splice {
        var offset: Int
        var removing: Int
        var text: String
        /// Orders insertions at one offset: the smaller key comes first in the text.
        var key: String
    }

    let model: ProjectModel
    let bytes: [UInt8]
    let projectName: String
    var splices: [Splice] = []
    var newIDs: Set<String> = []
    let newline: String

    init(model: ProjectModel, bytes: [UInt8], projectName: String) {
        self.model = model
        self.bytes = bytes
        self.projectName = projectName
        if let lf = bytes.firstIndex(of: 0x0A), lf > 0, bytes[lf - 1] == 0x0D {
            newline = "\r\n"
        } else {
            newline = "\n"
        }
    }

    /// The text with every splice made.
    func applied() -> [UInt8] {
        let ordered = splices.sorted { ($0.offset, $0.key) > ($1.offset, $1.key) }
        if splices.allSatisfy({ $0.removing == 0 }) {
            // Insertions only: the same text in one pass, from the front (the last made at an
            // offset, the first there).
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + splices.reduce(0) { $0 + $1.text.utf8.count })
            var copied = 0
            for splice in ordered.reversed() {
                result.append(contentsOf: bytes[copied..<splice.offset])
                result.append(contentsOf: splice.text.utf8)
                copied = splice.offset
            }
            result.append(contentsOf: bytes[copied...])
            return result
        }
        var result = bytes
        for splice in ordered {
            result.replaceSubrange(
                splice.offset..<(splice.offset + splice.removing), with: Array(splice.text.utf8))
        }
        return result
    }

    // MARK: - IDs

    /// 24 uppercase hex digits from the project's name, the path and the role; another when
    /// the text already holds it.
    mutating func newID(for path: String, role: String) -> String {
        var counter = 0
        while true {
            var seed = projectName + "\u{0}" + path + "\u{0}" + role
            if counter > 0 { seed += "\u{0}\(counter)" }
            let id = Self.hash(seed)
            if model.objects[id] == nil, !newIDs.contains(id), !contains(id) {
                newIDs.insert(id)
                return id
            }
            counter += 1
        }
    }

    static func hash(_ seed: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x84222325_cbf29ce4
        for byte in seed.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let high = String(mix(first) >> 16, radix: 16, uppercase: true).leftPadded(to: 12)
        let low = String(mix(second ^ first) >> 16, radix: 16, uppercase: true).leftPadded(to: 12)
        return high + low
    }

    private func contains(_ id: String) -> Bool {
        let needle = Array(id.utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == needle[0] {
                var match = true
                for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                    match = false
                    break
                }
                if match { return true }
            }
            index += 1
        }
        return false
    }

    func group(closestTo folder: String, in model: ProjectModel) -> (String, String)? {
        model.group(closestTo: folder)
    }

    // MARK: - New objects

    static func fileReferenceText(_ id: String, name: String, path: String, newline: String)
        -> String
    {
        var fields =
            "isa = PBXFileReference; lastKnownFileType = \(Self.quoted(Self.fileType(of: name))); "
        if path != name { fields += "name = \(Self.quoted(name)); " }
        fields += "path = \(Self.quoted(path)); sourceTree = \"<group>\"; "
        return "\t\t\(id) /* \(Self.comment(name)) */ = {\(fields)};\(newline)"
    }

    static func buildFileText(
        _ id: String, reference: String, name: String, phaseName: String, newline: String
    ) -> String {
        "\t\t\(id) /* \(Self.comment(name)) in \(phaseName) */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(Self.comment(name)) */; };\(newline)"
    }

    static func groupText(
        _ id: String, name: String, path: String?, children: [(id: String, name: String)],
        newline n: String
    ) -> String {
        var text =
            "\t\t\(id) /* \(Self.comment(name)) */ = {\(n)\t\t\tisa = PBXGroup;\(n)\t\t\tchildren = (\(n)"
        for child in children {
            text += "\t\t\t\t\(child.id) /* \(Self.comment(child.name)) */,\(n)"
        }
        text += "\t\t\t);\(n)"
        if path != name { text += "\t\t\tname = \(Self.quoted(name));\(n)" }
        if let path { text += "\t\t\tpath = \(Self.quoted(path));\(n)" }
        text += "\t\t\tsourceTree = \"<group>\";\(n)\t\t};\(n)"
        return text
    }

    mutating func addFileReference(_ id: String, name: String, path: String) {
        insertObject(
            id, isa: "PBXFileReference",
            text: Self.fileReferenceText(id, name: name, path: path, newline: newline))
    }

    mutating func addBuildFile(_ id: String, reference: String, name: String, phase: String) {
        let phaseName = Self.phaseName(model.objects[phase]?.isa ?? "")
        let line = Self.buildFileText(
            id, reference: reference, name: name, phaseName: phaseName, newline: newline)
        insertObject(id, isa: "PBXBuildFile", text: line)
        if let files = model.objects[phase]?.node["files"] {
            appendElement("\(id) /* \(Self.comment(name)) in \(phaseName) */", to: files)
        } else if let object = model.objects[phase] {
            insertKey(
                "files", value: .array(["\(id) /* \(Self.comment(name)) in \(phaseName) */"]),
                into: object)
        }
    }

    mutating func addBuildPhase(
        _ id: String, isa: String, target: String, buildFile: String, reference: String,
        name: String
    ) {
        let phaseName = Self.phaseName(isa)
        insertObject(
            buildFile, isa: "PBXBuildFile",
            text: Self.buildFileText(
                buildFile, reference: reference, name: name, phaseName: phaseName,
                newline: newline))
        let n = newline
        var text = "\t\t\(id) /* \(phaseName) */ = {\(n)\t\t\tisa = \(isa);\(n)"
        text += "\t\t\tbuildActionMask = 2147483647;\(n)\t\t\tfiles = (\(n)"
        text += "\t\t\t\t\(buildFile) /* \(Self.comment(name)) in \(phaseName) */,\(n)\t\t\t);\(n)"
        text += "\t\t\trunOnlyForDeploymentPostprocessing = 0;\(n)\t\t};\(n)"
        insertObject(id, isa: isa, text: text)
        guard let object = model.objects[target] else { return }
        if let phases = object.node["buildPhases"] {
            appendElement("\(id) /* \(phaseName) */", to: phases)
        } else {
            insertKey("buildPhases", value: .array(["\(id) /* \(phaseName) */"]), into: object)
        }
    }

    /// A group with `path` (and `name` when the path is not just the name), or, without a path,
    /// one that takes its parent's folder.
    mutating func addGroup(
        _ id: String, name: String, path: String?, child: (id: String, name: String)
    ) {
        insertObject(
            id, isa: "PBXGroup",
            text: Self.groupText(id, name: name, path: path, children: [child], newline: newline))
    }

    mutating func appendChild(_ id: String, name: String, to group: String) {
        guard let object = model.objects[group] else { return }
        if let children = object.node["children"] {
            appendElement("\(id) /* \(Self.comment(name)) */", to: children)
        } else {
            insertKey(
                "children", value: .array(["\(id) /* \(Self.comment(name)) */"]), into: object)
        }
    }

    mutating func addExceptionSet(
        _ id: String, group: String, target: String, targetName: String, file: String
    ) {
        let n = newline
        let folderName = model.displayName(of: group)
        let comment = Self.comment(
            "Exceptions for \"\(folderName)\" folder in \"\(targetName)\" target")
        var text =
            "\t\t\(id) /* \(comment) */ = {\(n)\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\(n)"
        text += "\t\t\tmembershipExceptions = (\(n)\t\t\t\t\(Self.quoted(file)),\(n)\t\t\t);\(n)"
        text += "\t\t\ttarget = \(target) /* \(Self.comment(targetName)) */;\(n)\t\t};\(n)"
        insertObject(id, isa: "PBXFileSystemSynchronizedBuildFileExceptionSet", text: text)
        guard let object = model.objects[group] else { return }
        if let exceptions = object.node["exceptions"] {
            appendElement("\(id) /* \(comment) */", to: exceptions)
        } else {
            insertKey("exceptions", value: .array(["\(id) /* \(comment) */"]), into: object)
        }
    }

    mutating func addMembershipException(_ file: String, to set: String) {
        guard let object = model.objects[set] else { return }
        if let list = object.node["membershipExceptions"], let elements = list.elements {
            // Xcode keeps the list sorted.
            if let next = elements.first(where: { ($0.string ?? "") > file }) {
                insertElement(Self.quoted(file), before: next, in: list)
            } else {
                appendElement(Self.quoted(file), to: list)
            }
        } else {
            insertKey("membershipExceptions", value: .array([Self.quoted(file)]), into: object)
        }
    }

    // MARK: - Removing

    mutating func remove(references: Set<String>) {
        var removed = references
        for id in model.order {
            guard let object = model.objects[id], object.isa == "PBXBuildFile",
                let ref = object.string("fileRef"), references.contains(ref)
            else { continue }
            removed.insert(id)
        }
        for id in removed {
            if let object = model.objects[id] { removeEntry(object.entry) }
        }
        for id in model.order {
            guard let object = model.objects[id] else { continue }
            for key in ["children", "files"] {
                guard let elements = object.node[key]?.elements else { continue }
                for element in elements {
                    if let value = element.string, removed.contains(value) {
                        removeElement(element)
                    }
                }
            }
        }
    }

    // MARK: - Text positions

    func lineStart(_ offset: Int) -> Int {
        var index = offset
        while index > 0 && bytes[index - 1] != 0x0A { index -= 1 }
        return index
    }

    func onlyBlanks(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    func indentation(ofLineAt offset: Int) -> String {
        let start = lineStart(offset)
        var end = start
        while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// After `offset`: blanks and `/* */` comments on the same line, then the line break.
    /// Returns the offset after the line break when only those follow.
    func lineEnd(after offset: Int, allowingComma: Bool = false) -> (end: Int, comma: Int?)? {
        var index = offset
        var comma: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0D {
                index += 1
            } else if byte == 0x0A {
                return (index + 1, comma)
            } else if byte == UInt8(ascii: ","), allowingComma, comma == nil {
                comma = index
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "*")
            {
                var end = index + 2
                while end + 1 < bytes.count,
                    !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
                {
                    if bytes[end] == 0x0A { return nil }
                    end += 1
                }
                index = end + 2
            } else {
                return nil
            }
        }
        return (index, comma)
    }

    // MARK: - Splices

    mutating func insert(_ text: String, at offset: Int, key: String) {
        splices.append(Splice(offset: offset, removing: 0, text: text, key: key))
    }

    mutating func removeEntry(_ entry: PlistEntry) {
        let start = lineStart(entry.keyStart)
        if onlyBlanks(start..<entry.keyStart), let (end, _) = lineEnd(after: entry.end) {
            splices.append(Splice(offset: start, removing: end - start, text: "", key: ""))
        } else {
            var end = entry.end
            while end < bytes.count && (bytes[end] == 0x20 || bytes[end] == 0x09) { end += 1 }
            splices.append(
                Splice(offset: entry.keyStart, removing: end - entry.keyStart, text: "", key: ""))
        }
    }

    mutating func removeElement(_ element: PlistNode) {
        let start = lineStart(element.start)
        if onlyBlanks(start..<element.start),
            let (end, _) = lineEnd(after: element.end, allowingComma: true)
        {
            splices.append(Splice(offset: start, removing: end - start, text: "", key: ""))
            return
        }
        // Inline: the element, its comment and its comma.
        var end = element.end
        var index = element.end
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "*")
            {
                var close = index + 2
                while close + 1 < bytes.count,
                    !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
                {
                    close += 1
                }
                index = close + 2
                end = index
            } else if byte == UInt8(ascii: ",") {
                index += 1
                while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) {
                    index += 1
                }
                end = index
                break
            } else {
                break
            }
        }
        splices.append(
            Splice(offset: element.start, removing: end - element.start, text: "", key: ""))
    }

    /// Adds `element` (written as given) at the end of an array, one a line as Xcode writes them.
    mutating func appendElement(_ element: String, to array: PlistNode) {
        appendElements([element], to: array)
    }

    /// Adds `added` (written as given) at the end of an array, one after the other: what
    /// `appendElement` made once for each writes.
    mutating func appendElements(_ added: [String], to array: PlistNode) {
        guard case .array(let elements, let trailingComma) = array.kind, let first = added.first
        else { return }
        let close = array.end - 1
        let start = lineStart(close)
        if start > array.start, onlyBlanks(start..<close) {
            var indent = indentation(ofLineAt: close) + "\t"
            if let last = elements.last, onlyBlanks(lineStart(last.start)..<last.start) {
                indent = indentation(ofLineAt: last.start)
            }
            if let last = elements.last, !trailingComma { insert(",", at: last.end, key: "") }
            insert(
                added.map { "\(indent)\($0),\(newline)" }.joined(), at: start, key: first)
        } else {
            let comma = elements.isEmpty || trailingComma ? "" : ","
            let space = elements.isEmpty ? "" : " "
            let rest = added.dropFirst().map { " \($0)," }.joined()
            insert("\(comma)\(space)\(first),\(rest)", at: close, key: first)
        }
    }

    /// What `addMembershipException` made once for each of `files` (in any order) writes, when
    /// the list is sorted: each before the first element greater than it.
    mutating func addMembershipExceptions(_ files: [String], to list: PlistNode) {
        guard let elements = list.elements else { return }
        var before: [Int: [String]] = [:]
        var after: [String] = []
        for file in files.sorted() {
            if let next = elements.firstIndex(where: { ($0.string ?? "") > file }) {
                before[next, default: []].append(file)
            } else {
                after.append(file)
            }
        }
        for (index, files) in before {
            let next = elements[index]
            let start = lineStart(next.start)
            if onlyBlanks(start..<next.start) {
                let indent = indentation(ofLineAt: next.start)
                insert(
                    files.map { "\(indent)\(Self.quoted($0)),\(newline)" }.joined(), at: start,
                    key: Self.quoted(files[0]))
            } else {
                insert(
                    files.map { "\(Self.quoted($0)), " }.joined(), at: next.start,
                    key: Self.quoted(files[0]))
            }
        }
        if !after.isEmpty { appendElements(after.map { Self.quoted($0) }, to: list) }
    }

    mutating func insertElement(_ element: String, before next: PlistNode, in array: PlistNode) {
        let start = lineStart(next.start)
        if onlyBlanks(start..<next.start) {
            insert(
                "\(indentation(ofLineAt: next.start))\(element),\(newline)", at: start, key: element
            )
        } else {
            insert("\(element), ", at: next.start, key: element)
        }
    }

    enum KeyValue {
        case array([String])
    }

    /// Adds `key = value;` to an object, among its keys in the alphabetical order Xcode keeps
    /// (after `isa`).
    mutating func insertKey(_ key: String, value: KeyValue, into object: ProjectObject) {
        guard let entries = object.node.entries else { return }
        let next = entries.first { $0.key != "isa" && $0.key > key }
        let multiline = entries.contains { lineStart($0.keyStart) > object.node.start }
        if multiline {
            let reference = next ?? entries.last
            let indent =
                reference.map { indentation(ofLineAt: $0.keyStart) } ?? indentation(
                    ofLineAt: object.entry.keyStart) + "\t"
            var text = "\(indent)\(key) = "
            switch value {
            case .array(let elements):
                text +=
                    "(\(newline)" + elements.map { "\(indent)\t\($0),\(newline)" }.joined()
                    + "\(indent));\(newline)"
            }
            if let next {
                insert(text, at: lineStart(next.keyStart), key: key)
            } else {
                insert(text, at: lineStart(object.node.end - 1), key: key)
            }
        } else {
            var text = "\(key) = "
            switch value {
            case .array(let elements):
                text += "(" + elements.map { "\($0), " }.joined() + "); "
            }
            insert(text, at: next?.keyStart ?? (object.node.end - 1), key: key)
        }
    }

    /// Adds an object to its `/* Begin <isa> section */`, in ID order, making the section (in
    /// the alphabetical order of sections) when missing.
    mutating func insertObject(_ id: String, isa: String, text: String) {
        let sections = findSections()
        if let section = sections.first(where: { $0.isa == isa }) {
            let objects = model.objects
            let following = model.order.lazy.compactMap { objects[$0] }.first { object in
                object.entry.keyStart > section.beginEnd && object.entry.keyStart < section.endStart
                    && object.id > id
            }
            if let following,
                onlyBlanks(lineStart(following.entry.keyStart)..<following.entry.keyStart)
            {
                insert(text, at: lineStart(following.entry.keyStart), key: isa + " " + id)
            } else {
                insert(text, at: section.endStart, key: isa + " " + id)
            }
            return
        }
        let wrapped =
            "/* Begin \(isa) section */\(newline)\(text)/* End \(isa) section */\(newline)"
        if let next = sections.first(where: { $0.isa > isa }) {
            insert(wrapped + newline, at: next.beginStart, key: isa + " " + id)
        } else if let last = sections.last {
            insert(newline + wrapped, at: last.endEnd, key: isa + " " + id)
        } else {
            let close = model.objectsNode.end - 1
            let start = lineStart(close)
            if start > model.objectsNode.start, onlyBlanks(start..<close) {
                insert(text, at: start, key: isa + " " + id)
            } else {
                insert(text.trimmingLeadingTabs(), at: close, key: isa + " " + id)
            }
        }
    }

    struct Section {
        var isa: String
        var beginStart: Int
        var beginEnd: Int
        var endStart: Int
        var endEnd: Int
    }

    /// The `/* Begin X section */ … /* End X section */` lines inside `objects`, in file order.
    func findSections() -> [Section] {
        var result: [Section] = []
        let begin = Array("/* Begin ".utf8)
        let end = Array("/* End ".utf8)
        let suffix = Array(" section */".utf8)
        var open: (isa: String, start: Int, end: Int)?
        var index = lineStart(model.objectsNode.start)
        let limit = model.objectsNode.end
        while index < limit {
            // Only whole lines are section markers.
            let lineBegin = index
            var lineFinish = index
            while lineFinish < limit && bytes[lineFinish] != 0x0A { lineFinish += 1 }
            let line = Array(bytes[lineBegin..<lineFinish]).trimmingTrailingCarriageReturn()
            let next = min(lineFinish + 1, limit)
            if line.starts(with: begin), line.ends(with: suffix) {
                let isa = String(
                    decoding: line[begin.count..<(line.count - suffix.count)], as: UTF8.self)
                open = (isa, lineBegin, next)
            } else if line.starts(with: end), line.ends(with: suffix), let current = open {
                let isa = String(
                    decoding: line[end.count..<(line.count - suffix.count)], as: UTF8.self)
                if isa == current.isa {
                    result.append(
                        Section(
                            isa: isa, beginStart: current.start, beginEnd: current.end,
                            endStart: lineBegin, endEnd: next))
                }
                open = nil
            }
            index = lineFinish + 1
        }
        return result
    }

    // MARK: - Writing values as Xcode does

    /// A string as Xcode writes it: bare when made only of letters, digits and `_$./` (and
    /// holding no `//` nor `___`), else quoted with `\\`, `\"`, `\n` and `\t` escaped.
    static func quoted(_ value: String) -> String {
        let plain =
            !value.isEmpty
            && value.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
                    UInt8(ascii: "."),
                    UInt8(ascii: "/"):
                    true
                default: false
                }
            } && !value.contains("//") && !value.contains("___")
        if plain { return value }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A name as it can stand inside `/* */`.
    static func comment(_ name: String) -> String {
        name.replacing("*/", with: "*\\/").replacing("\n", with: " ")
    }

    static func phaseName(_ isa: String) -> String {
        switch isa {
        case "PBXSourcesBuildPhase": "Sources"
        case "PBXResourcesBuildPhase": "Resources"
        case "PBXFrameworksBuildPhase": "Frameworks"
        case "PBXHeadersBuildPhase": "Headers"
        case "PBXCopyFilesBuildPhase": "CopyFiles"
        default: "Sources"
        }
    }

    static func fileType(of name: String) -> String {
        let ext =
            name.split(separator: ".").count > 1
            ? String(name.split(separator: ".").last!).lowercased() : ""
        switch ext {
        case "swift": return "sourcecode.swift"
        case "m": return "sourcecode.c.objc"
        case "mm": return "sourcecode.cpp.objcpp"
        case "h": return "sourcecode.c.h"
        case "c": return "sourcecode.c.c"
        case "yml", "yaml": return "text.yaml"
        case "json": return "text.json"
        case "plist": return "text.plist.xml"
        case "storyboard": return "file.storyboard"
        case "xib": return "file.xib"
        case "strings": return "text.plist.strings"
        case "md": return "net.daringfireball.markdown"
        default: return "text"
        }
    }
}

extension String {
    func trimmingLeadingTabs() -> String {
        String(drop { $0 == "\t" })
    }
}

extension Array where Element == UInt8 {
    func trimmingTrailingCarriageReturn() -> [UInt8] {
        last == 0x0D ? Array(dropLast()) : self
    }

    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
