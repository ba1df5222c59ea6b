import Foundation

/// The UIKit and SwiftUI API surface that `templates validate` type-checks screens against:
/// the modules of Samples/APISurface/, which declare what the built-in templates use with the
/// iOS SDK's signatures, carried in the executable like the built-in templates.
enum APISurface {
    /// Each module's name and source, `UIKit` first.
    static let modules: [(name: String, source: String)] = ["UIKit", "SwiftUI"].compactMap { name in
        builtinAPISurfaceFiles["\(name)/\(name).swift"].map { (name, $0) }
    }

    /// The names the modules declare (types, members, cases), but for their private storage.
    static let declaredNames: Set<String> = {
        let declaration =
            /\b(?:class|struct|enum|protocol|func|var|let|case|typealias|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)/
        var names: Set<String> = []
        for (_, source) in modules {
            for line in source.split(separator: "\n")
            where !line.contains("private ") && !isComment(line) {
                for match in line.matches(of: declaration) { names.insert(String(match.output.1)) }
            }
        }
        return names
    }()

    /// The identifiers of Swift code outside its comments.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where !isComment(line) {
            for match in line.matches(of: /[A-Za-z_][A-Za-z0-9_]*/) {
                names.insert(String(match.output))
            }
        }
        return names
    }

    /// Whether the line holds a comment only.
    static func isComment(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("//")
    }
}
