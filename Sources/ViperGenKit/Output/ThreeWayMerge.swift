import Foundation

/// A three-way merge of texts on lines, as `git merge-file` does it: the change from `base`
/// to `theirs` (what viper-gen renders now, against what it last wrote) is carried into
/// `ours` (the user's file). Changes of the two sides that overlap, touch, or insert at the
/// same place are a conflict unless they are the same change; a conflict keeps both sides
/// between markers, and the base's lines between them (git's diff3 style):
///
///     <<<<<<< yours
///     the user's lines
///     ||||||| base
///     the base's lines
///     =======
///     viper-gen's lines
///     >>>>>>> viper-gen
///
/// Swift files (`swift`) are read for their braces too: each change of viper-gen's must land
/// in the declaration it was made in (`placed`), and a conflict where viper-gen's words are
/// apart from the user's merges on words (`mergedWords`).
///
/// Lines end at `\n`. When `ours` ends every line with `\r\n` (a file saved on Windows) and
/// the other texts with `\n`, or the other way round, the other texts are read in `ours`'
/// line ending, and the markers are written in it, so a CRLF file stays CRLF and merges as
/// cleanly as an LF one.
public enum ThreeWayMerge {
    public struct Result: Equatable, Sendable {
        /// The merged text, with markers around each conflict.
        public var text: String
        /// The 1-based line of each conflict's `<<<<<<<` marker in `text`.
        public var conflictLines: [Int]

        public var hasConflicts: Bool { !conflictLines.isEmpty }
    }

    public static let oursMarker = "<<<<<<< yours"
    /// Before the base's lines: what viper-gen wrote last time, which both sides changed.
    public static let baseMarker = "||||||| base"
    public static let separatorMarker = "======="
    public static let theirsMarker = ">>>>>>> viper-gen"

    /// Cells of the longest-common-subsequence table at most, per pair of texts: past it, the
    /// equal lines are found as Myers' diff does, in time and memory that grow with the number
    /// of changed lines rather than with the texts' sizes (a long file with a few changes);
    /// past as many steps of that, the lines between the common head and tail count as
    /// replaced whole (a valid, not minimal, diff), which makes a change on both sides a
    /// conflict instead of taking gigabytes.
    static let maximumTableCells = 4_000_000

