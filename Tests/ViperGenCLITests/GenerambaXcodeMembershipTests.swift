import Foundation
import Testing

/// Every file a Generamba template writes gets one reference in the module's group, as
/// Generamba adds it (`helpers/xcodeproj_helper.rb`): `.m`, `.mm`, `.swift` a build file in the
/// Sources phase of every target, `.xib`, `.storyboard` and entries marked `is_resource` one in
/// the Resources phase (made when a target has none), and anything else, headers first, none.
extension GenerambaTests {
    /// An Objective-C template of this project's own: headers beside their implementations, a
    /// xib, a strings file marked `is_resource`, a note that is neither, and tests with a header.
    static let objcTemplate: [String: String] = [
        "viper_objc.rambaspec": """
        name: "viper_objc"
        summary: "An Objective-C presenter and view, with a xib"
        author: "Jane Roe"
        version: "1.0.0"
        license: "MIT"
        code_files:
        - {name: Presenter/Presenter.h, path: Code/Presenter.h.liquid}
        - {name: Presenter/Presenter.m, path: Code/Presenter.m.liquid}
        - {name: View/ViewController.h, path: Code/ViewController.h.liquid}
        - {name: View/ViewController.m, path: Code/ViewController.m.liquid}
        - {name: View/View.xib, path: Code/View.xib.liquid}
        - {name: View/Localizable.strings, path: Code/Localizable.strings.liquid, is_resource: true}
        - {name: View/Layout.strings, path: Code/Localizable.strings.liquid, is_resource: no}
        - {name: README.md, path: Code/README.md.liquid}
        - {name: Config.yml, path: Code/Config.yml.liquid, is_resource: true}
        - {name: View/Quoted.strings, path: Code/Localizable.strings.liquid, is_resource: "no"}
        - {name: Hidden.swift, path: Code/Hidden.swift.liquid, custom_name: ".{{ module_info.name }}Hidden.swift"}
        test_files:
        - {name: Presenter/PresenterTests.m, path: Tests/PresenterTests.m.liquid}
        - {name: Presenter/PresenterMocks.h, path: Tests/PresenterMocks.h.liquid}

        """,
        "Code/Presenter.h.liquid":
            "// Created by {{ developer.name }} on {{ date }}.\n@interface {{ prefix }}{{ module_info.name }}Presenter : NSObject\n@end\n",
        "Code/Presenter.m.liquid":
            "#import \"{{ prefix }}{{ module_info.name }}Presenter.h\"\n#import \"{{ prefix }}{{ module_info.name }}ViewController.h\"\n@implementation {{ prefix }}{{ module_info.name }}Presenter\n@end\n",
        "Code/ViewController.h.liquid":
            "@interface {{ prefix }}{{ module_info.name }}ViewController : UIViewController\n@end\n",
        "Code/ViewController.m.liquid":
            "#import \"{{ prefix }}{{ module_info.name }}ViewController.h\"\n@implementation {{ prefix }}{{ module_info.name }}ViewController\n@end\n",
        "Code/View.xib.liquid":
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>\n",
        "Code/Localizable.strings.liquid":
            "\"{{ module_info.name }}.title\" = \"{{ module_info.name }}\";\n",
        "Code/README.md.liquid": "# {{ module_info.name }}\n",
        "Code/Config.yml.liquid": "title: {{ module_info.name }}\n",
        "Code/Hidden.swift.liquid": "enum {{ module_info.name }}Hidden {}\n",
        "Tests/PresenterTests.m.liquid":
            "#import \"{{ prefix }}{{ module_info.name }}PresenterMocks.h\"\n@implementation {{ prefix }}{{ module_info.name }}PresenterTests\n@end\n",
        "Tests/PresenterMocks.h.liquid": "@class {{ prefix }}{{ module_info.name }}Presenter;\n",
    ]

    enum Phase: String {
        case sources = "Sources"
        case resources = "Resources"
        case none
    }

