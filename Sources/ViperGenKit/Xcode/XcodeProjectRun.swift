import Diagnostics
import Foundation
import XcodeProject

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a run does to the Xcode project it is told to edit: each file of the run it writes
/// (or that is there) made part of the right target, the references of the orphans it removes
/// removed, all in one new `project.pbxproj`, which the run writes with the module's files
/// (one more file of its plan, through the same staging and journal: all or nothing).
public struct XcodeProjectRun: Sendable {
    /// What was done (or would be) with one file of the run.
    public struct Entry: Sendable {
        public enum Status: String, Sendable {
            /// A reference and a build file (none for a header) are added (or would be).
            case added
            /// The reference was there; the file is added to the target's phase.
            case addedToTarget = "added-to-target"
            /// The references of an orphan the run removes are removed.
            case removed
            /// Nothing to do: in the target already.
            case alreadyInTarget = "already-in-target"
            /// Nothing to do: a synchronized folder of the target holds it.
            case inSynchronizedFolder = "in-synchronized-folder"
            /// A spec in a synchronized folder, kept out of the target with a membership exception.
            case excluded
            /// A spec left out of a group-based project, or already kept out of the target.
            case notAdded = "not-added"
            /// Left as it is with a warning: a synchronized folder of another target, an exception.
            case notInTarget = "not-in-target"
            /// `--check`: exists on disk, not in the project or not in its target.
            case missing
        }

        /// The file as the run names it.
        public var path: String
        public var target: String?
        public var status: Status
        /// For the report: "added to App", "in synchronized folder App/", "already in App".
        public var outcome: String

        /// Whether the project changes for this file.
        public var isChange: Bool {
            [.added, .addedToTarget, .removed, .excluded].contains(status)
        }

        /// Whether the file stays out of a target it should be in (a synchronized folder of
        /// other targets, an exception): said without `--verbose` too.
        public var isLeftOut: Bool { status == .notInTarget }
    }

    /// The `.xcodeproj` as the user names it.
    public var projectDisplay: String
    public var entries: [Entry] = []
    /// What the run says about files it cannot place (synchronized folders of other targets,
    /// exceptions, a missing test target).
    public var warnings: [Diagnostic] = []
    /// `--check`: one error per file of the module on disk that the project does not compile.
    public var drift: [Diagnostic] = []
    /// The new `project.pbxproj`, when it changes (`.update`, with the old bytes), for the plan.
    public var file: PlannedFile?

    /// The change to `project.pbxproj` as a unified diff, or `nil` when it does not change.
    public var diff: Data? { file?.diff }

    /// Whether `file` is one of the modules' tests: what its template made it, else what the
    /// innermost of the roots (`sources`, `tests`, standardized) that holds it says.
    static func isTest(_ file: PlannedFile, sources: String, tests: String) -> Bool {
        if let kind = file.kind { return kind == .test }
        let destination = RootGuard.standardized(file.destination.path)
        let inTests = destination.hasPrefix(RootGuard.folderPrefix(tests))
        let inSources = destination.hasPrefix(RootGuard.folderPrefix(sources))
        return inTests && (!inSources || tests.count > sources.count)
    }

