import Diagnostics
import Foundation

/// The merge base of a user-owned file: the text viper-gen last wrote there, kept in
/// `<root>/.viper-gen/base/<the file's path below the root>` (`Sources/App/.viper-gen/base/Cars/CarsPresenter.swift`
/// for `Sources/App/Cars/CarsPresenter.swift`), so that `--merge` can carry what changed
/// since into the user's file. The bases live in the output folders, the only places a run
/// writes, and are written with the module, all or nothing; teams commit them.
public struct MergeBase {
    /// The folder below each root that holds the bases.
    public static let folder = ToolFolder.name + "/" + ToolFolder.bases
    /// Why `--merge` leaves a file without a base alone; `--dry-run` says it in the conditional
    /// (`adoptionReasonInDryRun`).
    public static let adoptionReason =
        "no merge base yet (written before viper-gen kept them); not merged, and this rendering is now its base"
    public static let adoptionReasonInDryRun =
        "no merge base yet (written before viper-gen kept them); would not be merged, and this rendering would become its base"

    /// The base's path, standardized.
    var path: String
    var rootPath: String
    var rootDisplay: String
    /// The base as the user names it.
    var display: String

    init(of relativePath: String, root rootPath: String, rootDisplay: String) {
        let relative = Self.folder + "/" + relativePath
        self.path = RootGuard.standardized(rootPath + "/" + relative)
        self.rootPath = rootPath
        self.rootDisplay = rootDisplay
        self.display = OutputLayout.displayPath(root: rootDisplay, relative)
    }

    /// What `--merge` does with the user-owned file `found`, whose rendering is now
    /// `rendering`: the action, the text it leaves there, and whether the rendering becomes the
    /// base. `nil` when the base cannot be used (reported in `diagnostics`).
    func merge(
        _ rendering: String,
        into found: ExistingFile,
        flavour: String? = nil,
        otherFlavours: [FlavourRendering] = [],
        rootGuard: inout RootGuard,
        reported: inout Set<String>,
        diagnostics: inout DiagnosticCollector
    ) -> (action: FileAction, contents: String, recordsBase: Bool)? {
        // A file that cannot be merged is left as it is, and so is its base: a later run, once
        // the file is fixed, still merges against what viper-gen last wrote.
        guard let data = found.data else {
            return (
                .skip(reason: "larger than \(ExistingFile.maximumShownSize >> 20) MiB; not merged"),
                rendering, false
            )
        }
        guard let ours = String(validating: data, as: UTF8.self) else {
            return (.skip(reason: "not UTF-8 text; not merged"), rendering, false)
        }
        let base: String
        switch read(rootGuard: &rootGuard, reported: &reported, diagnostics: &diagnostics) {
        case .none: return nil
        case .some(nil):
            // Written for another `ui` flavour (the spec switched since): this rendering would
            // become the base of a file it never was, and later merges would mix the two.
            if let flavour,
                let written = Self.flavour(of: ours, rendering: rendering, others: otherFlavours)
            {
                return (.skip(reason: Self.otherFlavourReason(written, now: flavour)), ours, false)
            }
            // Written before viper-gen kept bases: what it wrote then is unknown, so nothing can
            // be merged safely this time; from now on this rendering is the base.
            return (
                .skip(reason: Self.adoptionReason),
                ours, true
            )
        case .some(let text?): base = text
        }
        // A base written for another `ui` flavour: the merge would carry that flavour's code
        // into this one's (UIKit code in a `#if canImport(SwiftUI)` branch). The file and its
        // base stay as they are.
        if let flavour,
            let written = Self.flavour(of: base, rendering: rendering, others: otherFlavours)
        {
            return (.skip(reason: Self.otherFlavourReason(written, now: flavour)), ours, false)
        }
        let result = ThreeWayMerge.merge(
            base: base, ours: ours, theirs: rendering, swift: path.hasSuffix(".swift"))
        if result.text == ours { return (.unchanged, ours, true) }
        return (
            result.hasConflicts ? .conflict(lines: result.conflictLines) : .merge, result.text, true
        )
    }

    /// Why `--merge` leaves a file written for the `ui` flavour `written` alone.
    static func otherFlavourReason(_ written: String, now flavour: String) -> String {
        "written for ui '\(written)', and the spec now says '\(flavour)': not merged, as a merge would mix the two; move it aside and run 'viper-gen generate' for the \(flavour) version, then carry your code over"
    }

