import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Settles what interrupted runs left in a run's output roots, before the run plans
/// anything (the caller holds the roots' lock, so no run that left them is still going):
/// a committed run is finished, an uncommitted one's staging folders are removed.
///
/// Nothing that merely looks like ours is trusted: only staging folders this tool made
/// where they are (`StagingFolder`) are read or removed, and a journal's entries are
/// followed only if each stages from a staging folder of that run in these roots and lands
/// inside these roots, through no symbolic link that leads out. What does not qualify is
/// left alone and named, with what to do about it.
enum Recovery {
    /// A journal larger than this was not written by a run: 1,000 modules of 21 files each
    /// take about 5 MiB.
    static let maximumJournalSize = 64 << 20
    /// Files in one staged folder at most (a module's folder holds a few dozen).
    static let maximumStagedFolderFiles = 100_000

    /// Finishes or drops every interrupted run in `roots` and returns what it did, as notes
    /// and warnings. Throws when a run can be neither finished nor dropped safely.
    static func settle(roots: [String], display: (String) -> String) throws(DiagnosticsError)
        -> [Diagnostic]
    {
        let survey = Survey(roots: roots)
        // Part of a run whose journal is in a folder this run does not hold (another module's
        // output folder). Writing here first (a shared Xcode project, a module of both) would
        // leave that run to settle against files it did not plan for: its edit of the project
        // kept out, its modules' files in. So a run that holds its first folder finishes it
        // first; this one stops before it settles anything.
        let identities = Set(survey.folderPaths.compactMap(FolderIdentity.init(of:)))
        let elsewhere = survey.runs.flatMap { run -> [Diagnostic] in
            guard case .committed(let primary) = run.state,
                !survey.folderPaths.contains(primary.path),
                FolderIdentity(of: primary.path).map(identities.contains) != true
            else { return [] }
            return run.folders.map { folder in
                .error(
                    "'\(display(folder.path))' holds files of a run that was interrupted after it committed, whose journal is in '\(display(RootGuard.parent(of: primary.path)))'; nothing was changed: finish that run first, with 'viper-gen generate' and that folder among the output folders (or delete '\(display(primary.path))' and '\(display(folder.path))' to drop it)",
                    at: nil)
            }
        }
        if !elsewhere.isEmpty { throw DiagnosticsError(elsewhere) }
        var notes: [Diagnostic] = []
        for path in survey.unmarked
        where unlink(path + "/" + StagingFolder.markerName) == 0 || errno == ENOENT {
            guard rmdir(path) == 0 else { continue }
            notes.append(
                Diagnostic(
                    .note,
                    "removed '\(display(path))', an empty staging folder left by a run stopped before it began",
                    at: nil)
            )
        }
        for path in survey.foreign {
            notes.append(
                Diagnostic(
                    .warning,
                    "'\(display(path))' is named like a staging folder of viper-gen but was not made by it here (it may be a copy, a checkout, or an older version's); left alone: delete it if nothing in it is yours",
                    at: nil
                )
            )
        }
        for run in survey.runs {
            switch run.state {
            case .committed(let primary) where survey.folderPaths.contains(primary.path):
                let outcome = try finish(
                    run, primary: primary, roots: roots, survey: survey, display: display)
                let files = outcome.moved == 1 ? "1 staged file" : "\(outcome.moved) staged files"
                let orphans =
                    outcome.removed == 0
                    ? ""
                    : outcome.removed == 1
                        ? " and removed 1 file the spec no longer makes"
                        : " and removed \(outcome.removed) files the specs no longer make"
                notes.append(
                    Diagnostic(
                        .note, "finished an interrupted run: moved \(files) into place\(orphans)",
                        at: nil))
                for path in outcome.kept {
                    // An Xcode project is edited, not merged: a run edits it again.
                    let advice =
                        path.hasSuffix(".xcodeproj/project.pbxproj")
                        ? "'viper-gen generate' (with the project configured) adds the run's files to it again"
                        : "'viper-gen generate' brings a generated file up to date, 'viper-gen generate --merge' one of yours"
                    notes.append(
                        Diagnostic(
                            .warning,
                            "kept '\(display(path))' as it is: it was made or changed after the run that was to write it was interrupted; \(advice)",
                            at: nil
                        )
                    )
                }
            case .committed(let primary):
                // The same folder under another name (a root reached through a link): left
                // alone, as a run that cannot tell does. (One outside the roots stopped the
                // run above.)
                for folder in run.folders {
                    notes.append(
                        Diagnostic(
                            .warning,
                            "'\(display(folder.path))' holds files of a run that was interrupted after it committed, whose journal is in '\(display(RootGuard.parent(of: primary.path)))'; left alone: run 'viper-gen generate' with the output folders that run had to finish it",
                            at: nil))
                }
            case .uncommitted(let journalGone):
                for folder in run.folders {
                    do {
                        try folder.remove()
                    } catch {
                        throw DiagnosticsError([
                            .error(
                                "cannot remove '\(display(folder.path))', left by an interrupted run: \(error.localizedDescription)",
                                at: nil)
                        ])
                    }
                    // Without its first folder there is no telling whether the run had committed:
                    // its journal was deleted, as the message about a run that cannot finish
                    // offers.
                    let why =
                        journalGone
                        ? "left by an interrupted run whose first staging folder is gone"
                        : "left by a run that was interrupted before it changed anything"
                    notes.append(
                        Diagnostic(.note, "removed '\(display(folder.path))', \(why)", at: nil))
                }
            }
        }
        return notes
    }

