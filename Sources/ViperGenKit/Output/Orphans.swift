import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Generator-owned files a module's spec once gave and gives no more: the navigator of a
/// route that was removed, the protocols of the architecture the module had before. Such a
/// file still declares what the spec dropped, so it is removed like any stale output.
///
/// A file is the module's orphan when it lies in a folder the module writes to, starts with
/// the first line the module's generated files start with (which names the spec's file),
/// and the module no longer writes it. A file written by hand, or generated from another
/// spec, never starts with that line; a file another module of the run writes is kept
/// (`SpecRun` drops it from the removals).
enum Orphans {
    /// The folders a module writes to, with the root that holds each.
    struct Folders {
        fileprivate var roots: [String: (root: String, display: String)] = [:]
        /// Lowercased: on a case-insensitive file system `CarList.swift` is the file a module
        /// renamed `Carlist` writes, not an orphan.
        fileprivate var planned: Set<String> = []

        /// Notes the standardized `path` of a file the module writes, below `root`.
        mutating func add(_ path: String, root: String, rootDisplay: String) {
            planned.insert(path.lowercased())
            roots[RootGuard.parent(of: path)] = (root, rootDisplay)
        }
    }

    /// The orphans in `folders`, planned for removal. Reads each file that is not planned no
    /// further than the length of `markerLine`, and never follows a symbolic link.
    static func find(in folders: Folders, markerLine: String) -> [PlannedFile] {
        let marker = Data(markerLine.utf8)
        var orphans: [PlannedFile] = []
        for (folder, root) in folders.roots.sorted(by: { $0.key < $1.key }) {
            // A folder that is not there yet, or that cannot be listed, holds no orphans
            // this run can see; a run that writes there says what stops it.
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                continue
            }
            for name in names.sorted() {
                let path = folder + "/" + name
                guard !folders.planned.contains(path.lowercased()),
                    FileStatus(of: path) == .regular,
                    BoundedFile.readPrefix(path, count: marker.count) == marker
                else { continue }
                let relative = String(path.dropFirst(RootGuard.folderPrefix(root.root).count))
                let existing = ExistingFile.read(path, comparingWith: "", lookFirst: true)
                let found = try? existing.get()
                var orphan = PlannedFile(
                    destination: URL(filePath: path, directoryHint: .notDirectory),
                    displayPath: OutputLayout.displayPath(root: root.display, relative),
                    owner: .generator,
                    contents: "",
                    action: .remove,
                    existingData: found?.data,
                    existingSize: found?.size ?? marker.count
                )
                orphan.found = found?.identity.map(PlannedFile.Found.file)
                orphans.append(orphan)
            }
        }
        return orphans
    }
}
