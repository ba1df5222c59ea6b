import Foundation
import Testing

@testable import ViperGenKit

/// `--check`'s diffs apply with `git apply` and `patch` to the files as they are on disk,
/// whatever their line endings.
struct UnifiedDiffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var old: String?
        var new: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "LF", old: "a\nb\nc\n", new: "a\nB\nc\n"),
        Case(
            name: "CRLF file", old: "struct A {\r\n    let a: Int\r\n}\r\n",
            new: "struct A {\n    let a: Int\n    let b: Int\n}\n"),
        Case(name: "lone CR", old: "a\rb\rc\n", new: "a\nb\nc\n"),
        Case(name: "CRLF line among LF lines", old: "a\nb\r\nc\nd\ne\n", new: "a\nb\nc\nd\nE\n"),
        Case(name: "no newline at the end of the old file", old: "a\nb", new: "a\nb\n"),
        Case(name: "no newline at the end of the new file", old: "a\nb\n", new: "a\nc"),
        Case(name: "no newline at the end of either", old: "x\na\nb", new: "y\na\nb"),
        Case(name: "CR as the last byte", old: "a\nb\r", new: "a\nb\n"),
        Case(name: "new file", old: nil, new: "a\r\nb\n"),
        Case(name: "empty file", old: "", new: "a\n"),
        Case(
            name: "canonically equivalent but different bytes", old: "caf\u{E9}\n",
            new: "cafe\u{301}\n"),
        Case(
            name: "many lines, two distant changes",
            old: (1...40).map { "line \($0)\r\n" }.joined(),
            new: (1...40).map { $0 == 5 || $0 == 30 ? "changed \($0)\n" : "line \($0)\n" }.joined()
        ),
    ]

    @Test(arguments: cases)
    func theDiffAppliesWithGitApply(_ testCase: Case) throws {
        let diff = Self.diff(testCase)
        let folder = try Self.folder(holding: testCase.old)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(
            ["git", "apply", "--whitespace=nowarn", "-"], in: folder, input: diff)
        #expect(result.status == 0, "git apply: \(result.output)\n\(diff)")
        #expect(
            try Data(contentsOf: folder.appending(path: "File.swift")) == Data(testCase.new.utf8),
            "\(diff)")
    }

    @Test(arguments: cases)
    func theDiffAppliesWithPatch(_ testCase: Case) throws {
        let diff = Self.diff(testCase)
        let folder = try Self.folder(holding: testCase.old)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(
            ["patch", "-p1", "--binary", "--silent"], in: folder, input: diff)
        #expect(result.status == 0, "patch: \(result.output)\n\(diff)")
        #expect(
            try Data(contentsOf: folder.appending(path: "File.swift")) == Data(testCase.new.utf8),
            "\(diff)")
    }

    @Test func aCRLFFileKeepsItsCarriageReturnsInTheRemovedLines() {
        let diff = UnifiedDiff.make(
            old: "a\r\nb\r\n", new: "a\nb\n", oldName: "a/F", newName: "b/F")
        #expect(diff == "--- a/F\n+++ b/F\n@@ -1,2 +1,2 @@\n-a\r\n-b\r\n+a\n+b\n")
    }

    @Test func aMissingNewlineIsMarked() {
        let diff = UnifiedDiff.make(old: "a\nb", new: "a\nb\n", oldName: "a/F", newName: "b/F")
        #expect(
            diff == "--- a/F\n+++ b/F\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    /// A path with a tab, a line break, a quote or a backslash is quoted as git quotes it, so
    /// it cannot split the header or forge a line of the diff, and git applies it as printed.
    @Test(arguments: ["Tab\tRoot", "line\nbreak", "quote\"d", "back\\slash", "bell\u{7}"])
    func aPathThatNeedsQuotesIsQuotedAsGitQuotesIt(_ folderName: String) throws {
        let folder = try Self.folder(holding: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appending(path: folderName), withIntermediateDirectories: true)
        try Data("a\n".utf8).write(to: folder.appending(path: "\(folderName)/File.swift"))
        let diff = UnifiedDiff.make(
            old: "a\n", new: "b\n", oldName: "a/\(folderName)/File.swift",
            newName: "b/\(folderName)/File.swift")
        #expect(diff.split(separator: "\n", omittingEmptySubsequences: false).count == 6, "\(diff)")
        #expect(diff.hasPrefix("--- \"a/"), "\(diff)")
        let result = try Self.run(["git", "apply", "-"], in: folder, input: diff)
        #expect(result.status == 0, "git apply: \(result.output)\n\(diff)")
        #expect(
            try String(
                contentsOf: folder.appending(path: "\(folderName)/File.swift"), encoding: .utf8)
                == "b\n")
    }

    /// Past the table limit the middle is replaced whole: still a diff that applies.
    @Test func largeUnrelatedFilesGetADiffThatApplies() throws {
        let old = (0..<3_000).map { "old \($0)\n" }.joined()
        let new = "head\n" + (0..<3_000).map { "new \($0)\n" }.joined()
        #expect(3_000 * 3_001 > UnifiedDiff.maximumTableCells)
        let testCase = Case(name: "large", old: old, new: new)
        let folder = try Self.folder(holding: old)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["git", "apply", "-"], in: folder, input: Self.diff(testCase))
        #expect(result.status == 0, "git apply: \(result.output)")
        #expect(
            try String(contentsOf: folder.appending(path: "File.swift"), encoding: .utf8) == new)
    }

    static func diff(_ testCase: Case) -> String {
        UnifiedDiff.make(
            old: testCase.old ?? "",
            new: testCase.new,
            oldName: testCase.old == nil ? "/dev/null" : "a/File.swift",
            newName: "b/File.swift"
        )
    }

    /// A scratch folder holding `File.swift` with `text`, or nothing.
    static func folder(holding text: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let text { try Data(text.utf8).write(to: folder.appending(path: "File.swift")) }
        return folder
    }

    static func run(_ arguments: [String], in folder: URL, input: String) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
