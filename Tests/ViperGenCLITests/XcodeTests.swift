import Foundation
import Testing

/// Runs that add the files they write to an Xcode project: `xcode:` in `.viper-gen.yml`,
/// `--xcodeproj`, `--xcode-target`, `--xcode-test-target`, through the executable.
struct XcodeTests {
    // MARK: The config and the flags

    @Test func anUnknownKeyInTheXcodeSectionGetsADidYouMean() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nxcode:\n  project: App.xcodeproj\n  tagret: App\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr == ".viper-gen.yml:4:3: error: unknown key 'tagret' in 'xcode'; did you mean 'target'?\n")
        #expect(!sandbox.exists("Sources"))
    }

    @Test func theXcodeKeyItselfGetsADidYouMean() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "xcodee:\n  project: App.xcodeproj\n")
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr == ".viper-gen.yml:1:1: error: unknown key 'xcodee' in the config; did you mean 'xcode'?\n")
    }

    @Test(arguments: [
        ("xcode:\n  project: App\n", ".viper-gen.yml:2:12: error: 'xcode.project' names the project folder, which ends in .xcodeproj, not 'App'"),
        ("xcode:\n  project: [a]\n", ".viper-gen.yml:2:12: error: 'xcode.project' must be"),
        ("xcode: App.xcodeproj\n", ".viper-gen.yml:1:8: error: 'xcode' must be a mapping of keys to values"),
        ("xcode:\n  project: ../Other/App.xcodeproj\n", ".viper-gen.yml:2:12: error: 'xcode.project' leads out of the project folder"),
        ("xcode:\n  target: App\n", ".viper-gen.yml:1:1: error: 'xcode' names targets or groups but no 'project'"),
        ("xcode:\n  project: App.xcodeproj\n  group: ../Up\n", ".viper-gen.yml:3:10: error: 'xcode.group' is a group path inside the project"),
    ])
    func aWrongXcodeSectionIsALocatedError(config: String, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", config)
        let before = try sandbox.snapshot()
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test(arguments: ["--xcode-target", "--xcode-test-target"])
    func aTargetWithoutAProjectIsBadInput(flag: String) throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("new", "Cars", flag, "App")
        #expect(result.status == 2)
        #expect(result.stderr.contains("error: \(flag) names a target, but no Xcode project is given"), "\(result.stderr)")
        #expect(try sandbox.contents().isEmpty)
    }

    @Test func initWritesTheXcodeSectionCommented() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("init", "--project", "Shop").status == 0)
        let config = try sandbox.read(".viper-gen.yml")
        #expect(config.contains("# xcode:\n#   project: Shop.xcodeproj\n#   target: Shop\n#   testTarget: ShopTests\n"))
        // Uncommented, it is a config the runs read.
        var lines = config.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "# xcode:"))
        lines[start] = "xcode:"
        var index = start + 1
        while lines[index].hasPrefix("#   ") {
            lines[index] = String(lines[index].dropFirst())
            index += 1
        }
        try sandbox.write(".viper-gen.yml", lines.joined(separator: "\n"))
        let result = try sandbox.run("new", "Cars")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".viper-gen.yml:"), "\(result.stderr)")
        #expect(result.stderr.contains("Shop.xcodeproj"), "\(result.stderr)")
    }
}
