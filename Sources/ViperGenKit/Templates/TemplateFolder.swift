import Diagnostics
import Foundation

/// A folder of templates a project names (`--templates`, the config's `templates:`): either
/// a whole set, with a `manifest.yml`, or a few `*.stencil` files that replace the built-in
/// files of the same name. Only `manifest.yml` and `*.stencil` files are read; nothing is
/// read from outside the folder.
public struct TemplateFolder: Sendable {
    /// A folder as the user named it.
    public struct Reference: Sendable {
        public var url: URL
        /// How diagnostics name the folder.
        public var displayPath: String
        /// Where it was named (a config line), or `nil` for the command line.
        public var location: SourceLocation?
        /// The name of the set the folder holds, when it is not the folder's (a Generamba
        /// template a Rambafile declares with `local:`).
        public var setName: String?

        public init(
            url: URL, displayPath: String, location: SourceLocation? = nil, setName: String? = nil
        ) {
            self.url = url
            self.displayPath = displayPath
            self.location = location
            self.setName = setName
        }

        /// The folder the reference leads to (links followed, `.` and `..` resolved) and the
        /// set it reads there: two references with one identity read the same templates.
        var identity: String {
            url.resolvingSymlinksInPath().standardizedFileURL.path + "\u{0}" + (setName ?? "")
        }
    }

    static let maximumFileSize = 1 << 20
    static let maximumFileCount = 1_000
    /// Files and folders a templates folder may hold in all, counted before any is read:
    /// more is a folder named by mistake (`--templates /`), not a set of templates. The
    /// folders a run names hold no more together (`EntryBudget`).
    static let maximumEntryCount = 10_000

    /// The files and folders the template folders of one run may hold together: each folder
    /// is counted once, before it is read, so a config that names a large folder many times
    /// (or many large folders) is refused after at most `maximumEntryCount` entries counted.
    final class EntryBudget {
        let limit: Int
        private(set) var remaining: Int
        /// The folders counted, by where they lead: a folder named again is not read again.
        private var counted: Set<String> = []

        init(limit: Int = TemplateFolder.maximumEntryCount) {
            self.limit = limit
            remaining = limit
        }

        /// Whether `reference` names a folder (as the set it holds) not counted before; marks it counted.
        func isFirstVisit(_ reference: Reference) -> Bool {
            counted.insert(reference.identity).inserted
        }

        /// Takes `count` entries of what is left; false when that is more than is left.
        func take(_ count: Int) -> Bool {
            remaining -= count
            return remaining >= 0
        }
    }

    /// Counts of the work of reading template folders, for tests: every file or folder an
    /// enumeration or a listing of a templates folder visits.
    final class Work: @unchecked Sendable {
        @TaskLocal static var current: Work?
        var entriesVisited = 0

        static func visit() { current?.entriesVisited += 1 }
    }

    public var displayPath: String
    /// The folder's last path component, the default name of a set it holds.
    public var folderName: String
    public var manifest: Data?
    /// The `*.stencil` files, keyed by their path inside the folder.
    public var files: [String: String]

    /// Reads the folder, refusing links that lead out of it, huge files, binary files and non-UTF-8 text.
    public static func read(_ reference: Reference) throws(DiagnosticsError) -> TemplateFolder {
        try read(reference, counted: false)
    }