    /// The staging folders in `roots` that hold a committed run that is not finished.
    static func unfinished(roots: [String]) -> [String] {
        let survey = Survey(roots: roots)
        return survey.runs.flatMap { run -> [String] in
            guard case .committed = run.state else { return [] }
            return run.folders.map(\.path)
        }
    }

    /// Moves a committed run's staged files into place, after checking every entry of its
    /// journal. Returns how many files it moved (a staged folder counts the files in it).
    private static func finish(
        _ run: Survey.Run,
        primary: StagingFolder,
        roots: [String],
        survey: Survey,
        display: (String) -> String
    ) throws(DiagnosticsError) -> Outcome {
        let place = display(primary.path)
        let dropIt =
            "delete '\(place)' to drop that run (its files were made from your specs: 'viper-gen generate' writes them again)"
        func untrusted(_ reason: String) -> DiagnosticsError {
            DiagnosticsError([
                .error(
                    "the journal of an interrupted run ('\(place)/journal') \(reason); nothing of it was moved. To go on, \(dropIt)",
                    at: nil)
            ])
        }
        let journal: StagedWriter.Journal
        switch BoundedFile.read(primary.journalPath, limit: maximumJournalSize) {
        case .success(let data):
            guard let decoded = try? JSONDecoder().decode(StagedWriter.Journal.self, from: data)
            else {
                throw untrusted("is damaged: it is not a journal viper-gen writes")
            }
            journal = decoded
        case .failure(let failure):
            throw untrusted("cannot be read: \(failure.reason)")
        }
        guard journal.version == StagedWriter.Journal.version, journal.run == run.id else {
            throw untrusted(
                "is damaged: it belongs to another run, or to another version of viper-gen")
        }
        let ownFolders = Set(run.folders.map(\.path))
        // A NUL would cut the path a system call sees short of the path checked here.
        if let bad = journal.entries.first(where: {
            $0.staged.utf8.contains(0) || $0.destination.utf8.contains(0)
        }) {
            throw untrusted("lists a path with a NUL character ('\(bad.destination)')")
        }
        let removals = journal.removals ?? []
        if let bad = removals.first(where: { $0.path.utf8.contains(0) }) {
            throw untrusted("lists a path with a NUL character ('\(bad.path)')")
        }
        // The interrupted run may have moved some already (and tidied some of its folders).
        let present = journal.entries.filter { FileStatus(of: $0.staged) != .missing }
        var guardian = RootGuard()
        var destinations: Set<String> = []
        for entry in present {
            let stagedIn = RootGuard.parent(of: entry.staged)
            let stagedName = entry.staged.dropFirst(stagedIn.count + 1)
            guard RootGuard.standardized(entry.staged) == entry.staged, !stagedName.isEmpty,
                stagedName.allSatisfy(\.isNumber)
            else {
                throw untrusted("lists '\(entry.staged)', which no run of viper-gen stages")
            }
            guard ownFolders.contains(stagedIn) else {
                if stagedIn.hasSuffix("/" + StagingFolder.prefix + run.id),
                    !roots.contains(RootGuard.parent(of: stagedIn))
                {
                    throw outsideRoots(RootGuard.parent(of: stagedIn), place: place, dropIt: dropIt)
                }
                throw untrusted(
                    "lists '\(entry.staged)', which is not in a staging folder of that run")
            }
            let destination = entry.destination
            guard RootGuard.standardized(destination) == destination,
                destinations.insert(destination).inserted
            else {
                throw untrusted(
                    "lists '\(destination)' as a destination, which no run of viper-gen writes")
            }
            guard
                let root = RootGuard.innermostRoot(of: destination, among: roots).map({ roots[$0] })
            else {
                throw outsideRoots(destination, place: place, dropIt: dropIt)
            }
            if destination.dropFirst(root.count).split(separator: "/").contains(where: {
                $0.hasPrefix(StagingFolder.prefix)
            }) {
                throw untrusted("lists '\(display(destination))', inside a staging folder")
            }
            if let problem = guardian.problem(
                with: destination, status: FileStatus(of: destination), inside: root,
                rootDisplay: display(root), for: .settling),
                !problem.isObstacle
            {
                throw untrusted(
                    "lists '\(display(destination))', where nothing may be written: \(problem.reason)"
                )
            }
            guard
                StagedWriter.regularFileCount(at: entry.staged, limit: maximumStagedFolderFiles)
                    != nil
            else {
                throw untrusted(
                    "lists '\(display(entry.destination))', whose staged copy holds something other than files and folders"
                )
            }
        }
        // An orphan to remove: a file in the roots, through no link, that nothing moves to.
        for removal in removals where FileStatus(of: removal.path) != .missing {
            let path = removal.path
            guard RootGuard.standardized(path) == path, !destinations.contains(path) else {
                throw untrusted("lists '\(path)' to remove, which no run of viper-gen removes")
            }
            guard let root = RootGuard.innermostRoot(of: path, among: roots).map({ roots[$0] })
            else {
                throw outsideRoots(path, place: place, dropIt: dropIt)
            }
            if path.dropFirst(root.count).split(separator: "/").contains(where: {
                $0.hasPrefix(StagingFolder.prefix)
            }) {
                throw untrusted("lists '\(display(path))', inside a staging folder")
            }
            if let problem = guardian.problem(
                with: path, status: FileStatus(of: path), inside: root, rootDisplay: display(root))
            {
                throw untrusted(
                    "lists '\(display(path))' to remove, where nothing may be changed: \(problem.reason)"
                )
            }
        }
        func stopped(_ path: String, _ reason: String) -> DiagnosticsError {
            DiagnosticsError([
                .error(
                    "cannot finish the run interrupted in '\(place)': cannot move '\(display(path))' into place: \(reason). Fix that and run 'viper-gen generate' again, or \(dropIt)",
                    at: nil
                )
            ])
        }
        var made: Set<String> = []
        for entry in present where made.insert(RootGuard.parent(of: entry.destination)).inserted {
            do throws(SystemCallFailure) {
                try StagedWriter.makeFolder(RootGuard.parent(of: entry.destination))
            } catch {
                throw stopped(entry.destination, error.reason)
            }
        }
        // What is there now that the run did not leave there (a file made since it was
        // interrupted, or one changed since) is kept: the run's copy of it is dropped, and
        // the merge base of a file kept too (see `StagedWriter.moveIntoPlace`).
        var outcome = Outcome()
        do throws(SystemCallFailure) {
            let moved = try StagedWriter.moveIntoPlace(present, roots: roots, counting: true)
            outcome.moved = moved.moved
            outcome.kept = moved.kept
            // An orphan made again or changed since is kept, as a file in the way is.
            for removal in removals {
                if try removal.perform() {
                    outcome.removed += 1
                } else if FileStatus(of: removal.path) != .missing {
                    outcome.kept.append(removal.path)
                }
            }
        } catch {
            throw stopped(error.path, error.reason)
        }
        unlink(primary.journalPath)
        for folder in run.folders { try? folder.remove() }
        return outcome
    }