    /// Product types of targets a module's sources can go to when the project has no app.
    static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.library.static",
        "com.apple.product-type.library.dynamic",
    ]

    /// What a Sources phase compiles: the files the run adds to one.
    static let compiledSuffixes: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "metal",
    ]

    /// What the targets copy into their bundles, as Generamba decides it: the interface files.
    static let resourceSuffixes: Set<String> = ["xib", "storyboard"]

    /// The suffix of a file's name, lowercased, as Ruby's `File.extname` finds it (without
    /// its dot): leading dots are part of the name, so `.Cars.swift` is a `swift` file and
    /// `.swift` has none.
    static func suffix(of relative: String) -> String {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        let stem = name.drop { $0 == "." }
        guard let dot = stem.lastIndex(of: ".") else { return "" }
        return stem[stem.index(after: dot)...].lowercased()
    }

    /// Where a file a Generamba template writes goes in its targets, as Generamba adds it:
    /// compiled (`compiledSuffixes`), copied into the bundle (`resourceSuffixes`, or an entry
    /// marked `is_resource`), else (a header, anything else) a reference in its group only.
    static func membership(of relative: String, isResource: Bool) -> XcodeMembership {
        let suffix = suffix(of: relative)
        if isResource || resourceSuffixes.contains(suffix) { return .resources }
        return compiledSuffixes.contains(suffix) ? .sources : .referenceOnly
    }

    /// The largest `project.pbxproj` read (the biggest real ones are a few MiB).
    static let maximumSize = 64 << 20

    /// Refuses a project that is not there or is not what it should be: the `.xcodeproj`
    /// must be a folder (not a symbolic link), `project.pbxproj` in it a regular file (not a
    /// link). Called before the run takes its lock (the lock is on that folder), and again
    /// under it, by `plan`.
    public static func checkProject(_ settings: XcodeRunSettings) throws(DiagnosticsError) {
        let folder = RootGuard.standardized(settings.project.path)
        let name = settings.projectDisplay
        func fail(_ message: String) -> DiagnosticsError {
            DiagnosticsError([.error(message, at: settings.projectLocation)])
        }
        switch FileStatus(of: folder) {
        case .missing: throw fail("the Xcode project '\(name)' does not exist")
        case .symbolicLink:
            throw fail(
                "refusing to edit the Xcode project '\(name)': it is a symbolic link; name the folder it leads to"
            )
        case .directory: break
        case .regular, .other:
            throw fail("the Xcode project '\(name)' is not a folder (an .xcodeproj is one)")
        }
        let file = folder + "/project.pbxproj"
        switch FileStatus(of: file) {
        case .missing:
            // Not there, or not to be looked at: a folder without permission hides its file.
            var info = stat()
            if lstat(file, &info) != 0, errno != ENOENT, errno != ENOTDIR {
                let failure = SystemCallFailure(path: file)
                throw fail("cannot read '\(name)/project.pbxproj': \(failure.reason)")
            }
            throw fail("the Xcode project '\(name)' has no project.pbxproj")
        case .symbolicLink:
            throw fail("refusing to edit '\(name)/project.pbxproj': it is a symbolic link")
        case .regular: break
        case .directory, .other: throw fail("'\(name)/project.pbxproj' is not a regular file")
        }
    }

    /// Plans the project's edit for the `files` of a run (all modules' plans), which write
    /// below `roots`. With `check`, nothing is edited: the files on disk that the project does
    /// not compile are `drift`.
    public static func plan(
        settings: XcodeRunSettings,
        files: [PlannedFile],
        roots: OutputRoots,
        check: Bool = false
    ) throws(DiagnosticsError) -> XcodeProjectRun {
        try checkProject(settings)
        let name = settings.projectDisplay
        let path = RootGuard.standardized(settings.project.path) + "/project.pbxproj"
        let display = OutputLayout.displayPath(root: name, "project.pbxproj")
        let data: Data
        let reading = BoundedFile.readNoting(path, limit: maximumSize)
        switch reading.data {
        case .success(let read): data = read
        case .failure(let failure):
            throw DiagnosticsError([
                .error("cannot read '\(display)': \(failure.reason)", at: settings.projectLocation)
            ])
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticsError([
                .error(
                    "cannot read '\(display)': it is not UTF-8 text", at: settings.projectLocation)
            ])
        }
        let parsed = try XcodeProjectFile(text: text, path: display)
        var run = XcodeProjectRun(projectDisplay: name)
        // A run that only removes files (`remove`) needs no target to add them to.
        let onlyRemovals = files.allSatisfy { $0.isRemoved || $0.isMergeBase || $0.isLeftover }
        let (targets, testTargets) =
            onlyRemovals
            ? ([], [])
            : try run.targets(of: parsed, settings: settings, files: files, roots: roots)
        // Every file's edit is worked out against one parse and written at the end: a run of
        // a thousand modules parses the project twice, not once per file.
        var project = XcodeProjectBatch(parsed)

        // Paths in the project are relative to the folder that holds the .xcodeproj.
        let base = RootGuard.parent(of: RootGuard.standardized(settings.project.path))
        let sources = RootGuard.standardized(roots.sources.path)
        let tests = RootGuard.standardized(roots.tests.path)
        var outside: [String] = []
        for file in files where !file.isMergeBase && !file.isLeftover {
            let destination = RootGuard.standardized(file.destination.path)
            guard destination.hasPrefix(RootGuard.folderPrefix(base)) else {
                // A file removed there (a spec kept outside) has no reference to remove.
                if !file.isRemoved { outside.append(file.displayPath) }
                continue
            }
            let relative = String(destination.dropFirst(RootGuard.folderPrefix(base).count))
            let isTest = Self.isTest(file, sources: sources, tests: tests)
            if file.isRemoved {
                if !check, try project.remove(file: relative) {
                    run.entries.append(
                        Entry(
                            path: file.displayPath, status: .removed,
                            outcome: "removed from the project"))
                }
                continue
            }
            // `--check` looks at what is there; other runs at what will be.
            if check && !file.exists { continue }
            let owners = isTest ? testTargets : targets
            if owners.isEmpty { continue }
            let root = isTest ? tests : sources
            let groupSetting = isTest ? settings.testGroup : settings.group
            var group: String?
            if let groupSetting {
                let below =
                    destination.hasPrefix(RootGuard.folderPrefix(root))
                    ? String(destination.dropFirst(RootGuard.folderPrefix(root).count)) : ""
                let folder = below.contains("/") ? String(below[..<below.lastIndex(of: "/")!]) : ""
                group = folder.isEmpty ? groupSetting.value : groupSetting.value + "/" + folder
            }
            // Each target named gets the file's build file (one reference, in one group); a
            // file in no build phase is the project's, not a target's: placed once (where it
            // goes and what is said of it do not depend on the target). A file of viper-gen's
            // own templates is added only when compiled (see `place`).
            let membership =
                file.fromGenerambaTemplate
                ? Self.membership(of: relative, isResource: file.isResource) : .sources
            for owner in membership == .referenceOnly ? Array(owners.prefix(1)) : owners {
                try run.place(
                    file, relative: relative, target: owner, group: group,
                    membership: membership, project: &project, check: check)
            }
        }
        // One cause, one error: the output folder is outside the project's.
        if let first = outside.first {
            let others =
                outside.count == 1
                ? ""
                : outside.count == 2
                    ? " (and 1 other file)" : " (and \(outside.count - 1) other files)"
            throw DiagnosticsError([
                .error(
                    "'\(first)'\(others) is outside the folder of the Xcode project '\(name)' (the folder that holds it); the project can only list files in it: write the module below that folder",
                    at: settings.projectLocation
                )
            ])
        }
        let edited = try project.finish()
        if !check, edited.text != text {
            try refuseLocked(path, display: display, settings: settings)
            run.file = PlannedFile(
                destination: URL(filePath: path, directoryHint: .notDirectory),
                displayPath: display,
                owner: .user,
                contents: edited.text,
                action: .update,
                existingData: data,
                existingSize: data.count
            )
            // Replaced only if it is still the text edited here (Xcode saves the project when
            // it likes).
            run.file?.found = reading.identity.map(PlannedFile.Found.file)
        }
        return run
    }

    /// Refuses to replace a `project.pbxproj` the user may not write, as Xcode refuses to save
    /// a locked project: one with no write permission at all (read-only, even for root), or none
    /// for this user (another's file). A run would otherwise put its own file in its place.
    static func refuseLocked(
        _ path: String, display: String, settings: XcodeRunSettings
    ) throws(DiagnosticsError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        let problem: String
        if info.st_mode & 0o222 == 0 {
            problem = "it is read-only (locked)"
        } else if access(path, W_OK) != 0 {
            problem =
                info.st_uid == geteuid()
                ? "you may not write it" : "it belongs to another user, who alone may write it"
        } else {
            return
        }
        throw DiagnosticsError([
            .error(
                "refusing to edit '\(display)': \(problem); make it writable ('chmod u+w' as its owner, or Unlock when Xcode asks) and run again",
                at: settings.projectLocation)
        ])
    }

    /// One file of the run that stays (or comes): what its target needs.
    private mutating func place(
        _ file: PlannedFile,
        relative: String,
        target: String,
        group: String?,
        membership: XcodeMembership,
        project: inout XcodeProjectBatch,
        check: Bool
    ) throws(DiagnosticsError) {
        // The run's specs: a Generamba template writes none (its `.yml` files are its own,
        // resources when it says so).
        let isSpec =
            !file.fromGenerambaTemplate
            && (relative.hasSuffix(".yml") || relative.hasSuffix(".yaml"))
        let path = file.displayPath
        func entry(_ status: Entry.Status, _ outcome: String) {
            // A file in no build phase is the project's: no target is named for it.
            entries.append(
                Entry(
                    path: path, target: membership == .referenceOnly ? nil : target,
                    status: status, outcome: outcome))
        }
        // What a file that is not compiled is in: a target's resources, or the project.
        let holder: String
        switch membership {
        case .sources: holder = target
        case .resources: holder = "\(target)'s resources"
        case .referenceOnly: holder = "the project (no build phase)"
        }
        switch project.status(ofFile: relative, target: target, membership: membership) {
        case .inTarget:
            entry(.alreadyInTarget, "already in \(holder)")
        case .inSynchronizedFolder(let folder):
            guard isSpec else {
                return entry(.inSynchronizedFolder, "in synchronized folder \(folder)/")
            }
            // Xcode would copy the spec into the app's bundle: keep it out, as Xcode does.
            if check {
                drift.append(
                    .error(
                        "'\(path)' is a spec in the synchronized folder '\(folder)' of target '\(target)', which copies it into the bundle; run 'viper-gen generate' to keep it out",
                        at: SourceLocation(file: path, line: 0, column: 0)
                    )
                )
                entry(.missing, "copied into \(target)'s bundle")
            } else if try project.excludeFromSynchronizedFolder(file: relative, target: target) {
                entry(.excluded, "kept out of \(target) (a spec in synchronized folder \(folder)/)")
            } else {
                entry(.notAdded, "kept out of \(target) already")
            }
        case .excludedFromSynchronizedFolder(let folder):
            if isSpec { return entry(.notAdded, "kept out of \(target) already") }
            entry(.notInTarget, "excluded from \(target) in synchronized folder \(folder)/")
            // `--check` fails on a file its target does not compile, whatever the reason.
            if check {
                return drift.append(
                    .error(
                        "'\(path)' is excluded from target '\(target)' by an exception in the synchronized folder '\(folder)'; remove the exception in Xcode (the file's Target Membership)",
                        at: SourceLocation(file: path, line: 0, column: 0)
                    )
                )
            }
            warnings.append(
                Diagnostic(
                    .warning,
                    "'\(path)' is in the synchronized folder '\(folder)' of target '\(target)', but an exception excludes it from '\(target)': it is not compiled; remove the exception in Xcode (the file's Target Membership)",
                    at: nil
                )
            )
        case .inSynchronizedFolderOfOtherTargets(let folder, let targets):
            if isSpec {
                // Not this target's folder, but the targets that hold it would copy the spec
                // into their bundles just the same.
                if check {
                    if !targets.isEmpty {
                        drift.append(
                            .error(
                                "'\(path)' is a spec in the synchronized folder '\(folder)' of \(targets.map { "'\($0)'" }.joined(separator: ", ")), which copies it into the bundle; run 'viper-gen generate' to keep it out",
                                at: SourceLocation(file: path, line: 0, column: 0)
                            )
                        )
                        entry(
                            .missing, "copied into the bundle of \(targets.joined(separator: ", "))"
                        )
                    }
                    return
                }
                var excluded: [String] = []
                for other in targets
                where try project.excludeFromSynchronizedFolder(file: relative, target: other) {
                    excluded.append(other)
                }
                return excluded.isEmpty
                    ? entry(.notAdded, "spec, not added")
                    : entry(
                        .excluded,
                        "kept out of \(excluded.joined(separator: ", ")) (a spec in synchronized folder \(folder)/)"
                    )
            }
            entry(
                .notInTarget,
                "in synchronized folder \(folder)/ of \(targets.joined(separator: ", ")), not \(target)"
            )
            let owners = targets.map { "'\($0)'" }.joined(separator: ", ")
            if check {
                return drift.append(
                    .error(
                        "'\(path)' is in the synchronized folder '\(folder)', which belongs to \(owners.isEmpty ? "no target" : owners), not to target '\(target)': it is not compiled there",
                        at: SourceLocation(file: path, line: 0, column: 0)
                    )
                )
            }
            warnings.append(
                Diagnostic(
                    .warning,
                    "'\(path)' is in the synchronized folder '\(folder)', which belongs to \(owners), not to target '\(target)': it is not compiled in '\(target)'; add '\(target)' to the folder's targets in Xcode, or write the module elsewhere",
                    at: nil
                )
            )
        case .referencedNotInTarget, .notInProject:
            // A spec in a group-based project is not part of any target: nothing to compile.
            if isSpec { return entry(.notAdded, "spec, not added") }
            // A file of viper-gen's own templates: only what a Sources phase compiles is added;
            // anything else is left to the user (a Generamba template's files all are added,
            // as Generamba adds them).
            if !file.fromGenerambaTemplate,
                !Self.compiledSuffixes.contains(Self.suffix(of: relative))
            {
                return entry(
                    .notAdded,
                    "not a source file, not added; add it to \(target) in Xcode if it needs to be")
            }
            // Only `generate` checks, and it writes no Generamba module: what it finds missing
            // is a source of a target.
            if check {
                drift.append(
                    .error(
                        "'\(path)' is not in target '\(target)' of the Xcode project '\(projectDisplay)'; run 'viper-gen generate' to add it",
                        at: SourceLocation(file: path, line: 0, column: 0)
                    )
                )
                return entry(.missing, "not in \(holder)")
            }
            switch try project.add(
                file: relative, target: target, group: group, membership: membership)
            {
            case .added: entry(.added, "added to \(holder)")
            case .addedToTarget:
                // A second target of the run: the reference is the one just added.
                let justAdded = entries.contains { $0.path == path && $0.status == .added }
                entry(
                    .addedToTarget,
                    justAdded
                        ? "added to \(holder)" : "added to \(holder) (its reference was there)")
            case .alreadyInTarget: entry(.alreadyInTarget, "already in \(holder)")
            case .inSynchronizedFolder(let folder):
                entry(.inSynchronizedFolder, "in synchronized folder \(folder)/")
            }
        }
    }

    /// The targets sources and tests go to: the ones named (any number, as a Rambafile's
    /// `project_targets` names them), else the project's only app (or only test) target. A name the project does not have, or a test target named for the
    /// sources, is an error; tests with no test target to go to are a warning.
    private mutating func targets(
        of project: XcodeProjectFile,
        settings: XcodeRunSettings,
        files: [PlannedFile],
        roots: OutputRoots
    ) throws(DiagnosticsError) -> (targets: [String], testTargets: [String]) {
        let all = project.targets
        let names = all.map(\.name)
        let apps = all.filter {
            !$0.isTestBundle && $0.productType != "com.apple.product-type.bundle.ui-testing"
        }.map(\.name)
        let testBundles = all.filter(\.isTestBundle).map(\.name)
        // The target sources go to when none is named: the only app; in a project without
        // one, the only framework or library. UI-test bundles, extensions, watch apps and
        // the like are never guessed (Xcode's app template has a UI-test target).
        let applications = all.filter { $0.productType == "com.apple.product-type.application" }
            .map(\.name)
        let libraries = all.filter { Self.libraryProductTypes.contains($0.productType ?? "") }.map(
            \.name)
        let defaultCandidates = applications.isEmpty ? libraries : applications
        let name = projectDisplay
        var diagnostics = DiagnosticCollector()
        func check(_ given: XcodeRunSettings.Name, key: String, wantsTests: Bool) -> String? {
            // A Rambafile's targets are named by its own keys.
            let fromRambafile =
                given.location.map { Rambafile.isRambafile(URL(filePath: $0.file)) } ?? false
            let subject =
                given.location == nil
                ? (wantsTests ? "--xcode-test-target" : "--xcode-target")
                : fromRambafile
                    ? (wantsTests ? "'test_targets'" : "'project_targets'") : "'xcode.\(key)'"
            guard let found = all.first(where: { $0.name == given.value }) else {
                var message =
                    "\(subject) names '\(given.value)', which is not a target of '\(name)'"
                let pool = wantsTests ? testBundles : apps
                if let suggestion = didYouMean(given.value, in: pool.isEmpty ? names : pool)
                    ?? didYouMean(given.value, in: names)
                {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message +=
                        names.isEmpty
                        ? " (it has no targets)" : "; its targets: \(names.joined(separator: ", "))"
                }
                diagnostics.error(message, at: given.location)
                return nil
            }
            if (found.isTestBundle
                || found.productType == "com.apple.product-type.bundle.ui-testing") && !wantsTests
            {
                let other =
                    given.location == nil
                    ? "--xcode-test-target"
                    : fromRambafile ? "'test_targets'" : "'xcode.testTarget'"
                diagnostics.error(
                    "\(subject) names '\(given.value)', a test target; the module's sources go to an app or framework target\(apps.isEmpty ? "" : " (\(apps.joined(separator: ", ")))"), and its tests to \(other)",
                    at: given.location
                )
                return nil
            }
            if !found.isTestBundle && wantsTests {
                diagnostics.error(
                    "\(subject) names '\(given.value)', which is not a test target; the module's tests go to a unit-test target\(testBundles.isEmpty ? "" : " (\(testBundles.joined(separator: ", ")))")",
                    at: given.location
                )
                return nil
            }
            return found.name
        }
        var targets: [String] = []
        if !settings.targets.isEmpty {
            targets = settings.targets.compactMap { check($0, key: "target", wantsTests: false) }
        } else if defaultCandidates.count == 1 {
            targets = defaultCandidates
        } else {
            let listed = defaultCandidates.isEmpty ? apps : defaultCandidates
            diagnostics.error(
                listed.isEmpty
                    ? "the Xcode project '\(name)' has no app or framework target for the module's sources"
                    : defaultCandidates.isEmpty
                        ? "the Xcode project '\(name)' has no app or framework target to choose for the module's sources (its targets: \(listed.joined(separator: ", "))); name one in 'xcode.target' or with --xcode-target"
                        : "the Xcode project '\(name)' has several \(applications.isEmpty ? "framework" : "app") targets (\(listed.joined(separator: ", "))); name the one for the module's sources in 'xcode.target' or with --xcode-target",
                at: settings.projectLocation
            )
        }
        var testTargets: [String] = []
        if !settings.testTargets.isEmpty {
            testTargets = settings.testTargets.compactMap {
                check($0, key: "testTarget", wantsTests: true)
            }
        } else if testBundles.count == 1 {
            testTargets = testBundles
        } else {
            let sources = RootGuard.standardized(roots.sources.path)
            let tests = RootGuard.standardized(roots.tests.path)
            let writesTests = files.contains {
                !$0.isRemoved && !$0.isMergeBase && Self.isTest($0, sources: sources, tests: tests)
            }
            if writesTests {
                warnings.append(
                    Diagnostic(
                        .warning,
                        testBundles.isEmpty
                            ? "the Xcode project '\(name)' has no unit-test target: the module's tests are not added to it"
                            : "the Xcode project '\(name)' has several test targets (\(testBundles.joined(separator: ", "))): the module's tests are not added to any; name one in 'xcode.testTarget' or with --xcode-test-target",
                        at: settings.projectLocation
                    )
                )
            }
        }
        try diagnostics.throwIfErrors()
        return (targets, testTargets)
    }
}
