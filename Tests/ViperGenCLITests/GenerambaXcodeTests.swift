import Foundation
import Testing

/// A Generamba project's Xcode project, edited as `generamba gen` edits it: each file in
/// `project_group_path/<Module>/<folder of its name>`, every source in every target of
/// `project_targets`, every test in every target of `test_targets`.
extension GenerambaTests {
    static let xcodeRambafile = """
        company: Acme Rentals
        author: Jane Roe
        project_name: Car Rental
        prefix: ACM
        xcodeproj_path: CarRental.xcodeproj

        project_targets:
        - CarRental
        - CarRentalToday
        project_file_path: CarRental/Classes/Modules
        project_group_path: CarRental/Modules

        test_targets: [CarRentalTests]
        test_file_path: CarRentalTests/Classes/Modules
        test_group_path: CarRentalTests/Modules

        templates:
        - {name: viper_xib}

        """

    static let xibTemplate: [String: String] = [
        "viper_xib.rambaspec": """
        name: "viper_xib"
        summary: "A presenter, a view with its xib"
        author: "Jane Roe"
        version: "1.0.0"
        license: "MIT"
        code_files:
        - {name: Presenter/Presenter.swift, path: Code/Presenter.swift.liquid}
        - {name: View/ViewController.swift, path: Code/ViewController.swift.liquid}
        - {name: View/View.xib, path: Code/View.xib.liquid}
        - {name: Assembly.swift, path: Code/Assembly.swift.liquid}
        - {name: Resources}
        test_files:
        - {name: Presenter/PresenterTests.swift, path: Tests/PresenterTests.swift.liquid}

        """,
        "Code/Presenter.swift.liquid": "final class {{ module_info.name }}Presenter {}\n",
        "Code/ViewController.swift.liquid": "final class {{ module_info.name }}ViewController {}\n",
        "Code/View.xib.liquid":
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>\n",
        "Code/Assembly.swift.liquid": "enum {{ module_info.name }}Assembly {}\n",
        "Tests/PresenterTests.swift.liquid":
            "final class {{ module_info.name }}PresenterTests {}\n",
    ]

    static let sourcesFolder = "CarRental/Classes/Modules/Cars"
    static let testsFolder = "CarRentalTests/Classes/Modules/Cars"
    /// The module's sources and the groups Generamba puts them in.
    static let xcodeSources = [
        ("\(sourcesFolder)/Presenter/ACMCarsPresenter.swift", "CarRental/Modules/Cars/Presenter"),
        ("\(sourcesFolder)/View/ACMCarsViewController.swift", "CarRental/Modules/Cars/View"),
        ("\(sourcesFolder)/ACMCarsAssembly.swift", "CarRental/Modules/Cars"),
    ]
    static let xcodeTests = [
        (
            "\(testsFolder)/Presenter/ACMCarsPresenterTests.swift",
            "CarRentalTests/Modules/Cars/Presenter"
        )
    ]

