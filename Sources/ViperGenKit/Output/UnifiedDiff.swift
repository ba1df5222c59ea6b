/// A unified diff of two texts, as `diff -u` and `git diff` print it.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, with `context` unchanged lines around each change;
    /// empty when the texts are equal.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        if old == new { return "" }
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var start = max(index, firstChange - context)
            if start < index { start = index }
            var end = firstChange
            // Extend the hunk while the next change is within 2 * context lines.
            while true {
                guard let nextSame = edits[end...].firstIndex(where: { $0.kind == .same }) else {
                    end = edits.count
                    break
                }
                let nextChange = edits[nextSame...].firstIndex(where: { $0.kind != .same })
                if let nextChange, nextChange - nextSame <= 2 * context {
                    end = nextChange
                } else {
                    end = min(edits.count, nextSame + context)
                    break
                }
            }
            let hunk = edits[start..<end]
            let oldStart = hunk.first?.oldLine ?? 0
            let newStart = hunk.first?.newLine ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: output += " \(edit.text)\n"
                case .delete: output += "-\(edit.text)\n"
                case .insert: output += "+\(edit.text)\n"
                }
            }
            index = end
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var text: Substring
        /// 1-based line numbers where this edit sits in each text.
        var oldLine: Int
        var newLine: Int
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script, by longest common subsequence (texts here are small).
    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                edits.append(Edit(kind: .same, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                // Deletions before insertions, as git prints them.
                edits.append(Edit(kind: .delete, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else {
                edits.append(Edit(kind: .insert, text: b[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            }
        }
        return edits
    }
}
