import Foundation
import Testing

/// The shell completion scripts: what the bash script offers, asked as bash asks it, and that
/// the zsh and fish scripts carry the same values.
struct CompletionTests {
    static let builtinSets = ["clean-swift", "mvc", "mvp", "mvvm", "mvvm-c", "viper"]

    /// Sources the bash script viper-gen generates, sets the variables bash sets when TAB is
    /// pressed at the end of `line` (its words are split on spaces; a line that ends with a
    /// space completes an empty word), calls the completion function and returns COMPREPLY.
    /// `line` starts with `viper-gen`, which becomes the executable under test (it answers the
    /// custom completions).
    static func bashCompletions(_ line: String, in sandbox: Sandbox, folder: String? = nil) throws
        -> [String]
    {
        let script = try sandbox.run("--generate-completion-script", "bash")
        try #require(script.status == 0, "\(script.stderr)")
        let scriptFile = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-completion-\(UUID().uuidString).bash")
        try script.stdout.write(to: scriptFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scriptFile) }
        let commandLine = Sandbox.executable.path + line.dropFirst("viper-gen".count)
        let driver = """
            source "$1"
            COMP_LINE="$2"
            COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMPREPLY=()
            _viper-gen "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try sandbox.run(
            executable: URL(fileURLWithPath: "/bin/bash"),
            ["-c", driver, "bash", scriptFile.path, commandLine],
            folder: folder
        )
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "bash printed: \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func bashOffersTheViewLayersTestFrameworksAndAccessLevels() throws {
        let sandbox = try Sandbox()
        #expect(
            try Self.bashCompletions("viper-gen new Cars --ui ", in: sandbox) == [
                "uikit", "swiftui", "none",
            ])
        #expect(try Self.bashCompletions("viper-gen new Cars --ui sw", in: sandbox) == ["swiftui"])
        #expect(
            try Self.bashCompletions("viper-gen generate --tests ", in: sandbox) == [
                "swift-testing", "xctest", "none",
            ])
        #expect(
            try Self.bashCompletions("viper-gen generate Specs --access ", in: sandbox) == [
                "internal", "public",
            ])
    }

    @Test func bashOffersEveryBuiltInSetAfterTheArchitectureOption() throws {
        let sandbox = try Sandbox()
        #expect(try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox) == Self.builtinSets)
        #expect(
            try Self.bashCompletions("viper-gen generate --architecture ", in: sandbox)
                == Self.builtinSets)
        #expect(
            try Self.bashCompletions("viper-gen new Cars -a mvv", in: sandbox) == [
                "mvvm", "mvvm-c",
            ])
        #expect(
            try Self.bashCompletions("viper-gen templates export ", in: sandbox) == Self.builtinSets
        )
    }

    /// A set of the project's own, named by the config of the folder the shell is in (and by
    /// `--templates` on the line), is offered with the built-in ones.
    @Test func bashOffersTheCustomSetsTheConfigNames() throws {
        let sandbox = try Sandbox()
        try Self.writeSet(named: "house", in: "App/Templates/house", sandbox: sandbox)
        try sandbox.write("App/.viper-gen.yml", "templates: Templates/house\n")
        let withHouse = (Self.builtinSets + ["house"]).sorted()

        #expect(
            try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox, folder: "App")
                == withHouse)
        #expect(
            try Self.bashCompletions("viper-gen new Cars -a ho", in: sandbox, folder: "App") == [
                "house"
            ])
        #expect(
            try Self.bashCompletions("viper-gen templates export ", in: sandbox, folder: "App")
                == withHouse)
        // Elsewhere, only when the line names the config or the folder.
        #expect(try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox) == Self.builtinSets)
        let named = try Self.bashCompletions(
            "viper-gen new Cars --config App/.viper-gen.yml -a ", in: sandbox)
        #expect(named == withHouse, "\(named)")
        #expect(
            try Self.bashCompletions(
                "viper-gen generate --templates App/Templates/house -a ", in: sandbox) == withHouse)
    }

    /// Generamba templates are offered as `templates list` shows them: those of a folder of
    /// them the config names (one named like a built-in set once), and one `--templates` names.
    @Test func bashOffersTheGenerambaTemplatesTemplatesListShows() throws {
        let sandbox = try Sandbox()
        for name in ["swifty_viper", "mvvm", "house_viper"] {
            try sandbox.write(
                "App/Templates/\(name)/\(name).rambaspec",
                "name: \"\(name)\"\ncode_files:\n- {name: A.swift, path: A.swift.liquid}\n")
            try sandbox.write("App/Templates/\(name)/A.swift.liquid", "// {{ module_info.name }}\n")
        }
        try sandbox.write("App/.viper-gen.yml", "templates: [Templates]\n")
        let listed = try sandbox.run(in: "App", "templates", "list")
        try #require(listed.status == 0, "\(listed.stderr)")
        let names = listed.stdout.split(separator: "\n").compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        #expect(names.contains("swifty_viper") && names.contains("house_viper"), "\(names)")
        #expect(
            try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox, folder: "App") == names)
        #expect(
            try Self.bashCompletions("viper-gen new Cars -a sw", in: sandbox, folder: "App") == [
                "swifty_viper"
            ])
        #expect(
            try Self.bashCompletions(
                "viper-gen new Cars --templates App/Templates/house_viper -a ", in: sandbox)
                == (Self.builtinSets + ["house_viper"]).sorted())
    }

    /// The shell runs viper-gen at every TAB: a config that does not parse, a templates folder
    /// that is missing or broken, must still complete the built-in sets, and print nothing.
    @Test func aBrokenConfigOrTemplatesFolderCompletesTheBuiltInSetsSilently() throws {
        let sandbox = try Sandbox()
        try Self.writeSet(named: "house", in: "Good/house", sandbox: sandbox)
        try sandbox.write("Broken/manifest.yml", "name: [unclosed\n")
        try sandbox.write("Unparsable/.viper-gen.yml", "templates: [Templates\nbogus: 1\n")
        try sandbox.write("Missing/.viper-gen.yml", "templates: NoSuchFolder\n")
        try sandbox.write("Mixed/.viper-gen.yml", "templates: [../Broken, ../Good/house]\n")

        for folder in ["Unparsable", "Missing"] {
            #expect(
                try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox, folder: folder)
                    == Self.builtinSets, "\(folder)")
        }
        // One broken folder hides no other folder's set.
        #expect(
            try Self.bashCompletions("viper-gen new Cars -a ", in: sandbox, folder: "Mixed")
                == (Self.builtinSets + ["house"]).sorted()
        )
        #expect(
            try Self.bashCompletions("viper-gen new Cars --config NoSuchFile.yml -a ", in: sandbox)
                == Self.builtinSets)

        let direct = try sandbox.run(
            in: "Unparsable", "---completion", "new", "--", "--architecture", "3", "0", "viper-gen",
            "new", "Cars", "-a", "")
        #expect(direct.status == 0)
        #expect(direct.stderr.isEmpty)
        #expect(direct.stdout.split(separator: "\n").map(String.init) == Self.builtinSets)
    }

    /// A completion request that names no option or argument of viper-gen (an unknown
    /// context: a script of another version, a request typed by hand) offers nothing, prints
    /// nothing into the shell, and exits 64, a usage error.
    @Test func anUnknownCompletionContextOffersNothingAndPrintsNothing() throws {
        let sandbox = try Sandbox()
        for request in [
            ["---completion", "new", "--", "--no-such-option", "0", "0", "viper-gen"],
            ["---completion", "no-such-command", "--", "--architecture", "0", "0", "viper-gen"],
            ["---completion", "new", "--", "--ui", "0", "0", "viper-gen"],
            ["---completion", "new", "--", "positional@7", "0", "0", "viper-gen"],
            ["---completion"],
            ["---completion", "new", "--", "--architecture", "not-a-number", "x"],
        ] {
            let result = try sandbox.run(request)
            #expect(result.status == 64, "\(request)")
            #expect(result.stdout.isEmpty, "\(request): \(result.stdout)")
            #expect(result.stderr.isEmpty, "\(request): \(result.stderr)")
        }
        let unknownShell = try sandbox.run("--generate-completion-script", "tcsh")
        #expect(unknownShell.status == 64)
        #expect(unknownShell.stdout.isEmpty)
        #expect(unknownShell.stderr.contains("tcsh"))
    }

    @Test func bashCompletesSpecFilesAndFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        try sandbox.write("Specs/Bikes.yaml", "module: Bikes\n")
        try sandbox.write("Specs/notes.txt", "not a spec\n")
        try sandbox.write("Specs/Nested/Boats.yml", "module: Boats\n")

        let specs = ["Specs/Bikes.yaml", "Specs/Cars.yml", "Specs/Nested"]
        #expect(
            try Self.bashCompletions("viper-gen generate Specs/", in: sandbox).sorted() == specs)
        #expect(try Self.bashCompletions("viper-gen lint Specs/", in: sandbox).sorted() == specs)
        #expect(
            try Self.bashCompletions("viper-gen new Cars --spec Specs/", in: sandbox).sorted()
                == specs)
        #expect(
            try Self.bashCompletions("viper-gen new Cars --output Specs/", in: sandbox) == [
                "Specs/Nested"
            ])
        #expect(
            try Self.bashCompletions("viper-gen generate --templates Specs/", in: sandbox) == [
                "Specs/Nested"
            ])
    }

    @Test func bashOffersGraphItsFormatsAndSpecs() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Specs/Cars.yml", "module: Cars\n")
        #expect(try Self.bashCompletions("viper-gen gr", in: sandbox) == ["graph"])
        #expect(
            try Self.bashCompletions("viper-gen graph --format ", in: sandbox) == [
                "mermaid", "dot", "json",
            ])
        #expect(
            try Self.bashCompletions("viper-gen graph Specs/", in: sandbox) == ["Specs/Cars.yml"])
    }

    /// zsh and fish need not be installed: their scripts are generated and hold the same values.
    @Test(arguments: ["zsh", "fish"])
    func zshAndFishScriptsCarryTheValues(_ shell: String) throws {
        let result = try Sandbox().run("--generate-completion-script", shell)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        for value in [
            "uikit", "swiftui", "swift-testing", "xctest", "internal", "public", "yml", "yaml",
        ] {
            #expect(result.stdout.contains(value), "\(shell) script lacks \(value)")
        }
        // The sets come from viper-gen itself, when the shell asks.
        #expect(result.stdout.contains("---completion new -- --architecture"))
        #expect(result.stdout.contains("---completion templates export -- positional@0"))
    }

    static func writeSet(named name: String, in folder: String, sandbox: Sandbox) throws {
        let export = try sandbox.run("templates", "export", "viper", folder)
        try #require(export.status == 0, "\(export.stderr)")
        let manifest = try sandbox.read("\(folder)/manifest.yml")
        try sandbox.write(
            "\(folder)/manifest.yml",
            manifest.replacingOccurrences(of: "name: viper\n", with: "name: \(name)\n"))
    }
}
