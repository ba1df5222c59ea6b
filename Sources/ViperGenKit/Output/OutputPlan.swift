import Diagnostics
import Foundation

/// What is on disk where a file of the plan goes, read no further than comparing it with the
/// new text, or showing it in a diff, needs: a 2 GiB file there costs one `read` of a few bytes
/// more than the new text.
struct ExistingFile {
    /// Larger files are compared, not shown: `--check` says that they differ, without a diff.
    static let maximumShownSize = 1 << 20

    /// Whether the first line of the file at `path` (whose bytes are `data`, when they were
    /// read) holds the marker of generator-owned files.
    static func hasMarker(_ data: Data?, at path: String) -> Bool {
        let head = data.map { $0.prefix(512) } ?? BoundedFile.readPrefix(path, count: 512)
        let firstLine = head.prefix { $0 != UInt8(ascii: "\n") }
        return String(decoding: firstLine, as: UTF8.self).contains(GeneratedFileHeader.marker)
    }

    /// The size in bytes (at least, for a file that states none and runs past the limit).
    var size: Int
    /// The bytes, when they are the new text's or few enough to show.
    var data: Data?
    var isSame: Bool
    /// Which file it was when it was opened.
    var identity: FileIdentity?

    /// Reads the regular file at `path` (the plan has looked at it) to compare it with `contents`.
    static func read(_ path: String, comparingWith contents: String, lookFirst: Bool) -> Result<
        ExistingFile, BoundedFile.Failure
    > {
        let new = Data(contents.utf8)
        let limit = max(new.count, maximumShownSize)
        let reading = BoundedFile.readNoting(path, limit: limit, lookFirst: lookFirst)
        switch reading.data {
        case .success(let data):
            return .success(
                ExistingFile(
                    size: data.count, data: data, isSame: data == new, identity: reading.identity))
        case .failure(.tooLarge(let stated)):
            return .success(
                ExistingFile(
                    size: stated ?? limit + 1, data: nil, isSame: false,
                    identity: reading.identity))
        case .failure(let failure):
            return .failure(failure)
        }
    }
}

/// Every file of a run compared with the disk: create, update, unchanged or skip.
public struct OutputPlan: Sendable {
    public var files: [PlannedFile]

    /// Why an existing user-owned file is left alone: what every run without `--force` or
    /// `--merge` does with it, so the report lists it only when asked to (`--verbose`).
    public static let userFileExistsReason = "user-owned file exists"

    public init(files: [PlannedFile]) {
        self.files = files
    }

    /// Generator-owned files that are missing, differ from what the spec gives, or that the
    /// spec no longer gives (orphans), each as a unified diff (`git diff` style), or `nil` for
    /// a file too large to show (over `ExistingFile.maximumShownSize`). Changes to user-owned
    /// files are never drift.
    public var drift: [(file: PlannedFile, diff: Data?)] {
        files.filter { $0.owner == .generator && ($0.needsWrite || $0.isRemoved) }.map {
            ($0, $0.diff)
        }
    }

