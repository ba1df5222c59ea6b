import Foundation

/// Generated code says what is `nonisolated` and what is `@MainActor`, so that it means the same
/// in an app target that is nonisolated by default (SwiftPM's) and in one that is MainActor by
/// default (a new Xcode 26 target's). This finds the file-scope declarations that do not: a
/// type, function or variable with neither, unless it inherits its isolation from a main-actor
/// superclass or protocol of the SDK (a view controller, a SwiftUI view, a preview).
enum IsolationCheck {
    static let declaration = try! NSRegularExpression(
        pattern:
            #"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)((?:public |package |internal |private |fileprivate |final |nonisolated )*)(struct|class|enum|protocol|actor|func|let|var)\s+\w+(.*)$"#
    )
    static let mainActorBases = try! NSRegularExpression(
        pattern:
            #":\s*.*\b(View|UIViewController|UITableViewCell|UICollectionViewCell|PreviewProvider)\b"#
    )

    /// The 1-based lines of `text` whose file-scope declaration states no isolation.
    static func undeclaredLines(in text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        var depth = 0
        var result: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let isComment = trimmed.hasPrefix("//")
            if depth == 0, !isComment,
                let match = declaration.firstMatch(
                    in: line, range: NSRange(line.startIndex..., in: line))
            {
                let attributes =
                    (Range(match.range(at: 1), in: line).map { String(line[$0]) } ?? "")
                let modifiers = (Range(match.range(at: 2), in: line).map { String(line[$0]) } ?? "")
                let rest = (Range(match.range(at: 4), in: line).map { String(line[$0]) } ?? "")
                var above = index - 1
                var attributeLines: [String] = []
                while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                    attributeLines.append(lines[above])
                    above -= 1
                }
                let explicit =
                    modifiers.contains("nonisolated") || attributes.contains("@MainActor")
                    || attributeLines.contains { $0.contains("@MainActor") }
                let inherits =
                    mainActorBases.firstMatch(
                        in: rest, range: NSRange(rest.startIndex..., in: rest)) != nil
                if !explicit && !inherits { result.append(index + 1) }
            }
            // `#if` blocks add no scope; comments may mention braces. A macro's trailing
            // closure (`#expect(throws: E.self) {`) opens one.
            let isDirective = ["#if", "#elseif", "#else", "#endif"].contains {
                trimmed.hasPrefix($0)
            }
            if !isDirective, !isComment {
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            }
        }
        return result
    }

    /// `path:line: text` of every such declaration in the Swift files below `directory`.
    static func findings(below directory: URL) -> [String] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: nil)
        else { return [] }
        var findings: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let lines = text.components(separatedBy: "\n")
            for line in undeclaredLines(in: text) {
                findings.append(
                    "\(url.path):\(line): \(lines[line - 1].trimmingCharacters(in: .whitespaces))")
            }
        }
        return findings.sorted()
    }
}
