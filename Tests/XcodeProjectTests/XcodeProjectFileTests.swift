import Diagnostics
import Foundation
import Testing

@testable import XcodeProject

enum ProjectFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
        path: "Fixtures")
    static let names = ["Legacy46", "Shop56", "Garage77"]

    static func text(_ name: String) -> String {
        (try? String(contentsOf: root.appending(path: "\(name).pbxproj"), encoding: .utf8)) ?? ""
    }

    static func project(_ name: String) throws -> XcodeProjectFile {
        try XcodeProjectFile(
            text: text(name), path: "\(name.dropLast(2)).xcodeproj/project.pbxproj")
    }

    /// The committed edited text `Expected/<name>.pbxproj`; with VIPER_GEN_UPDATE_GOLDEN=1 it is
    /// written instead (read the diff before committing it).
    static func expectGolden(
        _ text: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = root.appending(path: "Expected/\(name).pbxproj")
        if ProcessInfo.processInfo.environment["VIPER_GEN_UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(url.path)>"
        #expect(
            text == expected, "differs from Fixtures/Expected/\(name).pbxproj",
            sourceLocation: sourceLocation)
    }
}

/// The independent reader: Scripts/pbxproj-check.py on top of PyPI's pbxproj.
enum Oracle {
    static let script = ProjectFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Scripts/pbxproj-check.py")

    static var required: Bool {
        ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1"
    }

    static func run(_ arguments: [String], stdin: String? = nil) -> (status: Int32, output: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let input = Pipe()
        process.standardInput = input
        do { try process.run() } catch { return (127, "\(error)") }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether python3 with pbxproj is here; prints why not (and fails when CI requires it).
    static func available(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let probe = run(["-c", "import pbxproj"])
        if probe.status == 0 { return true }
        if required {
            Issue.record(
                "python3 with the pbxproj package is required (VIPER_GEN_REQUIRE_ORACLES=1): \(probe.output)",
                sourceLocation: sourceLocation)
        } else {
            print(
                "skipped: the pbxproj oracle needs python3 and `pip install pbxproj` (\(probe.output.prefix(200)))"
            )
        }
        return false
    }

    struct Expectation {
        var file: String
        var group: String?
        var targets: [String]
        /// `Sources` (the checker's default), `Resources` or `none`.
        var phase: String? = nil
    }

    /// Runs the checker on `text`; returns its exit status and message.
    static func check(_ text: String, _ expectations: [Expectation]) -> (
        status: Int32, output: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "pbxproj-oracle-\(UUID().uuidString)/App.xcodeproj")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let file = folder.appending(path: "project.pbxproj")
        try? text.write(to: file, atomically: true, encoding: .utf8)
        var arguments = [script.path, file.path]
        for expectation in expectations {
            arguments += ["--file", expectation.file]
            if let group = expectation.group { arguments += ["--group", group] }
            for target in expectation.targets { arguments += ["--target", target] }
            if let phase = expectation.phase { arguments += ["--phase", phase] }
        }
        return run(arguments)
    }
}

struct XcodeProjectFileTests {
    // MARK: - Reading

    @Test(arguments: ProjectFixtures.names)
    func aProjectWithNoEditKeepsEveryByte(name: String) throws {
        let project = try ProjectFixtures.project(name)
        #expect(project.text == ProjectFixtures.text(name))
        #expect(!project.text.isEmpty)
    }

