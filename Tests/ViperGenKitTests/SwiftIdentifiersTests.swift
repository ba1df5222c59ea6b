import Testing

@testable import ViperGenKit

/// The names `rename` renames in a user's file: identifiers in code, never in comments, string
/// literals or regex literals.
struct SwiftIdentifiersTests {
    private let names: [Substring: String] = [
        "CarsPresenter": "FleetPresenter", "carsView": "fleetView",
    ]

    @Test func namesInCodeAreRenamedAndCommentsAndLiteralsAreLeftAlone() {
        let text = """
            // CarsPresenter shows "cars"
            /* a "quote in a comment, then CarsPresenter /* nested */ CarsPresenter */
            extension CarsPresenter { var title: String { "CarsPresenter" } }
            let raw = #"CarsPresenter "quoted" CarsPresenter"#
            let long = \"""
                CarsPresenter
                \"""
            let view = carsView // CarsPresenter stays
            let bare = /CarsPresenter\\/x/
            let extended = #/CarsPresenter / carsView/#
            let many = #/
                CarsPresenter
                /#
            if text.contains(/carsView/) { return carsView }
            let ratio = carsView.count / CarsPresenter.size / 2
            """
        let renamed = SwiftIdentifiers.rename(names, in: text)
        #expect(
            renamed == """
                // CarsPresenter shows "cars"
                /* a "quote in a comment, then CarsPresenter /* nested */ CarsPresenter */
                extension FleetPresenter { var title: String { "CarsPresenter" } }
                let raw = #"CarsPresenter "quoted" CarsPresenter"#
                let long = \"""
                    CarsPresenter
                    \"""
                let view = fleetView // CarsPresenter stays
                let bare = /CarsPresenter\\/x/
                let extended = #/CarsPresenter / carsView/#
                let many = #/
                    CarsPresenter
                    /#
                if text.contains(/carsView/) { return fleetView }
                let ratio = fleetView.count / FleetPresenter.size / 2
                """)
    }

    @Test func eachNameHasItsLineAndColumn() {
        let found = SwiftIdentifiers.scan(
            "let a = \"x\"\n  /* b\n c */ d1 0x1F\nlet r = #/\ne\n/# + f\n")
        #expect(
            found.map { "\($0.name)@\($0.line):\($0.column)" } == [
                "let@1:1", "a@1:5", "d1@3:7", "let@4:1", "r@4:5", "f@6:6",
            ])
    }

    @Test func anUnclosedStringEndsAtItsLine() {
        let found = SwiftIdentifiers.scan("let s = \"open\nCarsPresenter\n")
        #expect(found.map(\.name).last == "CarsPresenter")
        #expect(found.last?.line == 2)
    }

    @Test func anUnclosedRegexIsNoRegex() {
        let found = SwiftIdentifiers.scan("let r = /a\nb / c\nlet s = #/\nd\n")
        #expect(found.map(\.name) == ["let", "r", "a", "b", "c", "let", "s", "d"])
    }

    /// A name may hold Unicode letters, digits and combining marks: it is one name, renamed
    /// whole or not at all.
    @Test func namesPastASCIIAreWhole() {
        let text = "let Übersicht = carsViewÄ + carsView\u{301} + carsView·x + carsView ≥ 1"
        #expect(
            SwiftIdentifiers.scan(text).map(\.name) == [
                "let", "Übersicht", "carsViewÄ", "carsView\u{301}", "carsView·x", "carsView",
            ])
        #expect(
            SwiftIdentifiers.rename(names, in: text)
                == "let Übersicht = carsViewÄ + carsView\u{301} + carsView·x + fleetView ≥ 1")
    }

    /// Interpolations are code only when asked for (`check-architecture`); `rename` leaves
    /// them as the string's text.
    @Test func interpolationsAreCodeOnlyWhenAsked() {
        let text = ##"""
            let a = "x \(carsView.title("\(CarsPresenter.self)")) y", b = #"\(carsView) \#(CarsPresenter.self)"#
            let c = """
                \(carsView)
                """
            """##
        #expect(
            SwiftIdentifiers.scan(text, interpolations: true).map {
                "\($0.name)@\($0.line):\($0.column)"
            }
                == [
                    "let@1:1", "a@1:5", "carsView@1:14", "title@1:23", "CarsPresenter@1:32",
                    "self@1:46", "b@1:59", "CarsPresenter@1:80", "self@1:94", "let@2:1",
                    "c@2:5", "carsView@3:7",
                ])
        #expect(SwiftIdentifiers.rename(names, in: text) == text)
    }
}
