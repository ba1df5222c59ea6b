import Diagnostics
import Foundation

/// Without a config, `--output` and `--tests-output`, the roots are the current folder and
/// its `Tests`: right where `new` was run, wrong from inside a module's folder, where
/// `generate Cars.yml` would write a second module into `Cars/Cars/`. A spec that lies in
/// its module's folder (`<root>/Cars/Cars.yml`, beside files generated from it) tells where
/// its root is; the tests root is the one `new` made there (`<root>/Tests/Cars`), or, when
/// that is not there, cannot be known, and the run says so instead of guessing.
public enum ModuleHome {
    /// `layout`, or the roots the specs' places give.
    public static func layout(
        _ layout: OutputLayout,
        specs: [(url: URL, display: String)],
        testsGiven: Bool,
        workingDirectory: URL
    ) throws(DiagnosticsError) -> OutputLayout {
        let here = workingDirectory.standardizedFileURL.path
        let homes = specs.map { home(of: $0.url) }
        let found = Set(homes.compactMap { $0?.root.path })
        guard let root = found.first, found != [here] else { return layout }
        if found.count > 1 || homes.contains(where: { $0 == nil }) {
            let named = specs.map(\.display).prefix(3).map { "'\($0)'" }.joined(separator: ", ")
            throw DiagnosticsError([
                .error(
                    "the specs \(named)\(specs.count > 3 ? ", …" : "") do not share one sources root: not every one lies in its module's folder below one root; run viper-gen from that root, or pass --output and --tests-output",
                    at: nil
                )
            ])
        }
        let rootURL = URL(filePath: root, directoryHint: .isDirectory)
        let sources = ShellText.displayPath(of: rootURL, from: workingDirectory)
        if testsGiven { return OutputLayout(sources: sources, tests: layout.tests) }
        let testsURL = rootURL.appending(path: "Tests")
        let missing = homes.compactMap { $0 }.first { home in
            var isFolder: ObjCBool = false
            return
                !(FileManager.default.fileExists(
                    atPath: testsURL.appending(path: home.module).path, isDirectory: &isFolder)
                && isFolder.boolValue)
        }
        if let missing {
            let spec = specs[homes.firstIndex { $0?.module == missing.module } ?? 0].display
            throw DiagnosticsError([
                .error(
                    "'\(spec)' lies in its module's folder, so the module's sources root is '\(sources)', but where its tests go cannot be told ('\(ShellText.displayPath(of: testsURL.appending(path: missing.module), from: workingDirectory))' is not there); run viper-gen from '\(sources)', or pass --tests-output (or list both roots in a \(ProjectConfig.fileName))",
                    at: nil
                )
            ])
        }
        return OutputLayout(
            sources: sources, tests: ShellText.displayPath(of: testsURL, from: workingDirectory))
    }

    /// The root and module of the spec at `url` when it lies in its module's folder
    /// (`<root>/<Module>/<Module>.yml`) beside a file generated from it; `nil` otherwise.
    static func home(of url: URL) -> (root: URL, module: String)? {
        let file = url.standardizedFileURL
        let folder = file.deletingLastPathComponent()
        let module = file.deletingPathExtension().lastPathComponent
        guard folder.lastPathComponent == module, folder.path != "/" else { return nil }
        let marker = Data(
            GeneratedFileHeader.line(specFile: GeneratedFileHeader.specFileName(of: file.path)).utf8
        )
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return nil
        }
        let generatedBeside = names.contains { name in
            let path = folder.appending(path: name).path
            return name.hasSuffix(".swift")
                && BoundedFile.readPrefix(path, count: marker.count) == marker
        }
        return generatedBeside ? (folder.deletingLastPathComponent(), module) : nil
    }
}