    /// What finishing a run did: files moved into place, and files kept that it would
    /// have replaced.
    struct Outcome {
        var moved = 0
        var removed = 0
        var kept: [String] = []
    }

    private static func outsideRoots(_ path: String, place: String, dropIt: String)
        -> DiagnosticsError
    {
        DiagnosticsError([
            .error(
                "a run interrupted in '\(place)' also wrote to '\(path)', outside this run's output folders; run 'viper-gen generate' with the output folders it had to finish it, or \(dropIt)",
                at: nil
            )
        ])
    }

    /// What is named like a staging folder in the roots, by run.
    private struct Survey {
        struct Run {
            var id: String
            var folders: [StagingFolder]
            var state: State
        }

        enum State {
            /// Its journal is in `primary` (which may be in a root of another run).
            case committed(primary: StagingFolder)
            /// `journalGone`: the run's first folder is not there any more (deleted by hand).
            case uncommitted(journalGone: Bool)
        }

        var runs: [Run] = []
        var unmarked: [String] = []
        var foreign: [String] = []
        var folderPaths: Set<String> = []

        init(roots: [String]) {
            var byRun: [String: [StagingFolder]] = [:]
            // A root reached by two paths (a link) is one folder: looked at once.
            var seenRoots: Set<FolderIdentity> = []
            for root in Set(roots).sorted() {
                guard let identity = FolderIdentity(of: root), seenRoots.insert(identity).inserted
                else { continue }
                for found in StagingFolder.find(in: root) {
                    switch found {
                    case .ours(let folder):
                        byRun[folder.run, default: []].append(folder)
                        folderPaths.insert(folder.path)
                    case .unmarked(let path):
                        unmarked.append(path)
                    case .foreign(let path):
                        foreign.append(path)
                    }
                }
            }
            for (id, folders) in byRun.sorted(by: { $0.key < $1.key }) {
                // Every folder of a run names the same first folder; the journal is there.
                // Folders that disagree were not all made by one run: left alone.
                let primaryPath = folders[0].primary
                guard folders.allSatisfy({ $0.primary == primaryPath }) else {
                    foreign.append(contentsOf: folders.map(\.path))
                    continue
                }
                let primary = folders.first { $0.path == primaryPath }
                let committed: Bool
                if let primary {
                    committed = primary.hasJournal
                } else {
                    committed =
                        FileStatus(of: primaryPath + "/" + StagingFolder.journalName) == .regular
                }
                let state: State =
                    committed
                    ? .committed(
                        primary: primary
                            ?? StagingFolder(path: primaryPath, run: id, primary: primaryPath))
                    : .uncommitted(
                        journalGone: primary == nil && FileStatus(of: primaryPath) == .missing)
                runs.append(Run(id: id, folders: folders, state: state))
            }
        }
    }
}
