import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

/// How a plan reaches the disk: files into folders that are there move in one by one, folders
/// that are not there yet move in whole, and nothing is left behind either way.
struct StagedWriterTests {
    @Test func filesInFoldersThatAreNotThereYetArriveWithTheirFolders() throws {
        let sandbox = try WriterSandbox()
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
        let sandbox = try WriterSandbox()
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
        let sandbox = try WriterSandbox()
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
            return messages == [
                "cannot write 'Sources/Cars/Car.swift': 'Sources/Cars' is a file, not a folder; nothing was changed"
            ]
        }
        #expect(
            try sandbox.files() == [
                "Sources/Cars": "a file, not a folder\n",
                "Sources/Bikes/Bike.swift": "old\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func aDirectoryWhereAFileMustGoStopsTheRunBeforeTheCommit() throws {
        let sandbox = try WriterSandbox()
        // A folder where a file must go; `OutputPlan.make` refuses this too, so the plan is
        // made by hand: the writer is the last guard, and the rename would fail after the commit.
        try sandbox.write("Sources/Cars/Car.swift/Inside.swift", "in the way\n")
        let plan = sandbox.plan([
            "Sources/Cars/Car.swift": "struct Car {}\n",
            "Sources/Cars/CarsView.swift": "struct CarsView {}\n",
            "Sources/Bikes/Bike.swift": "struct Bike {}\n",
        ])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == [
                    "cannot write 'Sources/Cars/Car.swift': a directory is in the way; nothing was changed"
                ]
        }
        #expect(try sandbox.files() == ["Sources/Cars/Car.swift/Inside.swift": "in the way\n"])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A name the file system refuses would fail only at the rename, after the commit, and
    /// every later run would stop at the journal it cannot finish: refused before anything.
    @Test func aNameTooLongForTheFileSystemIsRefusedBeforeTheCommit() throws {
        let sandbox = try WriterSandbox()
        try sandbox.write("Sources/Cars/Car.swift", "old\n")
        let long = String(repeating: "L", count: 300)
        let plan = sandbox.plan([
            "Sources/Cars/Car.swift": "new\n",
            "Sources/\(long)/Deep.swift": "// deep\n",
        ])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == [
                    "cannot write 'Sources/\(long)/Deep.swift': the name '\(long.prefix(40))…' is longer than 255 bytes; nothing was changed"
                ]
        }
        #expect(try sandbox.files() == ["Sources/Cars/Car.swift": "old\n"])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    @Test func twoFilesForOnePlaceAreRefusedBeforeAnythingIsWritten() throws {
        let sandbox = try WriterSandbox()
        var plan = sandbox.plan([
            "Sources/Cars/Car.swift": "struct Car {}\n", "Sources/Top.swift": "// top\n",
        ])
        plan.files.append(plan.files[0])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "two files of this run go to 'Sources/Cars/Car.swift'"
            ]
        }
        #expect(try sandbox.files().isEmpty)
    }

    /// Sources in the project's folder, tests in a folder inside it (`-o . --tests-output Tests`).
    @Test func aTestsRootInsideTheSourcesRoot() throws {
        let sandbox = try WriterSandbox()
        let roots = OutputRoots(sources: sandbox.url, tests: sandbox.url.appending(path: "Tests"))
        let plan = sandbox.plan([
            "Cars/Car.swift": "struct Car {}\n",
            "Tests/Cars/CarsTests.swift": "// tests\n",
        ])
        try StagedWriter.write(plan, roots: roots)
        #expect(
            try sandbox.files() == [
                "Cars/Car.swift": "struct Car {}\n", "Tests/Cars/CarsTests.swift": "// tests\n",
            ])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A root given with `//` in it is the same folder: its files are inside it.
    @Test func aRootWithRepeatedSlashes() throws {
        let sandbox = try WriterSandbox()
        let roots = OutputRoots(
            sources: URL(filePath: sandbox.url.path + "//Sources//App"),
            tests: URL(filePath: sandbox.url.path + "//Tests")
        )
        let rendered = [
            RenderedFile(
                path: "Cars/Car.swift", kind: .source, owner: .generator,
                contents: "struct Car {}\n"),
            RenderedFile(
                path: "Cars/CarsTests.swift", kind: .test, owner: .generator, contents: "// tests\n"
            ),
        ]
        let plan = try OutputPlan.make(
            rendered, roots: roots, rootDisplayNames: [.source: "Sources/App", .test: "Tests"],
            force: false)
        try StagedWriter.write(plan, roots: roots)
        #expect(
            try sandbox.files() == [
                "Sources/App/Cars/Car.swift": "struct Car {}\n",
                "Tests/Cars/CarsTests.swift": "// tests\n",
            ])
    }

    @Test func recoveryMergesAStagedFolderIntoOneThatHasComeToExist() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0/Car.swift", "struct Car {}\n")
        try sandbox.write("\(staging)/0/Views/CarsView.swift", "struct CarsView {}\n")
        try sandbox.write("Sources/Cars/Notes.md", "mine\n")
        try sandbox.write("Sources/Cars/Views/Old.swift", "// old\n")
        try sandbox.writeJournal(in: staging, [("\(staging)/0", "Sources/Cars")])

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 2 staged files into place"
            ])
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
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0/Car.swift", "struct Car {}\n")
        try sandbox.write("\(staging)/0/Views/CarsView.swift", "struct CarsView {}\n")
        try sandbox.write("\(staging)/1", "struct Bike {}\n")
        try sandbox.write("Sources/Bikes/Bike.swift", "old\n")
        // The run had moved this one before it was killed.
        try sandbox.write("Sources/Vans/Van.swift", "struct Van {}\n")
        try sandbox.writeJournal(
            in: staging,
            [
                ("\(staging)/0", "Sources/Cars"),
                ("\(staging)/1", "Sources/Bikes/Bike.swift"),
                ("\(staging)/2", "Sources/Vans/Van.swift"),
            ]
        )

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 3 staged files into place"
            ])
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

    /// A run's staging folders in both roots, committed: the journal in the first moves the
    /// second's files too.
    @Test func recoveryFinishesARunAcrossBothRoots() throws {
        let sandbox = try WriterSandbox()
        let run = UUID().uuidString
        let sources = try sandbox.stagingFolder(in: "Sources", run: run)
        let tests = try sandbox.stagingFolder(in: "Tests", run: run, primary: sources)
        try sandbox.write("\(sources)/0", "struct Car {}\n")
        try sandbox.write("\(tests)/1", "// tests\n")
        try sandbox.writeJournal(
            in: sources, run: run,
            [("\(sources)/0", "Sources/Car.swift"), ("\(tests)/1", "Tests/CarTests.swift")])

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 2 staged files into place"
            ])
        #expect(
            try sandbox.files() == [
                "Sources/Car.swift": "struct Car {}\n", "Tests/CarTests.swift": "// tests\n",
            ])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A run stopped before its commit: its staging folders go, and the next run says so.
    /// An empty folder with a staging folder's exact name, this user's and of the mode a run
    /// makes it with (a run stopped before it marked it), goes too: it holds nothing to lose.
    @Test func recoveryRemovesWhatAnUncommittedRunLeft() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "struct Car {}\n")
        try sandbox.write("\(staging)/journal.partial", "{")
        let empty = "Sources/\(StagingFolder.prefix)\(UUID().uuidString)"
        try FileManager.default.createDirectory(
            atPath: sandbox.path(empty), withIntermediateDirectories: true)
        chmod(sandbox.path(empty), 0o700)

        #expect(
            try sandbox.settle() == [
                "note: removed '\(empty)', an empty staging folder left by a run stopped before it began",
                "note: removed '\(staging)', left by a run that was interrupted before it changed anything",
            ]
        )
        #expect(try sandbox.files().isEmpty)
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A run killed while it wrote its staging folder's marker leaves the marker empty or
    /// cut short: that folder holds nothing either, and goes. One that holds anything else
    /// beside a cut marker is not one a run left that way, and stays.
    @Test func recoveryRemovesAStagingFolderWhoseMarkerWasCutShort() throws {
        let sandbox = try WriterSandbox()
        var cut: [String] = []
        for length in [0, 10, 30] {
            let folder = "Sources/\(StagingFolder.prefix)\(UUID().uuidString)"
            try FileManager.default.createDirectory(
                atPath: sandbox.path(folder), withIntermediateDirectories: true)
            chmod(sandbox.path(folder), 0o700)
            var info = stat()
            #expect(lstat(sandbox.path(folder), &info) == 0)
            let marker = "viper-gen staging folder\ninode \(info.st_ino)\nborn 1.2\nprimary /x\n"
            try sandbox.write(
                "\(folder)/\(StagingFolder.markerName)", String(marker.utf8.prefix(length))!)
            cut.append(folder)
        }
        let other = "Sources/\(StagingFolder.prefix)\(UUID().uuidString)"
        try sandbox.write("\(other)/\(StagingFolder.markerName)", "")
        try sandbox.write("\(other)/0", "struct Car {}\n")
        chmod(sandbox.path(other), 0o700)
        let wrongInode = "Sources/\(StagingFolder.prefix)\(UUID().uuidString)"
        try sandbox.write(
            "\(wrongInode)/\(StagingFolder.markerName)", "viper-gen staging folder\ninode 1\n")
        chmod(sandbox.path(wrongInode), 0o700)

        let notes = try sandbox.settle()
        for folder in cut {
            #expect(
                notes.contains(
                    "note: removed '\(folder)', an empty staging folder left by a run stopped before it began"
                ))
            #expect(!FileManager.default.fileExists(atPath: sandbox.path(folder)))
        }
        #expect(notes.count == cut.count + 2)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("\(other)/0")))
        #expect(
            FileManager.default.fileExists(
                atPath: sandbox.path("\(wrongInode)/\(StagingFolder.markerName)")))
    }

    /// Things named like staging folders that this tool did not make where they are: a user's
    /// folder and file, a folder with the exact name (a repository can ship one), a copy of a
    /// real one (another inode). None is read, trusted, moved or removed; only the one with
    /// the exact name is worth a warning.
    @Test func whatMerelyLooksLikeAStagingFolderIsLeftAlone() throws {
        let sandbox = try WriterSandbox()
        try sandbox.write("Sources/.viper-gen-staging-notes/todo.md", "mine\n")
        try sandbox.write("Sources/.viper-gen-staging-backup", "mine too\n")
        let shipped = "Sources/\(StagingFolder.prefix)\(UUID().uuidString)"
        try sandbox.write("\(shipped)/0", "evil\n")
        try sandbox.write(
            "\(shipped)/owner",
            "viper-gen staging folder\ninode 1\nborn unknown\nprimary \(sandbox.path(shipped))\n")
        try sandbox.writeJournal(
            in: shipped, run: String(shipped.suffix(36)), [("\(shipped)/0", "Sources/Car.swift")])
        let real = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(real)/0", "evil\n")
        try sandbox.writeJournal(in: real, [("\(real)/0", "Sources/Bike.swift")])
        let copy = "Tests/\(real.split(separator: "/").last ?? "")"
        try FileManager.default.createDirectory(
            atPath: sandbox.path("Tests"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sandbox.path(real), toPath: sandbox.path(copy))
        try FileManager.default.removeItem(atPath: sandbox.path(real))
        let before = try sandbox.files()

        let plan = sandbox.plan(["Sources/Cars/Car.swift": "struct Car {}\n"])
        #expect(
            try sandbox.settle() == [
                "warning: '\(shipped)' is named like a staging folder of viper-gen but was not made by it here (it may be a copy, a checkout, or an older version's); left alone: delete it if nothing in it is yours",
                "warning: '\(copy)' is named like a staging folder of viper-gen but was not made by it here (it may be a copy, a checkout, or an older version's); left alone: delete it if nothing in it is yours",
            ]
        )
        try StagedWriter.write(plan, roots: sandbox.roots)
        var after = before
        after["Sources/Cars/Car.swift"] = "struct Car {}\n"
        #expect(try sandbox.files() == after)
    }

    /// A journal in a staging folder this tool made is followed only as far as a run of it
    /// could have written it: each staged file in that run's staging folders, each
    /// destination inside the roots and reached through no link that leads out. Anything
    /// else stops the run with nothing moved, and says what to do.
    @Test(arguments: JournalForgery.allCases)
    func aJournalListingWhatNoRunWritesMovesNothing(_ forgery: JournalForgery) throws {
        let sandbox = try WriterSandbox()
        let outside = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "struct Car {}\n")
        try sandbox.write("Sources/Cars/Car.swift", "old\n")
        try outside.write("secret", "outside\n")
        let entry: (staged: String, destination: String)
        switch forgery {
        case .destinationOutsideTheRoots:
            entry = ("\(staging)/0", outside.path("pwned"))
        case .destinationThroughALink:
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("Sources/Link"), withDestinationPath: outside.url.path)
            entry = ("\(staging)/0", "Sources/Link/pwned")
        case .destinationWithDots:
            entry = ("\(staging)/0", sandbox.path("Sources") + "/../../pwned")
        case .stagedOutsideTheStagingFolder:
            entry = (outside.path("secret"), "Sources/Cars/Car.swift")
        case .stagedLink:
            try FileManager.default.createSymbolicLink(
                atPath: sandbox.path("\(staging)/1"), withDestinationPath: outside.path("secret"))
            entry = ("\(staging)/1", "Sources/Cars/Car.swift")
        case .destinationInAStagingFolder:
            entry = ("\(staging)/0", "\(staging)/journal")
        }
        let staged = entry.staged.hasPrefix("/") ? entry.staged : sandbox.path(entry.staged)
        let destination =
            entry.destination.hasPrefix("/") ? entry.destination : sandbox.path(entry.destination)
        let journal =
            #"{"version":2,"run":"\#(staging.suffix(36))","entries":[{"staged":"\#(staged)","destination":"\#(destination)"}]}"#
        try sandbox.write("\(staging)/journal", journal)
        let before = try sandbox.files()

        #expect {
            try sandbox.settle()
        } throws: { error in
            let message = (error as? DiagnosticsError)?.diagnostics.map(\.message).joined() ?? ""
            return message.contains(forgery.expected) && message.contains("delete '\(staging)'")
        }
        #expect(try sandbox.files() == before)
        #expect(try outside.files() == ["secret": "outside\n"])
    }

    /// A marker that names the folder's inode but not its birth time is a forgery too: a
    /// repository can ship folders guessing inodes, which file systems hand out in order.
    @Test(.enabled(if: BirthTime.of(FileManager.default.temporaryDirectory.path) != nil))
    func aMarkerWithTheRightInodeButAnotherBirthTimeIsNotOurs() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "evil\n")
        try sandbox.writeJournal(in: staging, [("\(staging)/0", "Sources/Car.swift")])
        let marker = try String(contentsOfFile: sandbox.path("\(staging)/owner"), encoding: .utf8)
        let born = try #require(marker.split(separator: "\n").first { $0.hasPrefix("born ") })
        for forged in ["born unknown", "born 1.0", born + "1"] {
            try sandbox.write(
                "\(staging)/owner", marker.replacingOccurrences(of: born, with: forged))
            #expect(
                try sandbox.settle().first?.hasPrefix(
                    "warning: '\(staging)' is named like a staging folder") == true)
            #expect(!FileManager.default.fileExists(atPath: sandbox.path("Sources/Car.swift")))
        }
        try sandbox.write("\(staging)/owner", marker)
        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 1 staged file into place"
            ])
    }

    /// Deleting a run's first staging folder, as the message about a run that cannot finish
    /// offers, drops the run: its other folders go too, and the note says why.
    @Test func deletingTheFirstStagingFolderDropsTheRun() throws {
        let sandbox = try WriterSandbox()
        let run = UUID().uuidString
        let sources = try sandbox.stagingFolder(in: "Sources", run: run)
        let tests = try sandbox.stagingFolder(in: "Tests", run: run, primary: sources)
        try sandbox.write("\(tests)/1", "// tests\n")
        try FileManager.default.removeItem(atPath: sandbox.path(sources))
        #expect(
            try sandbox.settle() == [
                "note: removed '\(tests)', left by an interrupted run whose first staging folder is gone"
            ])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A tests root that is a link to the sources root is one folder: one staging folder,
    /// one look when settling.
    @Test func aRootReachedThroughALinkIsOneFolder() throws {
        let sandbox = try WriterSandbox()
        try FileManager.default.createDirectory(
            atPath: sandbox.path("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("Tests"), withDestinationPath: "Sources")
        let plan = sandbox.plan([
            "Sources/Car.swift": "struct Car {}\n", "Tests/CarTests.swift": "// tests\n",
        ])
        try StagedWriter.write(plan, roots: sandbox.roots)
        #expect(try sandbox.settle().isEmpty)
        #expect(
            try sandbox.files() == [
                "Sources/Car.swift": "struct Car {}\n", "Sources/CarTests.swift": "// tests\n",
            ])
    }

    /// The writer is the last guard: a hand-made plan with a file outside both roots is refused.
    @Test func theWriterRefusesAFileOutsideTheRoots() throws {
        let sandbox = try WriterSandbox()
        let plan = sandbox.plan([
            "Sources/Car.swift": "struct Car {}\n", "Elsewhere/evil.swift": "// evil\n",
        ])
        #expect {
            try StagedWriter.write(plan, roots: sandbox.roots)
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == [
                    "refusing to write 'Elsewhere/evil.swift': it is outside the output folders; nothing was changed"
                ]
        }
        #expect(try sandbox.files().isEmpty)
    }

    enum JournalForgery: CaseIterable, Sendable {
        case destinationOutsideTheRoots, destinationThroughALink, destinationWithDots,
            stagedOutsideTheStagingFolder, stagedLink,
            destinationInAStagingFolder

        var expected: String {
            switch self {
            case .destinationOutsideTheRoots: "outside this run's output folders"
            case .destinationThroughALink:
                "where nothing may be written: a symbolic link leads outside the output folder"
            case .destinationWithDots: "which no run of viper-gen writes"
            case .stagedOutsideTheStagingFolder: "which no run of viper-gen stages"
            case .stagedLink: "whose staged copy holds something other than files and folders"
            case .destinationInAStagingFolder: "inside a staging folder"
            }
        }
    }

    /// A journal that cannot be read says so in words, and how to go on.
    @Test func aDamagedJournalIsReportedWithAWayOut() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/journal", "{ not json")
        #expect {
            try sandbox.settle()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "the journal of an interrupted run ('\(staging)/journal') is damaged: it is not a journal viper-gen writes; nothing of it was moved. To go on, delete '\(staging)' to drop that run (its files were made from your specs: 'viper-gen generate' writes them again)"
            ]
        }
        try FileManager.default.removeItem(atPath: sandbox.path("\(staging)/journal"))
        try FileManager.default.createDirectory(
            atPath: sandbox.path("\(staging)/journal"), withIntermediateDirectories: true)
        #expect {
            try sandbox.settle()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.message.hasPrefix(
                "the journal of an interrupted run ('\(staging)/journal') cannot be read: it is a directory, not a file; nothing of it was moved."
            ) == true
        }
    }

    /// What a failure after the commit leaves can always be dealt with: the next run finishes
    /// it once the obstacle is gone, and the message says how to drop it instead.
    @Test func aRunThatCannotBeFinishedSaysHowToGoOn() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "struct Car {}\n")
        try sandbox.writeJournal(in: staging, [("\(staging)/0", "Sources/Cars/Car.swift")])
        // Appeared after the commit, where the file's folder goes.
        try sandbox.write("Sources/Cars", "in the way\n")
        #expect {
            try sandbox.settle()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "cannot finish the run interrupted in '\(staging)': cannot move 'Sources/Cars/Car.swift' into place: Not a directory. Fix that and run 'viper-gen generate' again, or delete '\(staging)' to drop that run (its files were made from your specs: 'viper-gen generate' writes them again)"
            ]
        }
        // Either way out works: here, the obstacle goes.
        try FileManager.default.removeItem(atPath: sandbox.path("Sources/Cars"))
        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 1 staged file into place"
            ])
        #expect(try sandbox.files() == ["Sources/Cars/Car.swift": "struct Car {}\n"])
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A committed run whose journal is in a folder this run does not hold (another module's
    /// output folder) left files for this run's folders, say the Xcode project both edit.
    /// Writing there first would leave that run to settle against a project it did not plan
    /// for (its modules in, their references out): the run refuses, and says how to finish it.
    @Test func aRunRefusesFoldersWhereAnotherRunIsUnfinished() throws {
        let sandbox = try WriterSandbox()
        let run = UUID().uuidString
        let primary = try sandbox.stagingFolder(in: "Other", run: run)
        let staging = try sandbox.stagingFolder(in: "Sources", run: run, primary: primary)
        try sandbox.write("\(primary)/0", "struct Bike {}\n")
        try sandbox.write("\(staging)/1", "// project, edited\n")
        try sandbox.write("Sources/App.xcodeproj/project.pbxproj", "// project\n")
        try sandbox.writeJournal(
            in: primary, run: run,
            [
                ("\(primary)/0", "Other/Bikes/Bike.swift"),
                ("\(staging)/1", "Sources/App.xcodeproj/project.pbxproj"),
            ])
        #expect {
            try sandbox.settle()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == [
                "'\(staging)' holds files of a run that was interrupted after it committed, whose journal is in '\(sandbox.path("Other"))'; nothing was changed: finish that run first, with 'viper-gen generate' and that folder among the output folders (or delete '\(sandbox.path(primary))' and '\(staging)' to drop it)"
            ]
        }
        #expect(try sandbox.read("Sources/App.xcodeproj/project.pbxproj") == "// project\n")
        // The way out: a run that holds both folders finishes it.
        let session = try OutputSession(
            layout: OutputLayout(sources: "Other", tests: "Sources"), relativeTo: sandbox.url,
            access: .write)
        defer { session.close() }
        #expect(
            try session.settleInterruptedRuns().map(\.description) == [
                "note: finished an interrupted run: moved 2 staged files into place"
            ])
        #expect(try sandbox.read("Sources/App.xcodeproj/project.pbxproj") == "// project, edited\n")
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// Finishing a run never replaces what was made or changed since it was interrupted: a
    /// file where the run found none, a file edited since, a file in a folder that came to
    /// exist. Each is kept, and named.
    @Test func recoveryKeepsWhatWasMadeOrChangedSince() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("Sources/Cars/Edited.swift", "// generated\n")
        try sandbox.write("\(staging)/0", "// new presenter\n")
        try sandbox.write("\(staging)/1", "// new edited\n")
        try sandbox.write("\(staging)/2/Bike.swift", "// new bike\n")
        try sandbox.write("\(staging)/2/BikeView.swift", "// new view\n")
        try sandbox.write("\(staging)/3", "// new van\n")
        try sandbox.writeJournal(
            in: staging,
            [
                ("\(staging)/0", "Sources/Cars/CarsPresenter.swift"),
                ("\(staging)/1", "Sources/Cars/Edited.swift"),
                ("\(staging)/2", "Sources/Bikes"), ("\(staging)/3", "Sources/Cars/Van.swift"),
            ]
        )
        // After the run was killed: the user writes a presenter of their own, edits a file
        // the run was to replace, and starts the Bikes module by hand.
        try sandbox.write("Sources/Cars/CarsPresenter.swift", "// mine\n")
        Thread.sleep(forTimeInterval: 0.01)
        try sandbox.write("Sources/Cars/Edited.swift", "// generated, then edited\n")
        try sandbox.write("Sources/Bikes/Bike.swift", "// my bike\n")

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 2 staged files into place",
                "warning: kept 'Sources/Cars/CarsPresenter.swift' as it is: it was made or changed after the run that was to write it was interrupted; 'viper-gen generate' brings a generated file up to date, 'viper-gen generate --merge' one of yours",
                "warning: kept 'Sources/Cars/Edited.swift' as it is: it was made or changed after the run that was to write it was interrupted; 'viper-gen generate' brings a generated file up to date, 'viper-gen generate --merge' one of yours",
                "warning: kept 'Sources/Bikes/Bike.swift' as it is: it was made or changed after the run that was to write it was interrupted; 'viper-gen generate' brings a generated file up to date, 'viper-gen generate --merge' one of yours",
            ]
        )
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsPresenter.swift": "// mine\n",
                "Sources/Cars/Edited.swift": "// generated, then edited\n",
                "Sources/Cars/Van.swift": "// new van\n",
                "Sources/Bikes/Bike.swift": "// my bike\n",
                "Sources/Bikes/BikeView.swift": "// new view\n",
            ]
        )
        #expect(try sandbox.hiddenEntries().isEmpty)
    }

    /// A `--merge` run interrupted before it merged a user's file, which the user then edits:
    /// finishing the run keeps the file, and keeps its merge base too (a base for the next run
    /// in a folder of bases that came to exist is dropped), so that the next `--merge` still
    /// brings the change. The run's new base without the merged file would say the file has it.
    @Test func recoveryKeepsTheMergeBaseOfAFileItKeeps() throws {
        let sandbox = try WriterSandbox()
        let run = UUID().uuidString
        let staging = try sandbox.stagingFolder(in: "Sources", run: run)
        let tests = try sandbox.stagingFolder(in: "Tests", run: run, primary: staging)
        try sandbox.write("Sources/Cars/CarsPresenter.swift", "// presenter, edited\n")
        try sandbox.write("Sources/.viper-gen/base/Cars/CarsPresenter.swift", "// presenter\n")
        try sandbox.write("Sources/Cars/CarsRouter.swift", "// router\n")
        try sandbox.write("Sources/.viper-gen/base/Cars/CarsRouter.swift", "// router\n")
        try sandbox.write("\(staging)/0", "// presenter, edited\n// merged\n")
        try sandbox.write("\(staging)/1", "// presenter\n// merged\n")
        try sandbox.write("\(staging)/2", "// router\n// merged\n")
        try sandbox.write("\(staging)/3", "// router\n// merged\n")
        try sandbox.write("\(staging)/4/BikesPresenter.swift", "// bikes presenter\n")
        try sandbox.write("\(staging)/4/BikesRouter.swift", "// bikes router\n")
        try sandbox.write("\(staging)/5/BikesPresenter.swift", "// bikes presenter\n")
        try sandbox.write("\(staging)/5/BikesRouter.swift", "// bikes router\n")
        // The tests root's first bases: its whole .viper-gen folder is new.
        try sandbox.write("\(tests)/6/BikesPresenterTests.swift", "// bikes tests\n")
        try sandbox.write("\(tests)/7/base/Bikes/BikesPresenterTests.swift", "// bikes tests\n")
        try sandbox.writeJournal(
            in: staging,
            run: run,
            [
                ("\(tests)/6", "Tests/Bikes"), ("\(tests)/7", "Tests/.viper-gen"),
                ("\(staging)/0", "Sources/Cars/CarsPresenter.swift"),
                ("\(staging)/1", "Sources/.viper-gen/base/Cars/CarsPresenter.swift"),
                ("\(staging)/2", "Sources/Cars/CarsRouter.swift"),
                ("\(staging)/3", "Sources/.viper-gen/base/Cars/CarsRouter.swift"),
                ("\(staging)/4", "Sources/.viper-gen/base/Bikes"),
                ("\(staging)/5", "Sources/Bikes"),
            ]
        )
        // After the run was killed: the user edits the presenter again and starts the Bikes
        // module's presenter by hand.
        Thread.sleep(forTimeInterval: 0.01)
        try sandbox.write("Sources/Cars/CarsPresenter.swift", "// presenter, edited again\n")
        try sandbox.write("Sources/Bikes/BikesPresenter.swift", "// my bikes presenter\n")
        try sandbox.write("Tests/Bikes/BikesPresenterTests.swift", "// my bikes tests\n")

        let notes = try sandbox.settle()

        #expect(
            notes.first == "note: finished an interrupted run: moved 4 staged files into place",
            "\(notes)")
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsPresenter.swift": "// presenter, edited again\n",
                "Sources/.viper-gen/base/Cars/CarsPresenter.swift": "// presenter\n",
                "Sources/Cars/CarsRouter.swift": "// router\n// merged\n",
                "Sources/.viper-gen/base/Cars/CarsRouter.swift": "// router\n// merged\n",
                "Sources/Bikes/BikesPresenter.swift": "// my bikes presenter\n",
                "Sources/Bikes/BikesRouter.swift": "// bikes router\n",
                "Sources/.viper-gen/base/Bikes/BikesRouter.swift": "// bikes router\n",
                "Tests/Bikes/BikesPresenterTests.swift": "// my bikes tests\n",
            ]
        )
        #expect(
            try sandbox.hiddenEntries().allSatisfy {
                $0.hasPrefix("Sources/.viper-gen") || $0.hasPrefix("Tests/.viper-gen")
            })
    }

    /// A committed run that was to remove orphans: the next run removes those that are still
    /// the files it planned to remove, and keeps one written again since, or one outside the
    /// roots a forged journal names.
    @Test func recoveryRemovesOrphansThatDidNotChange() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "// new view\n")
        try sandbox.write("Sources/Cars/CarsNavigator.swift", "// generated navigator\n")
        try sandbox.write("Sources/Cars/CarsRouter.swift", "// generated router\n")
        let identity = { (path: String) in
            try #require(FileIdentity(of: sandbox.path(path)))
        }
        let journal = StagedWriter.Journal(
            run: String(staging.suffix(36)),
            entries: [
                .init(
                    staged: sandbox.path("\(staging)/0"),
                    destination: sandbox.path("Sources/Cars/CarsView.swift"))
            ],
            removals: [
                .init(
                    path: sandbox.path("Sources/Cars/CarsNavigator.swift"),
                    removes: try identity("Sources/Cars/CarsNavigator.swift")),
                .init(
                    path: sandbox.path("Sources/Cars/CarsRouter.swift"),
                    removes: try identity("Sources/Cars/CarsRouter.swift")),
            ]
        )
        try sandbox.write("\(staging)/journal", String(decoding: journal.encoded(), as: UTF8.self))
        // After the run was killed, the user writes the router again.
        try sandbox.write("Sources/Cars/CarsRouter.swift", "// my router, longer\n")

        #expect(
            try sandbox.settle() == [
                "note: finished an interrupted run: moved 1 staged file into place and removed 1 file the spec no longer makes",
                "warning: kept 'Sources/Cars/CarsRouter.swift' as it is: it was made or changed after the run that was to write it was interrupted; 'viper-gen generate' brings a generated file up to date, 'viper-gen generate --merge' one of yours",
            ]
        )
        #expect(
            try sandbox.files() == [
                "Sources/Cars/CarsView.swift": "// new view\n",
                "Sources/Cars/CarsRouter.swift": "// my router, longer\n",
            ])
    }

    /// A journal that would remove a file outside the roots is not followed at all.
    @Test func aJournalThatRemovesOutsideTheRootsIsRefused() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "// staged\n")
        try sandbox.write("Elsewhere/notes.txt", "mine\n")
        let journal = StagedWriter.Journal(
            run: String(staging.suffix(36)),
            entries: [
                .init(
                    staged: sandbox.path("\(staging)/0"),
                    destination: sandbox.path("Sources/Cars/CarsView.swift"))
            ],
            removals: [
                .init(
                    path: sandbox.path("Elsewhere/notes.txt"),
                    removes: try #require(
                        FileIdentity(of: sandbox.path("Elsewhere/notes.txt"))))
            ]
        )
        try sandbox.write("\(staging)/journal", String(decoding: journal.encoded(), as: UTF8.self))

        #expect(throws: DiagnosticsError.self) { try sandbox.settle() }
        #expect(try sandbox.read("Elsewhere/notes.txt") == "mine\n")
        #expect(
            !FileManager.default.fileExists(atPath: sandbox.path("Sources/Cars/CarsView.swift")))
    }

    /// A journal path with a NUL would reach the system call cut short at it.
    @Test func aJournalPathWithANulIsRefused() throws {
        let sandbox = try WriterSandbox()
        let staging = try sandbox.stagingFolder(in: "Sources")
        try sandbox.write("\(staging)/0", "// staged\n")
        try sandbox.write("Sources/Cars/CarsPresenter.swift", "// mine\n")
        let journal = StagedWriter.Journal(
            run: String(staging.suffix(36)),
            entries: [
                .init(
                    staged: sandbox.path("\(staging)/0"),
                    destination: sandbox.path("Sources/Cars/CarsPresenter.swift") + "\u{0}.x")
            ]
        )
        try sandbox.write("\(staging)/journal", String(decoding: journal.encoded(), as: UTF8.self))
        #expect(throws: DiagnosticsError.self) { try sandbox.settle() }
        #expect(try sandbox.read("Sources/Cars/CarsPresenter.swift") == "// mine\n")
    }

    /// A run's lock keeps a second run out until the first lets go; the second waits, and
    /// gives up with a clear message when the wait is too long.
    @Test func aSecondRunWaitsForTheFirst() throws {
        let sandbox = try WriterSandbox()
        let layout = OutputLayout(sources: "Sources", tests: "Tests")
        let first = try OutputSession(layout: layout, relativeTo: sandbox.url, access: .write)
        var waited: [String] = []
        let started = Date()
        #expect {
            _ = try OutputSession(
                layout: layout, relativeTo: sandbox.url, access: .read, lockTimeout: 0.3
            ) { waited.append($0.description) }
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == [
                    "another viper-gen run (or another program) holds 'Sources' and has not let go in 0.3 seconds; try again when it has finished"
                ]
        }
        #expect(Date().timeIntervalSince(started) >= 0.3)
        #expect(waited == ["note: waiting for another viper-gen run in 'Sources'…"])
        first.close()
        let second = try OutputSession(layout: layout, relativeTo: sandbox.url, access: .write)
        second.close()
    }

    /// Roots inside one another are kept apart too: a run on `Sources` and one on
    /// `Sources/App` would move files in the same folders.
    @Test func nestedRootsExcludeEachOther() throws {
        let sandbox = try WriterSandbox()
        let outer = try OutputSession(
            layout: OutputLayout(sources: "Sources", tests: "Tests"), relativeTo: sandbox.url,
            access: .write)
        #expect(throws: DiagnosticsError.self) {
            _ = try OutputSession(
                layout: OutputLayout(sources: "Sources/App", tests: "Other"),
                relativeTo: sandbox.url, access: .write, lockTimeout: 0.2)
        }
        outer.close()
        let inner = try OutputSession(
            layout: OutputLayout(sources: "Sources/App", tests: "Other"), relativeTo: sandbox.url,
            access: .write)
        #expect(throws: DiagnosticsError.self) {
            _ = try OutputSession(
                layout: OutputLayout(sources: "Sources", tests: "Tests"), relativeTo: sandbox.url,
                access: .write, lockTimeout: 0.2)
        }
        inner.close()
    }

    /// A run that made a root and fails removes it before it lets the next run in; the run
    /// that waited makes the root again and locks it, so a third run still waits for it.
    @Test func aRootRemovedWhileARunWaitsIsLockedAgain() throws {
        let sandbox = try WriterSandbox()
        let layout = OutputLayout(sources: "Out/Sources", tests: "Out/Tests")
        let first = try OutputSession(layout: layout, relativeTo: sandbox.url, access: .write)
        let second = SessionSlot()
        let done = DispatchSemaphore(value: 0)
        let url = sandbox.url
        Thread.detachNewThread {
            second.session = try? OutputSession(layout: layout, relativeTo: url, access: .write)
            done.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        first.close()  // made the roots, wrote nothing: removes them
        done.wait()
        let held = try #require(second.session)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("Out/Sources")))
        #expect(throws: DiagnosticsError.self) {
            _ = try OutputSession(
                layout: layout, relativeTo: sandbox.url, access: .write, lockTimeout: 0.2)
        }
        held.close()
    }

    @Test(
        arguments: [
            ("0.5", 0.5), ("0", 0), ("nan", 60), ("-5", 60), ("1e400", 60), ("90000", 60),
            ("soon", 60), (nil, 60),
        ] as [(String?, Double)])
    func theLockWaitIsSecondsFromNoneToADay(_ text: String?, _ seconds: Double) {
        #expect(OutputSession.lockTimeout(from: text) == seconds)
    }

    @Test func aRootAtTheTopIsNamedWithItsSlash() {
        #expect(OutputLayout.displayPath(root: "/", "Cars/Car.swift") == "/Cars/Car.swift")
        #expect(OutputLayout.displayPath(root: ".", "Cars/Car.swift") == "Cars/Car.swift")
        #expect(
            OutputLayout.displayPath(root: "Sources/", "Cars/Car.swift") == "Sources/Cars/Car.swift"
        )
    }

    /// A run that fails leaves no empty output folders behind; one that writes keeps them.
    @Test func theOutputFoldersARunMadeGoWhenNothingWasWritten() throws {
        let sandbox = try WriterSandbox()
        let layout = OutputLayout(sources: "Sources/App", tests: "Tests/AppTests")
        let failed = try OutputSession(layout: layout, relativeTo: sandbox.url, access: .write)
        #expect(FileManager.default.fileExists(atPath: sandbox.path("Sources/App")))
        failed.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.url.path).isEmpty)

        let written = try OutputSession(layout: layout, relativeTo: sandbox.url, access: .write)
        try written.write(sandbox.plan(["Sources/App/Cars/Car.swift": "struct Car {}\n"]))
        written.close()
        #expect(try sandbox.files() == ["Sources/App/Cars/Car.swift": "struct Car {}\n"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.path("Tests")))
    }
}

