import Foundation
import Testing

/// `adopt` where a module lives somewhere `generate` would not find it, a bad `--spec-output`,
/// runs at the same time, and a spec changed after adopting.
struct AdoptCommandReviewTests {
    /// A module `new` wrote for the config `output: Sources/X`, its spec and bases taken away.
    static func adoptable() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources/X\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Sources/X/Cars/Cars.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/X/.viper-gen"))
        try? FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests/.viper-gen"))
        return sandbox
    }

    @Test func aModuleDeeperThanTheConfigsOutputIsRefusedNotAdoptedTwice() throws {
        let sandbox = try Self.adoptable()
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "Sources/X/Features"), withIntermediateDirectories: true
        )
        try FileManager.default.moveItem(
            at: sandbox.url.appending(path: "Sources/X/Cars"),
            to: sandbox.url.appending(path: "Sources/X/Features/Cars"))
        let before = try sandbox.snapshot()
        let result = try sandbox.run("adopt", "Sources/X/Features/Cars")
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains("is not directly in the sources folder 'Sources/X'"))
        #expect(result.stderr.contains("'Sources/X/Cars'"))
        #expect(try sandbox.snapshot() == before)
        // Where generate looks for it, it is adopted and generate finds it up to date.
        try FileManager.default.moveItem(
            at: sandbox.url.appending(path: "Sources/X/Features/Cars"),
            to: sandbox.url.appending(path: "Sources/X/Cars"))
        let adopted = try sandbox.run("adopt", "Sources/X/Cars")
        #expect(adopted.status == 0, "\(adopted.stderr)")
        let check = try sandbox.run("generate", "Sources/X/Cars/Cars.yml", "--check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aSpecOutputThatIsNotYAMLOrOutsideTheProjectIsRefused() throws {
        let sandbox = try Self.adoptable()
        let before = try sandbox.snapshot()
        let notYAML = try sandbox.run("adopt", "Sources/X/Cars", "--spec-output", "Specs/Cars.txt")
        #expect(notYAML.status == 2)
        #expect(notYAML.stderr.contains("ending in .yml or .yaml"), "\(notYAML.stderr)")
        let outside = try sandbox.run(
            "adopt", "Sources/X/Cars", "--spec-output", "../Cars-\(UUID().uuidString).yml")
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("is outside the project folder"), "\(outside.stderr)")
        #expect(try sandbox.snapshot() == before)
        // A folder of the project that is a link leading out of it is outside it too.
        let away = FileManager.default.temporaryDirectory.appending(
            path: "adopt-away-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: away, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: away) }
        try FileManager.default.createSymbolicLink(
            at: sandbox.url.appending(path: "Specs"), withDestinationURL: away)
        let linked = try sandbox.run("adopt", "Sources/X/Cars", "--spec-output", "Specs/Cars.yml")
        #expect(linked.status == 2)
        #expect(linked.stderr.contains("is outside the project folder"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: away.path).isEmpty)
        // The suffix is read whatever its case.
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Specs"))
        let upper = try sandbox.run("adopt", "Sources/X/Cars", "--spec-output", "Specs/Cars.YML")
        #expect(upper.status == 0, "\(upper.stderr)")
    }

    @Test func aSpecOutsideTheModulesPatternsIsWarnedAbout() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".viper-gen.yml", "output: Sources\nmodules:\n  - Specs/*.yml\n")
        #expect(try sandbox.run("new", "Cars").status == 0)
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Specs/Cars.yml"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Sources/.viper-gen"))
        let result = try sandbox.run("adopt", "Sources/Cars", "--spec-output", "Other/Cars.yml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("is outside every 'modules' pattern"), "\(result.stderr)")
    }

    @Test func ofRunsAtTheSameTimeOneAdoptsAndTheOthersFindItsSpec() throws {
        let sandbox = try Self.adoptable()
        let result = try sandbox.shell(
            """
            for i in 1 2 3 4; do ( "$VIPER_GEN" adopt Sources/X/Cars > out$i 2> err$i; echo $? > rc$i ) & done
            wait
            cat rc1 rc2 rc3 rc4; cat err1 err2 err3 err4
            rm out* err* rc*
            """)
        let codes = result.stdout.split(separator: "\n").prefix(4)
        #expect(codes.filter { $0 == "0" }.count == 1, "\(result.stdout)")
        #expect(codes.filter { $0 == "2" }.count == 3, "\(result.stdout)")
        #expect(result.stdout.contains("already has a spec"), "\(result.stdout)")
        let check = try sandbox.run("generate", "Sources/X/Cars/Cars.yml", "--check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func aUseCaseAddedToTheAdoptedSpecMergesIntoTheHandEditedFiles() throws {
        let sandbox = try Self.adoptable()
        #expect(try sandbox.run("adopt", "Sources/X/Cars").status == 0)
        // The user's own edit in a user-owned file.
        let presenter = "Sources/X/Cars/CarsPresenter.swift"
        var text = try sandbox.read(presenter)
        let marker = "    // Hand-written: keeps the selection.\n"
        let brace = try #require(text.range(of: "{\n"))
        text.insert(contentsOf: marker, at: brace.upperBound)
        try sandbox.write(presenter, text)
        // The spec changed after adopting: one more use case.
        var spec = try sandbox.read("Sources/X/Cars/Cars.yml")
        let useCases = try #require(spec.range(of: "useCases:\n"))
        spec.insert(
            contentsOf: "  - removeCar(id: String) async throws\n", at: useCases.upperBound)
        try sandbox.write("Sources/X/Cars/Cars.yml", spec)
        let merge = try sandbox.run("generate", "Sources/X/Cars/Cars.yml", "--merge")
        #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
        let merged = try sandbox.read(presenter)
        #expect(merged.contains(marker), "\(merged)")
        #expect(
            try sandbox.read("Sources/X/Cars/CarsInteractorProtocol.swift").contains("removeCar"))
        let check = try sandbox.run("generate", "Sources/X/Cars/Cars.yml", "--check")
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    @Test func theSpecsHeaderNamesTheCommandThatFindsTheModule() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("new", "Cars", "-o", "Sources/App").status == 0)
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Sources/App/Cars/Cars.yml"))
        try FileManager.default.removeItem(
            at: sandbox.url.appending(path: "Sources/App/.viper-gen"))
        try FileManager.default.removeItem(at: sandbox.url.appending(path: "Tests/.viper-gen"))
        let adopted = try sandbox.run("adopt", "Sources/App/Cars")
        #expect(adopted.status == 0, "\(adopted.stderr)")
        let spec = try sandbox.read("Sources/App/Cars/Cars.yml")
        let line = try #require(
            spec.split(separator: "\n").first { $0.hasPrefix("# 'viper-gen generate ") })
        #expect(line.contains(" --output Sources/App"), "\(line)")
        let words = line.dropFirst("# 'viper-gen ".count).dropLast("'.".count)
            .split(separator: " ").map(String.init)
        let check = try sandbox.run(words + ["--check"])
        #expect(check.status == 0, "\(words) \(check.stdout)\(check.stderr)")
    }
}