    /// Merges `theirs`' change from `base` into `ours`. With `swift`, the texts are Swift
    /// source, and each of viper-gen's changes must land in the declaration it was made in
    /// (see `placed`).
    public static func merge(base: String, ours: String, theirs: String, swift: Bool = false)
        -> Result
    {
        let ending = LineEnding(of: ours)
        let base = ending.map { $0.apply(to: base) } ?? base
        let theirs = ending.map { $0.apply(to: theirs) } ?? theirs
        if ours == theirs || base == theirs { return Result(text: ours, conflictLines: []) }
        if base == ours { return Result(text: theirs, conflictLines: []) }

        var numbering = LineNumbering()
        let baseLines = numbering.lines(of: base)
        let ourLines = numbering.lines(of: ours)
        let theirLines = numbering.lines(of: theirs)
        let ourHunks = hunks(from: baseLines, to: ourLines).map { Change(hunk: $0, side: .ours) }
        let theirHunks = hunks(from: baseLines, to: theirLines).map {
            Change(hunk: $0, side: .theirs)
        }
        let changes = (ourHunks + theirHunks).sorted {
            ($0.hunk.baseStart, $0.hunk.baseEnd) < ($1.hunk.baseStart, $1.hunk.baseEnd)
        }

        var merged = Merged(newline: ending == .crlf ? "\r\n" : "\n")
        var position = 0
        var index = 0
        while index < changes.count {
            // A group: changes that overlap or touch, from either side. Two insertions with a
            // blank line between them do not touch: each keeps its side of the blank line (a
            // method viper-gen adds after the one above, a comment the user put on the one
            // below), where git, placing insertions otherwise, may ask.
            var group = [changes[index]]
            var end = changes[index].hunk.baseEnd
            index += 1
            while index < changes.count, changes[index].hunk.baseStart <= end {
                group.append(changes[index])
                end = max(end, changes[index].hunk.baseEnd)
                index += 1
            }
            let start = group[0].hunk.baseStart
            merged.append(baseLines[position..<start].map(\.text))
            position = end
            let ourSide = group.filter { $0.side == .ours }.map(\.hunk)
            let theirSide = group.filter { $0.side == .theirs }.map(\.hunk)
            if theirSide.isEmpty {
                merged.append(apply(ourSide, to: baseLines, from: start, to: end, lines: ourLines))
                continue
            }
            let other = apply(theirSide, to: baseLines, from: start, to: end, lines: theirLines)
            if ourSide.isEmpty {
                merged.placements.append(
                    Placement(
                        base: start..<end,
                        output: merged.lines.count..<(merged.lines.count + other.count),
                        theirs: theirSide[0].otherStart..<(theirSide[0].otherStart + other.count)))
                merged.append(other)
                continue
            }
            let mine = apply(ourSide, to: baseLines, from: start, to: end, lines: ourLines)
            if mine == other {
                merged.append(mine)
                continue
            }
            if swift,
                let words = mergedWords(
                    base: baseLines[start..<end].map(\.text), mine: mine, other: other)
            {
                merged.append(words)
                continue
            }
            // Lines both sides agree on at the start and the end of the group stay outside the
            // markers; the base section keeps all the base's lines, as git's zdiff3 style.
            var head = 0
            while head < mine.count, head < other.count, mine[head] == other[head] { head += 1 }
            var tail = 0
            while tail < mine.count - head, tail < other.count - head,
                mine[mine.count - 1 - tail] == other[other.count - 1 - tail]
            {
                tail += 1
            }
            merged.append(Array(mine[..<head]))
            merged.appendConflict(
                mine: mine[head..<(mine.count - tail)],
                base: baseLines[start..<end].map(\.text)[...],
                other: other[head..<(other.count - tail)])
            merged.append(Array(mine[(mine.count - tail)...]))
        }
        merged.append(baseLines[position...].map(\.text))
        if swift { merged = placed(merged, theirs: theirLines.map(\.text), base: baseLines) }
        return Result(
            text: merged.lines.joined(), conflictLines: merged.conflicts.map { $0 + 1 })
    }

    /// The lines of a group both sides changed, merged on words instead of lines, when
    /// viper-gen's side only inserts or deletes words (no braces) and none of that touches a
    /// word the user changed: a view model's property added after the one whose placeholder
    /// the user filled in (`priceText: ""` becomes `priceText: "",` and a line more, while the
    /// user wrote `priceText: price.formatted()`), a parameter added to a route whose body the
    /// user changed. An insertion right before or after the user's change goes there, where
    /// a merge on lines would have to ask; an insertion where the user inserted too, or inside
    /// what the user changed, leaves the group a conflict (`nil`).
    static func mergedWords(base: [String], mine: [String], other: [String]) -> [String]? {
        var numbering = LineNumbering()
        let baseWords = numbering.words(of: base.joined())
        let myWords = numbering.words(of: mine.joined())
        let otherWords = numbering.words(of: other.joined())
        let mineHunks = hunks(from: baseWords, to: myWords)
        let otherHunks = hunks(from: baseWords, to: otherWords)
        func hasBrace(_ words: ArraySlice<Line>) -> Bool {
            words.contains { $0.text == "{" || $0.text == "}" }
        }
        for hunk in otherHunks {
            guard hunk.baseStart == hunk.baseEnd || hunk.otherStart == hunk.otherEnd,
                !hasBrace(baseWords[hunk.baseStart..<hunk.baseEnd]),
                !hasBrace(otherWords[hunk.otherStart..<hunk.otherEnd])
            else { return nil }
            for mine in mineHunks {
                let overlap = hunk.baseStart < mine.baseEnd && mine.baseStart < hunk.baseEnd
                let bothInsert =
                    hunk.baseStart == hunk.baseEnd && mine.baseStart == mine.baseEnd
                    && hunk.baseStart == mine.baseStart
                let inside =
                    (hunk.baseStart == hunk.baseEnd && mine.baseStart < hunk.baseStart
                        && hunk.baseStart < mine.baseEnd)
                    || (mine.baseStart == mine.baseEnd && hunk.baseStart < mine.baseStart
                        && mine.baseStart < hunk.baseEnd)
                if overlap || bothInsert || inside { return nil }
            }
        }
        // Apart, in the base's order; an insertion before a change that starts where it is.
        let all =
            mineHunks.map { ($0, myWords) } + otherHunks.map { ($0, otherWords) }
        var text = ""
        var position = 0
        for (hunk, words) in all.sorted(by: {
            ($0.0.baseStart, $0.0.baseEnd) < ($1.0.baseStart, $1.0.baseEnd)
        }) {
            text += baseWords[position..<hunk.baseStart].map(\.text).joined()
            text += words[hunk.otherStart..<hunk.otherEnd].map(\.text).joined()
            position = hunk.baseEnd
        }
        text += baseWords[position...].map(\.text).joined()
        // Lines stay lines: the group ends in a line break unless it ends the user's file
        // without one.
        let endsLine = (mine.last ?? base.last)?.hasSuffix("\n") ?? true
        guard text.isEmpty || text.hasSuffix("\n") == endsLine else { return nil }
        return numbering.lines(of: text).map(\.text)
    }

