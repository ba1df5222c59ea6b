import Testing

@testable import ViperGenKit

/// The braces of Swift source as the merge reads them: declarations by name, blocks as `{`,
/// and no brace of a comment or a string literal.
struct SwiftScopesTests {
    private func scopes(_ text: String) -> SwiftScopes {
        SwiftScopes(lines: ThreeWayMergeLines.split(text))
    }

    @Test func declarationsAreNamedAndBlocksAreNot() {
        let scanned = scopes(
            """
            @MainActor
            final class CarsPresenter {
                private(set) var cars: [Car] = [] {
                    didSet { render() }
                }

                init(
                    interactor: any CarsInteractorProtocol
                ) {
                    self.interactor = interactor
                }

                @discardableResult
                private static func load(_ id: String)
                    async throws -> [Car]
                {
                    if id.isEmpty { return [] }
                    return try await cars.map { $0 }
                }
            }

            nonisolated extension CarsPresenter: CarsPresenterProtocol, Sendable where Car: Hashable {
                class func make() {}
            }

            """)
        #expect(scanned.isBalanced)
        #expect(
            scanned.scopes.map { $0.path.joined(separator: " / ") } == [
                "class CarsPresenter",
                "class CarsPresenter / var cars",
                "class CarsPresenter / var cars / {",
                "class CarsPresenter / init",
                "class CarsPresenter / func load",
                "class CarsPresenter / func load / {",
                "class CarsPresenter / func load / {",
                "extension CarsPresenter",
                "extension CarsPresenter / func make",
            ])
        #expect(scanned.path(at: 9) == ["class CarsPresenter", "init"])
        #expect(scanned.scopes[0].opening == 1)
        #expect(scanned.scopes[0].closing == 19)
    }

    @Test func bracesOfCommentsAndStringsAreNotCode() {
        let scanned = scopes(
            ##"""
            struct S { // }
                /* { /* } */ { */
                let a = "}\(items.map { "{\($0)" })"
                let b = #"}"# + #"\#(c) }"#
                let c = """
                    }
                    \(d)"""
                let e = "" + "{"
            }

            """##)
        #expect(scanned.isBalanced)
        // The closure in the interpolation is the code's, named by its statement.
        #expect(scanned.scopes.map(\.path) == [["struct S"], ["struct S", "let a"]])
        #expect(scanned.scopes[0].closing == 8)
        #expect((1...8).allSatisfy { scanned.path(at: $0) == ["struct S"] })
    }

    /// Bad input: unbalanced braces are reported, never a crash; a string left open ends at its line.
    @Test func unbalancedTextIsReported() {
        #expect(!scopes("}\nstruct S {\n").isBalanced)
        #expect(!scopes("struct S {\n").isBalanced)
        #expect(scopes("let s = \"{\nstruct S {}\n").isBalanced)
        #expect(scopes("").isBalanced)
        #expect(scopes("").path(at: 0) == [])
    }
}

/// Lines as the merge splits them.
enum ThreeWayMergeLines {
    static func split(_ text: String) -> [String] {
        var numbering = ThreeWayMerge.LineNumbering()
        return numbering.lines(of: text).map(\.text)
    }
}