    /// The other flavour `base` was rendered for, or `nil` when it is closest to `rendering`:
    /// the flavour whose rendering shares the most lines with it.
    static func flavour(of base: String, rendering: String, others: [FlavourRendering])
        -> String?
    {
        func lines(_ text: String) -> [Substring: Int] {
            var counts: [Substring: Int] = [:]
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " }
                if !trimmed.isEmpty { counts[trimmed, default: 0] += 1 }
            }
            return counts
        }
        let baseLines = lines(base)
        func shared(_ text: String) -> Int {
            lines(text).reduce(0) { $0 + min($1.value, baseLines[$1.key] ?? 0) }
        }
        let own = shared(rendering)
        let best = others.filter { $0.contents != rendering }.map { ($0.ui, shared($0.contents)) }
            .max { $0.1 < $1.1 }
        guard let best, best.1 > own else { return nil }
        return best.0
    }

    /// The base's text: `.some(nil)` when there is none yet, `nil` when it cannot be read.
    private func read(
        rootGuard: inout RootGuard, reported: inout Set<String>,
        diagnostics: inout DiagnosticCollector
    ) -> String?? {
        let status = FileStatus(of: path)
        if let problem = rootGuard.problem(
            with: path, status: status, inside: rootPath, rootDisplay: rootDisplay,
            for: .mergeBase)
        {
            if isFirst(problem, reported: &reported) {
                diagnostics.error(
                    "cannot use the merge base '\(display)': \(problem.reason)", at: nil)
            }
            return nil
        }
        switch status {
        case .missing:
            return .some(nil)
        case .regular:
            switch BoundedFile.read(path, limit: ExistingFile.maximumShownSize, lookFirst: false) {
            case .success(let data):
                return String(decoding: data, as: UTF8.self)
            case .failure(.tooLarge):
                diagnostics.error(
                    "the merge base '\(display)' is larger than \(ExistingFile.maximumShownSize >> 20) MiB, which no base viper-gen writes is; remove it, and the next '--merge' makes this run's rendering the base",
                    at: nil
                )
            case .failure(let failure):
                diagnostics.error(
                    "cannot read the merge base '\(display)': \(failure.reason)", at: nil)
            }
        case .directory, .symbolicLink, .other:
            diagnostics.error(
                "cannot use the merge base '\(display)': it is not a file; remove it", at: nil)
        }
        return nil
    }

    /// Whether `problem` is to be reported: a problem of the bases' folder (a file or a link
    /// out of the root where it goes) is every base's below it, said once per root.
    private func isFirst(_ problem: RootGuard.Problem, reported: inout Set<String>) -> Bool {
        !problem.sharedByFolder || reported.insert(rootPath + "\u{0}" + problem.reason).inserted
    }

    /// The planned write that makes `rendering` the base, or `nil` when the base already
    /// holds it, or cannot be written (reported in `diagnostics`).
    func record(
        _ rendering: String,
        rootGuard: inout RootGuard,
        reported: inout Set<String>,
        diagnostics: inout DiagnosticCollector
    ) -> PlannedFile? {
        let status = FileStatus(of: path)
        if let problem = rootGuard.problem(
            with: path, status: status, inside: rootPath, rootDisplay: rootDisplay,
            for: .mergeBase)
        {
            if isFirst(problem, reported: &reported) {
                diagnostics.error(
                    "cannot record the merge base '\(display)': \(problem.reason)", at: nil)
            }
            return nil
        }
        var action = FileAction.create
        var existing: ExistingFile?
        switch status {
        case .missing:
            break
        case .regular:
            switch ExistingFile.read(path, comparingWith: rendering, lookFirst: false) {
            case .success(let found):
                if found.isSame { return nil }
                existing = found
                action = .update
            case .failure(let failure):
                diagnostics.error(
                    "cannot read the merge base '\(display)': \(failure.reason)", at: nil)
                return nil
            }
        case .directory, .symbolicLink, .other:
            diagnostics.error(
                "cannot record the merge base '\(display)': something that is not a file is in the way; remove it",
                at: nil)
            return nil
        }
        var file = PlannedFile(
            destination: URL(filePath: path, directoryHint: .notDirectory),
            displayPath: display,
            owner: .user,
            contents: rendering,
            action: action,
            existingData: existing?.data,
            existingSize: existing?.size
        )
        file.isMergeBase = true
        file.found = existing.map { $0.identity.map(PlannedFile.Found.file) } ?? .nothing
        return file
    }
}
