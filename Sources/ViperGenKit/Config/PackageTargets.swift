import Foundation

/// The targets a `Package.swift` declares, read as text (`.executableTarget(name: "App",
/// path: "Sources/App")`), not by running SwiftPM: what `init` needs to name the app's
/// target and folders. A manifest that builds its targets in code is read as far as its
/// literal `name:` and `path:` arguments go.
public struct PackageTargets: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case executable = "executableTarget"
        case regular = "target"
        case test = "testTarget"
    }

    public struct Target: Sendable, Equatable {
        public var kind: Kind
        public var name: String
        /// The folder of its sources, relative to the package: its `path:`, else SwiftPM's
        /// default (`Sources/<name>`, `Tests/<name>`).
        public var path: String
    }

    public var targets: [Target]

    /// The manifest's targets, in the order it declares them.
    public static func read(_ manifest: String) -> PackageTargets {
        let text = withoutComments(manifest)
        var targets: [Target] = []
        var rest = text[...]
        while let dot = rest.firstIndex(of: ".") {
            rest = rest[rest.index(after: dot)...]
            let word = rest.prefix { $0.isLetter }
            guard let kind = Kind(rawValue: String(word)) else { continue }
            let after = rest[word.endIndex...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard after.first == "(", let arguments = balanced(after) else { continue }
            // What the target's arguments hold (its dependencies' `.target(name:)`) is not a
            // target of its own.
            rest = text[arguments.endIndex...]
            guard let name = argument("name", in: arguments) else { continue }
            let folder = kind == .test ? "Tests" : "Sources"
            targets.append(
                Target(
                    kind: kind, name: name,
                    path: argument("path", in: arguments) ?? "\(folder)/\(name)"))
        }
        return PackageTargets(targets: targets)
    }

    /// The app's target: the first executable target, else the target named `project`, else
    /// the only non-test target; `nil` when none of these is there.
    public func appTarget(project: String) -> Target? {
        let sources = targets.filter { $0.kind != .test }
        return sources.first { $0.kind == .executable }
            ?? sources.first { $0.name == project }
            ?? (sources.count == 1 ? sources[0] : nil)
    }

    /// The tests of `app`: the test target named `<app>Tests`, else the only test target.
    public func testTarget(of app: Target) -> Target? {
        let tests = targets.filter { $0.kind == .test }
        return tests.first { $0.name == app.name + "Tests" } ?? (tests.count == 1 ? tests[0] : nil)
    }

    /// `text` from `(` to its matching `)`, strings skipped; `nil` when it does not close.
    private static func balanced(_ text: Substring) -> Substring? {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                    if index == text.endIndex { return nil }
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return text[...index] }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The string literal given to the argument `label` at the top level of `arguments`
    /// (`name: "App"`); `nil` when it is not there or not a plain literal.
    private static func argument(_ label: String, in arguments: Substring) -> String? {
        var depth = 0
        var inString = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let character = arguments[index]
            if inString {
                if character == "\\" {
                    index = arguments.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if "([".contains(character) {
                depth += 1
            } else if ")]".contains(character) {
                depth -= 1
            } else if depth == 1, arguments[index...].hasPrefix(label),
                index == arguments.startIndex
                    || !arguments[arguments.index(before: index)].isLetter
            {
                let after = arguments[arguments.index(index, offsetBy: label.count)...]
                    .drop { $0 == " " }
                if after.first == ":" {
                    let value = after.dropFirst().drop { " \n\t".contains($0) }
                    guard value.first == "\"" else { return nil }
                    let literal = value.dropFirst().prefix {
                        $0 != "\"" && $0 != "\\" && $0 != "\n"
                    }
                    guard value.dropFirst(literal.count + 1).first == "\"" else { return nil }
                    return String(literal)
                }
            }
            if index < arguments.endIndex { index = arguments.index(after: index) }
        }
        return nil
    }

    /// The manifest without its `//` and `/* */` comments (strings kept as they are).
    private static func withoutComments(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        var inString = false
        while index < text.endIndex {
            let character = text[index]
            let rest = text[index...]
            if inString {
                result.append(character)
                if character == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                    result.append(text[index])
                } else if character == "\"" {
                    inString = false
                }
            } else if rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? text.endIndex
                continue
            } else if rest.hasPrefix("/*") {
                index = rest.range(of: "*/").map(\.upperBound) ?? text.endIndex
                result.append(" ")
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index = text.index(after: index)
        }
        return result
    }
}
