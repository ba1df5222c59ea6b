import Foundation
import Testing

@testable import XcodeProject

/// Real projects are not committed (they are other people's files): put project.pbxproj files
/// (any names ending in .pbxproj) in a folder and run
/// `VIPER_GEN_REAL_PROJECTS=/that/folder swift test --skip-build --filter RealProjectsTests`
/// (Scripts/xcode-real-projects.sh does). Each is read, written back with no edit, given a few
/// files in its app and test targets, checked by Scripts/pbxproj-check.py, edited again (no
/// change) and compared line by line with the original (only insertions).
struct RealProjectsTests {
    static var folder: URL? {
        ProcessInfo.processInfo.environment["VIPER_GEN_REAL_PROJECTS"].map {
            URL(fileURLWithPath: $0)
        }
    }

    @Test func realProjects() throws {
        guard let folder = Self.folder else {
            print("skipped: set VIPER_GEN_REAL_PROJECTS to a folder of project.pbxproj files")
            return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".pbxproj")
        }.sorted()
        let oracle = Oracle.available()
        for name in names {
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            let line = Self.trial(name: name, text: text, oracle: oracle)
            print(line)
            // Anything but "ok" is for a person to read: the run fails so it is not missed.
            if !line.hasSuffix("; ok") { Issue.record("\(line)") }
        }
    }

    /// One line: what the project is and what happened to it.
    static func trial(name: String, text: String, oracle: Bool) -> String {
        let clock = ContinuousClock()
        let start = clock.now
        var project: XcodeProjectFile
        do {
            project = try XcodeProjectFile(text: text, path: "App.xcodeproj/project.pbxproj")
        } catch {
            return "\(name): PARSE ERROR \(error)"
        }
        let readTime = clock.now - start
        var notes: [String] = []
        if project.text != text { notes.append("ROUND TRIP CHANGED") }
        let model = project.model
        let counts = Dictionary(grouping: model.objects.values, by: \.isa).mapValues(\.count)
        let synchronized = counts["PBXFileSystemSynchronizedRootGroup", default: 0]
        let summary =
            "v\(project.objectVersion.map(String.init) ?? "?") \(text.utf8.count / 1024) KB \(model.objects.count) objects, \(project.targets.count) targets, \(counts["PBXGroup", default: 0]) groups, \(synchronized) synced folders"
        var expectations: [Oracle.Expectation] = []
        var expectedStatus: [(String, String)] = []
        let app = project.targets.first {
            !$0.isTestBundle && model.sourcesPhase(ofTarget: model.target(named: $0.name)!) != nil
        }
        let test = project.targets.first { $0.isTestBundle }
        for (target, role) in [(app, "App"), (test, "Tests")] {
            guard let target, let id = model.target(named: target.name) else { continue }
            // The folder of a source the target compiles, else its first buildable folder.
            var base: String?
            if let phase = model.sourcesPhase(ofTarget: id) {
                for buildFile in model.objects[phase]?.ids("files") ?? [] {
                    if let ref = model.objects[buildFile]?.string("fileRef"),
                        let file = model.folder(of: ref), !file.hasPrefix("..")
                    {
                        base = ProjectPath.parent(of: file)
                        break
                    }
                }
            }
            base = base ?? target.synchronizedFolders.first
            guard let base else {
                notes.append("\(role) '\(target.name)': no source folder")
                continue
            }
            for file in [
                "Trial\(role)/Trial\(role)Presenter.swift",
                "Trial\(role)/View/Trial\(role)View.swift",
            ] {
                let path = ProjectPath.join(base, file)
                do {
                    let edit = try project.add(file: path, target: target.name)
                    switch edit {
                    case .added, .addedToTarget:
                        expectations.append(.init(file: path, group: nil, targets: [target.name]))
                        expectedStatus.append((path, target.name))
                    case .inSynchronizedFolder:
                        notes.append("\(role): in synced folder")
                    case .alreadyInTarget:
                        notes.append("\(role): \(path) already in target?")
                    }
                } catch {
                    notes.append("\(role) ADD ERROR \(error)")
                }
            }
        }
        // A spec in each buildable folder: kept out of the bundle, once.
        for target in project.targets {
            guard let folder = target.synchronizedFolders.first else { continue }
            let spec = ProjectPath.join(folder, "Specs/Trial.yml")
            do {
                let first = try project.excludeFromSynchronizedFolder(
                    file: spec, target: target.name)
                let second = try project.excludeFromSynchronizedFolder(
                    file: spec, target: target.name)
                if !first || second { notes.append("EXCLUSION \(spec): \(first) then \(second)") }
                if project.status(ofFile: spec, target: target.name)
                    != .excludedFromSynchronizedFolder(folder)
                {
                    notes.append("EXCLUSION STATUS \(spec)")
                }
                notes.append("excluded \(spec)")
            } catch {
                notes.append("EXCLUSION ERROR \(error)")
            }
        }
        let edited = project.text
        if let out = ProcessInfo.processInfo.environment["VIPER_GEN_REAL_PROJECTS_OUT"] {
            try? edited.write(toFile: out + "/" + name, atomically: true, encoding: .utf8)
        }
        for (path, target) in expectedStatus {
            if (try? project.add(file: path, target: target)) != .alreadyInTarget {
                notes.append("SECOND ADD NOT IDEMPOTENT \(path)")
            }
        }
        if project.text != edited { notes.append("SECOND ADD CHANGED THE TEXT") }
        if !onlyInsertions(from: text, to: edited) { notes.append("EDIT CHANGED EXISTING LINES") }
        if let reread = try? XcodeProjectFile(text: edited, path: project.path) {
            for (path, target) in expectedStatus
            where reread.status(ofFile: path, target: target) != .inTarget {
                notes.append("REREAD STATUS \(path)")
            }
        } else {
            notes.append("EDITED TEXT DOES NOT PARSE")
        }
        if oracle {
            let original = Oracle.check(text, [])
            if original.status != 0 {
                notes.append("oracle cannot load the original: \(original.output.prefix(200))")
            }
            let result = Oracle.check(edited, expectations)
            if result.status != 0 { notes.append("ORACLE: \(result.output.prefix(400))") }
        }
        let total = clock.now - start
        return
            "\(name): \(summary); added \(expectations.count) files; read \(readTime), all \(total)"
            + (notes.isEmpty ? "; ok" : "; " + notes.joined(separator: "; "))
    }

    /// Whether `edited` is `original` with lines added only.
    static func onlyInsertions(from original: String, to edited: String) -> Bool {
        let old = original.split(separator: "\n", omittingEmptySubsequences: false)
        let new = edited.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        for line in new where index < old.count && line == old[index] { index += 1 }
        return index == old.count
    }
}
