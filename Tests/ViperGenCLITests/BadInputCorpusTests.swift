import Foundation
import Testing

/// Malformed and hostile specs, configs and templates (`Corpus/bad-inputs.json`): each gets
/// its exact diagnostic, exit code 2, and leaves every file as it was. The inputs sit two
/// folders below the sandbox's top and the run starts there, so that a write through `../..`
/// would land where the check sees it. `Scripts/bad-inputs.py` runs the same corpus and
/// reports how long each input takes.
struct BadInputCorpusTests {
    struct Entry: Decodable, CustomTestStringConvertible, Sendable {
        struct File: Decodable, Sendable {
            var text: String?
            var base64: String?
            var symlink: String?
            /// `repeat` written `times` times after `text`, then `suffix`.
            var `repeat`: String?
            var times: Int?
            var suffix: String?
        }

        var name: String
        var files: [String: File]
        var arguments: [String]
        var stderr: String
        /// "linux" for an input that only Linux has (a procfs file).
        var onlyOn: String?

        /// Whether this system has what the entry needs.
        var runsHere: Bool {
            #if os(Linux)
                onlyOn == nil || onlyOn == "linux"
            #else
                onlyOn == nil
            #endif
        }

        var testDescription: String { name }
    }

    static let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
        path: "Corpus/bad-inputs.json")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: corpusURL) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }()

    /// Where the inputs go, and the run starts, inside the sandbox.
    static let workingFolder = "project/work"

    @Test func theCorpusHoldsEveryKindOfBadInput() {
        #expect(Self.entries.count >= 40)
        let names = Set(Self.entries.map(\.name))
        for required in [
            "YAML syntax error", "tab indentation", "module as a list", "missing module",
            "unknown key",
            "lowercase module name", "reserved module name", "malformed type",
            "malformed signature", "duplicate use case",
            "view-model property missing from the entity", "code injection in a type",
            "path traversal in the module name",
            "empty file", "binary file", "non-UTF-8 bytes", "YAML alias bomb",
            "100,000-deep nesting", "10 MB spec",
        ] {
            #expect(names.contains(required), "the corpus has no '\(required)'")
        }
        #expect(Self.entries.contains { $0.name.hasPrefix("config: ") })
        #expect(Self.entries.contains { $0.name.hasPrefix("templates: ") })
        #expect(names.count == Self.entries.count, "two entries share a name")
    }

    /// A misspelt key in the corpus would be ignored by the decoder and test less than it says.
    @Test func theCorpusHasNoUnknownKeys() throws {
        let raw = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.corpusURL))
                as? [[String: Any]])
        #expect(raw.count == Self.entries.count)
        for entry in raw {
            #expect(
                Set(entry.keys).subtracting(["onlyOn"]) == [
                    "name", "files", "arguments", "stderr",
                ], "\(entry["name"] ?? "?")")
            if let system = entry["onlyOn"] {
                #expect(system as? String == "linux", "\(entry["name"] ?? "?")")
            }
            for case (let path, let file as [String: Any]) in entry["files"] as? [String: Any]
                ?? [:]
            {
                let unknown = Set(file.keys).subtracting([
                    "text", "base64", "symlink", "repeat", "times", "suffix",
                ])
                #expect(unknown.isEmpty, "\(entry["name"] ?? "?"): \(path) has \(unknown.sorted())")
            }
        }
    }

    @Test(arguments: entries)
    func badInputIsReportedAndWritesNothing(_ entry: Entry) throws {
        guard entry.runsHere else { return }
        let sandbox = try Sandbox()
        defer { try? FileManager.default.removeItem(at: sandbox.url) }
        let work = sandbox.url.appending(path: Self.workingFolder)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for (path, file) in entry.files {
            let url = work.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let target = file.symlink {
                try FileManager.default.createSymbolicLink(
                    atPath: url.path, withDestinationPath: target)
                continue
            }
            var data =
                file.base64.flatMap { Data(base64Encoded: $0) } ?? Data((file.text ?? "").utf8)
            if let piece = file.repeat, let times = file.times {
                data.append(Data(String(repeating: piece, count: times).utf8))
            }
            data.append(Data((file.suffix ?? "").utf8))
            try data.write(to: url)
        }
        // The one absolute output path the corpus tries.
        let absoluteTarget = "/tmp/Cars.swift"
        let absoluteTargetExisted = FileManager.default.fileExists(atPath: absoluteTarget)
        let before = try sandbox.snapshot()

        let result = try sandbox.run(in: Self.workingFolder, entry.arguments)

        #expect(result.status == 2)
        #expect(result.stderr == entry.stderr)
        #expect(try sandbox.snapshot() == before, "the run wrote, changed or removed files")
        if !absoluteTargetExisted {
            #expect(!FileManager.default.fileExists(atPath: absoluteTarget))
        }
    }
}
