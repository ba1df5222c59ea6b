/// Suggests the closest of `candidates` to a misspelt `word`, if any is close enough: within
/// a third of the shorter's length in edits (at least one), the closest first met.
///
/// Its work is bounded whatever it is given, as names come from specs and templates: a word
/// or candidate longer than `Suggestion.maximumLength` characters is not compared (names of
/// 2,000 characters made each table four million cells, and minutes of checking); the table
/// is filled only as near its diagonal as an answer can lie and given up once no answer can
/// come of it; and the candidates go unread once `Suggestion.maximumWork` cells are filled.
public func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String? {
    Suggestion.closest(to: word, in: candidates).candidate
}

enum Suggestion {
    /// The longest word or candidate `didYouMean` compares, in characters (and four bytes a
    /// character): twice the longest name of a built-in template.
    static let maximumLength = 64
    /// The table cells one `didYouMean` fills at most, over all its candidates: a few
    /// milliseconds' work, and room for thousands of candidates of ordinary names.
    static let maximumWork = 1 << 21

    /// `didYouMean`'s answer, and the table cells it filled to find it (which the tests bound).
    static func closest(to word: String, in candidates: some Sequence<String>) -> (
        candidate: String?, work: Int
    ) {
        guard let length = Self.length(of: word) else { return (nil, 0) }
        let lowered = Array(word.lowercased())
        // Characters as numbers: those of the word by first place, any other as -1, which
        // equals none of the word's (the table compares the word's with a candidate's only).
        var codes: [Character: Int] = [:]
        let wordCodes = lowered.map { character in
            if let code = codes[character] { return code }
            codes[character] = codes.count
            return codes.count - 1
        }
        var table = Table()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard table.work <= maximumWork else { break }
            // An empty name (a target without one) is no suggestion.
            guard let candidateLength = Self.length(of: candidate), candidateLength > 0 else {
                continue
            }
            // The best so far is beaten only by a smaller distance.
            let allowed = min(
                max(1, min(candidateLength, length) / 3), (best?.distance ?? .max) - 1)
            // The distance is at least the difference in length: a long word needs no table.
            guard allowed >= 0, abs(candidateLength - length) <= allowed else { continue }
            let candidateCodes = candidate.lowercased().map { codes[$0] ?? -1 }
            if let distance = table.distance(wordCodes, candidateCodes, upTo: allowed) {
                best = (candidate, distance)
            }
        }
        return (best?.candidate, table.work)
    }

    /// The length of `text` in characters, or `nil` if it is too long to compare; a long
    /// text is told without reading it.
    static func length(of text: String) -> Int? {
        guard text.utf8.count <= 4 * maximumLength else { return nil }
        let count = text.count
        return count <= maximumLength ? count : nil
    }

    /// Three rows of an edit-distance table, kept from one comparison to the next.
    struct Table {
        private var rows: [[Int]] = [[], [], []]
        /// The cells filled so far.
        private(set) var work = 0

        /// The edit distance between `a` and `b`, counting a swap of neighbours as one edit
        /// ("nmae" is one edit from "name"), or `nil` if it is more than `limit`. Only cells
        /// within `limit` of the diagonal can lead to an answer (a cell's distance is at least
        /// how far off the diagonal it is), and once two rows running hold nothing within
        /// `limit`, no later row can.
        mutating func distance(_ a: [Int], _ b: [Int], upTo limit: Int) -> Int? {
            guard abs(a.count - b.count) <= limit else { return nil }
            let beyond = limit + 1
            for index in rows.indices where rows[index].count < b.count + 2 {
                rows[index] = [Int](repeating: beyond, count: b.count + 2)
            }
            // Row 0: the distance from nothing to each prefix of `b`.
            let firstEnd = min(b.count, limit)
            for j in 0...firstEnd { rows[0][j] = j }
            rows[0][firstEnd + 1] = beyond
            var previousMinimum = 0
            var (twoBack, previous, current) = (2, 0, 1)
            for i in stride(from: 1, through: a.count, by: 1) {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                // The cell left of the band: the first column's, or beyond the limit.
                rows[current][low - 1] = low == 1 ? min(i, beyond) : beyond
                var minimum = rows[current][low - 1]
                if low <= high {
                    for j in low...high {
                        var value = min(rows[previous][j] + 1, rows[current][j - 1] + 1)
                        value = min(value, rows[previous][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                            value = min(value, rows[twoBack][j - 2] + 1)
                        }
                        value = min(value, beyond)
                        rows[current][j] = value
                        minimum = min(minimum, value)
                    }
                    work += high - low + 1
                }
                // The cell right of the band, which the next row reads.
                if high + 1 <= b.count { rows[current][high + 1] = beyond }
                if minimum > limit, previousMinimum > limit { return nil }
                previousMinimum = minimum
                (twoBack, previous, current) = (previous, current, twoBack)
            }
            let distance = rows[previous][b.count]
            return distance <= limit ? distance : nil
        }
    }
}
