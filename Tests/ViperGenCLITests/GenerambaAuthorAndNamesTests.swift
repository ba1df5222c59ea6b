import Foundation
import Testing

/// What Generamba takes from outside the Rambafile and the template: the user name
/// `generamba setup` keeps in `~/.generamba/user_preferences.yml`, any module name, and the
/// test folder it makes whenever there is a test path.
extension GenerambaTests {
    static let withoutAuthor = GenerambaFixtures.rambafile.replacingOccurrences(
        of: "author: Jane Roe\n", with: "")
    static let presenter = "\(sources)/Presenter/ACMCarsPresenter.swift"

    /// A project whose Rambafile has no `author`, and a home of its own (`home/`), with
    /// `preferences` as its `~/.generamba/user_preferences.yml` when given.
    static func projectWithHome(rambafile: String = withoutAuthor, preferences: String?) throws
        -> (Sandbox, [String: String])
    {
        let sandbox = try project()
        try sandbox.write("Rambafile", rambafile)
        try FileManager.default.createDirectory(
            at: sandbox.url.appending(path: "home"), withIntermediateDirectories: true)
        if let preferences {
            try sandbox.write("home/.generamba/user_preferences.yml", preferences)
        }
        var environment = today
        environment["HOME"] = sandbox.url.appending(path: "home").path
        return (sandbox, environment)
    }

