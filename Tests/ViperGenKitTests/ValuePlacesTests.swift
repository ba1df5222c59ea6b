import Foundation
import Testing

@testable import ViperGenKit

/// A problem found inside a YAML value (a token of a signature or type, a tag of the config's
/// header) is reported at the character it is about, wherever YAML's quoting, escapes, folding
/// and indentation put that character in the file.
struct ValuePlacesTests {
    static let cases: [SpecDiagnosticsTests.Case] = [
        .init(
            name: "after escapes in a double-quoted signature",
            yaml:
                "module: Cars\nuseCases:\n  - \"rename(to title: String = \\\"\\u00e9t\\u00e9\\\") -> )\"\n",
            expected: [
                "spec.yml:3:54: error: invalid use case 'rename(to title: String = \"été\") -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "an escape that is the problem, at its backslash",
            yaml: "module: Cars\nuseCases:\n  - \"load(\\t\\u00e9: Int)\"\n",
            expected: [
                "spec.yml:3:13: error: invalid use case 'load(\\té: Int)': 'é' is not ASCII; names must use ASCII letters, digits and '_'"
            ]
        ),
        .init(
            name: "a double-quoted signature folded over two lines",
            yaml: "module: Cars\nuseCases:\n  - \"load(x:\n    Int) -> )\"\n",
            expected: [
                "spec.yml:4:13: error: invalid use case 'load(x: Int) -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a double-quoted signature continued after an escaped line break",
            yaml: "module: Cars\nuseCases:\n  - \"load(x: \\\n    Int) -> )\"\n",
            expected: [
                "spec.yml:4:13: error: invalid use case 'load(x: Int) -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "after a doubled quote in a single-quoted signature",
            yaml: "module: Cars\nuseCases:\n  - 'greet(_ text: String = \"it''s\") -> )'\n",
            expected: [
                "spec.yml:3:41: error: invalid use case 'greet(_ text: String = \"it's\") -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a line break kept by a blank line of a single-quoted signature",
            yaml: "module: Cars\nuseCases:\n  - 'load(x:\n\n    Int)'\n",
            expected: [
                "spec.yml:4:1: error: invalid use case 'load(x:\\nInt)': a signature must be on one line"
            ]
        ),
        .init(
            name: "a literal block signature",
            yaml: "module: Cars\nuseCases:\n  - |-\n    load(id: Int -> )\n",
            expected: [
                "spec.yml:4:18: error: invalid use case 'load(id: Int -> )': expected ',' or ')' after parameter 'id', found '->'"
            ]
        ),
        .init(
            name: "a literal block signature keeps its line break",
            yaml: "module: Cars\nuseCases:\n  - |\n    load(id: Int)\n",
            expected: [
                "spec.yml:4:18: error: invalid use case 'load(id: Int)\\n': a signature must be on one line"
            ]
        ),
        .init(
            name: "a literal block signature with an indentation indicator, in a nested block",
            yaml: "module: Cars\nuseCases:\n    - |2-\n         load(id: Int -> )\n",
            expected: [
                "spec.yml:4:23: error: invalid use case '   load(id: Int -> )': expected ',' or ')' after parameter 'id', found '->'"
            ]
        ),
        .init(
            name: "a folded block signature over two lines",
            yaml:
                "module: Cars\nuseCases:\n  - >-\n    search(query: String,\n    page: Int) -> )\n",
            expected: [
                "spec.yml:5:19: error: invalid use case 'search(query: String, page: Int) -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a folded block signature after a blank line and a comment",
            yaml:
                "module: Cars\nuseCases:\n  - >- # the search\n\n    search(query: String,\n    page: Int) -> )\n",
            expected: [
                "spec.yml:4:1: error: invalid use case '\\nsearch(query: String, page: Int) -> )': a signature must be on one line"
            ]
        ),
        .init(
            name: "a signature after an anchor and a tag",
            yaml: "module: Cars\nuseCases:\n  - &first !!str \"load(\\ty: Int) -> )\"\n",
            expected: [
                "spec.yml:3:37: error: invalid use case 'load(\\ty: Int) -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a plain signature quoted for YAML, after an apostrophe",
            yaml: "module: Cars\nuseCases:\n  - greet(_ text: String = \"it's\") -> )\n",
            expected: [
                "spec.yml:3:39: error: invalid use case 'greet(_ text: String = \"it's\") -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a signature YAML reads as a mapping, read as written",
            yaml: "module: Cars\nuseCases:\n  - rename(for car: Car -> )  # renames\n",
            expected: [
                "spec.yml:3:25: error: invalid use case 'rename(for car: Car -> )': expected ',' or ')' after parameter 'car', found '->'"
            ]
        ),
        .init(
            name: "a signature YAML cannot read as written, quoted for it",
            yaml: "module: Cars\nuseCases:\n  - rename(_ car: Car, to name: String -> )\n",
            expected: [
                "spec.yml:3:40: error: invalid use case 'rename(_ car: Car, to name: String -> )': expected ',' or ')' after parameter 'name', found '->'"
            ]
        ),
        .init(
            name: "a type YAML reads as a list, read as written",
            yaml: "module: Cars\nentity:\n  properties:\n    tags: [Strin g]   # tags\n",
            expected: [
                "spec.yml:4:18: error: invalid type for property 'tags': expected ']' to close '[', found 'g'"
            ]
        ),
        .init(
            name: "after characters beyond the Basic Multilingual Plane",
            yaml:
                "module: Cars\nuseCases:\n  - \"say(_ text: String = \\\"\u{1F697}\u{1F697}\\\") -> )\"\n",
            expected: [
                "spec.yml:3:38: error: invalid use case 'say(_ text: String = \"\u{1F697}\u{1F697}\") -> )': expected a type after '->', found ')'"
            ]
        ),
        .init(
            name: "a block signature in a CRLF file",
            yaml: "module: Cars\r\nuseCases:\r\n  - |-\r\n\r\n    load(id: Int -> )\r\n",
            expected: [
                "spec.yml:4:1: error: invalid use case '\\nload(id: Int -> )': a signature must be on one line"
            ]
        ),
        .init(
            name: "a flow sequence of signatures after a byte order mark",
            yaml: "\u{FEFF}useCases: [\"load(\\u00e9: Int)\", \"x(: Int)\"]\nmodule: Cars\n",
            expected: [
                "spec.yml:1:18: error: invalid use case 'load(é: Int)': 'é' is not ASCII; names must use ASCII letters, digits and '_'",
                "spec.yml:1:36: error: invalid use case 'x(: Int)': expected a parameter name, found ':'",
            ]
        ),
        .init(
            name: "types written as flow collections",
            yaml: """
                module: Cars
                entity:
                  properties: {tags: [Strin g], map: {String: In t}, rows: [{Int: x y}], pairs: [String: In t], "names": ["\\u00e9"]}

                """,
            expected: [
                "spec.yml:3:29: error: invalid type for property 'tags': expected ']' to close '[', found 'g'",
                "spec.yml:3:50: error: invalid type for property 'map': expected ']' to close '[', found 't'",
                "spec.yml:3:69: error: invalid type for property 'rows': expected ']' to close '[', found 'y'",
                "spec.yml:3:93: error: invalid type for property 'pairs': expected ']' to close '[', found 't'",
                "spec.yml:3:108: error: invalid type for property 'names': 'é' is not ASCII; names must use ASCII letters, digits and '_'",
            ]
        ),
        .init(
            name: "a type after escapes",
            yaml: "module: Cars\nentity:\n  properties:\n    size: \"Int\\u0020?x\"\n",
            expected: ["spec.yml:4:22: error: invalid type for property 'size': unexpected 'x'"]
        ),
    ]

    @Test(arguments: cases)
    func problemsInsideValuesArePlacedAtTheirCharacter(_ testCase: SpecDiagnosticsTests.Case) {
        #expect(SpecDiagnosticsTests.diagnostics(for: testCase.yaml) == testCase.expected)
    }

    /// A block scalar with an indentation indicator is read once, however far in it stands:
    /// trying each indentation the block that holds it might have would read it once per column.
    @Test func aBlockScalarFarInIsReadOnce() {
        let indent = String(repeating: " ", count: 200_000)
        let yaml =
            "module: Cars\nuseCases:\n" + indent + "- |1-\n" + indent + " load(id: Int -> )\n"
        #expect(
            SpecDiagnosticsTests.diagnostics(for: yaml) == [
                "spec.yml:4:200015: error: invalid use case 'load(id: Int -> )': expected ',' or ')' after parameter 'id', found '->'"
            ]
        )
        // A step and a half a character of the text; reading the scalar once per column it is
        // indented by would read its 200,000 characters 200,000 times.
        Self.expectSteps(yaml, below: 4)
    }

    /// Quoting a plain signature doubles each of its apostrophes; placing each character back
    /// in the text as written finds the quotes before it by halving, not by counting them.
    /// (The `: ` makes YAML refuse the line as written, so it is quoted.)
    @Test func aSignatureOfManyApostrophesIsPlacedInLinearTime() {
        let yaml =
            "module: Cars\nentity:\n  properties:\n    tags: x("
            + String(repeating: "'", count: 400_000) + ": y\n"
        #expect(
            SpecDiagnosticsTests.diagnostics(for: yaml) == [
                "spec.yml:4:2011: error: invalid type for property 'tags': type is too long (400005 characters; the limit is 2000)"
            ])
        // Halving looks at 19 of the line's 400,002 added quotes for each character, 22 steps
        // a character in all; counting the quotes before each would take 200,000.
        Self.expectSteps(yaml, below: 32)
    }

    /// Values on one long line (a flow collection) are placed from the last one placed, not
    /// each from the line's start.
    @Test func manyValuesOnOneLineArePlacedInLinearTime() {
        let padding = String(repeating: " ", count: 1_500)
        let items = (0..<200).map { "\"x\($0)(\(padding)\"" }.joined(separator: ", ")
        let yaml = "{module: Cars, useCases: [\(items)]}\n"
        let diagnostics = SpecDiagnosticsTests.diagnostics(for: yaml)
        #expect(diagnostics.count == 200)
        // The last one ends at its closing quote, before `]}` and the line break.
        #expect(
            diagnostics.last?.hasPrefix(
                "spec.yml:1:\(yaml.unicodeScalars.count - 3): error: invalid use case 'x199(")
                == true)
        #expect(diagnostics.last?.hasSuffix("': expected a parameter name, found the end") == true)
        // Three steps a character; from the line's start, each value would be about 100 times
        // the text.
        Self.expectSteps(yaml, below: 4)
    }

    /// Use cases YAML reads as mappings or lists inside a flow collection on one long line are
    /// told from signatures written on a line of their own by reading back from each one, not
    /// from the line's start.
    @Test func manyCollectionsOnOneLineAreToldApartInLinearTime() {
        let padding = String(repeating: " ", count: 4_000)
        let items = (0..<200).map { "{x\($0)(id: Int\(padding))}" }.joined(separator: ", ")
        let yaml = "{module: Cars, useCases: [\(items)]}\n"
        let diagnostics = SpecDiagnosticsTests.diagnostics(for: yaml)
        #expect(diagnostics.count == 200)
        #expect(
            diagnostics.first
                == "spec.yml:1:27: error: use case must be a single value, not a mapping")
        // A step a character; from the line's start, each would be about 100 times the text.
        Self.expectSteps(yaml, below: 4)
    }

    /// Expects placing the values of `yaml` to take fewer steps (`YAMLSource.steps`) than
    /// `perCharacter` times its characters.
    static func expectSteps(
        _ yaml: String, below perCharacter: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let steps = (try? SpecParser.parseCountingPlaces(Data(yaml.utf8), path: "spec.yml"))?
            .placingSteps
        #expect(steps != nil, sourceLocation: sourceLocation)
        #expect(
            (steps ?? 0) < perCharacter * yaml.unicodeScalars.count, "\(steps ?? 0) steps",
            sourceLocation: sourceLocation)
    }
}
