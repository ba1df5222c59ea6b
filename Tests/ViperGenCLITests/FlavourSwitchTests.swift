import Foundation
import Testing

/// Switching a module's `ui:` flavour keeps the old flavour's user-owned files and lists
/// them, and `--merge` never merges a file written for one flavour into another's.
struct FlavourSwitchTests {
    let roots = ["--output", "Sources/App", "--tests-output", "Tests/AppTests"]

    @Test func switchingTheFlavourListsTheOldScreenAndMergesNothingAcross() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["new", "Cars"] + roots).status == 0)
        let specPath = "Sources/App/Cars/Cars.yml"
        let uikit = try sandbox.read(specPath)
        let router = try sandbox.read("Sources/App/Cars/CarsRouter.swift") + "// mine\n"
        try sandbox.write("Sources/App/Cars/CarsRouter.swift", router)
        try sandbox.write(
            specPath, uikit.replacingOccurrences(of: "\nui: uikit\n", with: "\nui: swiftui\n"))

        let swiftUI = try sandbox.run(["generate", specPath] + roots)

        #expect(swiftUI.status == 0, "\(swiftUI.stderr)")
        #expect(swiftUI.stdout.contains("created   Sources/App/Cars/CarsScreen.swift\n"))
        for kept in [
            "Sources/App/Cars/CarsViewController.swift",
            "Tests/AppTests/Cars/CarsViewControllerTests.swift",
        ] {
            #expect(
                swiftUI.stdout.contains(
                    "  kept      \(kept)  (no longer part of the module; kept, as it is user-owned)\n"
                ), "\(swiftUI.stdout)")
            #expect(sandbox.exists(kept))
        }

        // The router was written for UIKit: a merge would put its code in a SwiftUI file.
        let merge = try sandbox.run(["generate", specPath, "--merge"] + roots)
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(
            merge.stdout.contains(
                "Sources/App/Cars/CarsRouter.swift  (written for ui 'uikit', and the spec now says 'swiftui': not merged"
            ), "\(merge.stdout)")
        #expect(try sandbox.read("Sources/App/Cars/CarsRouter.swift") == router)
        #expect(!merge.stdout.contains("merged    "), "\(merge.stdout)")

        // And back: the SwiftUI screen is listed in its turn.
        try sandbox.write(specPath, uikit)
        let back = try sandbox.run(["generate", specPath] + roots)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(
            back.stdout.contains(
                "  kept      Sources/App/Cars/CarsScreen.swift  (no longer part of the module; kept, as it is user-owned)\n"
            ), "\(back.stdout)")
    }

    /// A file of the old flavour without a merge base: the new flavour's rendering is not
    /// recorded as its base (later merges would carry that flavour's code into it); it is
    /// left alone as one with a base is.
    @Test func aFileOfTheOldFlavourWithoutABaseGetsNoBaseOfTheNewOne() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run(["new", "Cars"] + roots).status == 0)
        let specPath = "Sources/App/Cars/Cars.yml"
        let routerPath = "Sources/App/Cars/CarsRouter.swift"
        let basePath = "Sources/App/.viper-gen/base/Cars/CarsRouter.swift"
        let router = try sandbox.read(routerPath)
        #expect(sandbox.exists(basePath))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: basePath))
        try sandbox.write(
            specPath,
            try sandbox.read(specPath).replacingOccurrences(
                of: "\nui: uikit\n", with: "\nui: swiftui\n"))

        for _ in 0..<2 {
            let merge = try sandbox.run(["generate", specPath, "--merge"] + roots)

            #expect(merge.status == 0, "\(merge.stderr)")
            #expect(
                merge.stdout.contains(
                    "\(routerPath)  (written for ui 'uikit', and the spec now says 'swiftui': not merged"
                ), "\(merge.stdout)")
            #expect(!sandbox.exists(basePath))
            #expect(try sandbox.read(routerPath) == router)
        }
    }
}
