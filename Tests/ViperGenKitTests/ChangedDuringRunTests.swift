import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A run never replaces what it did not read: files saved by an editor or Xcode between the
/// plan and the commit stop the run with nothing changed; one saved between the commit and
/// its rename is kept, with its merge base; the merge bases move only after their files.
struct ChangedDuringRunTests {
    private static let generated = "// \(GeneratedFileHeader.marker) from Cars.yml. Do not edit:\n"

    /// A generator-owned file and a user-owned file being merged, planned as a run plans them.
    private func plan(in sandbox: WriterSandbox, merge: Bool = true) throws -> OutputPlan {
        try OutputPlan.make(
            [
                RenderedFile(
                    path: "Cars/CarsContracts.swift", kind: .source, owner: .generator,
                    contents: Self.generated + "protocol CarsView {}\n"),
                RenderedFile(
                    path: "Cars/CarsPresenter.swift", kind: .source, owner: .user,
                    contents: "final class CarsPresenter {\n    func load() {}\n}\n"),
            ],
            roots: sandbox.roots, rootDisplayNames: [.source: "Sources", .test: "Tests"],
            force: false, merge: merge)
    }

    /// The module as the user has it: an old contracts file, a presenter they filled in, and
    /// its merge base.
    private func writeModule(in sandbox: WriterSandbox) throws {
        try sandbox.write("Sources/Cars/CarsContracts.swift", Self.generated + "// old\n")
        try sandbox.write(
            "Sources/Cars/CarsPresenter.swift", "// mine\nfinal class CarsPresenter {\n}\n")
        try sandbox.write(
            "Sources/.viper-gen/base/Cars/CarsPresenter.swift", "final class CarsPresenter {\n}\n")
    }

    private func writeFailure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Xcode and most editors save by writing a new file and renaming it over the old one.
    @Test func aFileSavedAfterThePlanReadItStopsTheRun() throws {
        let sandbox = try WriterSandbox()
        try writeModule(in: sandbox)
        let plan = try plan(in: sandbox)
        #expect(plan.files.map(\.action.name) == ["update", "merge", "update"])
        try sandbox.write(
            "Sources/Cars/.CarsPresenter.swift.tmp",
            "final class CarsPresenter {\n    // saved\n}\n")
        #expect(
            rename(
                sandbox.path("Sources/Cars/.CarsPresenter.swift.tmp"),
                sandbox.path("Sources/Cars/CarsPresenter.swift")) == 0)

        let failure = writeFailure { try StagedWriter.write(plan, roots: sandbox.roots) }