    /// Compares `rendered` with what is below `roots`. Refuses paths that would leave a root.
    /// With `merge` (`--merge`), a user-owned file that exists gets the change between its
    /// merge base and its rendering (see `ThreeWayMerge`); every user-owned file the run writes
    /// or merges gets its rendering as its new merge base (see `MergeBase`).
    /// With `markerLine` (the first line of the generator-owned files of the module's spec),
    /// the files in the folders the module writes to that start with that line but that
    /// `rendered` no longer names are planned for removal (see `Orphans`).
    public static func make(
        _ rendered: [RenderedFile],
        roots: OutputRoots,
        rootDisplayNames: [FileKind: String],
        force: Bool,
        merge: Bool = false,
        markerLine: String? = nil
    ) throws(DiagnosticsError) -> OutputPlan {
        var diagnostics = DiagnosticCollector()
        var files: [PlannedFile] = []
        var rootGuard = RootGuard()
        var reported: Set<String> = []
        var folders = Orphans.Folders()
        // The problems of the bases' folders said so far (see `MergeBase`).
        var reportedForBases: Set<String> = []
        // Standardized as text like the destinations, so `//` in a root does not keep its files out.
        let sourcesPath = RootGuard.standardized(roots.sources.path)
        let testsPath = RootGuard.standardized(roots.tests.path)
        for file in rendered {
            let display = OutputLayout.displayPath(
                root: rootDisplayNames[file.kind] ?? ".", file.path)
            let rootPath = file.kind == .source ? sourcesPath : testsPath
            // `.` and `..` resolved as text (as URL's `standardized` does), without Foundation's URL work per file.
            let path = RootGuard.standardized(rootPath + "/" + file.path)
            let destination = URL(filePath: path, directoryHint: .notDirectory)
            let status = FileStatus(of: path)
            let rootDisplay = rootDisplayNames[file.kind] ?? "."
            folders.add(path, root: rootPath, rootDisplay: rootDisplay)
            if let problem = rootGuard.problem(
                with: path, status: status, inside: rootPath, rootDisplay: rootDisplay)
            {
                // A folder's problem is every file's below it: say it once.
                if !problem.sharedByFolder || reported.insert(problem.reason).inserted {
                    diagnostics.error("refusing to write '\(display)': \(problem.reason)", at: nil)
                }
                continue
            }
            var existing: ExistingFile?
            switch status {
            case .directory:
                diagnostics.error("cannot write '\(display)': a directory is in the way", at: nil)
                continue
            case .missing:
                break
            case .regular, .symbolicLink, .other:
                // Anything but a regular file is refused before it is opened.
                switch ExistingFile.read(
                    path, comparingWith: file.contents, lookFirst: status != .regular)
                {
                case .success(let found):
                    existing = found
                case .failure(.notRegular(let kind)):
                    diagnostics.error(
                        "cannot write '\(display)': \(kind) is in the way; move it, or name another output folder",
                        at: nil)
                    continue
                case .failure(let failure):
                    diagnostics.error("cannot read '\(display)': \(failure.reason)", at: nil)
                    continue
                }
            }
            var action: FileAction
            var handWritten = false
            var contents = file.contents
            // Whether the rendering becomes the file's merge base, and where that base is.
            var recordsBase = file.owner == .user && file.recordsMergeBase
            // Made at most once per file, and only for a file that merges or records a base.
            var base: MergeBase?
            func mergeBase() -> MergeBase {
                let made =
                    base ?? MergeBase(of: file.path, root: rootPath, rootDisplay: rootDisplay)
                base = made
                return made
            }
            switch (existing, file.owner) {
            case (nil, _): action = .create
            case (let found?, _) where found.isSame:
                action = .unchanged
                recordsBase = recordsBase && merge
            case (let found?, .generator):
                // A file without the marker in its first line is not one this tool wrote
                // there: someone's own, which only --force may replace.
                handWritten = !ExistingFile.hasMarker(found.data, at: path)
                if handWritten, !force {
                    diagnostics.error(
                        "'\(display)' was not written by viper-gen (its first line has no '\(GeneratedFileHeader.marker)'); move it, or pass --force to replace it",
                        at: nil
                    )
                    continue
                }
                action = .update
            case (let found?, .user) where merge && !force:
                let merge = mergeBase().merge(
                    file.contents, into: found, flavour: file.flavour,
                    otherFlavours: file.otherFlavours, rootGuard: &rootGuard,
                    reported: &reportedForBases, diagnostics: &diagnostics)
                guard let merged = merge else { continue }
                (action, contents, recordsBase) = (
                    merged.action, merged.contents, recordsBase && merged.recordsBase
                )
            case (_, .user):
                action = force ? .update : .skip(reason: Self.userFileExistsReason)
                recordsBase = recordsBase && force
            }
            var planned = PlannedFile(
                destination: destination,
                displayPath: display,
                owner: file.owner,
                contents: contents,
                action: action,
                existingData: existing?.data,
                existingSize: existing?.size
            )
            planned.kind = file.kind
            planned.isResource = file.isResource
            planned.fromGenerambaTemplate = file.fromGenerambaTemplate
            planned.replacesHandWrittenFile = handWritten
            planned.found = existing.map { $0.identity.map(PlannedFile.Found.file) } ?? .nothing
            files.append(planned)
            if recordsBase {
                if let record = mergeBase().record(
                    file.contents, rootGuard: &rootGuard, reported: &reportedForBases,
                    diagnostics: &diagnostics)
                {
                    files.append(record)
                }
            }
        }
        try diagnostics.throwIfErrors()
        if let markerLine {
            files += Orphans.find(in: folders, markerLine: markerLine)
        }
        return OutputPlan(files: files)
    }

    /// Lists the files at `paths` (below their kind's root) that are there and that this
    /// plan does not name: user-owned files of a shape the module had before, kept. Only a
    /// file viper-gen wrote is the module's: one with a merge base, or the marker. A file
    /// the user wrote that has a name some shape would give (`FavsStore.swift` in a module
    /// that never had a store) is not called a leftover.
    mutating func noteLeftovers(
        _ paths: [(kind: FileKind, path: String)], roots: OutputRoots,
        rootDisplayNames: [FileKind: String]
    ) {
        var named = Set(files.map { $0.destination.path.lowercased() })
        var rootGuard = RootGuard()
        for (kind, relative) in paths {
            let rootPath = RootGuard.standardized(roots.root(for: kind).path)
            let path = RootGuard.standardized(rootPath + "/" + relative)
            let rootDisplay = rootDisplayNames[kind] ?? "."
            guard FileStatus(of: path) == .regular, named.insert(path.lowercased()).inserted,
                rootGuard.problem(
                    with: path, status: .regular, inside: rootPath, rootDisplay: rootDisplay) == nil
            else { continue }
            let base = MergeBase(of: relative, root: rootPath, rootDisplay: rootDisplay)
            guard FileStatus(of: base.path) == .regular || ExistingFile.hasMarker(nil, at: path)
            else { continue }
            var file = PlannedFile(
                destination: URL(filePath: path, directoryHint: .notDirectory),
                displayPath: OutputLayout.displayPath(root: rootDisplay, relative),
                owner: .user,
                contents: "",
                action: .skip(reason: "no longer part of the module; kept, as it is user-owned")
            )
            file.isLeftover = true
            files.append(file)
        }
    }
}
