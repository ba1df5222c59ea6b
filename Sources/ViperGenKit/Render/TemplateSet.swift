import Foundation

/// A named set of templates with its manifest: one architecture's files.
public struct TemplateSet: Sendable {
    public var manifest: TemplateManifest
    /// Template sources keyed by their path inside the set.
    public var templates: [String: String]
    /// How diagnostics name the set's folder ("builtin:viper" or a directory path).
    public var origin: String

    public var name: String { manifest.name }

    /// The names of the sets built into the executable, sorted.
    public static var builtinNames: [String] {
        Set(builtinTemplateFiles.keys.compactMap { path in
            path.hasSuffix("/manifest.yml") ? String(path.dropLast("/manifest.yml".count)) : nil
        }).sorted()
    }

    /// The built-in set called `name`, or `nil` when there is none.
    public static func builtin(named name: String) throws(DiagnosticsError) -> TemplateSet? {
        let prefix = name + "/"
        guard let manifestText = builtinTemplateFiles[prefix + "manifest.yml"] else { return nil }
        let origin = "Templates/\(name)"
        var manifest = try TemplateManifest.parse(Data(manifestText.utf8), path: "\(origin)/manifest.yml")
        if manifest.name.isEmpty { manifest.name = name }
        var templates: [String: String] = [:]
        for (path, text) in builtinTemplateFiles where path.hasPrefix(prefix) && path != prefix + "manifest.yml" {
            templates[String(path.dropFirst(prefix.count))] = text
        }
        return TemplateSet(manifest: manifest, templates: templates, origin: origin)
    }

    /// Looks up a built-in set, with a did-you-mean when the name is misspelt.
    public static func named(_ name: String, location: SourceLocation?) throws(DiagnosticsError) -> TemplateSet {
        if let set = try builtin(named: name) { return set }
        var message = "unknown architecture '\(name)'"
        if let suggestion = didYouMean(name, in: builtinNames) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; available: \(builtinNames.joined(separator: ", "))"
        }
        throw DiagnosticsError([.error(message, at: location)])
    }
}