    /// The merged lines, as they are put together.
    struct Merged {
        var newline: String
        var lines: [String] = []
        /// The index of each conflict's first marker in `lines`.
        var conflicts: [Int] = []
        /// Whether each line of `lines` is what the compiler reads: a marker, and the base's and
        /// viper-gen's sides of a conflict, are not.
        var read: [Bool] = []
        /// Where each group only viper-gen changed went.
        var placements: [Placement] = []

        mutating func append(_ more: [String]) {
            lines += more
            read += Array(repeating: true, count: more.count)
        }

        mutating func appendConflict(
            mine: ArraySlice<String>, base: ArraySlice<String>, other: ArraySlice<String>
        ) {
            conflicts.append(lines.count)
            for (section, isRead) in [
                ([oursMarker + newline], false), (terminated(mine, newline: newline), true),
                ([baseMarker + newline], false), (terminated(base, newline: newline), false),
                ([separatorMarker + newline], false), (terminated(other, newline: newline), false),
                ([theirsMarker + newline], false),
            ] {
                lines += section
                read += Array(repeating: isRead, count: section.count)
            }
        }
    }

    /// A group of changes only viper-gen made: base lines `base` became the lines `output` of
    /// the merge, which are `theirs`' lines `theirs`.
    struct Placement {
        var base: Range<Int>
        var output: Range<Int>
        var theirs: Range<Int>
    }

