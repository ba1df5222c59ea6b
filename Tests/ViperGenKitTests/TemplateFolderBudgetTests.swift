import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// What reading a project's template folders costs, by counts: a folder named many times is
/// read once, and the folders named hold a bounded number of entries together (a 3 KB config
/// naming one folder of 10,001 files 400 times took minutes, TAB completion included).
struct TemplateFolderBudgetTests {
    /// A fresh folder holding `count` files that are no templates.
    static func folder(_ name: String, files count: Int, in parent: URL) throws -> URL {
        let url = parent.appending(path: name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data("x".utf8).write(to: url.appending(path: "file\(index).txt"))
        }
        return url
    }

    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(
            path: "viper-gen-budget-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The entries visited while `body` runs, and the diagnostics it threw.
    static func visits(_ body: () throws(DiagnosticsError) -> Void) -> (Int, [Diagnostic]) {
        let work = TemplateFolder.Work()
        var diagnostics: [Diagnostic] = []
        TemplateFolder.Work.$current.withValue(work) {
            do throws(DiagnosticsError) {
                try body()
            } catch {
                diagnostics = error.diagnostics
            }
        }
        return (work.entriesVisited, diagnostics)
    }

    @Test func aFolderNamedManyTimesIsReadOnce() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = try Self.folder("T", files: 50, in: root)
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "Link"), withDestinationURL: folder)
        let spellings = ["T", "T/", "./T", "T/.", "Link", "T/../T"]
        let references = (0..<400).map { index in
            let name = spellings[index % spellings.count]
            return TemplateFolder.Reference(
                url: URL(fileURLWithPath: root.path + "/" + name), displayPath: name,
                location: SourceLocation(file: ".viper-gen.yml", line: index + 1, column: 3))
        }
        let (visited, diagnostics) = Self.visits { () throws(DiagnosticsError) in
            _ = try TemplateCatalog(folders: references)
        }
        // Counted, listed and read once: three passes over 50 files, not 1,200.
        #expect(visited <= 3 * 51, "\(visited) entries visited")
        #expect(
            diagnostics.map(\.description) == [
                ".viper-gen.yml:1:3: error: templates folder 'T' has neither a manifest.yml nor any *.stencil file"
            ])
        // Completion reads each folder on its own, and each once too.
        let (completing, _) = Self.visits { () throws(DiagnosticsError) in
            _ = TemplateCatalog.names(eachOf: references)
        }
        #expect(completing <= 3 * 51, "\(completing) entries visited for completion")
    }

    @Test func theFoldersNamedHoldABoundedNumberOfEntriesTogether() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let references = try (0..<6).map { index in
            let url = try Self.folder("T\(index)", files: 30, in: root)
            return TemplateFolder.Reference(url: url, displayPath: "T\(index)")
        }
        let budget = TemplateFolder.EntryBudget(limit: 100)
        let (visited, diagnostics) = Self.visits { () throws(DiagnosticsError) in
            _ = try TemplateCatalog(folders: references, budget: budget)
        }
        #expect(visited <= 3 * 100 + 10, "\(visited) entries visited")
        #expect(
            diagnostics.map(\.description).contains(
                "error: the templates folders named hold more than 100 files and folders together, counting this one ('T3'); name the folder that holds the manifest.yml or the *.stencil files"
            ), "\(diagnostics)")
        // Each folder on its own is within the limit.
        let (_, alone) = Self.visits { () throws(DiagnosticsError) in
            _ = try TemplateCatalog(
                folders: [references[5]], budget: TemplateFolder.EntryBudget(limit: 100))
        }
        #expect(!alone.contains { $0.message.contains("together") })
    }
}
