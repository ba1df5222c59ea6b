import Diagnostics
import Foundation

/// A Generamba template folder: `<name>/<name>.rambaspec`, the files it names (Liquid
/// templates, usually `*.liquid`) and `snippets/<name>.liquid` for `{% include 'name' %}`.
/// Every text file of the folder is read up front, within the limits of any templates folder,
/// so rendering reads nothing from outside it.
public struct GenerambaTemplate: Sendable {
    /// The template's name: its folder's, which is the rambaspec's (as `generamba gen` finds it).
    public var name: String
    /// How diagnostics name the folder.
    public var origin: String
    /// The rambaspec as written (a Liquid template of YAML).
    public var rambaspec: String
    /// Every text file of the folder but the rambaspec, keyed by its path inside the folder.
    public var files: [String: String]
    /// Files of the folder that could not be read as text, with why: an error only where the
    /// rambaspec names one.
    public var unreadable: [String: String] = [:]

    /// The rambaspec's `summary:` line, as written (it is not rendered for a list).
    public var summary: String? {
        for line in rambaspec.split(separator: "\n") where line.hasPrefix("summary:") {
            var text = line.dropFirst("summary:".count).trimmingCharacters(in: .whitespaces)
            if text.count >= 2, let first = text.first, first == "\"" || first == "'",
                text.last == first
            {
                text = String(text.dropFirst().dropLast())
            }
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// How diagnostics name the rambaspec.
    public var rambaspecPath: String { "\(origin)/\(name).rambaspec" }

    /// The rambaspec of the folder at `url`, when it holds one named after the folder.
    public static func rambaspecURL(in url: URL, name: String? = nil) -> URL? {
        let spec = url.appending(
            path: (name ?? url.standardizedFileURL.lastPathComponent) + ".rambaspec")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: spec.path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return nil }
        return spec
    }

    /// Whether the folder at `url` is a Generamba template.
    public static func isTemplate(_ url: URL) -> Bool { rambaspecURL(in: url) != nil }

    /// Whether the folder `reference` names is a Generamba template.
    public static func isTemplate(_ reference: TemplateFolder.Reference) -> Bool {
        rambaspecURL(in: reference.url, name: reference.setName) != nil
    }

    /// The Generamba templates directly below `url` (`Templates/` as `generamba template
    /// install` fills it), sorted by name; none when it holds more than a templates folder may.
    public static func templateFolders(in url: URL) -> [URL] {
        templateFolders(among: children(of: url, upTo: TemplateFolder.maximumEntryCount) ?? [])
    }

    /// The Generamba templates among `children` (those of `Templates/` as `generamba
    /// template install` fills it), sorted by name.
    static func templateFolders(among children: [URL]) -> [URL] {
        children.filter(isTemplate).sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// What the folder at `url` holds directly, hidden entries left out; nil when it holds
    /// more than `limit` (what is listed is never more than that).
    static func children(of url: URL, upTo limit: Int) -> [URL]? {
        guard
            let entries = FileManager.default.enumerator(
                at: url.resolvingSymlinksInPath(), includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles, .skipsSubdirectoryDescendants])
        else { return [] }
        var children: [URL] = []
        for case let child as URL in entries {
            TemplateFolder.Work.visit()
            guard children.count < limit else { return nil }
            children.append(child)
        }
        return children
    }

    public init(name: String, origin: String, rambaspec: String, files: [String: String]) {
        self.name = name
        self.origin = origin
        self.rambaspec = rambaspec
        self.files = files
    }

    /// Reads the template folder `reference` names.
    public static func read(_ reference: TemplateFolder.Reference) throws(DiagnosticsError)
        -> GenerambaTemplate
    {
        let display =
            reference.displayPath.count > 1 && reference.displayPath.hasSuffix("/")
            ? String(reference.displayPath.dropLast()) : reference.displayPath
        let root = reference.url.resolvingSymlinksInPath().standardizedFileURL
        let name = reference.setName ?? reference.url.standardizedFileURL.lastPathComponent
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isSymbolicLinkKey],
                options: [.skipsHiddenFiles])
        else {
            throw DiagnosticsError([
                .error("cannot read templates folder '\(display)'", at: reference.location)
            ])
        }
        var template = GenerambaTemplate(name: name, origin: display, rambaspec: "", files: [:])
        var diagnostics = DiagnosticCollector()
        var entries = 0
        var rambaspec: String?
        for case let url as URL in enumerator {
            TemplateFolder.Work.visit()
            entries += 1
            if entries > TemplateFolder.maximumEntryCount {
                throw DiagnosticsError([
                    .error(
                        "templates folder '\(display)' holds more than \(TemplateFolder.maximumEntryCount) files and folders",
                        at: reference.location)
                ])
            }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            let place = SourceLocation(file: "\(display)/\(relative)", line: 0, column: 0)
            if (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]))?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard target.hasPrefix(rootPath) else {
                    template.unreadable[relative] =
                        "a symbolic link that leads outside the templates folder"
                    continue
                }
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            if template.files.count >= TemplateFolder.maximumFileCount {
                diagnostics.error(
                    "more than \(TemplateFolder.maximumFileCount) files",
                    at: SourceLocation(file: display, line: 0, column: 0))
                break
            }
            switch BoundedFile.read(url.path, limit: TemplateFolder.maximumFileSize) {
            case .success(let data):
                if data.contains(0) {
                    template.unreadable[relative] =
                        "binary file (it contains a NUL byte), not a template"
                } else if let text = String(data: data, encoding: .utf8) {
                    if relative == name + ".rambaspec" {
                        rambaspec = text
                    } else {
                        template.files[relative] = text
                    }
                } else {
                    template.unreadable[relative] = "not UTF-8 text"
                }
            case .failure(.tooLarge):
                template.unreadable[relative] = "larger than 1 MiB; a template should not be"
            case .failure(let failure):
                template.unreadable[relative] = "cannot read: \(failure.reason)"
            }
            if relative == name + ".rambaspec", let reason = template.unreadable[relative] {
                diagnostics.error(reason, at: place)
            }
        }
        try diagnostics.throwIfErrors()
        guard let rambaspec else {
            throw DiagnosticsError([
                .error(
                    "templates folder '\(display)' has no '\(name).rambaspec'",
                    at: reference.location)
            ])
        }
        template.rambaspec = rambaspec
        return template
    }

    /// The snippet `{% include 'name' %}` reads: `snippets/<name>.liquid`, as Liquid's local
    /// file system finds it (a name may hold folders: `a/b` is `snippets/a/b.liquid`; Liquid
    /// refuses names it does not match `[^./][A-Za-z0-9_/]+`). The folder's name and the
    /// file's are matched without regard to case when there is no exact match, as on the
    /// case-insensitive file system of a Mac, where Generamba runs (catalogs write `Snippets/`).
    public func snippet(named name: String) -> (source: String, path: String)? {
        let scalars = Array(name.unicodeScalars)
        let allowed: (Unicode.Scalar) -> Bool = {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || $0 == "_" || $0 == "/"
        }
        guard scalars.count >= 2, scalars[0] != ".", scalars[0] != "/",
            scalars.dropFirst().allSatisfy(allowed)
        else { return nil }
        let path = "snippets/\(name).liquid"
        if let text = files[path] { return (text, "\(origin)/\(path)") }
        let lowered = path.lowercased()
        guard let match = files.keys.sorted().first(where: { $0.lowercased() == lowered }) else {
            return nil
        }
        return (files[match]!, "\(origin)/\(match)")
    }

    /// The file at `path` inside the folder (a rambaspec's `path:`), matched as `snippet` does.
    func file(at path: String) -> (text: String, path: String)? {
        var relative = path
        while relative.hasPrefix("./") { relative.removeFirst(2) }
        if let text = files[relative] { return (text, relative) }
        let lowered = relative.lowercased()
        guard let match = files.keys.sorted().first(where: { $0.lowercased() == lowered }) else {
            return nil
        }
        return (files[match]!, match)
    }
}
