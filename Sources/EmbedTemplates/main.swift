import Foundation
import TemplateEngine

// Usage: EmbedTemplates <folder> <output .swift file> [<variable> <doc line> [<subfolder>…]]
//        EmbedTemplates --programs <Templates folder> <output .swift file> <filter,filter,…>
//
// Writes a Swift file holding every file of the folder (or of the named subfolders only) as
// a string literal, keyed by its path relative to the folder ("viper/manifest.yml"), in a
// constant named `variable` (default `builtinTemplateFiles`). With --programs, writes each
// template of each set (the folder's subfolders) compiled by the template engine, as
// `ProgramCodec` text, in `builtinPrograms`, for a host whose string filters are named.

let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == "--programs" {
    guard arguments.count == 5 else {
        FileHandle.standardError.write(
            Data(
                "usage: EmbedTemplates --programs <Templates folder> <output.swift> <filter,filter,…>\n"
                    .utf8))
        exit(64)
    }
    writePrograms(
        root: URL(fileURLWithPath: arguments[2]).standardizedFileURL,
        output: URL(fileURLWithPath: arguments[3]),
        filters: arguments[4].split(separator: ",").map(String.init)
    )
    exit(0)
}
guard arguments.count == 3 || arguments.count >= 5 else {
    FileHandle.standardError.write(
        Data(
            "usage: EmbedTemplates <folder> <output.swift> [<variable> <doc line> [<subfolder>…]]\n       EmbedTemplates --programs <Templates folder> <output.swift> <filter,filter,…>\n"
                .utf8
        )
    )
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
let variable = arguments.count > 3 ? arguments[3] : "builtinTemplateFiles"
let documentation =
    arguments.count > 4
    ? arguments[4] : "The built-in template sets, keyed by path relative to `Templates/`."
let subfolders = arguments.dropFirst(5).map { $0.hasSuffix("/") ? $0 : $0 + "/" }

/// A raw string literal whose delimiter cannot occur in `text`.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") {
        hashes += "#"
    }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

let entries = readFiles(under: root, subfolders: subfolders)

var source = """
    // Generated from the \(root.lastPathComponent)/ folder at build time. Do not edit.

    /// \(documentation)
    let \(variable): [String: String] = [

    """
for entry in entries {
    source += "    \(rawLiteral(entry.path)): \(rawLiteral(entry.text)),\n"
}
if entries.isEmpty { source += "    :\n" }
source += "]\n"

write(source, to: output)

/// Every file below `root` (or below its `subfolders` only) that is not hidden, as text, by
/// path relative to `root`, in path order.
func readFiles(under root: URL, subfolders: [String] = []) -> [(path: String, text: String)] {
    var entries: [(path: String, text: String)] = []
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    if let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey])
    {
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            let relative = String(path.dropFirst(rootPath.count))
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if !subfolders.isEmpty, !subfolders.contains(where: { relative.hasPrefix($0) }) {
                continue
            }
            guard let data = FileManager.default.contents(atPath: path),
                let text = String(data: data, encoding: .utf8)
            else {
                FileHandle.standardError.write(Data("error: \(path) is not UTF-8 text\n".utf8))
                exit(1)
            }
            entries.append((relative, text))
        }
    }
    return entries.sorted { $0.path < $1.path }
}

/// Writes `source` to `output` unless it holds that already, so that an unchanged file does
/// not rebuild the kit.
func write(_ source: String, to output: URL) {
    do {
        let existing = try? String(contentsOf: output, encoding: .utf8)
        if existing != source {
            try source.write(to: output, atomically: true, encoding: .utf8)
        }
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
        exit(1)
    }
}

/// Compiles each template of each set below `root` and writes the programs: a set's
/// templates are its files but `manifest.yml`, named by their path inside the set.
func writePrograms(root: URL, output: URL, filters: [String]) {
    var sets: [String: [String: String]] = [:]
    for entry in readFiles(under: root) {
        let parts = entry.path.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, parts[1] != "manifest.yml" else { continue }
        sets[String(parts[0]), default: [:]][String(parts[1])] = entry.text
    }
    guard !sets.isEmpty else {
        FileHandle.standardError.write(Data("error: no template sets in \(root.path)\n".utf8))
        exit(1)
    }
    // The engine needs the filters' names only: a program names each filter it applies.
    let stringFilters = filters.map { StringFilter($0) { $0 } }
    var source = """
        // Generated from the \(root.lastPathComponent)/ folder at build time. Do not edit.

        import TemplateEngine

        /// The built-in templates compiled by the template engine, by set and template: the
        /// fingerprint of each template's text and its program; a template that does not
        /// compile to a program is missing, and Stencil renders it.
        let builtinPrograms: [String: [String: ShippedProgram]] = [

        """
    for (set, templates) in sets.sorted(by: { $0.key < $1.key }) {
        let compiler = TemplateCompiler(
            templates: templates, stringFilters: stringFilters, trusted: true)
        source += "    \(rawLiteral(set)): [\n"
        for name in templates.keys.sorted() {
            guard let shipped = compiler.shippedProgram(template: name) else { continue }
            source +=
                "        \(rawLiteral(name)): ShippedProgram(fingerprint: \(shipped.fingerprint), program: \(rawLiteral(shipped.program))),\n"
        }
        source += "    ],\n"
    }
    source +=
        "]\n\n/// The string filters the programs were compiled knowing.\nlet builtinProgramFilters: [String] = [\(filters.map { rawLiteral($0) }.joined(separator: ", "))]\n"
    write(source, to: output)
}