        #expect(
            failure
                == "error: 'Sources/Cars/CarsPresenter.swift' changed while this run was working (saved by an editor or Xcode?), and writing would lose that change; nothing was changed: run viper-gen again"
        )
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsContracts.swift": Self.generated + "// old\n",
                "Sources/Cars/CarsPresenter.swift":
                    "final class CarsPresenter {\n    // saved\n}\n",
                "Sources/.viper-gen/base/Cars/CarsPresenter.swift":
                    "final class CarsPresenter {\n}\n",
            ])
        #expect(
            try sandbox.hiddenEntries()
                == [
                    ".viper-gen", ".viper-gen/base", ".viper-gen/base/Cars",
                    ".viper-gen/base/Cars/CarsPresenter.swift",
                ].map { "Sources/" + $0 })
    }

    /// An editor appending to the file: its size changes.
    @Test func aFileAppendedToAfterThePlanReadItStopsTheRun() throws {
        let sandbox = try WriterSandbox()
        try writeModule(in: sandbox)
        let plan = try plan(in: sandbox)
        let handle = try #require(
            FileHandle(forWritingAtPath: sandbox.path("Sources/Cars/CarsContracts.swift")))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("// appended\n".utf8))
        try handle.close()

        let failure = writeFailure { try StagedWriter.write(plan, roots: sandbox.roots) }

        #expect(
            failure?.contains(
                "'Sources/Cars/CarsContracts.swift' changed while this run was working") == true)
        #expect(
            try sandbox.read("Sources/Cars/CarsContracts.swift")
                == Self.generated + "// old\n// appended\n")
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift")
                == "// mine\nfinal class CarsPresenter {\n}\n")
    }

    /// Xcode saves the project when it likes (a new file renamed over the old): the run that
    /// edited the text it read stops, with the module unwritten and Xcode's change kept.
    @Test func anXcodeProjectSavedWhileTheRunWorksStopsTheRun() throws {
        let sandbox = try WriterSandbox()
        let fixture = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appending(
                path: "XcodeProjectTests/Fixtures/Legacy46.pbxproj")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        try sandbox.write("Legacy.xcodeproj/project.pbxproj", text)
        let roots = OutputRoots(
            sources: sandbox.url.appending(path: "Legacy"),
            tests: sandbox.url.appending(path: "LegacyTests"),
            xcodeProject: sandbox.url.appending(path: "Legacy.xcodeproj"))
        let plan = try OutputPlan.make(
            [
                RenderedFile(
                    path: "Cars/Car.swift", kind: .source, owner: .generator,
                    contents: Self.generated + "struct Car {}\n")
            ],
            roots: roots, rootDisplayNames: [.source: "Legacy", .test: "LegacyTests"],
            force: false)
        let xcode = try XcodeProjectRun.plan(
            settings: XcodeRunSettings(
                project: sandbox.url.appending(path: "Legacy.xcodeproj"),
                projectDisplay: "Legacy.xcodeproj"),
            files: plan.files, roots: roots)
        let project = try #require(xcode.file)
        #expect(project.contents.contains("Car.swift"))
        // Saved by Xcode meanwhile, with another Swift version.
        let saved = text.replacingOccurrences(
            of: "SWIFT_VERSION = 3.0;", with: "SWIFT_VERSION = 6.0;")
        #expect(saved != text)
        try sandbox.write("Legacy.xcodeproj/project.pbxproj.saving", saved)
        #expect(
            rename(
                sandbox.path("Legacy.xcodeproj/project.pbxproj.saving"),
                sandbox.path("Legacy.xcodeproj/project.pbxproj")) == 0)

        let failure = writeFailure {
            try StagedWriter.write(OutputPlan(files: plan.files + [project]), roots: roots)
        }

        #expect(
            failure?.hasPrefix(
                "error: 'Legacy.xcodeproj/project.pbxproj' changed while this run was working")
                == true,
            "\(failure ?? "")")
        #expect(try sandbox.read("Legacy.xcodeproj/project.pbxproj") == saved)
        #expect(FileStatus(of: sandbox.path("Legacy/Cars")) == .missing)
    }

    /// A write in place within one tick of the file system's clock keeps the inode, the size
    /// and the modification time (set back here, as a coarse clock would leave it): the bytes
    /// the plan read tell.
    @Test func aChangeThatKeepsSizeAndTimeIsFoundByItsBytes() throws {
        let sandbox = try WriterSandbox()
        try writeModule(in: sandbox)
        let path = sandbox.path("Sources/Cars/CarsPresenter.swift")
        var before = stat()
        #expect(stat(path, &before) == 0)
        let plan = try plan(in: sandbox)
        let descriptor = open(path, O_WRONLY)
        #expect(descriptor >= 0)
        let same = Array("// MINE\nfinal class CarsPresenter {\n}\n".utf8)
        #expect(pwrite(descriptor, same, same.count, 0) == same.count)
        close(descriptor)
        #if canImport(Darwin)
            var times = [before.st_atimespec, before.st_mtimespec]
        #else
            var times = [before.st_atim, before.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(FileIdentity(of: path) == FileIdentity(before))

        let failure = writeFailure { try StagedWriter.write(plan, roots: sandbox.roots) }

        #expect(
            failure?.contains(
                "'Sources/Cars/CarsPresenter.swift' changed while this run was working") == true)
        #expect(
            try sandbox.read("Sources/Cars/CarsPresenter.swift")
                == "// MINE\nfinal class CarsPresenter {\n}\n")
    }

    /// A file made where the plan found none would be replaced by the run's new file.
    @Test func aFileMadeWhereThePlanFoundNoneStopsTheRun() throws {
        let sandbox = try WriterSandbox()
        try sandbox.write("Sources/Cars/Car.swift", "struct Car {}\n")
        let plan = try plan(in: sandbox, merge: false)
        #expect(plan.files.map(\.action.name) == ["create", "create", "create"])
        try sandbox.write("Sources/Cars/CarsPresenter.swift", "// started by hand\n")

        let failure = writeFailure { try StagedWriter.write(plan, roots: sandbox.roots) }

        #expect(
            failure?.hasPrefix(
                "error: 'Sources/Cars/CarsPresenter.swift' was made while this run was working")
                == true, "\(failure ?? "")")
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/CarsPresenter.swift": "// started by hand\n",
            ])
    }

    /// An orphan the plan would remove, edited meanwhile, is not removed.
    @Test func anOrphanEditedAfterThePlanFoundItStopsTheRun() throws {
        let sandbox = try WriterSandbox()
        try writeModule(in: sandbox)
        try sandbox.write("Sources/Cars/CarsOldRoute.swift", Self.generated + "// route\n")
        let plan = try OutputPlan.make(
            [
                RenderedFile(
                    path: "Cars/CarsContracts.swift", kind: .source, owner: .generator,
                    contents: Self.generated + "protocol CarsView {}\n")
            ],
            roots: sandbox.roots, rootDisplayNames: [.source: "Sources", .test: "Tests"],
            force: false, markerLine: String(Self.generated.dropLast()))
        #expect(plan.files.map(\.action.name) == ["update", "remove"])
        try sandbox.write("Sources/Cars/CarsOldRoute.swift", Self.generated + "// route, kept\n")

        let failure = writeFailure { try StagedWriter.write(plan, roots: sandbox.roots) }

        #expect(
            failure?.contains("'Sources/Cars/CarsOldRoute.swift' changed while this run") == true)
        #expect(
            try sandbox.read("Sources/Cars/CarsOldRoute.swift") == Self.generated
                + "// route, kept\n")
        #expect(try sandbox.read("Sources/Cars/CarsContracts.swift") == Self.generated + "// old\n")
    }

    /// Saved in the instant between the commit and the rename: the file is kept as saved, its
    /// merge base stays the old one (so the next `--merge` still brings the change), the rest
    /// of the run lands, and the run says what it kept.
    @Test func aFileSavedAfterTheCommitIsKeptWithItsBase() throws {
        let sandbox = try WriterSandbox()
        try writeModule(in: sandbox)
        let plan = try plan(in: sandbox)

        let kept = try StagedWriter.write(plan, roots: sandbox.roots) {
            try? sandbox.write(
                "Sources/Cars/CarsPresenter.swift", "final class CarsPresenter {\n    // saved\n}\n"
            )
        }

        #expect(
            kept.map(\.error.description) == [
                "error: kept 'Sources/Cars/CarsPresenter.swift' as it is: it was changed or made while this run was writing it, and replacing it would lose that change; run viper-gen again"
            ])
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsContracts.swift": Self.generated + "protocol CarsView {}\n",
                "Sources/Cars/CarsPresenter.swift":
                    "final class CarsPresenter {\n    // saved\n}\n",
                "Sources/.viper-gen/base/Cars/CarsPresenter.swift":
                    "final class CarsPresenter {\n}\n",
            ])
        #expect(
            try sandbox.hiddenEntries().allSatisfy {
                $0.hasPrefix("Sources/.viper-gen/") || $0 == "Sources/.viper-gen"
            })
    }

    /// A file made in that instant where the run found none is kept too: the run's file goes
    /// in with a link, which never replaces.
    @Test func aFileMadeAfterTheCommitIsKept() throws {
        let sandbox = try WriterSandbox()
        try sandbox.write("Sources/Cars/Car.swift", "struct Car {}\n")
        let plan = try plan(in: sandbox, merge: false)

        let kept = try StagedWriter.write(plan, roots: sandbox.roots) {
            try? sandbox.write("Sources/Cars/CarsPresenter.swift", "// started by hand\n")
        }

        #expect(
            kept.map(\.error.description).first?.hasPrefix(
                "error: kept 'Sources/Cars/CarsPresenter.swift' as it is") == true)
        #expect(try sandbox.read("Sources/Cars/CarsPresenter.swift") == "// started by hand\n")
        // Its base would say the file holds the rendering: not recorded.
        #expect(
            FileStatus(of: sandbox.path("Sources/.viper-gen/base/Cars/CarsPresenter.swift"))
                == .missing)
        #expect(
            try sandbox.read("Sources/Cars/CarsContracts.swift") == Self.generated
                + "protocol CarsView {}\n")
    }

    /// A run stopped between the link that moves a file in and the unlink of its staged copy
    /// left one file under two names: finishing it counts the file as moved (not as a file
    /// made since, which would keep it and drop its new merge base).
    @Test func aFileLinkedInAlreadyIsMovedNotKept() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "// presenter, merged\n")
        try sandbox.write("\(staging)/1", "// presenter, merged\n")
        try FileManager.default.createDirectory(
            atPath: sandbox.path("Sources/Cars"), withIntermediateDirectories: true)
        // Committed where nothing was, then linked in.
        try sandbox.writeJournal(
            in: staging,
            [
                ("\(staging)/0", "Sources/Cars/CarsPresenter.swift"),
                ("\(staging)/1", "Sources/.viper-gen/base/Cars/CarsPresenter.swift"),
            ])
        #expect(
            link(sandbox.path("\(staging)/0"), sandbox.path("Sources/Cars/CarsPresenter.swift"))
                == 0)

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 2 staged files into place"
            ])
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsPresenter.swift": "// presenter, merged\n",
                "Sources/.viper-gen/base/Cars/CarsPresenter.swift": "// presenter, merged\n",
            ])
    }

    /// The bases move only once every file has: a run stopped while files move (killed, or a
    /// rename that fails, as here) has moved no new base beside an old file. Many entries, so
    /// they move on several threads.
    @Test func theMergeBasesMoveOnlyAfterTheFiles() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        var entries: [StagedWriter.JournalEntry] = []
        for index in 0..<100 {
            try sandbox.write("\(staging)/\(index)", "// file \(index)\n")
            try sandbox.write("\(staging)/\(100 + index)", "// base \(index)\n")
            entries.append(
                .init(
                    staged: sandbox.path("\(staging)/\(index)"),
                    destination: sandbox.path("Sources/Cars/File\(index).swift")))
            entries.insert(
                .init(
                    staged: sandbox.path("\(staging)/\(100 + index)"),
                    destination: sandbox.path("Sources/.viper-gen/base/Cars/File\(index).swift")),
                at: 0)
        }
        try FileManager.default.createDirectory(
            atPath: sandbox.path("Sources/Cars"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            atPath: sandbox.path("Sources/.viper-gen/base/Cars"), withIntermediateDirectories: true)
        // The last file cannot move: its staged copy is gone.
        unlink(sandbox.path("\(staging)/99"))

        #expect(throws: SystemCallFailure.self) {
            try StagedWriter.moveIntoPlace(entries, roots: [sandbox.path("Sources")])
        }
        #expect(
            (try? FileManager.default.contentsOfDirectory(
                atPath: sandbox.path("Sources/.viper-gen/base/Cars"))) == [])
    }
}
