import Diagnostics
import Foundation

/// What a run will do with one file, and why.
public enum FileAction: Sendable, Equatable {
    case create
    case update
    case unchanged
    /// A user-owned file that exists and is left alone.
    case skip(reason: String)
    /// A generator-owned file made from the module's spec that the spec no longer gives (an
    /// orphan): a route removed, the architecture switched.
    case remove
    /// A user-owned file into which `--merge` carried the change between its merge base and
    /// the new rendering, cleanly.
    case merge
    /// A user-owned file where the change `--merge` carries collides with the user's: written
    /// with both sides between conflict markers, whose first lines (1-based) these are.
    case conflict(lines: [Int])

    public var name: String {
        switch self {
        case .create: "create"
        case .update: "update"
        case .unchanged: "unchanged"
        case .skip: "skip"
        case .remove: "remove"
        case .merge: "merge"
        case .conflict: "conflict"
        }
    }
}

/// One file of a run: where it goes, who owns it, what it will contain and what will happen to it.
public struct PlannedFile: Sendable {
    public var destination: URL
    /// The path as the user named the root, for reports ("Sources/App/Cars/Car.swift").
    public var displayPath: String
    public var owner: FileOwner
    public var contents: String
    public var action: FileAction
    /// The bytes on disk now, when the file exists and is small enough to show in a diff
    /// (`ExistingFile.maximumShownSize`) or holds the same text.
    public var existingData: Data?
    /// What is on disk now as text (bytes that are not UTF-8 read as U+FFFD), when
    /// `existingData` holds it.
    public var existing: String? { existingData.map { String(decoding: $0, as: UTF8.self) } }
    /// The size of what is on disk now, in bytes; `nil` when nothing is there.
    public var existingSize: Int?
    /// Whether the file on disk at a generator-owned path lacks the marker (someone wrote
    /// it by hand) and `--force` replaces it.
    public var replacesHandWrittenFile = false

    public var needsWrite: Bool {
        switch action {
        case .create, .update, .merge, .conflict: true
        case .unchanged, .skip, .remove: false
        }
    }

    /// What the plan found at the destination when it read it: the run replaces (or removes)
    /// only that, and writes where it found nothing only if nothing has come since (see
    /// `StagedWriter`). `nil` when the plan did not look: then the writer looks when it stages.
    var found: Found?

    /// What a plan found at a file's destination.
    enum Found: Sendable, Equatable {
        case nothing
        /// A file, which was this one when it was read (`existingData` holds its bytes, when
        /// they were kept).
        case file(FileIdentity)
    }

    /// Whether the file is the merge base of a user-owned file (`MergeBase`): the text
    /// viper-gen last wrote there, kept for `--merge`.
    public var isMergeBase = false

    /// Whether `--merge` left conflict markers in the file.
    public var hasConflicts: Bool {
        if case .conflict = action { return true }
        return false
    }

    /// The change writing the file (or removing it) makes to what is on disk, as a unified
    /// diff (`git diff` style: a new file from `/dev/null`); `nil` when the file on disk is too
    /// large to show (over `ExistingFile.maximumShownSize`).
    public var diff: Data? {
        if exists, existingData == nil { return nil }
        return UnifiedDiff.make(
            old: existingData ?? Data(),
            new: Data(contents.utf8),
            oldName: existingData == nil ? "/dev/null" : "a/\(displayPath)",
            newName: isRemoved ? "/dev/null" : "b/\(displayPath)"
        )
    }

    /// For a user-owned file `--merge` merges (cleanly or not), the change the merge makes to
    /// what is on disk, as a unified diff; `nil` for any other file.
    public var mergeDiff: Data? {
        guard action == .merge || hasConflicts, existingData != nil else { return nil }
        return diff
    }

    /// Whether the run removes the file as part of the module it removes or renames
    /// (`remove`, `rename`), not as an orphan of its spec.
    public var isModuleFile = false

    /// Whether the run removes the file (an orphan).
    public var isRemoved: Bool { action == .remove }

    /// Whether the file is a user-owned file of a shape the module had before, which the
    /// run keeps and lists.
    public var isLeftover = false

    /// Whether a file is there now.
    public var exists: Bool { existingSize != nil }
    /// Whether the module's template made it a source or a test, when it did: a run whose
    /// sources and tests share a folder still tells them apart (the Xcode project's targets).
    public var kind: FileKind?
    /// Whether the Xcode project copies it into the bundle whatever its kind (a Generamba
    /// entry's `is_resource`).
    public var isResource = false
    /// Whether a Generamba template made it (see `RenderedFile.fromGenerambaTemplate`).
    public var fromGenerambaTemplate = false

    public init(
        destination: URL,
        displayPath: String,
        owner: FileOwner,
        contents: String,
        action: FileAction,
        existing: String? = nil,
        existingData: Data? = nil,
        existingSize: Int? = nil
    ) {
        self.destination = destination
        self.displayPath = displayPath
        self.owner = owner
        self.contents = contents
        self.action = action
        self.existingData = existingData ?? existing.map { Data($0.utf8) }
        self.existingSize = existingSize ?? self.existingData?.count
    }
}

extension PlannedFile {
    /// A file of the user's that is rewritten, which only `--force` does: a user-owned file
    /// with other contents, or a hand-written file where a generated one goes.
    public var overwritesUserFile: Bool {
        action == .update && !isMergeBase && (owner == .user || replacesHandWrittenFile)
    }
}
