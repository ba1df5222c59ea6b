import Foundation
import Testing
import ViperGenKit

#if canImport(Glibc)
    import Glibc
#endif

/// All or nothing: a `generate` of 1,000 modules killed at random points never leaves a
/// half-written module once the next run has settled the tree, and never leaves a
/// truncated file even before that.
@Suite(.serialized)
struct InterruptedRunTests {
    static let moduleCount = 1_000
    /// Files per module: 22 of the module's own and the merge bases of its 9 user-owned files.
    static let filesPerModule = 31

    @Test func aKilledRunLeavesEveryModuleCompleteOldOrCompleteNew() throws {
        let sandbox = try Sandbox()
        let arguments = ["generate", "Specs", "-o", "Sources", "--tests-output", "Tests"]
        try writeSpecs(in: sandbox, version: 1)
        #expect(try sandbox.run(arguments).status == 0)
        let old = try snapshot(sandbox)
        #expect(old.count == Self.moduleCount * Self.filesPerModule)

        // The reference new tree, from an uninterrupted run on a copy.
        let copy = try Sandbox()
        try copyTree(from: sandbox.url, to: copy.url)
        try writeSpecs(in: copy, version: 2)
        let started = Date()
        #expect(try copy.run(arguments).status == 0)
        let fullRun = Date().timeIntervalSince(started)
        let new = try snapshot(copy)
        #expect(Set(new.keys) == Set(old.keys))
        let contracts = new.keys.filter { $0.hasSuffix("InteractorProtocol.swift") }
        #expect(contracts.count == Self.moduleCount && contracts.allSatisfy { new[$0] != old[$0] })

        // A kill anywhere in the run, one while files are being staged, and one while they
        // are being renamed into place (after the journal is committed).
        let trials: [KillPoint] = [
            .after(Double.random(in: 0...fullRun)),
            .when(".viper-gen-staging-", Double.random(in: 0...0.2)),
            .when("journal", Double.random(in: 0...0.02)),
        ]
        for trial in trials {
            try restore(sandbox, to: old)
            try writeSpecs(in: sandbox, version: 2)
            try runAndKill(arguments, in: sandbox, at: trial)

            // Before anything settles it: every file is whole, old or new, never a mix of both.
            let interrupted = try snapshot(sandbox)
            for (path, data) in interrupted {
                #expect(
                    data == old[path] || data == new[path],
                    "\(trial): \(path) is neither the old nor the new file")
            }

            let changed = new.keys.filter { new[$0] != old[$0] }
            let inPlace = changed.filter { interrupted[$0] == new[$0] }.count

            try settle(sandbox)
            let settled = try snapshot(sandbox)
            let outcome = settled == old ? "old" : settled == new ? "new" : "mixed"
            #expect(
                outcome != "mixed",
                "\(trial): after recovery the tree is neither the old nor the new one")
            let leftovers = try hiddenEntries(sandbox)
            #expect(leftovers.isEmpty, "\(trial): temporary files remain: \(leftovers)")
            print(
                "\(trial): \(inPlace) of \(changed.count) changed files were in place; after recovery every module is complete \(outcome)"
            )
        }
    }

    /// Into an empty tree, each new module folder is staged whole and moved in with one
    /// rename: even before the next run settles the tree, a module's folder is complete or
    /// not there at all.
    @Test func aKilledRunIntoAnEmptyTreeLeavesEachModuleFolderWholeOrAbsent() throws {
        let arguments = ["generate", "Specs", "-o", "Sources", "--tests-output", "Tests"]
        let reference = try Sandbox()
        try writeSpecs(in: reference, version: 2)
        let started = Date()
        #expect(try reference.run(arguments).status == 0)
        let fullRun = Date().timeIntervalSince(started)
        let full = try snapshot(reference)
        #expect(full.count == Self.moduleCount * Self.filesPerModule)
        // "Sources/Screen0001/…" belongs to the folder "Sources/Screen0001", and
        // "Sources/.viper-gen/base/Screen0001/…" to the folder of its merge bases.
        let folders = Dictionary(grouping: full.keys) { path in
            let names = path.split(separator: "/")
            return names.prefix(names[1] == ".viper-gen" ? 4 : 2).joined(separator: "/")
        }
        #expect(folders.count == Self.moduleCount * 4)

        let trials: [KillPoint] = [
            .after(Double.random(in: 0...fullRun)),
            .when(".viper-gen-staging-", Double.random(in: 0...0.2)),
            .when("journal", Double.random(in: 0...0.01)),
        ]
        for trial in trials {
            let sandbox = try Sandbox()
            try writeSpecs(in: sandbox, version: 2)
            try runAndKill(arguments, in: sandbox, at: trial)

            let interrupted = try snapshot(sandbox)
            #expect(
                interrupted.allSatisfy { full[$0.key] == $0.value },
                "\(trial): a file differs from the full run's")
            let partial = folders.filter { _, paths in
                let present = paths.filter { interrupted[$0] != nil }.count
                return present != 0 && present != paths.count
            }
            #expect(
                partial.isEmpty,
                "\(trial): module folders with some files missing: \(partial.keys.sorted().prefix(5))"
            )
            let whole = folders.values.filter { $0.allSatisfy { interrupted[$0] != nil } }.count

            try settle(sandbox)
            let settled = try snapshot(sandbox)
            #expect(
                settled == full || settled.isEmpty,
                "\(trial): after recovery the tree is neither empty nor complete")
            #expect(try hiddenEntries(sandbox).isEmpty, "\(trial): temporary files remain")
            print(
                "\(trial): \(whole) of \(folders.count) module folders were in place; after recovery \(settled.isEmpty ? "none" : "all") are"
            )
        }
    }

    /// With `--json`, the note is also in the report's diagnostics.
    @Test(arguments: [false, true])
    func theNextRunFinishesACommittedRunAndDropsAnUncommittedOne(json: Bool) throws {
        let sandbox = try Sandbox()
        _ = try sandbox.run("new", "Cars")
        let router = sandbox.url.appending(path: "Cars/CarsRouter.swift").standardizedFileURL.path
        let committed = try sandbox.makeStagingFolder()
        try sandbox.write("\(committed.name)/0", "// the router, as the interrupted run wrote it\n")
        try sandbox.write(
            "\(committed.name)/journal",
            #"{"version":2,"run":"\#(committed.run)","entries":[\#(sandbox.journalEntry(staged: committed.path + "/0", destination: router))]}"#
        )
        let uncommitted = try sandbox.makeStagingFolder()
        try sandbox.write("\(uncommitted.name)/0", "// never committed\n")

        let check = try sandbox.run("generate", "Cars/Cars.yml", "--check")
        #expect(check.status == 2)
        #expect(
            check.stderr
                == "error: an interrupted run left changes half applied ('\(committed.name)'); run 'viper-gen generate' to finish it\n"
        )
        #expect(
            try sandbox.read("Cars/CarsRouter.swift")
                != "// the router, as the interrupted run wrote it\n")

        let generate = try sandbox.run(["generate", "Cars/Cars.yml"] + (json ? ["--json"] : []))
        #expect(generate.status == 0, "\(generate.stderr)")
        // Runs are settled in the order of their ids.
        let finished = "finished an interrupted run: moved 1 staged file into place"
        let removed =
            "removed '\(uncommitted.name)', left by a run that was interrupted before it changed anything"
        let notes = committed.run < uncommitted.run ? [finished, removed] : [removed, finished]
        #expect(generate.stderr == notes.map { "note: \($0)\n" }.joined())
        if json {
            let report =
                try JSONSerialization.jsonObject(with: Data(generate.stdout.utf8)) as? [String: Any]
            let diagnostics = report?["diagnostics"] as? [[String: Any]]
            #expect(diagnostics?.map { $0["severity"] as? String } == ["note", "note"])
            #expect(diagnostics?.map { $0["message"] as? String } == notes)
        }
        #expect(
            try sandbox.read("Cars/CarsRouter.swift")
                == "// the router, as the interrupted run wrote it\n")
        // The merge bases' folder and what is in it are the only hidden entries a run leaves.
        #expect(
            try sandbox.contents().filter {
                $0.hasPrefix(".") && $0.split(separator: "/")[0] != ToolFolder.name
            }.isEmpty)
    }

    /// Settles the tree as the next run would.
    private func settle(_ sandbox: Sandbox) throws {
        let session = try OutputSession(
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            relativeTo: sandbox.url,
            access: .write
        )
        defer { session.close() }
        _ = try session.settleInterruptedRuns()
    }

    enum KillPoint: CustomStringConvertible {
        /// Seconds after the process starts.
        case after(Double)
        /// Seconds after a staging folder, or a file of that name inside one, appears.
        case when(String, Double)

        var description: String {
            switch self {
            case .after(let seconds): "kill \(Int(seconds * 1000)) ms after the start"
            case .when(let name, let seconds):
                "kill \(Int(seconds * 1000)) ms after '\(name)' appeared"
            }
        }
    }

    private func runAndKill(_ arguments: [String], in sandbox: Sandbox, at point: KillPoint) throws
    {
        let process = Process()
        process.executableURL = Sandbox.executable
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        switch point {
        case .after(let seconds):
            Thread.sleep(forTimeInterval: seconds)
        case .when(let name, let seconds):
            while process.isRunning, !stagingHolds(name, in: sandbox) {
                Thread.sleep(forTimeInterval: 0.001)
            }
            Thread.sleep(forTimeInterval: seconds)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether a staging folder exists (for the prefix itself) or holds a file called `name`.
    private func stagingHolds(_ name: String, in sandbox: Sandbox) -> Bool {
        for root in ["Sources", "Tests"] {
            let base = sandbox.url.appending(path: root).path
            for folder in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
            where folder.hasPrefix(".viper-gen-staging-") {
                if name == ".viper-gen-staging-"
                    || FileManager.default.fileExists(atPath: "\(base)/\(folder)/\(name)")
                {
                    return true
                }
            }
        }
        return false
    }

    private func writeSpecs(in sandbox: Sandbox, version: Int) throws {
        for index in 1...Self.moduleCount {
            let name = "Screen" + String(format: "%04d", index)
            let useCases = version == 1 ? "" : "useCases:\n  - refresh() async\n"
            try sandbox.write("Specs/\(name).yml", "module: \(name)\n\(useCases)")
        }
    }

    /// Every file below Sources/ and Tests/, outside staging folders, by path.
    private func snapshot(_ sandbox: Sandbox) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for root in ["Sources", "Tests"] {
            let base = sandbox.url.appending(path: root)
            guard
                let enumerator = FileManager.default.enumerator(
                    at: base, includingPropertiesForKeys: [.isRegularFileKey])
            else { continue }
            for case let url as URL in enumerator {
                if url.lastPathComponent.hasPrefix(".viper-gen-staging-") {
                    enumerator.skipDescendants()
                    continue
                }
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true
                else { continue }
                let relative =
                    root
                    + String(
                        url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count))
                files[relative] = try Data(contentsOf: url)
            }
        }
        return files
    }

    private func restore(_ sandbox: Sandbox, to files: [String: Data]) throws {
        for root in ["Sources", "Tests"] {
            try? FileManager.default.removeItem(at: sandbox.url.appending(path: root))
        }
        for (path, data) in files {
            let url = sandbox.url.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    private func copyTree(from source: URL, to destination: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try FileManager.default.copyItem(
                at: source.appending(path: name), to: destination.appending(path: name))
        }
    }

    /// Names starting with "." below Sources/ and Tests/: staging folders and journals.
    private func hiddenEntries(_ sandbox: Sandbox) throws -> [String] {
        var hidden: [String] = []
        for root in ["Sources", "Tests"] {
            let base = sandbox.url.appending(path: root)
            guard let enumerator = FileManager.default.enumerator(atPath: base.path) else {
                continue
            }
            // The merge bases' folder is the only hidden one a run leaves.
            for case let path as String in enumerator
            where path.split(separator: "/").contains(where: {
                $0.hasPrefix(".") && $0 != ToolFolder.name
            }) {
                hidden.append("\(root)/\(path)")
            }
        }
        return hidden
    }
}