    /// What the project must hold for each file of a module of `template` named `Cars`: its
    /// path, its group, its targets and its phase.
    static func expectedMembership(template: String) -> [(String, String, [String], Phase)] {
        let app = ["CarRental", "CarRentalToday"]
        let tests = ["CarRentalTests"]
        let group = "CarRental/Modules/Cars"
        let testGroup = "CarRentalTests/Modules/Cars"
        if template == "viper_xib" {
            return [
                (
                    "\(sourcesFolder)/Presenter/ACMCarsPresenter.swift", "\(group)/Presenter", app,
                    .sources
                ),
                (
                    "\(sourcesFolder)/View/ACMCarsViewController.swift", "\(group)/View", app,
                    .sources
                ),
                ("\(sourcesFolder)/View/ACMCarsView.xib", "\(group)/View", app, .resources),
                ("\(sourcesFolder)/ACMCarsAssembly.swift", group, app, .sources),
                (
                    "\(testsFolder)/Presenter/ACMCarsPresenterTests.swift",
                    "\(testGroup)/Presenter", tests, .sources
                ),
            ]
        }
        return [
            ("\(sourcesFolder)/Presenter/ACMCarsPresenter.h", "\(group)/Presenter", app, .none),
            ("\(sourcesFolder)/Presenter/ACMCarsPresenter.m", "\(group)/Presenter", app, .sources),
            ("\(sourcesFolder)/View/ACMCarsViewController.h", "\(group)/View", app, .none),
            ("\(sourcesFolder)/View/ACMCarsViewController.m", "\(group)/View", app, .sources),
            ("\(sourcesFolder)/View/ACMCarsView.xib", "\(group)/View", app, .resources),
            ("\(sourcesFolder)/View/ACMCarsLocalizable.strings", "\(group)/View", app, .resources),
            ("\(sourcesFolder)/View/ACMCarsLayout.strings", "\(group)/View", app, .none),
            ("\(sourcesFolder)/ACMCarsREADME.md", group, app, .none),
            // A YAML file of the template is no spec: a resource, as it says.
            ("\(sourcesFolder)/ACMCarsConfig.yml", group, app, .resources),
            // A quoted "no" is a string, which Ruby holds true.
            ("\(sourcesFolder)/View/ACMCarsQuoted.strings", "\(group)/View", app, .resources),
            // A leading dot is part of the name, not the suffix.
            ("\(sourcesFolder)/.CarsHidden.swift", group, app, .sources),
            (
                "\(testsFolder)/Presenter/ACMCarsPresenterTests.m", "\(testGroup)/Presenter", tests,
                .sources
            ),
            (
                "\(testsFolder)/Presenter/ACMCarsPresenterMocks.h", "\(testGroup)/Presenter", tests,
                .none
            ),
        ]
    }

    static func membershipProject() throws -> Sandbox {
        let sandbox = try xcodeProject(
            rambafile: xcodeRambafile.replacingOccurrences(
                of: "- {name: viper_xib}", with: "- {name: viper_xib}\n- {name: viper_objc}"))
        for (path, text) in objcTemplate { try sandbox.write("Templates/viper_objc/\(path)", text) }
        return sandbox
    }