    @Test func versionsAndTargetsAreRead() throws {
        let legacy = try ProjectFixtures.project("Legacy46")
        #expect(legacy.objectVersion == 46)
        #expect(legacy.targets.map(\.name) == ["Legacy", "LegacyTests"])
        #expect(legacy.targets.map(\.isTestBundle) == [false, true])
        let shop = try ProjectFixtures.project("Shop56")
        #expect(shop.objectVersion == 56)
        #expect(
            shop.targets.map(\.productType) == [
                "com.apple.product-type.application", "com.apple.product-type.bundle.unit-test",
            ])
        let garage = try ProjectFixtures.project("Garage77")
        #expect(garage.objectVersion == 77)
        #expect(garage.targets.map(\.synchronizedFolders) == [["Garage"], ["GarageTests"]])
    }

    @Test func groupsWithAndWithoutPathPlaceFiles() throws {
        let legacy = try ProjectFixtures.project("Legacy46")
        // "Screens" has no path: its file's path starts at the folder of "Legacy".
        #expect(
            legacy.status(ofFile: "Legacy/Screens/LoginViewController.swift", target: "Legacy")
                == .inTarget)
        #expect(
            legacy.status(ofFile: "Legacy/LoginViewController.swift", target: "Legacy")
                == .notInProject)
        #expect(legacy.status(ofFile: "./Legacy//AppDelegate.swift", target: "Legacy") == .inTarget)
        #expect(
            legacy.status(ofFile: "Legacy/AppDelegate.swift", target: "LegacyTests")
                == .referencedNotInTarget)
        // A variant group's child.
        #expect(
            legacy.status(ofFile: "Legacy/Base.lproj/Main.storyboard", target: "Legacy")
                == .referencedNotInTarget)
        let shop = try ProjectFixtures.project("Shop56")
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartPresenter.swift", target: "Shop")
                == .inTarget)
        #expect(shop.status(ofFile: "README.md", target: "Shop") == .referencedNotInTarget)
        #expect(shop.status(ofFile: "Shop/Missing.swift", target: "Shop") == .notInProject)
        #expect(shop.status(ofFile: "../Shop/ShopApp.swift", target: "Shop") == .notInProject)
    }

    @Test func everySynchronizedFolderStatus() throws {
        let garage = try ProjectFixtures.project("Garage77")
        #expect(
            garage.status(ofFile: "Garage/Cars/CarsView.swift", target: "Garage")
                == .inSynchronizedFolder("Garage"))
        #expect(
            garage.status(ofFile: "Garage/Info.plist", target: "Garage")
                == .excludedFromSynchronizedFolder("Garage"))
        #expect(
            garage.status(ofFile: "Garage/Cars/CarsView.swift", target: "GarageTests")
                == .inSynchronizedFolderOfOtherTargets("Garage", targets: ["Garage"]))
        #expect(
            garage.status(ofFile: "GarageTests/CarsTests.swift", target: "GarageTests")
                == .inSynchronizedFolder("GarageTests"))
        #expect(garage.status(ofFile: "Shared/Formatting.swift", target: "Garage") == .inTarget)
        #expect(
            garage.status(ofFile: "Shared/Formatting.swift", target: "GarageTests")
                == .referencedNotInTarget)
        #expect(garage.status(ofFile: "Other/Thing.swift", target: "Garage") == .notInProject)
        // A folder name that only starts like a synchronized folder's.
        #expect(garage.status(ofFile: "GarageKit/Thing.swift", target: "Garage") == .notInProject)
    }

    // MARK: - Adding

    @Test func addingToAGroupBasedProjectWritesWhatXcodeWrites() throws {
        var shop = try ProjectFixtures.project("Shop56")
        #expect(
            try shop.add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            try shop.add(file: "Shop/Modules/Cars/View/CarsView.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            try shop.add(file: "Shop/Modules/Cart/CartInteractor.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            try shop.add(file: "ShopTests/Cars/CarsPresenterTests.swift", target: "ShopTests")
                == .added(target: "ShopTests"))
        #expect(
            try shop.add(file: "Shop/Modules/Cart/CartPresenter.swift", target: "ShopTests")
                == .addedToTarget(target: "ShopTests"))
        ProjectFixtures.expectGolden(shop.text, "Shop56+Cars")
        for path in [
            "Shop/Modules/Cars/CarsPresenter.swift", "Shop/Modules/Cars/View/CarsView.swift",
        ] {
            #expect(shop.status(ofFile: path, target: "Shop") == .inTarget)
        }
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartPresenter.swift", target: "ShopTests")
                == .inTarget)
        if Oracle.available() {
            let result = Oracle.check(
                shop.text,
                [
                    .init(
                        file: "Shop/Modules/Cars/CarsPresenter.swift", group: "Shop/Modules/Cars",
                        targets: ["Shop"]),
                    .init(
                        file: "Shop/Modules/Cars/View/CarsView.swift",
                        group: "Shop/Modules/Cars/View", targets: ["Shop"]),
                    .init(
                        file: "Shop/Modules/Cart/CartInteractor.swift", group: "Shop/Modules/Cart",
                        targets: ["Shop"]),
                    .init(
                        file: "ShopTests/Cars/CarsPresenterTests.swift", group: "ShopTests/Cars",
                        targets: ["ShopTests"]),
                    .init(
                        file: "Shop/Modules/Cart/CartPresenter.swift", group: "Shop/Modules/Cart",
                        targets: ["Shop", "ShopTests"]),
                ])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func addingUnderGroupsWithoutPathsAndToAnOldProject() throws {
        var legacy = try ProjectFixtures.project("Legacy46")
        // Into the path-less "Screens" group, with a path that starts at its parent's folder.
        #expect(
            try legacy.add(file: "Legacy/Screens/SignupViewController.swift", target: "Legacy")
                == .added(target: "Legacy"))
        // Under it: a new group whose path starts at "Legacy".
        #expect(
            try legacy.add(file: "Legacy/Screens/Profile/ProfileView.swift", target: "Legacy")
                == .added(target: "Legacy"))
        #expect(
            try legacy.add(
                file: "LegacyTests/Profile Tests/ProfileViewTests.swift", target: "LegacyTests")
                == .added(target: "LegacyTests"))
        ProjectFixtures.expectGolden(legacy.text, "Legacy46+Profile")
        if Oracle.available() {
            let result = Oracle.check(
                legacy.text,
                [
                    .init(
                        file: "Legacy/Screens/SignupViewController.swift", group: "Legacy/Screens",
                        targets: ["Legacy"]),
                    .init(
                        file: "Legacy/Screens/Profile/ProfileView.swift",
                        group: "Legacy/Screens/Profile", targets: ["Legacy"]),
                    .init(
                        file: "LegacyTests/Profile Tests/ProfileViewTests.swift",
                        group: "LegacyTests/Profile Tests", targets: ["LegacyTests"]),
                    .init(
                        file: "Legacy/Screens/LoginViewController.swift", group: "Legacy/Screens",
                        targets: ["Legacy", "LegacyTests"]),
                ])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func aGivenGroupPathIsUsedInsteadOfTheFolders() throws {
        var shop = try ProjectFixtures.project("Shop56")
        #expect(
            try shop.add(
                file: "Sources/Cars/CarsRouter.swift", target: "Shop", group: "Shop/Features/Cars")
                == .added(target: "Shop"))
        #expect(shop.status(ofFile: "Sources/Cars/CarsRouter.swift", target: "Shop") == .inTarget)
        #expect(shop.text.contains("path = ../Sources/Cars/CarsRouter.swift;"))
        #expect(shop.text.contains("\t\t\tname = Features;\n\t\t\tsourceTree = \"<group>\";"))
        if Oracle.available() {
            let result = Oracle.check(
                shop.text,
                [
                    .init(
                        file: "Sources/Cars/CarsRouter.swift", group: "Shop/Features/Cars",
                        targets: ["Shop"])
                ])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func aGroupStandsForTheFolderItsFilesLieIn() throws {
        // "Cart" has no path, and its file a SOURCE_ROOT path: the group is where Cart's files go.
        let text = ProjectFixtures.text("Shop56")
            .replacing("\t\t\tpath = Cart;\n", with: "\t\t\tname = Cart;\n")
            .replacing(
                "path = CartPresenter.swift; sourceTree = \"<group>\";",
                with:
                    "name = CartPresenter.swift; path = Shop/Modules/Cart/CartPresenter.swift; sourceTree = SOURCE_ROOT;"
            )
        var shop = try XcodeProjectFile(text: text, path: "Shop.xcodeproj/project.pbxproj")
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartPresenter.swift", target: "Shop")
                == .inTarget)
        #expect(
            try shop.add(file: "Shop/Modules/Cart/CartView.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            try shop.add(file: "Shop/Modules/Cart/Rows/CartRow.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            shop.text.contains(
                "name = CartView.swift; path = Cart/CartView.swift; sourceTree = \"<group>\";"))
        #expect(shop.text.contains("\t\t\tname = Rows;\n\t\t\tpath = Cart/Rows;\n"))
        if Oracle.available() {
            let result = Oracle.check(
                shop.text,
                [
                    .init(
                        file: "Shop/Modules/Cart/CartView.swift", group: "Shop/Modules/Cart",
                        targets: ["Shop"]),
                    .init(
                        file: "Shop/Modules/Cart/Rows/CartRow.swift",
                        group: "Shop/Modules/Cart/Rows", targets: ["Shop"]),
                ])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test(arguments: ProjectFixtures.names)
    func aSecondAddChangesNoByte(name: String) throws {
        var project = try ProjectFixtures.project(name)
        let target = project.targets[0].name
        let test = project.targets[1].name
        let files = [
            ("Shared/Cars/Cars Presenter.swift", target), ("Tests/CarsTests.swift", test),
            ("Shared/Cars/CarsView.swift", target),
        ]
        for (file, target) in files { _ = try project.add(file: file, target: target) }
        let once = project.text
        for (file, target) in files {
            #expect(try project.add(file: file, target: target) == .alreadyInTarget)
        }
        #expect(project.text == once)
        // Read again from its text, the project says the same.
        let reread = try XcodeProjectFile(text: once, path: project.path)
        for (file, target) in files {
            #expect(reread.status(ofFile: file, target: target) == .inTarget)
        }
    }

    @Test func aSynchronizedFolderOfTheTargetNeedsNoEdit() throws {
        var garage = try ProjectFixtures.project("Garage77")
        let before = garage.text
        #expect(
            try garage.add(file: "Garage/Cars/CarsView.swift", target: "Garage")
                == .inSynchronizedFolder("Garage"))
        #expect(
            try garage.add(file: "GarageTests/CarsTests.swift", target: "GarageTests")
                == .inSynchronizedFolder("GarageTests"))
        #expect(garage.text == before)
        #expect(throws: DiagnosticsError.self) {
            try garage.add(file: "Garage/Cars/CarsView.swift", target: "GarageTests")
        }
        #expect(throws: DiagnosticsError.self) {
            try garage.add(file: "Garage/Info.plist", target: "Garage")
        }
        #expect(garage.text == before)
        // Group-based files in a buildable-folder project still go in groups.
        #expect(
            try garage.add(file: "Shared/Money.swift", target: "Garage") == .added(target: "Garage")
        )
        #expect(
            try garage.add(file: "Shared/Formatting.swift", target: "GarageTests")
                == .addedToTarget(target: "GarageTests"))
        ProjectFixtures.expectGolden(garage.text, "Garage77+Money")
        if Oracle.available() {
            let result = Oracle.check(
                garage.text,
                [
                    .init(file: "Shared/Money.swift", group: "Shared", targets: ["Garage"]),
                    .init(
                        file: "Shared/Formatting.swift", group: "Shared",
                        targets: ["Garage", "GarageTests"]),
                ])
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test func specsAreKeptOutOfSynchronizedFoldersAsXcodeWrites() throws {
        var garage = try ProjectFixtures.project("Garage77")
        // An existing exception set gets the file, in Xcode's sorted order.
        #expect(
            try garage.excludeFromSynchronizedFolder(file: "Garage/Cars/Cars.yml", target: "Garage")
        )
        #expect(
            try garage.excludeFromSynchronizedFolder(
                file: "Garage/Agenda/Agenda.yml", target: "Garage"))
        // A folder without one gets a new set and an `exceptions` list.
        #expect(
            try garage.excludeFromSynchronizedFolder(
                file: "GarageTests/Specs/CarsTests.yml", target: "GarageTests"))
        let once = garage.text
        #expect(
            try !garage.excludeFromSynchronizedFolder(
                file: "Garage/Cars/Cars.yml", target: "Garage"))
        #expect(
            try !garage.excludeFromSynchronizedFolder(
                file: "GarageTests/Specs/CarsTests.yml", target: "GarageTests"))
        #expect(
            try !garage.excludeFromSynchronizedFolder(file: "Shared/Cars.yml", target: "Garage"))
        #expect(garage.text == once)
        ProjectFixtures.expectGolden(garage.text, "Garage77+Exceptions")
        #expect(
            garage.status(ofFile: "Garage/Cars/Cars.yml", target: "Garage")
                == .excludedFromSynchronizedFolder("Garage"))
        #expect(
            garage.status(ofFile: "GarageTests/Specs/CarsTests.yml", target: "GarageTests")
                == .excludedFromSynchronizedFolder("GarageTests"))
        #expect(
            garage.status(ofFile: "Garage/Cars/CarsView.swift", target: "Garage")
                == .inSynchronizedFolder("Garage"))
        if Oracle.available() {
            #expect(Oracle.check(garage.text, []).status == 0)
        }
    }

    // MARK: - Removing

    @Test func removingTakesOutTheReferenceItsBuildFilesAndItsChildEntryOnly() throws {
        var legacy = try ProjectFixtures.project("Legacy46")
        let removed = legacy.remove(file: "Legacy/Screens/LoginViewController.swift")
        #expect(removed)
        let ids = [
            "2B10A0111D5F3A2200C0FFEE", "2B10A0021D5F3A2200C0FFEE", "2B10A0051D5F3A2200C0FFEE",
        ]
        let expected = ProjectFixtures.text("Legacy46").split(
            separator: "\n", omittingEmptySubsequences: false
        )
        .filter { line in !ids.contains { line.contains($0) } }.joined(separator: "\n")
        #expect(legacy.text == expected)
        let again = legacy.remove(file: "Legacy/Screens/LoginViewController.swift")
        #expect(!again)
        #expect(
            legacy.status(ofFile: "Legacy/Screens/LoginViewController.swift", target: "Legacy")
                == .notInProject)
        let outside = legacy.remove(file: "../outside.swift")
        #expect(!outside)
    }

    @Test func addingThenRemovingGivesBackTheProject() throws {
        var shop = try ProjectFixtures.project("Shop56")
        _ = try shop.add(file: "Shop/Modules/Cart/CartRouter.swift", target: "Shop")
        _ = try shop.add(file: "Shop/Modules/Cart/CartRouter.swift", target: "ShopTests")
        #expect(shop.text != ProjectFixtures.text("Shop56"))
        let removed = shop.remove(file: "Shop/Modules/Cart/CartRouter.swift")
        #expect(removed)
        #expect(shop.text == ProjectFixtures.text("Shop56"))
    }

    // MARK: - IDs

    @Test func idsAreDeterministicAndNeverCollide() throws {
        var first = try ProjectFixtures.project("Shop56")
        var second = try ProjectFixtures.project("Shop56")
        _ = try first.add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
        _ = try second.add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
        #expect(first.text == second.text)
        let ids = Set(newIDs(in: first.text, comparedTo: ProjectFixtures.text("Shop56")))
        #expect(ids.count == 3)  // file reference, build file, group
        for id in ids {
            #expect(id.count == 24 && id.allSatisfy { $0.isHexDigit && !$0.isLowercase })
        }
        // Another project name gives other IDs.
        var renamed = try XcodeProjectFile(
            text: ProjectFixtures.text("Shop56"), path: "Store.xcodeproj/project.pbxproj")
        _ = try renamed.add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
        #expect(
            Set(newIDs(in: renamed.text, comparedTo: ProjectFixtures.text("Shop56"))).isDisjoint(
                with: ids))
        // A project that already holds those IDs (as objects, or anywhere in its text) gets others.
        let taken = ids.sorted()
        let crowded = ProjectFixtures.text("Shop56").replacing(
            "/* End PBXBuildFile section */",
            with:
                "\t\t\(taken[0]) /* taken */ = {isa = PBXBuildFile; fileRef = \(taken[1]); };\n/* End PBXBuildFile section */"
        )
        .replacing("projectRoot = \"\";", with: "projectRoot = \"\";\n\t\t\tnote = \(taken[2]);")
        var third = try XcodeProjectFile(text: crowded, path: first.path)
        _ = try third.add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
        let thirdIDs = Set(newIDs(in: third.text, comparedTo: crowded))
        #expect(thirdIDs.count == 3)
        #expect(thirdIDs.isDisjoint(with: ids))
        #expect(
            third.status(ofFile: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shop")
                == .inTarget)
    }

    func newIDs(in text: String, comparedTo original: String) -> [String] {
        let pattern = /[0-9A-F]{24}/
        let old = Set(original.matches(of: pattern).map { String($0.output) })
        return text.matches(of: pattern).map { String($0.output) }.filter { !old.contains($0) }
    }

    // MARK: - Writing values

    @Test func valuesAreQuotedAsXcodeQuotesThem() {
        let bare = [
            "X.swift", "sourcecode.swift", "Info.plist", "a/b/c.swift", "$inherited", "under_score",
            "1.0",
        ]
        for value in bare { #expect(Edit.quoted(value) == value) }
        let quoted: [(String, String)] = [
            ("<group>", "\"<group>\""), ("My File.swift", "\"My File.swift\""),
            ("LIFE-IN-SYNC", "\"LIFE-IN-SYNC\""),
            ("", "\"\""), ("a//b", "\"a//b\""), ("a___b", "\"a___b\""), ("gnu++20", "\"gnu++20\""),
            ("say \"hi\"", "\"say \\\"hi\\\"\""), ("back\\slash", "\"back\\\\slash\""),
            ("Café.swift", "\"Café.swift\""),
            ("line\nbreak", "\"line\\nbreak\""),
        ]
        for (value, written) in quoted { #expect(Edit.quoted(value) == written) }
    }

    @Test func aNewSectionGoesInTheOrderOfSections() throws {
        // No PBXGroup section but the main group's (made a PBXGroup elsewhere)… a project with no
        // PBXBuildFile section gets one before the next section in alphabetical order.
        let text = ProjectFixtures.text("Garage77")
        let start = text.range(of: "/* Begin PBXBuildFile section */")!.lowerBound
        let end = text.range(of: "/* End PBXBuildFile section */\n\n")!.upperBound
        var stripped = text
        stripped.removeSubrange(start..<end)
        stripped = stripped.replacing(
            "\t\t\t\t3C55E1F02CB2A10000F00D01 /* Formatting.swift in Sources */,\n", with: "")
        var garage = try XcodeProjectFile(text: stripped, path: "Garage.xcodeproj/project.pbxproj")
        _ = try garage.add(file: "Shared/Money.swift", target: "Garage")
        let edited = garage.text
        let buildFiles = try #require(edited.range(of: "/* Begin PBXBuildFile section */\n\t\t"))
        let proxies = try #require(edited.range(of: "/* Begin PBXContainerItemProxy section */"))
        #expect(buildFiles.lowerBound < proxies.lowerBound)
        #expect(
            edited.contains(
                "/* End PBXBuildFile section */\n\n/* Begin PBXContainerItemProxy section */"))
        #expect(edited.contains("\tobjects = {\n\n/* Begin PBXBuildFile section */\n"))
    }

    // MARK: - Bad input

    @Test func errorsNameTheTargetAndThePath() throws {
        var shop = try ProjectFixtures.project("Shop56")
        do {
            _ = try shop.add(file: "Shop/X.swift", target: "Shopp")
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "Shop.xcodeproj/project.pbxproj: error: no target 'Shopp' in the project; did you mean 'Shop'?"
            )
        }
        #expect(throws: DiagnosticsError.self) {
            try shop.add(file: "../Elsewhere/X.swift", target: "Shop")
        }
        #expect(throws: DiagnosticsError.self) {
            try shop.add(file: "/abs/X.swift", target: "Shop")
        }
        #expect(throws: DiagnosticsError.self) {
            try shop.excludeFromSynchronizedFolder(file: "X.yml", target: "Nope")
        }
        #expect(shop.text == ProjectFixtures.text("Shop56"))
    }

    @Test(arguments: [
        ("{ a = b; ", 1, 1, "not closed"),
        ("// !$*UTF8*$!\n{\n\ta = b\n}", 4, 1, "expected ';'"),
        ("{\n\ta = (1, 2 3);\n}", 2, 12, "expected ',' or ')'"),
        ("{\n\ta = \"open;\n}", 2, 6, "unterminated string"),
        ("{\n\t/* never closed\n}", 2, 2, "unterminated comment"),
        ("{\n\ta = b;\n}\nextra", 4, 1, "after the end"),
        ("{\n\t= b;\n}", 2, 2, "expected a key"),
        ("{\n\ta = b;\n\tobjects = x;\n}", 3, 12, "'objects' must be a dictionary"),
        ("{ a = b; }", 1, 1, "no 'objects'"),
        ("", 1, 1, "empty"),
        ("{\n\tkéy = b;\n}", 2, 3, "expected '='"),
        ("{\n\ta = <0fbd>;\n}", 2, 6, "expected a value"),
        (
            "{\n\tobjects = {\n\t\tAB = {isa = PBXGroup; };\n\t\tAB = {isa = PBXFileReference; };\n\t};\n}",
            4, 3,
            "the object ID AB is used twice (first at line 3)"
        ),
    ])
    func syntaxErrorsAreLocated(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try XcodeProjectFile(text: text, path: "A.xcodeproj/project.pbxproj")
            Issue.record("no error for \(text.debugDescription)")
        } catch {
            let diagnostic = error.diagnostics[0]
            #expect(diagnostic.location?.line == line, "\(error)")
            #expect(diagnostic.location?.column == column, "\(error)")
            #expect(diagnostic.message.contains(message), "\(error)")
            #expect(
                error.description.hasPrefix(
                    "A.xcodeproj/project.pbxproj:\(line):\(column): error: "))
        }
    }

    /// A value of another type than Xcode writes (or a key given twice) where the editor reads
    /// or writes is a located error before any edit: an edit could not add to
    /// `children = NotAList;`, and what it made would hang from nothing, or sit in no phase.
    @Test(arguments: [
        (
            "Shop56",
            "\t\t\tchildren = (\n\t\t\t\t1A0000000000000000000205 /* CartPresenter.swift */,\n\t\t\t);",
            "\t\t\tchildren = NotAList;", "NotAList",
            "'children' of the PBXGroup 1A0000000000000000000506 must be a list ('( … )'), not a string"
        ),
        (
            "Shop56",
            "\t\t\tfiles = (\n\t\t\t\t1A0000000000000000000102 /* ContentView.swift in Sources */,\n\t\t\t\t1A0000000000000000000101 /* ShopApp.swift in Sources */,\n\t\t\t\t1A0000000000000000000105 /* CartPresenter.swift in Sources */,\n\t\t\t);",
            "\t\t\tfiles = NotAList;", "NotAList",
            "'files' of the PBXSourcesBuildPhase 1A0000000000000000000801 must be a list"
        ),
        (
            "Garage77",
            "\t\t\texceptions = (\n\t\t\t\t3C55E2002CB2A10000F00D01 /* Exceptions for \"Garage\" folder in \"Garage\" target */,\n\t\t\t);",
            "\t\t\texceptions = 3C55E2002CB2A10000F00D01;", "3C55E2002CB2A10000F00D01;",
            "'exceptions' of the PBXFileSystemSynchronizedRootGroup 3C55E1CB2CB2A10000F00D01 must be a list"
        ),
        (
            "Garage77", "\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t);",
            "\t\t\tmembershipExceptions = Info.plist;", "Info.plist;",
            "'membershipExceptions' of the PBXFileSystemSynchronizedBuildFileExceptionSet 3C55E2002CB2A10000F00D01 must be a list"
        ),
        (
            "Garage77",
            "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t3C55E1CB2CB2A10000F00D01 /* Garage */,\n\t\t\t);",
            "\t\t\tfileSystemSynchronizedGroups = ({a = b;});", "{a = b;}",
            "'fileSystemSynchronizedGroups' of the PBXNativeTarget 3C55E1C82CB2A10000F00D01 must list strings, not a dictionary"
        ),
        (
            "Shop56", "mainGroup = 1A0000000000000000000501;",
            "mainGroup = (1A0000000000000000000501);", "(1A0000000000000000000501)",
            "'mainGroup' of the PBXProject 1A0000000000000000000901 must be a string, not a list"
        ),
        (
            "Shop56", "\t\t\tpath = Cart;\n", "\t\t\tpath = {};\n", "{}",
            "'path' of the PBXGroup 1A0000000000000000000506 must be a string, not a dictionary"
        ),
        (
            "Shop56", "\t\t\tpath = Cart;\n", "\t\t\tpath = Cart;\n\t\t\tpath = Elsewhere;\n",
            "path = Elsewhere",
            "'path' is given twice in the PBXGroup 1A0000000000000000000506 (first at line 107)"
        ),
        (
            "Shop56", "rootObject = 1A0000000000000000000901",
            "rootObject = (1A0000000000000000000901)",
            "(1A0000000000000000000901)", "'rootObject' must be a string, not a list"
        ),
        (
            "Shop56", "\trootObject = 1A0000000000000000000901",
            "\tobjects = {\n\t};\n\trootObject = 1A0000000000000000000901", "objects = {\n\t};",
            "'objects' is given twice"
        ),
        (
            "Shop56", "mainGroup = 1A0000000000000000000501;",
            "mainGroup = 1A0000000000000000000201;",
            "1A0000000000000000000201;",
            "'mainGroup' names 1A0000000000000000000201, which is a PBXFileReference, not a PBXGroup"
        ),
    ])
    func aValueOfAnotherTypeIsALocatedError(
        name: String, original: String, replacement: String, marker: String, message: String
    ) throws {
        let source = ProjectFixtures.text(name)
        #expect(source.contains(original))
        let text = source.replacing(original, with: replacement)
        let offset = try #require(text.utf8.firstRange(of: Array(marker.utf8))).lowerBound
        let location = PlistParser.location(
            of: text.utf8.distance(from: text.utf8.startIndex, to: offset),
            in: Array(text.utf8), path: "A.xcodeproj/project.pbxproj")
        do {
            _ = try XcodeProjectFile(text: text, path: "A.xcodeproj/project.pbxproj")
            Issue.record("no error for \(replacement.debugDescription)")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "A.xcodeproj/project.pbxproj:\(location.line):\(location.column): error: \(message)"
                ), "\(error)")
        }
    }

    /// A file goes below a group only when the group lies in the folder that holds the
    /// project: no path written below one outside (`..`, an absolute path) leads back to the
    /// file, and each run would add it again. The value that sends it out is located.
    @Test(
        arguments: [
            (
                "\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\t1A0000000000000000000502", "..", nil,
                "the main group, which would hold Shop/Modules/Cars/CarsView.swift, lies outside the folder that holds the project: its path '..' leads out of it"
            ),
            (
                "\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\t1A0000000000000000000502", "..",
                "Shop/Modules",
                "the group 'Modules', which would hold Shop/Modules/Cars/CarsView.swift, lies outside the folder that holds the project (it hangs from the main group): its path '..' leads out of it"
            ),
            (
                "\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\t1A0000000000000000000502", "/abs",
                "Shop",
                "the group 'Shop', which would hold Shop/Modules/Cars/CarsView.swift, lies outside the folder that holds the project (it hangs from the main group): its path '/abs' is absolute"
            ),
            (
                "\t\t\tsourceTree = \"<group>\";\n\t\t};\n\t\t1A0000000000000000000503", "../Shop",
                "Shop/Modules",
                "the group 'Modules', which would hold Shop/Modules/Cars/CarsView.swift, lies outside the folder that holds the project (it hangs from the group 'Shop'): its path '../Shop' leads out of it"
            ),
        ] as [(String, String, String?, String)])
    func aGroupOutsideTheProjectFolderIsALocatedError(
        before: String, path: String, group: String?, message: String
    ) throws {
        let source = ProjectFixtures.text("Shop56")
        var text = source
        // The group that ends just before `before`'s last line gets `path` (in place of its own).
        let range = try #require(text.range(of: before))
        text.insert(contentsOf: "\t\t\tpath = \(path);\n", at: range.lowerBound)
        if path == "../Shop" { text = text.replacing("\t\t\tpath = Shop;\n", with: "") }
        let offset = try #require(text.utf8.firstRange(of: Array("path = \(path);".utf8)))
            .lowerBound
        let location = PlistParser.location(
            of: text.utf8.distance(from: text.utf8.startIndex, to: offset) + 7,
            in: Array(text.utf8), path: "Shop.xcodeproj/project.pbxproj")
        var project = try XcodeProjectFile(text: text, path: "Shop.xcodeproj/project.pbxproj")
        do {
            let result = try project.add(
                file: "Shop/Modules/Cars/CarsView.swift", target: "Shop", group: group)
            Issue.record("no error: \(result)")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "Shop.xcodeproj/project.pbxproj:\(location.line):\(location.column): error: \(message)"
                ), "\(error)")
        }
        #expect(project.text == text)
        // As in a batch.
        #expect(throws: DiagnosticsError.self) {
            try project.apply([
                .add(file: "Shop/Modules/Cars/CarsView.swift", target: "Shop", group: group)
            ])
        }
        #expect(project.text == text)
    }

    /// A group that stands for the folder its files lie in (`SOURCE_ROOT` paths) takes new files
    /// only when its own folder, where their paths start, is in the project folder.
    @Test func aGroupStandingForItsFilesFolderMustLieInTheProjectFolder() throws {
        let text = ProjectFixtures.text("Shop56")
            .replacing("\t\t\tpath = Cart;\n", with: "\t\t\tpath = ../../../Elsewhere;\n")
            .replacing(
                "path = CartPresenter.swift; sourceTree = \"<group>\";",
                with:
                    "name = CartPresenter.swift; path = Shop/Modules/Cart/CartPresenter.swift; sourceTree = SOURCE_ROOT;"
            )
        var shop = try XcodeProjectFile(text: text, path: "Shop.xcodeproj/project.pbxproj")
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartPresenter.swift", target: "Shop")
                == .inTarget)
        let offset = try #require(text.utf8.firstRange(of: Array("../../../Elsewhere".utf8)))
        let location = PlistParser.location(
            of: text.utf8.distance(from: text.utf8.startIndex, to: offset.lowerBound),
            in: Array(text.utf8), path: shop.path)
        do {
            let result = try shop.add(file: "Shop/Modules/Cart/CartView.swift", target: "Shop")
            Issue.record("no error: \(result)")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "Shop.xcodeproj/project.pbxproj:\(location.line):\(location.column): error: the group 'Elsewhere', which would hold Shop/Modules/Cart/CartView.swift, lies outside the folder that holds the project: its path '../../../Elsewhere' leads out of it"
                ), "\(error)")
        }
        #expect(shop.text == text)
    }

    /// A group that lies outside the project folder (shared code beside it) is no obstacle to
    /// files that go elsewhere, and a second edit changes no byte.
    @Test func aGroupOutsideTheProjectFolderIsLeftAlone() throws {
        let text = ProjectFixtures.text("Shop56").replacing(
            "\t\t\tpath = ShopTests;\n", with: "\t\t\tpath = ../Shared/ShopTests;\n")
        var project = try XcodeProjectFile(text: text, path: "Shop.xcodeproj/project.pbxproj")
        #expect(
            try project.add(file: "Shop/Modules/Cars/CarsView.swift", target: "Shop")
                == .added(target: "Shop"))
        let once = project.text
        #expect(
            try project.add(file: "Shop/Modules/Cars/CarsView.swift", target: "Shop")
                == .alreadyInTarget)
        #expect(project.text == once)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        for opener in ["{a=", "("] {
            let text = String(repeating: opener, count: 100_000)
            #expect(throws: DiagnosticsError.self) { try XcodeProjectFile(text: text, path: "p") }
        }
        let nested =
            "{ objects = {}; a = " + String(repeating: "(", count: 150)
            + String(repeating: ")", count: 150) + "; }"
        #expect(throws: Never.self) { try XcodeProjectFile(text: nested, path: "p") }
    }

    @Test func everyTruncationIsAnErrorOrAProject() {
        let text = ProjectFixtures.text("Garage77")
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let cut = String(decoding: bytes[0..<index], as: UTF8.self)
            if let project = try? XcodeProjectFile(text: cut, path: "p") { _ = project.targets }
            index += 37
        }
    }

    @Test func mutatedProjectsGiveAnErrorOrAResult() throws {
        var random = SplitMix(seed: 24)
        let sources = ProjectFixtures.names.map(ProjectFixtures.text)
        let alphabet = Array("{}();=,\"'/*\\ \n\tA0_<>é".utf8)
        for round in 0..<300 {
            var bytes = Array(sources[round % sources.count].utf8)
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let position = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes.remove(at: position)
                case 1:
                    bytes.insert(
                        alphabet[Int(random.next() % UInt64(alphabet.count))], at: position)
                case 2: bytes[position] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                default:
                    let length = min(Int(random.next() % 400), bytes.count - position)
                    bytes.removeSubrange(position..<(position + length))
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard
                var project = try? XcodeProjectFile(
                    text: text, path: "App.xcodeproj/project.pbxproj")
            else { continue }
            for target in project.targets.map(\.name) {
                _ = project.status(ofFile: "App/Cars/CarsView.swift", target: target)
                if (try? project.add(file: "App/Cars/CarsView.swift", target: target)) != nil {
                    // What was made must read back.
                    let reread = try XcodeProjectFile(text: project.text, path: project.path)
                    _ = reread.targets
                }
                _ = try? project.excludeFromSynchronizedFolder(
                    file: "App/Cars/Cars.yml", target: target)
            }
            _ = project.remove(file: "App/Cars/CarsView.swift")
        }
    }

    @Test func cyclesInGroupsDoNotHang() throws {
        // "Modules" and "Cart" hold each other (and no longer hang from "Shop"); "Products" holds itself.
        let text = ProjectFixtures.text("Shop56")
            .replacing("\t\t\t\t1A0000000000000000000505 /* Modules */,\n", with: "")
            .replacing(
                "\t\t\t\t1A0000000000000000000205 /* CartPresenter.swift */,\n",
                with:
                    "\t\t\t\t1A0000000000000000000205 /* CartPresenter.swift */,\n\t\t\t\t1A0000000000000000000505,\n"
            )
            .replacing(
                "\t\t\t\t1A0000000000000000000206 /* Shop.app */,\n",
                with:
                    "\t\t\t\t1A0000000000000000000206 /* Shop.app */,\n\t\t\t\t1A0000000000000000000504,\n"
            )
        var shop = try XcodeProjectFile(text: text, path: "Shop.xcodeproj/project.pbxproj")
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartPresenter.swift", target: "Shop")
                == .notInProject)
        #expect(
            try shop.add(file: "Shop/Modules/Cart/CartView.swift", target: "Shop")
                == .added(target: "Shop"))
        #expect(
            shop.status(ofFile: "Shop/Modules/Cart/CartView.swift", target: "Shop") == .inTarget)
    }

    @Test func aLargeProjectIsReadAndEditedInLinearWork() throws {
        // 40,000 file references and build files in one group and phase: about 8 MB.
        var references = ""
        var buildFiles = ""
        var children = ""
        var phase = ""
        for index in 0..<40_000 {
            let ref = String(format: "AA%022X", index)
            let build = String(format: "BB%022X", index)
            references +=
                "\t\t\(ref) /* F\(index).swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = F\(index).swift; sourceTree = \"<group>\"; };\n"
            buildFiles +=
                "\t\t\(build) /* F\(index).swift in Sources */ = {isa = PBXBuildFile; fileRef = \(ref) /* F\(index).swift */; };\n"
            children += "\t\t\t\t\(ref) /* F\(index).swift */,\n"
            phase += "\t\t\t\t\(build) /* F\(index).swift in Sources */,\n"
        }
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {

            /* Begin PBXBuildFile section */
            \(buildFiles)/* End PBXBuildFile section */

            /* Begin PBXFileReference section */
            \(references)/* End PBXFileReference section */

            /* Begin PBXGroup section */
            \t\tCC0000000000000000000001 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \(children)\t\t\t);
            \t\t\tpath = Big;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\tCC0000000000000000000002 /* Big */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildPhases = (
            \t\t\t\tCC0000000000000000000003 /* Sources */,
            \t\t\t);
            \t\t\tname = Big;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tCC0000000000000000000004 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tmainGroup = CC0000000000000000000001;
            \t\t\tprojectDirPath = "";
            \t\t\ttargets = (
            \t\t\t\tCC0000000000000000000002 /* Big */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin PBXSourcesBuildPhase section */
            \t\tCC0000000000000000000003 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \(phase)\t\t\t);
            \t\t};
            /* End PBXSourcesBuildPhase section */
            \t};
            \trootObject = CC0000000000000000000004 /* Project object */;
            }

            """
        var project = try XcodeProjectFile(text: text, path: "Big.xcodeproj/project.pbxproj")
        #expect(project.text == text)
        // About 14 steps for each of the 80,000 objects (its keys and values, its group, its
        // folder); going through the group's 40,000 children for each file would take billions.
        #expect(project.modelSteps < 20 * 80_000, "\(project.modelSteps)")
        #expect(project.status(ofFile: "Big/F39999.swift", target: "Big") == .inTarget)
        #expect(try project.add(file: "Big/New.swift", target: "Big") == .added(target: "Big"))
        #expect(project.modelSteps < 20 * 80_000, "\(project.modelSteps)")
    }
}

/// A small seeded generator, so the mutations are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
