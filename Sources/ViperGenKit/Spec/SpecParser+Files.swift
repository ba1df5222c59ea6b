import Diagnostics
import Foundation

extension SpecParser {
    /// The spec read from each file (or its problems), in the order of `files`, read on every
    /// core.
    public static func parseEach(_ files: [(url: URL, display: String)]) -> [Result<
        ModuleSpec, DiagnosticsError
    >] {
        let items = files.map { ($0.url, $0.display) }
        return EveryCore.map(count: items.count) { index in
            Result { () throws(DiagnosticsError) in
                try SpecParser.parse(fileAt: items[index].0, displayPath: items[index].1)
            }
        }
    }
}
