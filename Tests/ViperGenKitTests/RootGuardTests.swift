import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

/// The path guard's rule for names below a root: one rule for every writer (a built-in set's
/// output path, a Generamba template's `name` and `custom_name`, a merge base, a settled run).
struct RootGuardTests {
    @Test func namesNoWriterMayWrite() {
        let refused: [(String, RootGuard.Name)] = [
            (".viper-gen/base/Cars/Planted.swift", .toolFolder),
            (".VIPER-GEN/x.swift", .toolFolder),
            // A root may hold another root, whose own folder is then below the first.
            ("Tests/.viper-gen/base/Cars/Planted.swift", .toolFolder),
            (".viper-gen-staging-1/x.swift", .stagingFolder),
            ("Cars/.Viper-Gen-Staging-x", .stagingFolder),
            ("Cars/A\u{0}B.swift", .controlCharacter),
            ("Cars/A\rB.swift", .controlCharacter),
            ("Cars/A\u{7}B.swift", .controlCharacter),
            ("Cars/A\u{7F}B.swift", .controlCharacter),
            ("Cars/A\u{85}B.swift", .controlCharacter),
            ("Cars\\A.swift", .controlCharacter),
        ]
        for (path, name) in refused {
            #expect(RootGuard.nameProblem(path, for: .output) == name, "\(path.debugDescription)")
        }
        for path in ["Cars/CarsPresenter.swift", ".viper-gen.yml", "Cars/.viper-genx/A.swift"] {
            #expect(RootGuard.nameProblem(path, for: .output) == nil, "\(path)")
        }
    }

    @Test func aMergeBaseIsInItsOwnFolderOnly() {
        #expect(
            RootGuard.nameProblem(".viper-gen/base/Cars/CarsPresenter.swift", for: .mergeBase)
                == nil)
        #expect(RootGuard.nameProblem("Cars/CarsPresenter.swift", for: .mergeBase) == .toolFolder)
        #expect(
            RootGuard.nameProblem(".viper-gen/other/Cars.swift", for: .mergeBase) == .toolFolder)
        #expect(RootGuard.nameProblem(".viper-gen/base", for: .mergeBase) == .toolFolder)
        #expect(
            RootGuard.nameProblem(".viper-gen/base/.viper-gen/base/A.swift", for: .mergeBase)
                == .toolFolder)
        #expect(
            RootGuard.nameProblem(".viper-gen/base/Cars/A\rB.swift", for: .mergeBase)
                == .controlCharacter)
        // A settled run moves files, bases, and the folders it made for them.
        for path in [".viper-gen", ".viper-gen/base", ".viper-gen/base/Cars", "Cars/A.swift"] {
            #expect(RootGuard.nameProblem(path, for: .settling) == nil, "\(path)")
        }
        #expect(RootGuard.nameProblem(".viper-gen-staging-1/x", for: .settling) == .stagingFolder)
    }

    /// Whatever renders the path, the plan refuses it before anything is written: a Generamba
    /// file named `../.viper-gen/base/Cars/Planted.swift` would replace another module's base.
    @Test func thePlanRefusesWhatNoWriterMayWrite() throws {
        let root = FileManager.default.temporaryDirectory.appending(
            path: "RootGuardTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let roots = OutputRoots(sources: root, tests: root.appending(path: "Tests"))
        for path in [
            "Bikes/../.viper-gen/base/Cars/Planted.swift", "Bikes/../.viper-gen-staging-1/x.swift",
            "Bikes/../Tests/.viper-gen/base/Cars/Planted.swift", "Bikes/A\u{0}B.swift",
        ] {
            let file = RenderedFile(
                path: path, kind: .source, owner: .user, contents: "planted\n",
                recordsMergeBase: false)
            #expect(throws: DiagnosticsError.self, "\(path.debugDescription)") {
                try OutputPlan.make(
                    [file], roots: roots, rootDisplayNames: [.source: ".", .test: "Tests"],
                    force: true)
            }
        }
        var guardian = RootGuard()
        let rootPath = RootGuard.standardized(root.path)
        let problem = guardian.problem(
            withFolder: rootPath + "/.viper-gen/base/Cars", inside: rootPath, rootDisplay: ".")
        #expect(problem?.kind == .name)
        #expect(
            guardian.problem(
                with: rootPath + "/.viper-gen/base/Cars/CarsPresenter.swift", status: .missing,
                inside: rootPath, rootDisplay: ".", for: .mergeBase) == nil)
    }
}