    /// Reads the folder; `counted` when `checkEntryCount` has counted it already.
    static func read(_ reference: Reference, counted: Bool) throws(DiagnosticsError)
        -> TemplateFolder
    {
        let manager = FileManager.default
        let display =
            reference.displayPath.count > 1 && reference.displayPath.hasSuffix("/")
            ? String(reference.displayPath.dropLast()) : reference.displayPath
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: reference.url.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            let reason =
                manager.fileExists(atPath: reference.url.path)
                ? "is not a folder" : "does not exist"
            throw DiagnosticsError([
                .error("templates folder '\(display)' \(reason)", at: reference.location)
            ])
        }
        let root = reference.url.resolvingSymlinksInPath().standardizedFileURL
        if !counted { try checkEntryCount(of: reference, budget: EntryBudget()) }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var folder = TemplateFolder(
            displayPath: display,
            folderName: reference.url.standardizedFileURL.lastPathComponent,
            manifest: nil,
            files: [:]
        )
        var diagnostics = DiagnosticCollector()
        let keys: [URLResourceKey] = [.isSymbolicLinkKey, .isRegularFileKey, .isDirectoryKey]
        guard
            let enumerator = manager.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else {
            throw DiagnosticsError([
                .error("cannot read templates folder '\(display)'", at: reference.location)
            ])
        }
        var count = 0
        for case let url as URL in enumerator {
            Work.visit()
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            let isManifest = relative == "manifest.yml"
            guard isManifest || relative.hasSuffix(".stencil") else { continue }
            let place = SourceLocation(file: "\(display)/\(relative)", line: 0, column: 0)
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().standardizedFileURL.path
                guard target.hasPrefix(rootPath) else {
                    diagnostics.error(
                        "a symbolic link that leads outside the templates folder", at: place)
                    continue
                }
            }
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            // The manifest is not a template: a set may hold it and 1,000 templates.
            if !isManifest { count += 1 }
            if count > maximumFileCount {
                diagnostics.error(
                    "more than \(maximumFileCount) template files",
                    at: SourceLocation(file: display, line: 0, column: 0))
                break
            }
            let data: Data
            switch BoundedFile.read(url.path, limit: maximumFileSize) {
            case .success(let read):
                data = read
            case .failure(.tooLarge):
                diagnostics.error("larger than 1 MiB; a template should not be", at: place)
                continue
            case .failure(let failure):
                diagnostics.error("cannot read: \(failure.reason)", at: place)
                continue
            }
            if isManifest {
                folder.manifest = data
            } else if data.contains(0) {
                diagnostics.error("binary file (it contains a NUL byte), not a template", at: place)
            } else if let text = String(data: data, encoding: .utf8) {
                folder.files[relative] = text
            } else {
                diagnostics.error("not UTF-8 text", at: place)
            }
        }
        try diagnostics.throwIfErrors()
        return folder
    }

    /// Refuses a folder with more than `maximumEntryCount` files and folders (not hidden,
    /// as the reading skips hidden ones), or with more than `budget` has left for the run's
    /// folders together, before reading any of them. Links are not followed, so a loop of
    /// them counts once.
    static func checkEntryCount(of reference: Reference, budget: EntryBudget)
        throws(DiagnosticsError)
    {
        let root = reference.url.resolvingSymlinksInPath().standardizedFileURL
        guard
            let entries = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [], options: [.skipsHiddenFiles])
        else { return }
        var count = 0
        var overBudget = false
        while entries.nextObject() != nil {
            Work.visit()
            count += 1
            overBudget = overBudget || !budget.take(1)
            if count > maximumEntryCount || overBudget { break }
        }
        guard count > maximumEntryCount || overBudget else { return }
        let display =
            reference.displayPath.count > 1 && reference.displayPath.hasSuffix("/")
            ? String(reference.displayPath.dropLast()) : reference.displayPath
        let hint =
            GenerambaTemplate.isTemplate(reference)
            ? "" : "; name the folder that holds the manifest.yml or the *.stencil files"
        let message =
            count > maximumEntryCount
            ? "templates folder '\(display)' holds more than \(maximumEntryCount) files and folders\(hint)"
            : "the templates folders named hold more than \(budget.limit) files and folders together, counting this one ('\(display)')\(hint)"
        throw DiagnosticsError([.error(message, at: reference.location)])
    }

    /// The Generamba templates in the folder `reference` names, when it holds nothing else a
    /// templates folder could (no manifest.yml, no *.stencil file at its top): `Templates/`
    /// as `generamba template install` fills it. Empty otherwise.
    public static func holdsOnlyGenerambaTemplates(_ reference: Reference) -> [Reference] {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: reference.url.appending(path: "manifest.yml").path) else {
            return []
        }
        // A folder's first entries only: one of more is refused by `checkEntryCount`.
        guard
            let children = GenerambaTemplate.children(
                of: reference.url, upTo: maximumEntryCount),
            !children.contains(where: { $0.lastPathComponent.hasSuffix(".stencil") })
        else { return [] }
        let display =
            reference.displayPath.hasSuffix("/")
            ? String(reference.displayPath.dropLast()) : reference.displayPath
        return GenerambaTemplate.templateFolders(among: children).map {
            Reference(
                url: $0, displayPath: "\(display)/\($0.lastPathComponent)",
                location: reference.location)
        }
    }
}
