import Foundation

/// A file's rendering for one `ui` flavour.
public struct FlavourRendering: Sendable, Equatable {
    public var ui: String
    public var contents: String

    public init(ui: String, contents: String) {
        self.ui = ui
        self.contents = contents
    }
}

/// One file a template set produced for a module, not yet compared with the disk.
public struct RenderedFile: Sendable, Equatable {
    /// Path below the root of `kind` (`--output` or `--tests-output`).
    public var path: String
    public var kind: FileKind
    public var owner: FileOwner
    public var contents: String
    /// Whether a user-owned file keeps its rendering as its merge base when written (see
    /// `MergeBase`): true for what templates render, false for the spec `new` derives.
    public var recordsMergeBase: Bool
    /// Whether the Xcode project copies it into the bundle whatever its kind (a Generamba
    /// entry's `is_resource`).
    public var isResource = false
    /// For a user-owned file, the `ui` flavour it was rendered for, and its renderings for the
    /// set's other flavours (when they differ), which `--merge` tells its merge base's flavour
    /// by: a file written for UIKit is not merged into a SwiftUI rendering.
    public var flavour: String?
    public var otherFlavours: [FlavourRendering] = []
    /// Whether a Generamba template made it: the Xcode project gets it as Generamba adds it
    /// (every file a reference, in the phase of its kind), not only when it is compiled.
    public var fromGenerambaTemplate = false

    public init(
        path: String, kind: FileKind, owner: FileOwner, contents: String,
        recordsMergeBase: Bool = true
    ) {
        self.path = path
        self.kind = kind
        self.owner = owner
        self.contents = contents
        self.recordsMergeBase = recordsMergeBase
    }
}