    /// `merged` with each change only viper-gen made checked against the declarations around
    /// it: lines must land in the scopes (`SwiftScopes`) they have in `theirs`, as the user's
    /// file reads (the user's side of each conflict). A line-based merge can get that wrong
    /// where the user's code repeats the lines around a change (a method added at the end of a
    /// type the user put another type after, both ending in "    }" and "}"). Such a change,
    /// when it is an insertion at the end of its type and the merged text has that type once,
    /// moves before the type's closing brace; else it is a conflict, at the place the lines
    /// gave it.
    static func placed(_ merged: Merged, theirs: [String], base: [Line]) -> Merged {
        guard !merged.placements.isEmpty else { return merged }
        let theirScopes = SwiftScopes(lines: theirs)
        guard theirScopes.isBalanced else { return merged }
        // The lines the compiler reads, and where each line of the merge is among them.
        var readLines: [String] = []
        var readIndex: [Int] = []
        var outputIndex: [Int] = []
        for (index, line) in merged.lines.enumerated() {
            readIndex.append(readLines.count)
            if merged.read[index] {
                readLines.append(line)
                outputIndex.append(index)
            }
        }
        readIndex.append(readLines.count)
        outputIndex.append(merged.lines.count)
        let mergedScopes = SwiftScopes(lines: readLines)

        var moves: [Int: [Placement]] = [:]
        var misplaced: [Int: Placement] = [:]
        var moved: [Int: Placement] = [:]
        for placement in merged.placements {
            let expected = theirScopes.path(at: placement.theirs.lowerBound)
            guard
                expected != mergedScopes.path(at: readIndex[placement.output.lowerBound])
                    || theirScopes.path(at: placement.theirs.upperBound)
                        != mergedScopes.path(at: readIndex[placement.output.upperBound])
            else { continue }
            if let target = target(
                of: placement, expected: expected, theirs: theirs, theirScopes: theirScopes,
                mergedScopes: mergedScopes, readLines: readLines),
                !placement.output.contains(outputIndex[target])
            {
                moves[outputIndex[target], default: []].append(placement)
                moved[placement.output.lowerBound] = placement
            } else {
                misplaced[placement.output.lowerBound] = placement
            }
        }
        // A place inside lines that move or conflict is no place to move to.
        for (target, placements) in moves
        where merged.placements.contains(where: {
            $0.output.lowerBound < target && target < $0.output.upperBound
        }) {
            moves[target] = nil
            for placement in placements {
                moved[placement.output.lowerBound] = nil
                misplaced[placement.output.lowerBound] = placement
            }
        }
        guard !moves.isEmpty || !misplaced.isEmpty else { return merged }

        var result = Merged(newline: merged.newline)
        let conflicts = Set(merged.conflicts)
        var index = 0
        while true {
            for placement in moves[index] ?? [] {
                if let last = result.lines.last, !last.hasSuffix("\n") {
                    result.lines[result.lines.count - 1] = last + merged.newline
                }
                result.append(terminated(merged.lines[placement.output], newline: merged.newline))
            }
            if let placement = moved[index], !placement.output.isEmpty {
                index = placement.output.upperBound
                continue
            }
            if let placement = misplaced.removeValue(forKey: index) {
                let unchanged = base[placement.base].map(\.text)[...]
                result.appendConflict(
                    mine: unchanged, base: unchanged, other: merged.lines[placement.output])
                index = placement.output.upperBound
                continue
            }
            guard index < merged.lines.count else { break }
            if conflicts.contains(index) { result.conflicts.append(result.lines.count) }
            result.lines.append(merged.lines[index])
            result.read.append(merged.read[index])
            index += 1
        }
        return result
    }

