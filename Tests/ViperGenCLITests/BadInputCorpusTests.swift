import Foundation
import Testing

/// Malformed and hostile specs, configs and templates (`Corpus/bad-inputs.json`): each gets
/// its exact diagnostic, exit code 2, and leaves the folder as it was. `Scripts/bad-inputs.py`
/// runs the same corpus and reports how long each input takes.
struct BadInputCorpusTests {
    struct Entry: Decodable, CustomTestStringConvertible, Sendable {
        struct File: Decodable, Sendable {
            var text: String?
            var base64: String?
            var symlink: String?
            var `repeat`: String?
            var times: Int?
        }

        var name: String
        var files: [String: File]
        var arguments: [String]
        var stderr: String

        var testDescription: String { name }
    }

    static let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Corpus/bad-inputs.json")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: corpusURL) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }()

    @Test func theCorpusHoldsEveryKindOfBadInput() {
        #expect(Self.entries.count >= 40)
        let names = Set(Self.entries.map(\.name))
        for required in [
            "YAML syntax error", "tab indentation", "module as a list", "missing module", "unknown key",
            "lowercase module name", "reserved module name", "malformed type", "malformed signature", "duplicate use case",
            "view-model property missing from the entity", "code injection in a type", "path traversal in the module name",
            "empty file", "binary file", "non-UTF-8 bytes", "YAML alias bomb", "100,000-deep nesting", "10 MB spec",
        ] {
            #expect(names.contains(required), "the corpus has no '\(required)'")
        }
        #expect(Self.entries.contains { $0.name.hasPrefix("config: ") })
        #expect(Self.entries.contains { $0.name.hasPrefix("templates: ") })
    }

    @Test(arguments: entries)
    func badInputIsReportedAndWritesNothing(_ entry: Entry) throws {
        let sandbox = try Sandbox()
        for (path, file) in entry.files {
            let url = sandbox.url.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let target = file.symlink {
                try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
                continue
            }
            var data = file.base64.flatMap { Data(base64Encoded: $0) } ?? Data((file.text ?? "").utf8)
            if let piece = file.repeat, let times = file.times {
                data.append(Data(String(repeating: piece, count: times).utf8))
            }
            try data.write(to: url)
        }
        let before = try sandbox.contents()

        let result = try sandbox.run(entry.arguments)

        #expect(result.status == 2)
        #expect(result.stderr == entry.stderr)
        #expect(try sandbox.contents() == before, "the run wrote or removed files")
    }
}
