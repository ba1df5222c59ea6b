import Foundation
import Testing

@testable import Diagnostics
@testable import ViperGenKit

/// `didYouMean` suggests what the whole edit-distance table would, for names of ordinary
/// length, and its work stays small whatever it is given.
struct DidYouMeanTests {
    /// The whole table, as `didYouMean` once filled it for every candidate.
    static func fullDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    static func fullSuggestion(_ word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where !candidate.isEmpty {
            let allowed = max(1, min(candidate.count, word.count) / 3)
            guard abs(candidate.count - word.count) <= allowed else { continue }
            let distance = fullDistance(word.lowercased(), candidate.lowercased())
            if distance <= allowed, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    @Test func suggestsWhatTheWholeTableSuggests() {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcnAé")
        func word(_ length: Int) -> String {
            String((0..<length).map { _ in letters.randomElement(using: &generator)! })
        }
        for _ in 0..<3_000 {
            let target = word(Int.random(in: 0...14, using: &generator))
            var candidates = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                word(Int.random(in: 0...14, using: &generator))
            }
            // Near misses of the word too: a swap, a deletion, a change.
            var near = Array(target)
            if near.count > 1 { near.swapAt(0, 1) }
            if near.count > 4 { near.remove(at: near.count / 2) }
            candidates.append(String(near))
            candidates.shuffle(using: &generator)
            #expect(
                didYouMean(target, in: candidates) == Self.fullSuggestion(target, in: candidates),
                "\(target) in \(candidates)")
        }
        #expect(didYouMean("nmae", in: ["name", "properties"]) == "name")
        // An empty name is never suggested (a target without one: "did you mean ''?").
        #expect(didYouMean("", in: [""]) == nil)
        #expect(didYouMean("a", in: ["", "b"]) == "b")
        #expect(
            didYouMean(
                "Presentr.swift.stencil", in: ["Router.swift.stencil", "Presenter.swift.stencil"])
                == "Presenter.swift.stencil")
        let long = String(repeating: "x", count: Suggestion.maximumLength - 2)
        #expect(didYouMean(long + "ab", in: [long + "ba"]) == long + "ba")
    }

    /// Names past the length limit get no suggestion and cost nothing: 300 names of 2,000
    /// characters against 50 such candidates took minutes (a table of four million cells each).
    @Test func longNamesAreNotCompared() {
        let candidates = (0..<50).map {
            String(format: "v%03d", $0) + String(repeating: "a", count: 2_000)
        }
        for index in 0..<300 {
            let word = String(format: "u%03d", index) + String(repeating: "b", count: 2_000)
            let found = Suggestion.closest(to: word, in: candidates)
            #expect(found.candidate == nil)
            #expect(found.work == 0)
        }
        let long = String(repeating: "x", count: Suggestion.maximumLength)
        let found = Suggestion.closest(to: long + "a", in: [long + "b"])
        #expect(found.candidate == nil)
        #expect(found.work == 0)
    }

    /// Candidates of ordinary length, all as far from the word as the limit allows: the
    /// table cells stop at a bound, not at the number of candidates.
    @Test func theWorkOfOneSuggestionIsBounded() {
        let word = String(repeating: "ab", count: Suggestion.maximumLength / 2)
        let candidates = (0..<20_000).map {
            String(format: "%05d", $0)
                + String(repeating: "cd", count: Suggestion.maximumLength / 2 - 3)
        }
        let found = Suggestion.closest(to: word, in: candidates)
        #expect(found.candidate == nil)
        // The bound stops it, at most one table (a band of rows as wide as twice the limit,
        // under a third of the length) past it; the candidates would fill seven times as many.
        let oneTable = Suggestion.maximumLength * (2 * Suggestion.maximumLength / 3 + 1)
        #expect(found.work > Suggestion.maximumWork)
        #expect(found.work <= Suggestion.maximumWork + oneTable, "\(found.work)")
    }
}