    /// Every file below the module's two folders, as paths from the sandbox.
    static func writtenFiles(_ sandbox: Sandbox) throws -> [String] {
        var found: [String] = []
        for folder in [sourcesFolder, testsFolder] {
            let root = sandbox.url.appending(path: folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let relative as String in walker {
                var isFolder: ObjCBool = false
                FileManager.default.fileExists(
                    atPath: root.appending(path: relative).path, isDirectory: &isFolder)
                if !isFolder.boolValue { found.append("\(folder)/\(relative)") }
            }
        }
        return found.sorted()
    }

    /// The project's own text: each file one reference, and one build file in each target's
    /// phase of its kind, none in another (counted by the comments Xcode writes).
    static func checkText(_ project: String, _ expected: [(String, String, [String], Phase)]) {
        for (path, _, targets, phase) in expected {
            let name = path.split(separator: "/").last!
            let references =
                project.components(
                    separatedBy: "/* \(name) */ = {isa = PBXFileReference;"
                ).count - 1
            #expect(references == 1, "\(name): \(references) references")
            for kind in ["Sources", "Resources"] {
                let buildFiles =
                    project.components(
                        separatedBy: "/* \(name) in \(kind) */ = {isa = PBXBuildFile;"
                    )
                    .count - 1
                let wanted = phase.rawValue == kind ? targets.count : 0
                #expect(buildFiles == wanted, "\(name) in \(kind): \(buildFiles), not \(wanted)")
            }
        }
    }

    /// `Scripts/pbxproj-check.py` (PyPI's `pbxproj`): each file one reference in its group, in
    /// the phase of its kind of each target, in no phase of another kind.
    static func checkWithPbxproj(
        _ sandbox: Sandbox, _ expected: [(String, String, [String], Phase)]
    ) throws {
        let script = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "Scripts/pbxproj-check.py")
        let probe = try sandbox.run(
            executable: URL(filePath: "/usr/bin/env"), "python3", "-c", "import pbxproj")
        guard probe.status == 0 else {
            let required = ProcessInfo.processInfo.environment["VIPER_GEN_REQUIRE_ORACLES"] == "1"
            #expect(!required, "VIPER_GEN_REQUIRE_ORACLES=1 but python3's pbxproj is missing")
            print("skipped the pbxproj check: python3 cannot import pbxproj (pip install pbxproj)")
            return
        }
        var arguments = [
            "python3", script.path,
            sandbox.url.appending(path: "CarRental.xcodeproj/project.pbxproj").path,
        ]
        for (path, group, targets, phase) in expected {
            arguments += ["--file", path, "--group", group, "--phase", phase.rawValue]
            for target in targets { arguments += ["--target", target] }
        }
        let result = try sandbox.run(executable: URL(filePath: "/usr/bin/env"), arguments)
        #expect(result.status == 0, "pbxproj-check: \(result.stdout)\(result.stderr)")
    }