    @Test func withoutAuthorTheUserNameOfGenerambasPreferencesIsTheDeveloper() throws {
        let (sandbox, environment) = try Self.projectWithHome(
            preferences: "---\nusername: Sam Poe\n")
        let result = try sandbox.run(environment: environment, "new", "Cars", "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read(Self.presenter).contains("//  Created by Sam Poe on 04/03/2026.\n"))
        #expect(!result.stderr.contains("warning"), "\(result.stderr)")
        // Said in a note, so that two machines that differ in it can be told apart.
        #expect(
            result.stderr.contains(
                "note: the author of 'viper_swift' is 'Sam Poe', the 'username' of ~/.generamba/user_preferences.yml (the Rambafile has no 'author')\n"
            ), "\(result.stderr)")
        // Only read: the preferences are left as they were.
        #expect(
            try sandbox.read("home/.generamba/user_preferences.yml") == "---\nusername: Sam Poe\n")
    }

    @Test func theRambafilesAuthorWinsOverThePreferences() throws {
        let (sandbox, environment) = try Self.projectWithHome(
            rambafile: GenerambaFixtures.rambafile, preferences: "username: Sam Poe\n")
        let result = try sandbox.run(environment: environment, "new", "Cars", "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try sandbox.read(Self.presenter).contains("//  Created by Jane Roe on 04/03/2026.\n"))
    }

    /// No name anywhere: the files say what Generamba's say, and the run says why.
    @Test(arguments: [nil, "", "username:\n", "company: Acme\n", "username: [unclosed\n"])
    func noNameAnywhereIsAWarning(preferences: String?) throws {
        let (sandbox, environment) = try Self.projectWithHome(preferences: preferences)
        let result = try sandbox.run(environment: environment, "new", "Cars", "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read(Self.presenter).contains("//  Created by  on 04/03/2026.\n"))
        #expect(
            result.stderr.contains(
                "warning: no author for 'viper_swift': the Rambafile has no 'author' and ~/.generamba/user_preferences.yml no 'username'"
            ), "\(result.stderr)")
        if preferences == "username: [unclosed\n" {
            #expect(
                result.stderr.contains("~/.generamba/user_preferences.yml:"), "\(result.stderr)")
            #expect(result.stderr.contains("(the user name is not read from it)"))
        }
    }

    /// `author: ""` is an author, an empty one (Ruby holds "" true): the preferences are not
    /// asked, and the warning says the author is empty, not missing.
    @Test func anEmptyAuthorIsSaidToBeEmpty() throws {
        let (sandbox, environment) = try Self.projectWithHome(
            rambafile: "author: \"\"\n" + Self.withoutAuthor, preferences: "username: Sam Poe\n")
        let result = try sandbox.run(environment: environment, "new", "Cars", "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try sandbox.read(Self.presenter).contains("//  Created by  on 04/03/2026.\n"))
        #expect(
            result.stderr.contains(
                "warning: no author for 'viper_swift': 'author' in the Rambafile is empty"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("no 'author'"), "\(result.stderr)")
        #expect(!result.stderr.contains("Sam Poe"), "\(result.stderr)")
    }

    /// Generamba reads its preferences for a Rambafile only: under a `.viper-gen.yml` the
    /// config alone names the author.
    @Test func aViperGenConfigDoesNotAskGenerambasPreferences() throws {
        let (sandbox, environment) = try Self.projectWithHome(preferences: "username: Sam Poe\n")
        try sandbox.write(
            ".viper-gen.yml",
            "output: CarRental/Classes/Modules\ntemplates: [Templates]\n")
        let result = try sandbox.run(environment: environment, "new", "Cars", "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("Sam Poe"), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "warning: no author for 'viper_swift': the config has no 'author'"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("generamba setup"), "\(result.stderr)")
    }

    /// Names Generamba takes, which no Swift type could be named.
    @Test(arguments: ["carDetails", "Car_List", "car-list", "car list", "2Cars"])
    func aNameGenerambaTakesMakesItsModule(name: String) throws {
        let sandbox = try Self.project()
        let result = try sandbox.run(environment: Self.today, "new", name, "-a", "viper_swift")
        #expect(result.status == 0, "\(result.stderr)")
        let presenter = "CarRental/Classes/Modules/\(name)/Presenter/ACM\(name)Presenter.swift"
        #expect(sandbox.exists(presenter), "\(result.stdout)")
        #expect(try sandbox.read(presenter).contains("//  ACM\(name)Presenter.swift\n"))
    }

    /// What no folder of the module may be named is refused before anything is written.
    @Test(arguments: [
        ("car/list", "invalid module name 'car/list': it names the module's folder"),
        ("..", "invalid module name '..': it names the module's folder"),
        (
            "Car\u{7}s",
            "invalid module name 'Car\\u{7}s': it contains a backslash or control character"
        ),
        ("Car\\s", "invalid module name 'Car\\s': it contains a backslash or control character"),
        (
            "Car\u{202E}s",
            "invalid module name 'Car\\u{202e}s': it holds a character that shows text"
        ),
        (".viper-gen", "invalid module name '.viper-gen': it is in '.viper-gen'"),
        (String(repeating: "車", count: 64), "it is 192 bytes long in UTF-8"),
        (".Cars", "it starts with '.'"),
        (" Cars", "it starts or ends with white space"),
        ("Car\u{200B}s", "it holds an invisible character (U+200B)"),
    ])
    func aNameNoFolderMayHaveIsRefused(name: String, message: String) throws {
        let sandbox = try Self.project()
        let before = try sandbox.contents()
        let result = try sandbox.run(environment: Self.today, "new", name, "-a", "viper_swift")
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("error: invalid module name '"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try sandbox.contents() == before)
    }

    /// Generamba makes `<test path>/<Module>` whenever the Rambafile has a test path (and
    /// test targets, without which it refuses the Rambafile): empty for a template without
    /// test files.
    @Test func aTemplateWithoutTestsGetsAnEmptyTestFolder() throws {
        let sandbox = try Self.project()
        try sandbox.write(
            "Templates/code_only/code_only.rambaspec",
            "name: code_only\ncode_files:\n- {name: View.swift, path: View.swift.liquid}\n")
        try sandbox.write("Templates/code_only/View.swift.liquid", "struct V {}\n")
        try sandbox.write(
            "Rambafile", GenerambaFixtures.rambafile + "- {name: code_only}\n")
        let result = try sandbox.run(environment: Self.today, "new", "Cars", "-a", "code_only")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("\(Self.sources)/ACMCarsView.swift"))
        let folder = sandbox.url.appending(path: Self.tests).path
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder))
        #expect(isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // No test path, no test folder.
        let other = try Self.project()
        try other.write(
            "Templates/code_only/code_only.rambaspec",
            "name: code_only\ncode_files:\n- {name: View.swift, path: View.swift.liquid}\n")
        try other.write("Templates/code_only/View.swift.liquid", "struct V {}\n")
        try other.write(
            "Rambafile",
            GenerambaFixtures.rambafile
                .replacingOccurrences(
                    of: "test_file_path: CarRentalTests/Classes/Modules\n", with: ""
                )
                .replacingOccurrences(
                    of: "test_group_path: CarRentalTests/Classes/Modules\n", with: "")
                + "- {name: code_only}\n")
        let without = try other.run(environment: Self.today, "new", "Cars", "-a", "code_only")
        #expect(without.status == 0, "\(without.stderr)")
        #expect(!other.exists("CarRentalTests"))
    }
}
