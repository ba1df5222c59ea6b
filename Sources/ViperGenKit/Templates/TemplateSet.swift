import Diagnostics
import Foundation

/// A named set of templates with its manifest: one architecture's files.
public struct TemplateSet: Sendable {
    public var manifest: TemplateManifest
    /// Template sources keyed by their path inside the set.
    public var templates: [String: String]
    /// How diagnostics name the folder of the manifest ("Templates/viper" or a directory path).
    public var origin: String
    /// The folder of each template that does not come from `origin` (a built-in base set's,
    /// or an override folder's), keyed like `templates`.
    public var templateOrigins: [String: String] = [:]
    /// The manifest as written, for `templates export`.
    public var manifestText: String
    /// Whether the set was read from the executable (not from a folder, whatever its name).
    private(set) var isBuiltin = false

    public var name: String { manifest.name }

    public init(
        manifest: TemplateManifest,
        manifestText: String,
        templates: [String: String],
        origin: String,
        templateOrigins: [String: String] = [:]
    ) {
        self.manifest = manifest
        self.manifestText = manifestText
        self.templates = templates
        self.origin = origin
        self.templateOrigins = templateOrigins
    }

    /// Whether this is a built-in set exactly as the executable carries it. A folder named
    /// like one (an exported copy at `Templates/viper`) is not, however alike it is.
    var isBuiltinUnchanged: Bool {
        hasBuiltinManifest && templateOrigins.isEmpty
    }

    /// Whether the manifest is a built-in set's as the executable carries it, whatever
    /// folders replace some of its templates.
    var hasBuiltinManifest: Bool {
        isBuiltin && origin.hasPrefix("Templates/")
            && builtinTemplateFiles["\(origin.dropFirst("Templates/".count))/manifest.yml"]
                == manifestText
    }

    /// How diagnostics name the template `name` of this set.
    public func displayPath(ofTemplate name: String) -> String {
        "\(templateOrigins[name] ?? origin)/\(name)"
    }

    /// The names of the sets built into the executable, sorted.
    public static let builtinNames: [String] = Set(
        builtinTemplateFiles.keys.compactMap { path in
            path.hasSuffix("/manifest.yml") ? String(path.dropLast("/manifest.yml".count)) : nil
        }
    ).sorted()

    /// The built-in set called `name`, or `nil` when there is none. Each is read once a run.
    public static func builtin(named name: String) throws(DiagnosticsError) -> TemplateSet? {
        if let cached = builtinCache.value(for: name) { return cached }
        let set = try readBuiltin(named: name)
        if let set { builtinCache.store(set, for: name) }
        return set
    }

    private static let builtinCache = BuiltinSetCache()

    private static func readBuiltin(named name: String) throws(DiagnosticsError) -> TemplateSet? {
        let prefix = name + "/"
        guard let manifestText = builtinTemplateFiles[prefix + "manifest.yml"] else { return nil }
        let origin = "Templates/\(name)"
        var manifest = try TemplateManifest.parse(
            Data(manifestText.utf8), path: "\(origin)/manifest.yml")
        if manifest.name.isEmpty { manifest.name = name }
        var templates: [String: String] = [:]
        for (path, text) in builtinTemplateFiles
        where path.hasPrefix(prefix) && path != prefix + "manifest.yml" {
            templates[String(path.dropFirst(prefix.count))] = text
        }
        var set = TemplateSet(
            manifest: manifest, manifestText: manifestText, templates: templates, origin: origin)
        set.isBuiltin = true
        return set
    }

    /// Looks up a built-in set, with a did-you-mean when the name is misspelt.
    public static func named(_ name: String, location: SourceLocation?) throws(DiagnosticsError)
        -> TemplateSet
    {
        try TemplateCatalog.builtin.set(named: name, location: location)
    }

    /// The set with `files` in place of its templates of the same name; `origin` is the
    /// folder they came from.
    func overriding(with files: [String: String], from origin: String) -> TemplateSet {
        var set = self
        for (name, text) in files {
            set.templates[name] = text
            set.templateOrigins[name] = origin
        }
        return set
    }

    /// The templates the manifest lists that the set does not have.
    var missingTemplates: [TemplateManifest.File] {
        manifest.files.filter { templates[$0.template] == nil }
    }
}

/// The built-in sets read so far, shared by every renderer of a run.
private final class BuiltinSetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var sets: [String: TemplateSet] = [:]

    func value(for name: String) -> TemplateSet? {
        lock.withLock { sets[name] }
    }

    func store(_ set: TemplateSet, for name: String) {
        lock.withLock { sets[name] = set }
    }
}
