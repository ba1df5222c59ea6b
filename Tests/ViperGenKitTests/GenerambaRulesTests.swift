import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

#if canImport(Glibc)
    import Glibc
#endif

/// The rules a Generamba run takes from Ruby and Generamba: a file's suffix as
/// `File.extname` finds it, `is_resource` as Ruby holds it true, the user's home, and the
/// names a module may have.
struct GenerambaRulesTests {
    /// Leading dots are part of the name, as in Ruby (`File.extname(".Cars.swift")` is
    /// `.swift`, `File.extname(".swift")` is empty).
    @Test(arguments: [
        (".CarsPresenter.swift", "swift"), ("App/Cars/..Cars.swift", "swift"), (".swift", ""),
        ("Cars/.View.XIB", "xib"), ("Cars.", ""), ("Cars", ""), ("a.b/Cars", ""),
        ("Cars/CarsPresenter.h", "h"),
    ])
    func aFilesSuffixIsFoundAsRubyFindsIt(path: String, suffix: String) {
        #expect(XcodeProjectRun.suffix(of: path) == suffix)
    }

    /// `is_resource` is true for all Ruby holds true: only the plain scalars `false`, `no`,
    /// `off` and null are false; a quoted "no" is a string.
    @Test(arguments: [
        ("no", false), ("No", false), ("OFF", false), ("false", false), ("~", false),
        ("null", false), ("", false), ("\"no\"", true), ("'false'", true), ("\"\"", true),
        ("yes", true), ("true", true), ("[no]", true),
    ])
    func isResourceIsWhatRubyHoldsTrue(value: String, expected: Bool) throws {
        let template = GenerambaTemplate(
            name: "t", origin: "Templates/t",
            rambaspec: "code_files:\n- {name: A.strings, path: A.liquid, is_resource: \(value)}\n",
            files: ["A.liquid": "a\n"])
        let spec = try Rambaspec.read(template, scope: [:])
        #expect(spec.codeFiles.map(\.isResource) == [expected])
    }

    /// A relative `HOME` names no home: the preferences are not looked for from `/` (nor
    /// from the working folder).
    @Test func aRelativeHomeIsNoHome() throws {
        let folder = "viper-gen-home-\(UUID().uuidString)"
        let absolute = "/tmp/\(folder)"
        try FileManager.default.createDirectory(
            atPath: absolute + "/.generamba", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: absolute) }
        try Data("username: Sam Poe\n".utf8).write(
            to: URL(filePath: absolute + "/.generamba/user_preferences.yml"))
        #expect(GenerambaScope.preferredUserName(home: absolute).name == "Sam Poe")
        for relative in ["tmp/\(folder)", "./tmp/\(folder)", "../tmp/\(folder)"] {
            let found = GenerambaScope.preferredUserName(home: relative)
            #expect(found.name == nil, "\(relative)")
            #expect(found.diagnostics.isEmpty, "\(relative)")
        }
    }

    /// The module name is in file names after the prefix, before what the template adds:
    /// bounded in UTF-8 bytes, with room for both below NAME_MAX (255).
    @Test func aModuleNameIsBoundedInBytes() {
        #expect(GenerambaModule.nameProblem(String(repeating: "a", count: 191)) == nil)
        #expect(
            GenerambaModule.nameProblem(String(repeating: "a", count: 192))?.contains(
                "it is 192 bytes long in UTF-8") == true)
        // 64 characters, 192 bytes.
        #expect(
            GenerambaModule.nameProblem(String(repeating: "車", count: 64))?.contains(
                "at most 191") == true)
        #expect(GenerambaModule.nameProblem(String(repeating: "車", count: 63)) == nil)
        #expect(
            GenerambaModule.nameProblem(String(repeating: "a", count: 189), prefix: "ACM")?
                .contains("the prefix 'ACM'") == true)
    }

    @Test(arguments: [
        (".Cars", "it starts with '.'"),
        (" Cars", "it starts or ends with white space"),
        ("Cars ", "it starts or ends with white space"),
        ("Cars\u{A0}", "it starts or ends with white space"),
        ("Car\u{200B}s", "it holds an invisible character (U+200B)"),
        ("\u{FEFF}Cars", "it holds an invisible character (U+FEFF)"),
        ("Cars\u{00AD}", "it holds an invisible character (U+00AD)"),
    ])
    func aNameNoOneCanSeeWhollyIsRefused(name: String, message: String) {
        let problem = GenerambaModule.nameProblem(name)
        #expect(problem?.hasPrefix("invalid module name '") == true, "\(problem ?? "nil")")
        #expect(problem?.contains(message) == true, "\(problem ?? "nil")")
    }

    @Test(arguments: ["carDetails", "Car_List", "car-list", "car list", "2Cars", "Cars.v2"])
    func aNameGenerambaTakesIsTaken(name: String) {
        #expect(GenerambaModule.nameProblem(name) == nil)
    }
    /// No home, or preferences that are no readable file of a sane size: no name, a warning
    /// at most, never a crash or a wait (a FIFO is not opened for a writer to come).
    @Test func preferencesThatCannotBeReadGiveAWarning() throws {
        #expect(GenerambaScope.preferredUserName(home: nil).name == nil)
        #expect(GenerambaScope.preferredUserName(home: nil).diagnostics.isEmpty)
        #expect(GenerambaScope.preferredUserName(home: "").diagnostics.isEmpty)
        let home = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appending(path: ".generamba")
        let file = folder.appending(path: "user_preferences.yml")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        var found = GenerambaScope.preferredUserName(home: home.path)
        #expect(found.name == nil)
        #expect(
            found.diagnostics.map(\.message) == [
                "cannot read the user name from '~/.generamba/user_preferences.yml': it is a directory, not a file"
            ])
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        found = GenerambaScope.preferredUserName(home: home.path)
        #expect(found.name == nil)
        #expect(found.diagnostics.map(\.severity) == [.warning])
        #expect(found.diagnostics.first?.message.contains("a FIFO") == true, "\(found)")
        try FileManager.default.removeItem(at: file)
        var large = Data("username: Sam Poe\n".utf8)
        large.append(Data(repeating: UInt8(ascii: "#"), count: YAMLLoader.maximumSize))
        try large.write(to: file)
        found = GenerambaScope.preferredUserName(home: home.path)
        #expect(found.name == nil)
        #expect(found.diagnostics.map(\.severity) == [.warning])
        #expect(found.diagnostics.first?.message.contains("bytes") == true, "\(found)")
    }
}
