import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Shell-style file patterns: `*`, `?` and `[...]` within a folder name, `**` for any
/// number of folders. Hidden folders and `.build` are not searched.
enum Glob {
    static func files(matching pattern: String, below directory: URL) -> [URL] {
        let base = pattern.hasPrefix("/") ? URL(fileURLWithPath: "/") : directory
        let parts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        var results: [URL] = []
        var visited = 0
        walk(base, parts[...], into: &results, visited: &visited)
        return results.sorted { $0.path < $1.path }
    }

    /// Folders visited at most, so a pattern over a huge tree stays bounded.
    private static let visitLimit = 200_000

    private static func walk(_ folder: URL, _ parts: ArraySlice<String>, into results: inout [URL], visited: inout Int) {
        visited += 1
        guard visited < visitLimit, let part = parts.first else { return }
        let rest = parts.dropFirst()
        if part == "**" {
            // Zero folders, then one more folder at a time.
            walk(folder, rest, into: &results, visited: &visited)
            for child in children(of: folder) where isDirectory(child) && !skipped(child.lastPathComponent) {
                walk(child, parts, into: &results, visited: &visited)
            }
            return
        }
        if part == ".." {
            walk(folder.deletingLastPathComponent(), rest, into: &results, visited: &visited)
            return
        }
        for child in children(of: folder) where matches(child.lastPathComponent, part) {
            if rest.isEmpty {
                if !isDirectory(child) { results.append(child) }
            } else if isDirectory(child) {
                walk(child, rest, into: &results, visited: &visited)
            }
        }
    }

    static func matches(_ name: String, _ pattern: String) -> Bool {
        if name.hasPrefix(".") && !pattern.hasPrefix(".") { return false }
        return fnmatch(pattern, name, 0) == 0
    }

    private static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules"
    }

    private static func children(of folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map {
            folder.appending(path: $0)
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