    static func xcodeProject(rambafile: String = xcodeRambafile) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Rambafile", rambafile)
        for (path, text) in xibTemplate { try sandbox.write("Templates/viper_xib/\(path)", text) }
        try sandbox.write("CarRental.xcodeproj/project.pbxproj", carRentalProject)
        return sandbox
    }

    static func pbxproj(_ sandbox: Sandbox) throws -> String {
        try sandbox.read("CarRental.xcodeproj/project.pbxproj")
    }

    @Test func newAddsEachFileToEveryTargetTheRambafileNamesInItsGroup() throws {
        let sandbox = try Self.xcodeProject()
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 0, "\(result.stderr)")
        let project = try Self.pbxproj(sandbox)
        for (file, _) in Self.xcodeSources {
            let name = file.split(separator: "/").last!
            // One reference, one build file in each of the two app targets.
            #expect(
                project.components(separatedBy: "/* \(name) */ = {isa = PBXFileReference;").count
                    == 2, "\(name)")
            #expect(
                project.components(separatedBy: "/* \(name) in Sources */ = {isa = PBXBuildFile;")
                    .count == 3, "\(name)")
            #expect(result.stdout.contains("  \(file): added to CarRental\n"), "\(result.stdout)")
            #expect(
                result.stdout.contains("  \(file): added to CarRentalToday\n"), "\(result.stdout)")
        }
        for (file, _) in Self.xcodeTests {
            let name = file.split(separator: "/").last!
            #expect(
                project.components(separatedBy: "/* \(name) in Sources */ = {isa = PBXBuildFile;")
                    .count == 2, "\(name)")
            #expect(
                result.stdout.contains("  \(file): added to CarRentalTests\n"), "\(result.stdout)")
        }
        // The groups follow the group path, not the folders: no "Classes" group.
        #expect(project.contains("/* Modules */ = {"))
        #expect(!project.contains("/* Classes */"))
        // The xib goes in the targets' Resources phases, as Generamba puts it (the app
        // extension's is made).
        #expect(sandbox.exists("\(Self.sourcesFolder)/View/ACMCarsView.xib"))
        #expect(
            project.components(
                separatedBy: "/* ACMCarsView.xib in Resources */ = {isa = PBXBuildFile;"
            ).count == 3, "\(project)")
        try XcodeTests().checkWithPbxproj(
            sandbox,
            Self.xcodeSources.flatMap {
                [($0.0, $0.1, "CarRental"), ($0.0, $0.1, "CarRentalToday")]
            }
                + Self.xcodeTests.map { ($0.0, $0.1, "CarRentalTests") },
            project: "CarRental.xcodeproj/project.pbxproj"
        )

        // Again, over the files: not one byte of the project changes.
        let again = try sandbox.run(
            environment: Self.today, "new", "Cars", "-a", "viper_xib", "--force")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.pbxproj(sandbox) == project)
        #expect(!again.stdout.contains("CarRental.xcodeproj"), "\(again.stdout)")
        // `-v` says where each file stands, the xib included.
        let verbose = try sandbox.run(
            environment: Self.today, "new", "Cars", "-a", "viper_xib", "--force", "-v")
        #expect(verbose.status == 0, "\(verbose.stderr)")
        #expect(
            verbose.stdout.contains("  \(Self.xcodeSources[0].0): already in CarRentalToday\n"),
            "\(verbose.stdout)")
        #expect(
            verbose.stdout.contains(
                "  \(Self.sourcesFolder)/View/ACMCarsView.xib: already in CarRentalToday's resources\n"
            ),
            "\(verbose.stdout)"
        )
        #expect(try Self.pbxproj(sandbox) == project)
    }

    /// The usual Rambafile: group path and file path the same. The groups then follow the
    /// folders, each with its `path`, as Xcode makes them, and the files are named by name.
    @Test func aGroupPathThatIsTheFilePathGivesGroupsWithPaths() throws {
        let sandbox = try Self.xcodeProject(
            rambafile: Self.xcodeRambafile
                .replacingOccurrences(
                    of: "project_group_path: CarRental/Modules",
                    with: "project_group_path: CarRental/Classes/Modules/"
                )
                .replacingOccurrences(
                    of: "test_group_path: CarRentalTests/Modules",
                    with: "test_group_path: CarRentalTests/Classes/Modules")
        )
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 0, "\(result.stderr)")
        let project = try Self.pbxproj(sandbox)
        #expect(project.contains("/* Classes */ = {"), "\(project)")
        #expect(project.contains("\t\t\tpath = Presenter;\n"), "\(project)")
        #expect(
            project.contains("path = ACMCarsPresenter.swift; sourceTree = \"<group>\"; };"),
            "\(project)")
        #expect(!project.contains("path = Cars/Presenter/ACMCarsPresenter.swift"))
        try XcodeTests().checkWithPbxproj(
            sandbox,
            Self.xcodeSources.map {
                (
                    $0.0,
                    $0.1.replacingOccurrences(
                        of: "CarRental/Modules", with: "CarRental/Classes/Modules"), "CarRental"
                )
            },
            project: "CarRental.xcodeproj/project.pbxproj"
        )
    }

    /// `init --from Rambafile` carries the list of targets; the config made edits the project
    /// as the Rambafile does, byte for byte.
    @Test func theConfigMadeFromTheRambafileEditsTheProjectTheSameWay() throws {
        let fromRambafile = try Self.xcodeProject()
        #expect(
            try fromRambafile.run(environment: Self.today, "new", "Cars", "-a", "viper_xib").status
                == 0)

        let sandbox = try Self.xcodeProject()
        let made = try sandbox.run("init", "--from", "Rambafile")
        #expect(made.status == 0, "\(made.stderr)")
        let config = try sandbox.read(".viper-gen.yml")
        #expect(
            config.contains(
                "  target: [\"CarRental\", \"CarRentalToday\"]\n  testTarget: \"CarRentalTests\"\n  group: \"CarRental/Modules\"\n"
            ), "\(config)")
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Rambafile"))
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.pbxproj(sandbox) == Self.pbxproj(fromRambafile))
    }

    @Test func aTargetTheProjectDoesNotHaveGetsADidYouMeanAndNothingIsWritten() throws {
        let sandbox = try Self.xcodeProject(
            rambafile: Self.xcodeRambafile.replacingOccurrences(
                of: "- CarRentalToday", with: "- CarRentalTodya"))
        let before = try sandbox.contents()
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Rambafile:9:3: error: 'project_targets' names 'CarRentalTodya', which is not a target of 'CarRental.xcodeproj'; did you mean 'CarRentalToday'?"
            ),
            "\(result.stderr)"
        )
        #expect(try sandbox.contents() == before)
        #expect(try Self.pbxproj(sandbox) == Self.carRentalProject)
    }

    @Test func aTestTargetThatIsAnAppTargetIsSaidInTheRambafilesWords() throws {
        let sandbox = try Self.xcodeProject(
            rambafile: Self.xcodeRambafile.replacingOccurrences(
                of: "[CarRentalTests]", with: "[CarRentalTests, CarRental]"))
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Rambafile:13:32: error: 'test_targets' names 'CarRental', which is not a test target"
            ), "\(result.stderr)")
        #expect(!sandbox.exists("CarRental/Classes"))
    }

    @Test func aMissingXcodeProjectIsBadInputAndNothingIsWritten() throws {
        let sandbox = try Self.xcodeProject(
            rambafile: Self.xcodeRambafile.replacingOccurrences(
                of: "xcodeproj_path: CarRental.xcodeproj", with: "xcodeproj_path: Rental.xcodeproj")
        )
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Rambafile:5:17: error: the Xcode project 'Rental.xcodeproj' does not exist"),
            "\(result.stderr)")
        #expect(!sandbox.exists("CarRental/Classes"))
    }

    /// Without `xcodeproj_path`, `generamba gen` cannot run; viper-gen writes the files, says
    /// that no project is edited, and leaves the project alone.
    @Test func withoutXcodeprojPathTheFilesAreWrittenAndTheProjectIsLeftAlone() throws {
        let sandbox = try Self.xcodeProject(
            rambafile: Self.xcodeRambafile.replacingOccurrences(
                of: "xcodeproj_path: CarRental.xcodeproj\n", with: ""))
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "viper_xib")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "Rambafile:6:1: note: the Rambafile names targets but no 'xcodeproj_path': the module's files are written, not added to an Xcode project"
            ),
            "\(result.stderr)"
        )
        #expect(sandbox.exists("\(Self.sourcesFolder)/Presenter/ACMCarsPresenter.swift"))
        #expect(try Self.pbxproj(sandbox) == Self.carRentalProject)
    }

    /// A group-based project (objectVersion 56) of this test's own making: app targets
    /// CarRental and CarRentalToday (an app extension), unit-test target CarRentalTests.
    static let carRentalProject = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 56;
        	objects = {

        /* Begin PBXBuildFile section */
        		C10000000000000000000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = C10000000000000000000002 /* AppDelegate.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		C10000000000000000000002 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        		C10000000000000000000003 /* CarRental.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = CarRental.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		C10000000000000000000004 /* CarRentalTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = CarRentalTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        		C10000000000000000000005 /* CarRentalToday.appex */ = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; includeInIndex = 0; path = CarRentalToday.appex; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXGroup section */
        		C10000000000000000000010 = {
        			isa = PBXGroup;
        			children = (
        				C10000000000000000000011 /* CarRental */,
        				C10000000000000000000012 /* CarRentalTests */,
        				C10000000000000000000013 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		C10000000000000000000011 /* CarRental */ = {
        			isa = PBXGroup;
        			children = (
        				C10000000000000000000002 /* AppDelegate.swift */,
        			);
        			path = CarRental;
        			sourceTree = "<group>";
        		};
        		C10000000000000000000012 /* CarRentalTests */ = {
        			isa = PBXGroup;
        			children = (
        			);
        			path = CarRentalTests;
        			sourceTree = "<group>";
        		};
        		C10000000000000000000013 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				C10000000000000000000003 /* CarRental.app */,
        				C10000000000000000000004 /* CarRentalTests.xctest */,
        				C10000000000000000000005 /* CarRentalToday.appex */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		C10000000000000000000020 /* CarRental */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C10000000000000000000040 /* Build configuration list for PBXNativeTarget "CarRental" */;
        			buildPhases = (
        				C10000000000000000000030 /* Sources */,
        				C10000000000000000000033 /* Resources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = CarRental;
        			productName = CarRental;
        			productReference = C10000000000000000000003 /* CarRental.app */;
        			productType = "com.apple.product-type.application";
        		};
        		C10000000000000000000021 /* CarRentalTests */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C10000000000000000000041 /* Build configuration list for PBXNativeTarget "CarRentalTests" */;
        			buildPhases = (
        				C10000000000000000000031 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = CarRentalTests;
        			productName = CarRentalTests;
        			productReference = C10000000000000000000004 /* CarRentalTests.xctest */;
        			productType = "com.apple.product-type.bundle.unit-test";
        		};
        		C10000000000000000000022 /* CarRentalToday */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = C10000000000000000000043 /* Build configuration list for PBXNativeTarget "CarRentalToday" */;
        			buildPhases = (
        				C10000000000000000000032 /* Sources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			name = CarRentalToday;
        			productName = CarRentalToday;
        			productReference = C10000000000000000000005 /* CarRentalToday.appex */;
        			productType = "com.apple.product-type.app-extension";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		C10000000000000000000050 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				LastUpgradeCheck = 1500;
        			};
        			buildConfigurationList = C10000000000000000000042 /* Build configuration list for PBXProject "CarRental" */;
        			compatibilityVersion = "Xcode 14.0";
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = C10000000000000000000010;
        			productRefGroup = C10000000000000000000013 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				C10000000000000000000020 /* CarRental */,
        				C10000000000000000000022 /* CarRentalToday */,
        				C10000000000000000000021 /* CarRentalTests */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        		C10000000000000000000033 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        		C10000000000000000000030 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				C10000000000000000000001 /* AppDelegate.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		C10000000000000000000031 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		C10000000000000000000032 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        		C10000000000000000000060 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		C10000000000000000000061 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        		C10000000000000000000062 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				SDKROOT = iphoneos;
        			};
        			name = Debug;
        		};
        		C10000000000000000000063 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				PRODUCT_NAME = "$(TARGET_NAME)";
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		C10000000000000000000040 /* Build configuration list for PBXNativeTarget "CarRental" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C10000000000000000000060 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		C10000000000000000000041 /* Build configuration list for PBXNativeTarget "CarRentalTests" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C10000000000000000000061 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		C10000000000000000000042 /* Build configuration list for PBXProject "CarRental" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C10000000000000000000062 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		C10000000000000000000043 /* Build configuration list for PBXNativeTarget "CarRentalToday" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				C10000000000000000000063 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        /* End XCConfigurationList section */
        	};
        	rootObject = C10000000000000000000050 /* Project object */;
        }

        """#
}