private final class SessionSlot: @unchecked Sendable {
    var session: OutputSession?
}

/// A temporary folder holding the two output roots, `Sources` and `Tests`, for the tests of
/// how a run writes.
final class WriterSandbox {
    let url: URL
    var roots: OutputRoots {
        OutputRoots(sources: url.appending(path: "Sources"), tests: url.appending(path: "Tests"))
    }

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Makes a staging folder as a run does, in `root`; returns its path below this folder.
    func stagingFolder(in root: String, run: String = UUID().uuidString, primary: String? = nil)
        throws -> String
    {
        try FileManager.default.createDirectory(
            atPath: path(root), withIntermediateDirectories: true)
        let folder = try StagingFolder.create(in: path(root), run: run, primary: primary.map(path))
        return String(folder.path.dropFirst(url.standardizedFileURL.path.count + 1))
    }

    /// A committed journal in `staging` moving each staged path to its destination (all
    /// below this folder), replacing the file at the destination now, if any, as a run's does.
    func writeJournal(in staging: String, run: String? = nil, _ entries: [(String, String)]) throws
    {
        let listed = entries.map { staged, destination in
            StagedWriter.JournalEntry(
                staged: path(staged),
                destination: path(destination),
                replaces: FileManager.default.fileExists(atPath: path(destination))
                    && !isFolder(destination)
                    ? FileIdentity(of: path(destination)) : nil
            )
        }
        let journal = StagedWriter.Journal(run: run ?? String(staging.suffix(36)), entries: listed)
        try write("\(staging)/journal", String(decoding: journal.encoded(), as: UTF8.self))
    }

    private func isFolder(_ relative: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// Settles interrupted runs in `Sources` and `Tests` as a run does; returns what it said.
    @discardableResult
    func settle() throws -> [String] {
        let session = try OutputSession(
            layout: OutputLayout(sources: "Sources", tests: "Tests"), relativeTo: url,
            access: .write)
        defer { session.close() }
        return try session.settleInterruptedRuns().map(\.description)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }

    func path(_ relative: String) -> String {
        url.appending(path: relative).standardizedFileURL.path
    }

    func write(_ relative: String, _ text: String) throws {
        let file = url.appending(path: relative)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
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
                    action: FileManager.default.fileExists(atPath: path(relative))
                        ? .update : .create
                )
            }
        )
    }

    /// Every regular file below this folder, by path, with its text.
    func files() throws -> [String: String] {
        var found: [String: String] = [:]
        for relative in FileManager.default.subpaths(atPath: url.path) ?? [] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path(relative), isDirectory: &isFolder),
                !isFolder.boolValue
            else {
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
