import Foundation
import Testing

@testable import ViperGenKit

/// How a plan reaches the disk: files into folders that are there move in one by one, folders
/// that are not there yet move in whole, and nothing is left behind either way.
struct StagedWriterTests {
    @Test func filesInFoldersThatAreNotThereYetArriveWithTheirFolders() throws {
        let sandbox = try Folder()
        let plan = sandbox.plan([
            "Sources/Cars/Car.swift": "struct Car {}\n",
            "Sources/Cars/Views/CarsView.swift": "struct CarsView {}\n",
            "Sources/Cars/Views/Cells/CarCell.swift": "struct CarCell {}\n",
            "Sources/Top.swift": "// at the root\n",
            "Tests/Cars/CarsTests.swift": "// tests\n",
        ])
        try StagedWriter.write(plan, roots: sandbox.roots)
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/Views/CarsView.swift": "struct CarsView {}\n",
                "Sources/Cars/Views/Cells/CarCell.swift": "struct CarCell {}\n",
                "Sources/Top.swift": "// at the root\n",
                "Tests/Cars/CarsTests.swift": "// tests\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func aNewFolderInsideAnExistingOneLeavesItsOtherFilesAlone() throws {
        let sandbox = try Folder()
        try sandbox.write("Sources/Cars/Notes.md", "mine\n")
        try sandbox.write("Tests/.keep", "")
        let plan = sandbox.plan([
            "Sources/Cars/Car.swift": "struct Car {}\n",
            "Sources/Cars/Sub/Deep/Deeper.swift": "// deeper\n",
            "Sources/Cars/Sub/Shallow.swift": "// shallow\n",
            "Tests/Cars/CarsTests.swift": "// tests\n",
        ])
        try StagedWriter.write(plan, roots: sandbox.roots)
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Notes.md": "mine\n",
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/Sub/Deep/Deeper.swift": "// deeper\n",
                "Sources/Cars/Sub/Shallow.swift": "// shallow\n",
                "Tests/.keep": "",
                "Tests/Cars/CarsTests.swift": "// tests\n",
            ]
        )
        #expect(try sandbox.hiddenEntries() == ["Tests/.keep"])
    }

    @Test func aFileWhereAFolderMustGoStopsTheRunBeforeAnythingMoves() throws {
        let sandbox = try Folder()
        // The plan is made by hand here; `OutputPlan.make` refuses this before writing.
        try sandbox.write("Sources/Cars", "a file, not a folder\n")
        try sandbox.write("Sources/Bikes/Bike.swift", "old\n")
        let plan = sandbox.plan([
            "Sources/Bikes/Bike.swift": "new\n",
            "Sources/Cars/Car.swift": "struct Car {}\n",
            "Sources/Vans/Van.swift": "struct Van {}\n",
        ])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            let messages = (error as? DiagnosticsError)?.diagnostics.map(\.message)
            return messages == ["cannot write the module: \(sandbox.path("Sources/Cars")): Not a directory"]
        }
        #expect(
            try sandbox.files() == [
                "Sources/Cars": "a file, not a folder\n",
                "Sources/Bikes/Bike.swift": "old\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func anErrorAfterTheCommitLeavesTheRestForTheNextRun() throws {
        let sandbox = try Folder()
        // A folder where a file must go; `OutputPlan.make` refuses this, so the plan is made
        // by hand, and the rename into place is what fails.
        try sandbox.write("Sources/Cars/Car.swift/Inside.swift", "in the way\n")
        let plan = sandbox.plan([
            "Sources/Cars/Car.swift": "struct Car {}\n",
            "Sources/Cars/CarsView.swift": "struct CarsView {}\n",
            "Sources/Bikes/Bike.swift": "struct Bike {}\n",
        ])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
            return message.hasPrefix("cannot write the module: \(sandbox.path("Sources/Cars/Car.swift")): ")
                && message.hasSuffix("; what is not in place yet stays staged, and the next 'viper-gen generate' moves it in")
        }
        #expect(StagedWriter.unfinishedRuns(in: sandbox.roots).count == 1)
        // The next run cannot finish it either while the folder is there, and says why.
        #expect {
            try StagedWriter.recover(roots: sandbox.roots)
        } throws: { error in
            error.localizedDescription == "\(sandbox.path("Sources/Cars/Car.swift")): Is a directory"
        }

        try FileManager.default.removeItem(atPath: sandbox.path("Sources/Cars/Car.swift"))
        try StagedWriter.recover(roots: sandbox.roots)
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/CarsView.swift": "struct CarsView {}\n",
                "Sources/Bikes/Bike.swift": "struct Bike {}\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func twoFilesForOnePlaceAreRefusedBeforeAnythingIsWritten() throws {
        let sandbox = try Folder()
        var plan = sandbox.plan(["Sources/Cars/Car.swift": "struct Car {}\n", "Sources/Top.swift": "// top\n"])
        plan.files.append(plan.files[0])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == ["two files of this run go to 'Sources/Cars/Car.swift'"]
        }
        #expect(try sandbox.files().isEmpty)
    }

    /// Sources in the project's folder, tests in a folder inside it (`-o . --tests-output Tests`).
    @Test func aTestsRootInsideTheSourcesRoot() throws {
        let sandbox = try Folder()
        let roots = OutputRoots(sources: sandbox.url, tests: sandbox.url.appending(path: "Tests"))
        let plan = sandbox.plan([
            "Cars/Car.swift": "struct Car {}\n",
            "Tests/Cars/CarsTests.swift": "// tests\n",
        ])
        try StagedWriter.write(plan, roots: roots)
        #expect(try sandbox.files() == ["Cars/Car.swift": "struct Car {}\n", "Tests/Cars/CarsTests.swift": "// tests\n"])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A root given with `//` in it is the same folder: its files are inside it.
    @Test func aRootWithRepeatedSlashes() throws {
        let sandbox = try Folder()
        let roots = OutputRoots(
            sources: URL(filePath: sandbox.url.path + "//Sources//App"),
            tests: URL(filePath: sandbox.url.path + "//Tests")
        )
        let rendered = [
            RenderedFile(path: "Cars/Car.swift", kind: .source, owner: .generator, contents: "struct Car {}\n"),
            RenderedFile(path: "Cars/CarsTests.swift", kind: .test, owner: .generator, contents: "// tests\n"),
        ]
        let plan = try OutputPlan.make(rendered, roots: roots, rootDisplayNames: [.source: "Sources/App", .test: "Tests"], force: false)
        try StagedWriter.write(plan, roots: roots)
        #expect(try sandbox.files() == ["Sources/App/Cars/Car.swift": "struct Car {}\n", "Tests/Cars/CarsTests.swift": "// tests\n"])
    }

    @Test func recoveryMergesAStagedFolderIntoOneThatHasComeToExist() throws {
        let sandbox = try Folder()
        let staging = "Sources/.viper-gen-staging-A"
        try sandbox.write("\(staging)/0/Car.swift", "struct Car {}\n")
        try sandbox.write("\(staging)/0/Views/CarsView.swift", "struct CarsView {}\n")
        try sandbox.write("Sources/Cars/Notes.md", "mine\n")
        try sandbox.write("Sources/Cars/Views/Old.swift", "// old\n")
        let journal = #"{"staged":"\#(sandbox.path("\(staging)/0"))","destination":"\#(sandbox.path("Sources/Cars"))"}"#
        try sandbox.write("\(staging)/journal", #"{"entries":[\#(journal)]}"#)

        #expect(try StagedWriter.recover(roots: sandbox.roots) == 2)
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/Views/CarsView.swift": "struct CarsView {}\n",
                "Sources/Cars/Notes.md": "mine\n",
                "Sources/Cars/Views/Old.swift": "// old\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func recoveryMovesAStagedFolderInAndCountsItsFiles() throws {
        let sandbox = try Folder()
        let staging = "Sources/.viper-gen-staging-A"
        try sandbox.write("\(staging)/0/Car.swift", "struct Car {}\n")
        try sandbox.write("\(staging)/0/Views/CarsView.swift", "struct CarsView {}\n")
        try sandbox.write("\(staging)/1", "struct Bike {}\n")
        try sandbox.write("Sources/Bikes/Bike.swift", "old\n")
        // The run had moved this one before it was killed.
        try sandbox.write("Sources/Vans/Van.swift", "struct Van {}\n")
        let entries = [
            ("\(staging)/0", "Sources/Cars"),
            ("\(staging)/1", "Sources/Bikes/Bike.swift"),
            ("\(staging)/2", "Sources/Vans/Van.swift"),
        ]
        let journal = entries.map { #"{"staged":"\#(sandbox.path($0.0))","destination":"\#(sandbox.path($0.1))"}"# }
        try sandbox.write("\(staging)/journal", #"{"entries":[\#(journal.joined(separator: ","))]}"#)

        #expect(try StagedWriter.recover(roots: sandbox.roots) == 3)
        #expect(
            try sandbox.files() == [
                "Sources/Cars/Car.swift": "struct Car {}\n",
                "Sources/Cars/Views/CarsView.swift": "struct CarsView {}\n",
                "Sources/Bikes/Bike.swift": "struct Bike {}\n",
                "Sources/Vans/Van.swift": "struct Van {}\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }
}

/// A temporary folder holding the two output roots, `Sources` and `Tests`.
private final class Folder {
    let url: URL
    var roots: OutputRoots { OutputRoots(sources: url.appending(path: "Sources"), tests: url.appending(path: "Tests")) }

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "viper-gen-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func path(_ relative: String) -> String {
        url.appending(path: relative).standardizedFileURL.path
    }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Every file to be created or updated, by path below this folder.
    func plan(_ files: [String: String]) -> OutputPlan {
        OutputPlan(
            files: files.sorted { $0.key < $1.key }.map { relative, text in
                PlannedFile(
                    destination: URL(filePath: path(relative)),
                    displayPath: relative,
                    owner: .generator,
                    contents: text,
                    action: FileManager.default.fileExists(atPath: path(relative)) ? .update : .create
                )
            }
        )
    }

    /// Every regular file below this folder, by path, with its text.
    func files() throws -> [String: String] {
        var found: [String: String] = [:]
        for relative in FileManager.default.subpaths(atPath: url.path) ?? [] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            found[relative] = try String(contentsOfFile: path(relative), encoding: .utf8)
        }
        return found
    }

    /// Paths below this folder with a name that starts with ".": staging folders and journals.
    func hiddenEntries() throws -> [String] {
        (FileManager.default.subpaths(atPath: url.path) ?? []).filter {
            $0.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted()
    }
}

/// Destinations are standardized as text, as URL's `standardized` does, without its cost.
struct PathTextTests {
    @Test(arguments: [
        ("/", "/"),
        ("/a/b", "/a/b"),
        ("/a/b/", "/a/b"),
        ("/a/./b/.", "/a/b"),
        ("/a/../b/..", "/"),
        ("/a/b/../../../c", "/c"),
        ("/a/.../b", "/a/.../b"),
        ("/a/..b/c.", "/a/..b/c."),
        ("/a/.b/./c", "/a/.b/c"),
        ("/Sources/Cars/../../etc/passwd", "/etc/passwd"),
        ("/é/ü/../ß", "/é/ß"),
    ])
    func standardizesAsURLDoes(path: String, expected: String) {
        #expect(RootGuard.standardized(path) == expected)
        #expect(URL(filePath: path).standardized.path == expected)
    }

    /// URL keeps repeated slashes; the text version drops them (roots are standardized the
    /// same way, so a root given with `//` still holds its files).
    @Test func repeatedSlashesGo() {
        #expect(RootGuard.standardized("//a///b//") == "/a/b")
    }

    @Test(arguments: [("/a/b", "/a"), ("/a", "/"), ("/", "/")])
    func parent(path: String, expected: String) {
        #expect(RootGuard.parent(of: path) == expected)
    }
}
