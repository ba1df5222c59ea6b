import Foundation

// Usage: EmbedTemplates <folder> <output .swift file> [<variable> <doc line> [<subfolder>…]]
//
// Writes a Swift file holding every file of the folder (or of the named subfolders only) as
// a string literal, keyed by its path relative to the folder ("viper/manifest.yml"), in a
// constant named `variable` (default `builtinTemplateFiles`).

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count >= 5 else {
    FileHandle.standardError.write(
        Data("usage: EmbedTemplates <folder> <output.swift> [<variable> <doc line> [<subfolder>…]]\n".utf8)
    )
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
let variable = arguments.count > 3 ? arguments[3] : "builtinTemplateFiles"
let documentation = arguments.count > 4 ? arguments[4] : "The built-in template sets, keyed by path relative to `Templates/`."
let subfolders = arguments.dropFirst(5).map { $0.hasSuffix("/") ? $0 : $0 + "/" }

/// A raw string literal whose delimiter cannot occur in `text`.
func rawLiteral(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains(hashes + "\"") {
        hashes += "#"
    }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

var entries: [(path: String, text: String)] = []
let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
if let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
    for case let url as URL in enumerator {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath) else { continue }
        let relative = String(path.dropFirst(rootPath.count))
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
        if !subfolders.isEmpty, !subfolders.contains(where: { relative.hasPrefix($0) }) { continue }
        guard let data = FileManager.default.contents(atPath: path),
            let text = String(data: data, encoding: .utf8)
        else {
            FileHandle.standardError.write(Data("error: \(path) is not UTF-8 text\n".utf8))
            exit(1)
        }
        entries.append((relative, text))
    }
}
entries.sort { $0.path < $1.path }

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

do {
    let existing = try? String(contentsOf: output, encoding: .utf8)
    if existing != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