    /// Where `placement`, an insertion at the end of a type in `theirs`, goes in the merged
    /// text: the line (of `readLines`) that closes the one type with its names there (of two
    /// extensions of a type, the one declared with the same words), or the end of the text for
    /// an insertion at the end of `theirs`. `nil` when there is no single such place.
    private static func target(
        of placement: Placement, expected: [String], theirs: [String], theirScopes: SwiftScopes,
        mergedScopes: SwiftScopes, readLines: [String]
    ) -> Int? {
        guard placement.base.isEmpty,
            theirScopes.path(at: placement.theirs.upperBound) == expected,
            placement.theirs.allSatisfy({
                theirScopes.path(at: $0).starts(with: expected)
            })
        else { return nil }
        func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }
        let next = theirs[placement.theirs.upperBound...].firstIndex { !isBlank($0) }
        guard let innermost = theirScopes.open[placement.theirs.lowerBound].last else {
            // At the top level: only at the end of the file.
            return next == nil ? readLines.count : nil
        }
        guard let next, theirScopes.scopes[innermost].closing == next,
            theirs[next].drop(while: \.isWhitespace).hasPrefix("}")
        else { return nil }
        // Two extensions of one type: the one declared as in `theirs`.
        var candidates = mergedScopes.scopes.filter { $0.path == expected }
        if candidates.count > 1 {
            candidates = candidates.filter {
                $0.declaration == theirScopes.scopes[innermost].declaration
            }
        }
        guard candidates.count == 1, let closing = candidates[0].closing,
            readLines[closing].drop(while: \.isWhitespace).hasPrefix("}")
        else { return nil }
        return closing
    }

    /// `lines` with a line break after the last one when it has none, so that a marker after
    /// them starts a line of its own.
    static func terminated(_ lines: ArraySlice<String>, newline: String) -> [String] {
        var lines = Array(lines)
        if let last = lines.last, last.utf8.last != UInt8(ascii: "\n") {
            lines[lines.count - 1] = last + newline
        }
        return lines
    }

    /// The base lines `start..<end` with `hunks` (of one side, inside that range) applied.
    private static func apply(
        _ hunks: [Hunk], to base: [Line], from start: Int, to end: Int, lines: [Line]
    ) -> [String] {
        var result: [String] = []
        var position = start
        for hunk in hunks {
            result += base[position..<hunk.baseStart].map(\.text)
            result += lines[hunk.otherStart..<hunk.otherEnd].map(\.text)
            position = hunk.baseEnd
        }
        result += base[position..<end].map(\.text)
        return result
    }

    private enum Side { case ours, theirs }

    private struct Change {
        var hunk: Hunk
        var side: Side
    }

    /// A change from the base to another text: base lines `baseStart..<baseEnd` became the
    /// other text's lines `otherStart..<otherEnd` (either range may be empty).
    struct Hunk: Equatable {
        var baseStart: Int
        var baseEnd: Int
        var otherStart: Int
        var otherEnd: Int
    }

    struct Line {
        /// The line with its `\n` (none on a last line without one).
        var text: String
        /// Equal for equal lines of any of the texts.
        var id: Int
    }

    struct LineNumbering {
        private var ids: [String: Int] = [:]

        /// The words of `text`: names and numbers, runs of spaces, a string literal on one line,
        /// a `//` comment, line breaks, and each other character, numbered as lines are. (A
        /// literal or a comment is one word, so that a merge does not match a `"` or a `.` of
        /// one side's text with another in the other's.)
        mutating func words(of text: String) -> [Line] {
            var result: [Line] = []
            let characters = Array(text)
            var index = 0
            func kind(_ character: Character) -> Int {
                character.isLetter || character.isNumber || character == "_"
                    ? 1 : character == " " || character == "\t" ? 2 : 3
            }
            while index < characters.count {
                var end = index + 1
                let first = characters[index]
                if first == "\"" {
                    // To the closing quote on this line, escapes skipped.
                    while end < characters.count, !characters[end].isNewline {
                        if characters[end] == "\\" {
                            end += 2
                            continue
                        }
                        end += 1
                        if characters[end - 1] == "\"" { break }
                    }
                } else if first == "/", end < characters.count, characters[end] == "/" {
                    while end < characters.count, !characters[end].isNewline { end += 1 }
                } else if kind(first) != 3 {
                    while end < characters.count, kind(characters[end]) == kind(first) { end += 1 }
                }
                end = min(end, characters.count)
                let word = String(characters[index..<end])
                let id = ids[word] ?? ids.count
                ids[word] = id
                result.append(Line(text: word, id: id))
                index = end
            }
            return result
        }

        mutating func lines(of text: String) -> [Line] {
            var result: [Line] = []
            var start = text.utf8.startIndex
            let utf8 = text.utf8
            while start != utf8.endIndex {
                let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
                let end = newline.map { utf8.index(after: $0) } ?? utf8.endIndex
                let line = String(text[start..<end])
                let id = ids[line] ?? ids.count
                ids[line] = id
                result.append(Line(text: line, id: id))
                start = end
            }
            return result
        }
    }

    /// The changes from `base` to `other`, each insertion or deletion slid to one place among
    /// those the equal lines around it allow (see `slidDown`), so that the same change is found
    /// in the same place whatever the texts around it: a method added after another is an
    /// insertion after the other's closing line, not a block that starts inside its body.
    static func hunks(from base: [Line], to other: [Line]) -> [Hunk] {
        let a = base.map(\.id)
        let b = other.map(\.id)
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head,
            a[a.count - 1 - tail] == b[b.count - 1 - tail]
        { tail += 1 }
        let n = a.count - head - tail
        let m = b.count - head - tail
        // Pairs of equal lines (base index, other index), in order.
        var matches: [(Int, Int)] = (0..<head).map { ($0, $0) }
        if n > 0, m > 0, n * m <= maximumTableCells {
            var table = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] =
                        a[head + i] == b[head + j]
                        ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < n, j < m {
                if a[head + i] == b[head + j] {
                    matches.append((head + i, head + j))
                    i += 1
                    j += 1
                } else if table[i + 1][j] >= table[i][j + 1] {
                    i += 1
                } else {
                    j += 1
                }
            }
        } else if n > 0, m > 0 {
            matches += shortestEditMatches(a[head..<(head + n)], b[head..<(head + m)])
        }
        matches += (0..<tail).map { (head + n + $0, head + m + $0) }
        let blank = Set((base + other).filter { $0.text.allSatisfy(\.isWhitespace) }.map(\.id))

        var hunks: [Hunk] = []
        var baseNext = 0
        var otherNext = 0
        for (i, j) in matches + [(a.count, b.count)] {
            if i > baseNext || j > otherNext {
                hunks.append(
                    Hunk(baseStart: baseNext, baseEnd: i, otherStart: otherNext, otherEnd: j))
            }
            baseNext = i + 1
            otherNext = j + 1
        }
        return slidDown(hunks, a, b, blank: blank)
    }

    /// The pairs of equal lines (indices of `a` and `b`) of a shortest edit script from `a` to
    /// `b`, in order, found by Myers' greedy algorithm; empty when it takes more steps than
    /// keep the steps' record within `maximumTableCells`.
    static func shortestEditMatches(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> [(Int, Int)] {
        let (n, m) = (a.count, b.count)
        let limit = min(n + m, Int(Double(maximumTableCells).squareRoot()) - 1)
        let offset = limit + 1
        // The furthest x reached on each diagonal k = x - y, and its value before each step d
        // (diagonals -d...d), to walk the path back.
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        var steps: [[Int32]] = []
        for d in 0...limit {
            steps.append(furthest[(offset - d)...(offset + d)].map { Int32($0) })
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                guard x >= n, y >= m else { continue }
                // Back from the end: each step's diagonal run of equal lines, then its edit.
                var matches: [(Int, Int)] = []
                var (x0, y0) = (n, m)
                for step in stride(from: d, through: 0, by: -1) {
                    let k = x0 - y0
                    var (previousX, previousY) = (0, 0)
                    if step > 0 {
                        let before = steps[step]
                        let fromAbove =
                            k == -step || (k != step && before[k - 1 + step] < before[k + 1 + step])
                        let previousK = fromAbove ? k + 1 : k - 1
                        previousX = Int(before[previousK + step])
                        previousY = previousX - previousK
                    }
                    while x0 > previousX, y0 > previousY {
                        x0 -= 1
                        y0 -= 1
                        matches.append((a.startIndex + x0, b.startIndex + y0))
                    }
                    (x0, y0) = (previousX, previousY)
                }
                return matches.reversed()
            }
        }
        return []
    }

    /// Each pure insertion or deletion moved to the lowest place among those the equal lines
    /// around it allow where a blank line follows it, else to the lowest place, then hunks that
    /// come to touch joined. So a method added between two others is inserted after the first's
    /// closing line, before the blank line that separates them, and touches neither the body of
    /// the one before nor the comment or signature of the one after, which a user may have
    /// changed.
    private static func slidDown(_ hunks: [Hunk], _ a: [Int], _ b: [Int], blank: Set<Int>) -> [Hunk]
    {
        var result: [Hunk] = []
        for (index, original) in hunks.enumerated() {
            var hunk = original
            let nextBaseStart = index + 1 < hunks.count ? hunks[index + 1].baseStart : a.count
            while true {
                let previousBaseEnd = result.last?.baseEnd ?? 0
                // The lines moved: the other text's for an insertion, the base's for a deletion.
                let isInsertion = hunk.baseStart == hunk.baseEnd
                guard isInsertion || hunk.otherStart == hunk.otherEnd else {
                    join(hunk, to: &result)
                    break
                }
                let moved = isInsertion ? b : a
                func start(_ hunk: Hunk) -> Int { isInsertion ? hunk.otherStart : hunk.baseStart }
                func end(_ hunk: Hunk) -> Int { isInsertion ? hunk.otherEnd : hunk.baseEnd }
                func shifted(_ hunk: Hunk, by step: Int) -> Hunk {
                    Hunk(
                        baseStart: hunk.baseStart + step, baseEnd: hunk.baseEnd + step,
                        otherStart: hunk.otherStart + step, otherEnd: hunk.otherEnd + step)
                }
                // Up while the line before it (shared by both texts) equals its last line, not into
                // the hunk before.
                while hunk.baseStart > previousBaseEnd, hunk.otherStart > 0, start(hunk) > 0,
                    moved[start(hunk) - 1] == moved[end(hunk) - 1]
                {
                    hunk = shifted(hunk, by: -1)
                }
                // A hunk that comes to touch the one before is one change with it, as git's diff
                // makes it: "}" inserted after a block that ends in "}" and the rest of the block
                // inserted before it are one block. Slid again, joined.
                if let last = result.last, last.baseEnd == hunk.baseStart,
                    last.otherEnd == hunk.otherStart
                {
                    result.removeLast()
                    hunk = Hunk(
                        baseStart: last.baseStart, baseEnd: hunk.baseEnd,
                        otherStart: last.otherStart, otherEnd: hunk.otherEnd)
                    continue
                }
                // Then down while the line after it equals its first line, remembering the lowest
                // place with a blank line after it.
                var best: Hunk?
                while true {
                    if end(hunk) < moved.count, blank.contains(moved[end(hunk)]) { best = hunk }
                    guard hunk.baseEnd < nextBaseStart, hunk.otherEnd < b.count,
                        end(hunk) < moved.count, moved[start(hunk)] == moved[end(hunk)]
                    else { break }
                    hunk = shifted(hunk, by: 1)
                }
                join(best ?? hunk, to: &result)
                break
            }
        }
        return result
    }

    /// Appends `hunk` to `result`, as one hunk with the last one when they touch.
    private static func join(_ hunk: Hunk, to result: inout [Hunk]) {
        if let last = result.last, last.baseEnd == hunk.baseStart, last.otherEnd == hunk.otherStart
        {
            result[result.count - 1] = Hunk(
                baseStart: last.baseStart, baseEnd: hunk.baseEnd, otherStart: last.otherStart,
                otherEnd: hunk.otherEnd)
        } else {
            result.append(hunk)
        }
    }

    /// A line ending the other texts take on to match the user's file.
    enum LineEnding: Equatable {
        case lf
        case crlf

        /// The ending every line break of `text` has, or `nil` when it has none or both.
        init?(of text: String) {
            var crlf = 0
            var lf = 0
            var previous: UInt8 = 0
            for byte in text.utf8 {
                if byte == UInt8(ascii: "\n") {
                    if previous == UInt8(ascii: "\r") { crlf += 1 } else { lf += 1 }
                }
                previous = byte
            }
            switch (lf, crlf) {
            case (0, 0): return nil
            case (_, 0): self = .lf
            case (0, _): self = .crlf
            default: return nil
            }
        }

        /// `text` with its line breaks in this ending, when they are all in the other one.
        func apply(to text: String) -> String {
            switch (self, LineEnding(of: text)) {
            case (.crlf, .lf?): text.replacingOccurrences(of: "\n", with: "\r\n")
            case (.lf, .crlf?): text.replacingOccurrences(of: "\r\n", with: "\n")
            default: text
            }
        }
    }
}
