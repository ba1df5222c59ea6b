import Testing

@testable import ViperGenKit

/// The names `rename` renames in a user's file: identifiers in code and comments, never in
/// string literals.
struct SwiftIdentifiersTests {
    private let names: [Substring: String] = [
        "CarsPresenter": "FleetPresenter", "carsView": "fleetView",
    ]

    @Test func namesInCodeAndCommentsAreRenamedAndStringsAreLeftAlone() {
        let text = """
            // CarsPresenter shows "cars"
            /* a "quote in a comment, then CarsPresenter */
            extension CarsPresenter { var title: String { "CarsPresenter" } }
            let raw = #"CarsPresenter "quoted" CarsPresenter"#
            let long = \"""
                CarsPresenter
                \"""
            let view = carsView // CarsPresenterX stays
            """
        let renamed = SwiftIdentifiers.rename(names, in: text)
        #expect(
            renamed == """
                // FleetPresenter shows "cars"
                /* a "quote in a comment, then FleetPresenter */
                extension FleetPresenter { var title: String { "CarsPresenter" } }
                let raw = #"CarsPresenter "quoted" CarsPresenter"#
                let long = \"""
                    CarsPresenter
                    \"""
                let view = fleetView // CarsPresenterX stays
                """)
    }

    @Test func eachNameHasItsLineAndColumn() {
        let found = SwiftIdentifiers.scan("let a = \"x\"\n  /* b\n c */ d1 0x1F\n")
        #expect(
            found.map { "\($0.name)@\($0.line):\($0.column)" } == [
                "let@1:1", "a@1:5", "b@2:6", "c@3:2", "d1@3:7",
            ])
    }

    @Test func anUnclosedStringEndsAtItsLine() {
        let found = SwiftIdentifiers.scan("let s = \"open\nCarsPresenter\n")
        #expect(found.map(\.name).last == "CarsPresenter")
        #expect(found.last?.line == 2)
    }
}
