import Foundation
import Testing

@testable import ViperGenKit

/// The declaration scanner `adopt` reads Swift with: every file viper-gen writes reads without
/// a problem, and damaged Swift ends in a problem, never a crash or a hang.
@Suite struct SwiftDeclarationsTests {
    static let swiftFiles: [(String, String)] = Fixtures.files(
        below: Fixtures.root.appending(path: "Expected")
    ).filter { $0.0.hasSuffix(".swift") }.sorted { $0.0 < $1.0 }

    @Test func everyGeneratedFileReadsWithoutAProblem() {
        #expect(Self.swiftFiles.count > 500)
        for (path, text) in Self.swiftFiles {
            let declarations = SwiftDeclarations(text: text)
            #expect(
                declarations.problem == nil,
                "\(path): \(declarations.problem.map { "\($0)" } ?? "")")
            #expect(!declarations.types.isEmpty, "\(path) declares nothing")
        }
    }

    @Test func readsMembersAcrossLinesCommentsAndConditions() {
        let declarations = SwiftDeclarations(
            text: #"""
                /// A doc comment with `}` and "quotes".
                public protocol P: AnyObject where Self: Sendable {
                    /* a /* nested */ comment { */
                    @MainActor
                    func load(
                        page: Int, // first is 1
                        size: Int
                    ) async throws -> [String: [Int]]
                    #if DEBUG
                    func debug()
                    #elseif os(iOS)
                    func iOS()
                    #else
                    func other()
                    #endif
                    var name: String { get }
                }
                struct S<T: Hashable> where T: Sendable {
                    enum Kind { case a, b(Int) }
                    let text = #"raw "\(x)" }"#
                    var items: [T] = [] { didSet { print("}") } }
                    var count: Int { items.count }
                    static let shared = 1
                }
                """#)
        #expect(declarations.problem == nil)
        let p = declarations.types[0]
        #expect(p.kind == .protocol && p.name == "P")
        #expect(
            p.members.map(\.text) == [
                "load(page: Int, size: Int) async throws -> [String: [Int]]", "debug()", "String",
            ])
        #expect(p.members[0].attributes == ["@MainActor"])
        #expect(p.members[0].line == 4)
        let s = declarations.types[1]
        #expect(s.isGeneric)
        #expect(s.nested.map(\.name) == ["Kind"])
        #expect(s.nested[0].members.map(\.text) == ["a, b(Int)"])
        let stored = s.members.filter { $0.kind == .property && $0.isStored && !$0.isStatic }
        #expect(stored.map(\.name) == ["text", "items"])
        #expect(stored[1].initialValue == "[]")
    }

    /// The documentation just above a declaration: `///` lines and `/** */` blocks, its
    /// attributes between; not a `//` or `////` comment, not one a blank line or a comment
    /// separates, not one in a branch of `#if` that is not read.
    @Test func readsTheDocumentationAboveADeclaration() throws {
        let text = """
            /// Where it goes.
            /// Opens the `CarDetail` module.
            @MainActor
            protocol P {
                // A plain comment.
                func plain()
                //// Not documentation.
                func fourSlashes()
                /**
                 * A block,
                 * two lines.
                 */
                func block()
                /// Separated.

                func separated()
                func trailing() /// After code: not the next declaration's.
                func next()
                /** On the line of code. */ func sameLine()
                func afterSameLine()
            #if DEBUG
                /// Read.
                func debug()
            #else
                /// Not read.
                func release()
            #endif
            }
            """
        let declarations = SwiftDeclarations(text: text)
        let type = try #require(declarations.types.first)
        #expect(
            declarations.documentation(above: type.line)
                == "Where it goes. Opens the `CarDetail` module.")
        let members = Dictionary(
            type.members.map { ($0.name, $0.line) }, uniquingKeysWith: { a, _ in a })
        let documentation = { (name: String) in
            members[name].flatMap { declarations.documentation(above: $0) }
        }
        #expect(members.count == 9)
        #expect(documentation("next") == nil)
        #expect(documentation("afterSameLine") == nil)
        #expect(documentation("plain") == nil)
        #expect(documentation("fourSlashes") == nil)
        #expect(documentation("block") == "A block, two lines.")
        #expect(documentation("separated") == nil)
        #expect(documentation("debug") == "Read.")
        #expect(!declarations.documentation.values.contains("Not read."))
    }

    /// The names an enum case declares, associated values with commas and closures included.
    @Test func readsTheNamesOfEnumCases() throws {
        let declarations = SwiftDeclarations(
            text: """
                enum Route {
                    case showRepo(Repo, animated: Bool), close
                    case run(handler: () -> Void, count: Int)
                    case plain = "plain"
                    func notACase() {}
                }
                """)
        let members = try #require(declarations.types.first).members
        #expect(members.map(\.caseNames) == [["showRepo", "close"], ["run"], ["plain"], []])
    }

    @Test func unbalancedSwiftIsAProblemAtItsPlace() {
        let cases: [(String, Int, Int)] = [
            ("struct A {\n    func f() { g()) }\n}\n", 2, 19),
            ("let s = \"open\n", 1, 9),
            ("/* never closed\n", 1, 1),
            ("#if A\nstruct B {}\n", 3, 1),
            ("struct C {\n", 1, 10),
        ]
        for (text, line, column) in cases {
            let problem = SwiftDeclarations(text: text).problem
            #expect(
                problem?.line == line && problem?.column == column,
                "\(text): \(String(describing: problem))")
        }
    }

    /// Every file cut short, and with bytes changed at random (a fixed seed): the scanner ends,
    /// whatever it finds.
    @Test func damagedSwiftNeverCrashes() {
        var random = SeededGenerator(seed: 38)
        for (_, text) in Self.swiftFiles.prefix(120) {
            let bytes = Array(text.utf8)
            for _ in 0..<8 {
                let cut = Int.random(in: 0...bytes.count, using: &random)
                _ = SwiftDeclarations(text: String(decoding: bytes[..<cut], as: UTF8.self))
                var mutated = bytes
                for _ in 0..<4 where !mutated.isEmpty {
                    let at = Int.random(in: 0..<mutated.count, using: &random)
                    mutated[at] = Array("{}()[]\"#/*`\\\n<>@ ".utf8).randomElement(using: &random)!
                }
                _ = SwiftDeclarations(text: String(decoding: mutated, as: UTF8.self))
            }
        }
    }
}