    @Test(arguments: ["viper_objc", "viper_xib"])
    func everyFileWrittenHasOneReferenceInItsGroupAndThePhaseOfItsKind(template: String) throws {
        let sandbox = try Self.membershipProject()
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", template)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = Self.expectedMembership(template: template)
        // Every file written is expected, and the other way round.
        #expect(try Self.writtenFiles(sandbox) == expected.map(\.0).sorted())
        let project = try Self.pbxproj(sandbox)
        Self.checkText(project, expected)
        try Self.checkWithPbxproj(sandbox, expected)
        // The app extension had no Resources phase: one is made after its Sources phase, as the
        // xcodeproj gem makes it.
        let afterSources = project.components(
            separatedBy: "\t\t\t\tC10000000000000000000032 /* Sources */,\n\t\t\t\t")
        #expect(afterSources.count == 2, "\(project)")
        if afterSources.count == 2 {
            let made = afterSources[1].prefix { $0 != " " }
            #expect(made.count == 24 && afterSources[1].hasPrefix("\(made) /* Resources */,\n"))
            #expect(
                project.contains(
                    "\t\t\(made) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n"),
                "\(project)")
        }
        // The default output says where each file went; nothing is left out.
        for (path, _, targets, phase) in expected {
            switch phase {
            case .none:
                #expect(
                    result.stdout.contains("  \(path): added to the project (no build phase)\n"),
                    "\(result.stdout)")
                #expect(!result.stdout.contains("  \(path): added to C"), "\(result.stdout)")
            case .sources:
                for target in targets {
                    #expect(
                        result.stdout.contains("  \(path): added to \(target)\n"),
                        "\(result.stdout)")
                }
            case .resources:
                for target in targets {
                    #expect(
                        result.stdout.contains("  \(path): added to \(target)'s resources\n"),
                        "\(result.stdout)")
                }
            }
        }
        #expect(!result.stdout.contains("not added"), "\(result.stdout)")

        // Again, over the files: not one byte of the project changes, and `-v` says so.
        let again = try sandbox.run(
            environment: Self.today, "new", "Cars", "-a", template, "--force", "-v")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.pbxproj(sandbox) == project)
        #expect(!again.stdout.contains(": added"), "\(again.stdout)")
    }

    /// Names Generamba takes that a project file must quote (a space) or may not (a dash, a
    /// leading digit): the groups and references are made, the project still reads, and a
    /// second run changes no byte.
    @Test(arguments: ["car list", "car-list", "2Cars"])
    func aModuleNameGenerambaTakesGetsItsGroupsAndReferences(name: String) throws {
        let sandbox = try Self.xcodeProject()
        let result = try sandbox.run(environment: Self.today, "new", name, "-a", "viper_xib")
        #expect(result.status == 0, "\(result.stderr)")
        let expected = Self.expectedMembership(template: "viper_xib").map {
            (
                $0.0.replacingOccurrences(of: "Cars", with: name),
                $0.1.replacingOccurrences(of: "Cars", with: name), $0.2, $0.3
            )
        }
        let project = try Self.pbxproj(sandbox)
        Self.checkText(project, expected)
        try Self.checkWithPbxproj(sandbox, expected)
        if name.contains(" ") {
            // The group has a name only (the group path differs from the folders); the file a
            // path from the nearest group with a folder.
            #expect(project.contains("name = \"\(name)\";"), "\(project)")
            #expect(
                project.contains("path = \"Classes/Modules/\(name)/ACM\(name)Assembly.swift\";"),
                "\(project)")
        }
        let again = try sandbox.run(
            environment: Self.today, "new", name, "-a", "viper_xib", "--force")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.pbxproj(sandbox) == project)
    }

    /// In buildable folders (Xcode 16): a template's `.yml` marked `is_resource` is the
    /// target's resource, not a spec to keep out (no membership exception), and a header
    /// (no build phase) is in the project whichever targets the folder belongs to: no
    /// warning, not one byte of the project changes.
    @Test func inBuildableFoldersAResourceYMLStaysInAndAHeaderNeedsNoTarget() throws {
        let sandbox = try Sandbox()
        let fixture = URL(filePath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: "XcodeProjectTests/Fixtures/Garage77.pbxproj")
        let before = try String(contentsOf: fixture, encoding: .utf8)
        try sandbox.write("Garage.xcodeproj/project.pbxproj", before)
        try sandbox.write(
            "Rambafile",
            """
            author: Jane Roe
            xcodeproj_path: Garage.xcodeproj
            project_targets: [Garage]
            project_file_path: Garage/Modules
            test_targets: [GarageTests]
            test_file_path: Garage/Tests
            templates:
            - {name: t}

            """)
        try sandbox.write(
            "Templates/t/t.rambaspec",
            """
            code_files:
            - {name: Config.yml, path: Config.yml.liquid, is_resource: true}
            - {name: Presenter.swift, path: Presenter.swift.liquid}
            test_files:
            - {name: Mocks.h, path: Mocks.h.liquid}

            """)
        try sandbox.write("Templates/t/Config.yml.liquid", "title: {{ module_info.name }}\n")
        try sandbox.write(
            "Templates/t/Presenter.swift.liquid", "final class {{ module_info.name }}P {}\n")
        try sandbox.write("Templates/t/Mocks.h.liquid", "@class {{ module_info.name }}P;\n")
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "t", "-v")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        #expect(sandbox.exists("Garage/Tests/Cars/CarsMocks.h"))
        #expect(try sandbox.read("Garage.xcodeproj/project.pbxproj") == before)
        for file in [
            "Garage/Modules/Cars/CarsConfig.yml", "Garage/Modules/Cars/CarsPresenter.swift",
            "Garage/Tests/Cars/CarsMocks.h",
        ] {
            #expect(
                result.stdout.contains("  \(file): in synchronized folder Garage/\n"),
                "\(result.stdout)")
        }
    }
}
