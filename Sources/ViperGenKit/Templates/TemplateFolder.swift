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
    }

    static let maximumFileSize = 1 << 20
    static let maximumFileCount = 1_000
    /// Files and folders a templates folder may hold in all, counted before any is read:
    /// more is a folder named by mistake (`--templates /`), not a set of templates.
    static let maximumEntryCount = 10_000

    public var displayPath: String
    /// The folder's last path component, the default name of a set it holds.
    public var folderName: String
    public var manifest: Data?
    /// The `*.stencil` files, keyed by their path inside the folder.
    public var files: [String: String]

    /// Reads the folder, refusing links that lead out of it, huge files, binary files and non-UTF-8 text.
    public static func read(_ reference: Reference) throws(DiagnosticsError) -> TemplateFolder {
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
        try checkEntryCount(of: root, display: display, location: reference.location)
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
    /// as the reading skips hidden ones), before reading any of them. Links are not
    /// followed, so a loop of them counts once.
    private static func checkEntryCount(of root: URL, display: String, location: SourceLocation?)
        throws(DiagnosticsError)
    {
        guard
            let entries = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [], options: [.skipsHiddenFiles])
        else { return }
        var count = 0
        while entries.nextObject() != nil {
            count += 1
            if count > maximumEntryCount {
                throw DiagnosticsError([
                    .error(
                        "templates folder '\(display)' holds more than \(maximumEntryCount) files and folders; name the folder that holds the manifest.yml or the *.stencil files",
                        at: location
                    )
                ])
            }
        }
    }

    /// The Generamba templates in the folder `reference` names, when it holds nothing else a
    /// templates folder could (no manifest.yml, no *.stencil file at its top): `Templates/`
    /// as `generamba template install` fills it. Empty otherwise.
    public static func holdsOnlyGenerambaTemplates(_ reference: Reference) -> [Reference] {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: reference.url.appending(path: "manifest.yml").path) else {
            return []
        }
        let children = (try? manager.contentsOfDirectory(atPath: reference.url.path)) ?? []
        guard !children.contains(where: { $0.hasSuffix(".stencil") }) else { return [] }
        let display =
            reference.displayPath.hasSuffix("/")
            ? String(reference.displayPath.dropLast()) : reference.displayPath
        return GenerambaTemplate.templateFolders(in: reference.url).map {
            Reference(
                url: $0, displayPath: "\(display)/\($0.lastPathComponent)",
                location: reference.location)
        }
    }
}
