import Foundation
import Testing

@testable import ViperGenKit

/// The classic cases of a three-way merge on lines (as `git merge-file` treats them), and the
/// ones a generator meets: a method added next to one the user changed, CRLF files.
struct ThreeWayMergeTests {
    private func merge(_ base: String, _ ours: String, _ theirs: String) -> ThreeWayMerge.Result {
        ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
    }

    private static let base = "a\nb\nc\nd\ne\n"

    @Test func onlyTheirsChangedGivesTheirs() {
        let result = merge(Self.base, Self.base, "a\nB\nc\nd\ne\nf\n")
        #expect(result == .init(text: "a\nB\nc\nd\ne\nf\n", conflictLines: []))
    }

    @Test func onlyOursChangedKeepsOurs() {
        let result = merge(Self.base, "a\nb\nC\nd\n", Self.base)
        #expect(result == .init(text: "a\nb\nC\nd\n", conflictLines: []))
    }

    @Test func bothMakingTheSameChangeGivesItOnce() {
        let result = merge(Self.base, "a\nb\nX\nY\nd\ne\n", "a\nb\nX\nY\nd\ne\n")
        #expect(result == .init(text: "a\nb\nX\nY\nd\ne\n", conflictLines: []))
        // The same change among other, separate ones.
        let mixed = merge(Self.base, "A\nb\nX\nd\ne\n", "a\nb\nX\nd\nE\n")
        #expect(mixed == .init(text: "A\nb\nX\nd\nE\n", conflictLines: []))
    }

    @Test func changesApartFromEachOtherBothLand() {
        let result = merge(Self.base, "A\nb\nc\nd\ne\n", "a\nb\nc\nd\nE\n")
        #expect(result == .init(text: "A\nb\nc\nd\nE\n", conflictLines: []))
    }

    @Test func overlappingChangesConflictAndKeepBothSides() {
        let result = merge(Self.base, "a\nb\nmine\nd\ne\n", "a\nb\ntheirs\nd\ne\n")
        #expect(
            result.text
                == "a\nb\n<<<<<<< yours\nmine\n||||||| base\nc\n=======\ntheirs\n>>>>>>> viper-gen\nd\ne\n"
        )
        #expect(result.conflictLines == [3])
    }

    @Test func changesToAdjacentLinesConflict() {
        // As git: with no unchanged line between them, the two edits cannot be placed apart safely.
        let result = merge(Self.base, "a\nB\nc\nd\ne\n", "a\nb\nC\nd\ne\n")
        #expect(
            result.text
                == "a\n<<<<<<< yours\nB\nc\n||||||| base\nb\nc\n=======\nb\nC\n>>>>>>> viper-gen\nd\ne\n"
        )
        #expect(result.conflictLines == [2])
    }

    @Test func insertionsAtOnePlaceConflictUnlessTheSame() {
        let conflict = merge(Self.base, "a\nb\nmine\nc\nd\ne\n", "a\nb\ntheirs\nc\nd\ne\n")
        #expect(
            conflict.text
                == "a\nb\n<<<<<<< yours\nmine\n||||||| base\n=======\ntheirs\n>>>>>>> viper-gen\nc\nd\ne\n"
        )
        let same = merge(Self.base, "a\nb\nnew\nc\nd\ne\n", "a\nb\nnew\nc\nd\ne\n")
        #expect(same == .init(text: "a\nb\nnew\nc\nd\ne\n", conflictLines: []))
    }

    @Test func linesBothSidesShareStayOutsideTheMarkers() {
        let result = merge("x\n", "same\nmine\nend\n", "same\ntheirs\nend\n")
        #expect(
            result.text
                == "same\n<<<<<<< yours\nmine\n||||||| base\nx\n=======\ntheirs\n>>>>>>> viper-gen\nend\n"
        )
        #expect(result.conflictLines == [2])
    }

    @Test func anEmptyBaseMergesWhenBothAgreeAndConflictsWhenNot() {
        #expect(merge("", "one\n", "one\n") == .init(text: "one\n", conflictLines: []))
        #expect(merge("", "", "one\n") == .init(text: "one\n", conflictLines: []))
        #expect(merge("", "mine\n", "") == .init(text: "mine\n", conflictLines: []))
        let conflict = merge("", "mine\n", "theirs\n")
        #expect(
            conflict.text
                == "<<<<<<< yours\nmine\n||||||| base\n=======\ntheirs\n>>>>>>> viper-gen\n")
        #expect(conflict.conflictLines == [1])
    }

    @Test func theirDeletionOfLinesOursLeftAloneLands() {
        let result = merge(Self.base, "A\nb\nc\nd\ne\n", "a\nb\ne\n")
        #expect(result == .init(text: "A\nb\ne\n", conflictLines: []))
    }

    @Test func aDeletionAgainstAnEditConflicts() {
        let result = merge(Self.base, "a\nb\nC\nd\ne\n", "a\nb\nd\ne\n")
        #expect(
            result.text
                == "a\nb\n<<<<<<< yours\nC\n||||||| base\nc\n=======\n>>>>>>> viper-gen\nd\ne\n")
    }

    @Test func aLastLineWithoutALineBreakGetsOneBeforeAMarker() {
        let result = merge("a\nb", "a\nmine", "a\ntheirs")
        #expect(
            result.text
                == "a\n<<<<<<< yours\nmine\n||||||| base\nb\n=======\ntheirs\n>>>>>>> viper-gen\n")
        // Clean merges keep the missing line break.
        #expect(merge("a\nx\nb", "A\nx\nb", "a\nx\nb\nc").text == "A\nx\nb\nc")
    }

    @Test func aCRLFFileMergesAsCleanlyAndStaysCRLF() {
        let base = "a\nb\nc\nd\ne\n"
        let ours = "A\r\nb\r\nc\r\nd\r\ne\r\n"
        let theirs = "a\nb\nc\nd\nE\n"
        #expect(
            merge(base, ours, theirs) == .init(text: "A\r\nb\r\nc\r\nd\r\nE\r\n", conflictLines: [])
        )
        let conflict = merge(base, "a\r\nb\r\nmine\r\nd\r\ne\r\n", "a\nb\ntheirs\nd\ne\n")
        #expect(
            conflict.text
                == "a\r\nb\r\n<<<<<<< yours\r\nmine\r\n||||||| base\r\nc\r\n=======\r\ntheirs\r\n>>>>>>> viper-gen\r\nd\r\ne\r\n"
        )
        // An LF file against CRLF renderings (a template saved on Windows) stays LF.
        #expect(merge("a\r\nb\r\n", "A\nb\n", "a\r\nb\r\nc\r\n").text == "A\nb\nc\n")
    }

    /// A method added after one whose body the user filled in: the insertion goes after the
    /// closing brace, never into the body the user changed.
    @Test func aMethodAddedAfterAnEditedMethodLandsAfterIt() {
        let base = """
            final class Presenter {
                func load() {
                    // TODO: Load.
                }

                func close() {
                    router.close()
                }
            }

            """
        let ours = base.replacingOccurrences(
            of: "        // TODO: Load.\n",
            with: "        items = repository.all()\n        view?.show(items)\n")
        let theirs = base.replacingOccurrences(
            of: "    func close() {",
            with: "    func refresh() {\n        // TODO: Load.\n    }\n\n    func close() {"
        )
        let result = merge(base, ours, theirs)
        #expect(!result.hasConflicts)
        #expect(
            result.text == """
                final class Presenter {
                    func load() {
                        items = repository.all()
                        view?.show(items)
                    }

                    func refresh() {
                        // TODO: Load.
                    }

                    func close() {
                        router.close()
                    }
                }

                """
        )
    }

    /// A method added between two others touches neither the one before nor the one after:
    /// the user may have renamed the next one, or documented it.
    @Test func aMethodAddedBeforeARenamedMethodLandsBetweenThem() {
        let base = "func a() {\n    one()\n}\n\nfunc b() {\n    two()\n}\n"
        let ours = base.replacingOccurrences(of: "func b() {", with: "/// Mine.\nfunc renamed() {")
        let theirs = base.replacingOccurrences(
            of: "func b() {", with: "func added() {\n    three()\n}\n\nfunc b() {")
        let result = merge(base, ours, theirs)
        #expect(
            result
                == .init(
                    text:
                        "func a() {\n    one()\n}\n\nfunc added() {\n    three()\n}\n\n/// Mine.\nfunc renamed() {\n    two()\n}\n",
                    conflictLines: []
                )
        )
    }

    /// Methods added before one the user documented land above the blank line, the user's
    /// comment stays on its method (a random batch's SwiftUI preview view model found it).
    @Test func methodsAddedAboveADocumentedMethodLeaveItsComment() {
        let base =
            "final class Preview {\n    var state = State()\n\n    func push() {}\n\n    func show() {}\n}\n"
        let ours = base.replacingOccurrences(
            of: "    func push() {}", with: "    // Reviewed by the team.\n    func push() {}")
        let theirs = base.replacingOccurrences(
            of: "    func push() {}", with: "    func load() async {}\n\n    func push() {}")
        let result = merge(base, ours, theirs)
        #expect(
            result
                == .init(
                    text:
                        "final class Preview {\n    var state = State()\n\n    func load() async {}\n\n    // Reviewed by the team.\n    func push() {}\n\n    func show() {}\n}\n",
                    conflictLines: []
                )
        )
    }

    /// Two insertions with only a blank line between them keep their sides of it, with nothing
    /// lost (git, placing them otherwise, may report a conflict here).
    @Test func insertionsApartByABlankLineBothLand() {
        let base = "c\n{\nb\n}\n    x\n}\na\n\n"
        let ours = base + "\nfunc f() {\n}\n"
        let theirs = base + "func f() {\n}\n}\n\n"
        let result = merge(base, ours, theirs)
        #expect(!result.hasConflicts)
        #expect(result.text == "c\n{\nb\n}\n    x\n}\na\n\nfunc f() {\n}\n}\n\n\nfunc f() {\n}\n")
    }

    /// The other way round: the user's own method at the end of the type and a generated one
    /// added there too are two insertions at one place.
    @Test func twoMethodsAddedAtTheEndOfATypeConflict() {
        let base = "struct S {\n    func a() {}\n}\n"
        let ours = "struct S {\n    func a() {}\n\n    func mine() {}\n}\n"
        let theirs = "struct S {\n    func a() {}\n\n    func b() {}\n}\n"
        let result = merge(base, ours, theirs)
        #expect(
            result.text
                == "struct S {\n    func a() {}\n\n<<<<<<< yours\n    func mine() {}\n||||||| base\n=======\n    func b() {}\n>>>>>>> viper-gen\n}\n"
        )
    }

    /// A block whose last line is "}" inserted before a "}" is one insertion, whichever "}" the
    /// diff pairs with the base's: both sides adding a block next to the same "}" must not
    /// share a "}" that each inserted as a piece of its own block (one would be lost). A case
    /// found comparing with `git merge-file`, whose result this is ("_" a blank line, "f" a
    /// method's first line, "x" an indented line).
    @Test func aBlockEndingInABraceInsertedBeforeABraceStaysWhole() {
        func text(_ tokens: String) -> String {
            tokens.split(separator: " ").map {
                ["_": "", "f": "func f() {", "x": "    x"][String($0)] ?? String($0)
            }.map { $0 + "\n" }.joined()
        }
        let result = merge(
            text("c } } d } b } } d _ d { { { a d d d b x { b { d a"),
            text("c } } d } b } _ f } } d _ d { { { a d d d b x { b { d R0"),
            text("d } } } _ _ d } b _ f } } } d _ d } _ _ { { { a d d d b x { d a")
        )
        #expect(
            result
                == .init(
                    text: text(
                        "d } } } _ _ d } b _ f } } _ f } } d _ d } _ _ { { { a d d d b x { d R0"),
                    conflictLines: []))
    }

    /// A long file with a change of each side far apart merges as a short one does: past
    /// the size where a full table of the two texts would be too large, the changes are still
    /// found line by line, not as the whole middle of the file replaced (a conflict of the
    /// whole file).
    @Test func scatteredEditsInALongFileMergeCleanly() {
        let lines = (0..<5_000).map { index in
            ["    func m\(index / 4)() {\n", "        let x = \(index / 4)\n", "    }\n", "\n"][
                index % 4]
        }
        func edited(_ places: [Int], _ tag: String, alsoAt same: Int? = nil) -> String {
            var copy = lines
            for place in places { copy[place] = copy[place].dropLast() + " // \(tag)\n" }
            if let same { copy[same] = copy[same].dropLast() + " // both\n" }
            return copy.joined()
        }
        let mine = [5, 1_201, 2_401, 3_601]
        let theirs = [9, 1_205, 2_405, 4_993]
        let result = merge(lines.joined(), edited(mine, "mine"), edited(theirs, "theirs"))
        #expect(result.conflictLines == [])
        var expected = lines
        for place in mine { expected[place] = expected[place].dropLast() + " // mine\n" }
        for place in theirs { expected[place] = expected[place].dropLast() + " // theirs\n" }
        #expect(result.text == expected.joined())
        // The same change on both sides far apart is taken once; changes on one line conflict.
        let clash = merge(
            lines.joined(), edited([4_000], "mine", alsoAt: 5), edited([4_001], "theirs", alsoAt: 5)
        )
        #expect(clash.conflictLines.count == 1)
        #expect(
            clash.text.hasPrefix(
                lines[0..<5].joined() + "        let x = 1 // both\n" + lines[6..<4_000].joined()
                    + "<<<<<<< yours\n"))
        #expect(clash.text.contains("    func m1000() { // mine\n"))
        #expect(clash.text.contains("        let x = 1000 // theirs\n"))
    }

    /// Bad input: a string literal or a comment cut off by the end of the text, an escape as
    /// its last character, merge on words without a crash.
    @Test func wordsCutOffByTheEndOfTheTextMerge() {
        for tail in ["\"abc\\", "\"abc", "// note", "\"\\\n\"", "\\"] {
            let base = "f(a)\n" + tail
            let result = ThreeWayMerge.merge(
                base: base, ours: "f(b)\n" + tail + "x", theirs: "f(a, c)\n" + tail + "\n",
                swift: true)
            #expect(result.text.contains("f("), "\(tail)")
        }
    }

    /// Over random Swift-like texts (types of methods, each side adding types, methods and
    /// lines to a base), reading the braces only moves whole lines or makes conflicts: a
    /// conflict is reported exactly where a marker is, and a merge clean both ways has the
    /// lines of the merge on lines, in some order.
    @Test func readingTheBracesKeepsEveryLine() {
        var generator = SeededGenerator(seed: 34)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        func method(_ name: String) -> [String] {
            ["    func \(name)() {\n"]
                + (0..<pick(3)).map { _ in ["        x()\n", "        y()\n"][pick(2)] }
                + ["    }\n"]
        }
        func type(_ name: String) -> [String] {
            let methods = (0..<(1 + pick(3))).map { method(["a", "b", "c"][$0]) }
            return ["struct \(name) {\n"] + methods.joined(separator: ["\n"]) + ["}\n"]
        }
        func edited(_ base: [String]) -> String {
            var lines = base
            for _ in 0..<(1 + pick(2)) {
                let ends = lines.indices.filter { lines[$0] == "}\n" }
                let bodies = lines.indices.filter { lines[$0].hasPrefix("        ") }
                switch pick(4) {
                case 0: lines += ["\n"] + type(["U", "S"][pick(2)])
                case 1 where !ends.isEmpty:
                    lines.insert(contentsOf: ["\n"] + method("d"), at: ends[pick(ends.count)])
                case 2 where !bodies.isEmpty: lines[bodies[pick(bodies.count)]] = "        z()\n"
                default:
                    let place = pick(lines.count + 1)
                    lines.insert("        w()\n", at: place)
                }
            }
            return lines.joined()
        }
        var moved = 0
        for _ in 0..<2_000 {
            let baseLines = Array(
                (0..<(1 + pick(2))).map { type(["S", "T"][$0]) }.joined(separator: ["\n"]))
            let (base, ours, theirs) = (baseLines.joined(), edited(baseLines), edited(baseLines))
            let lines = merge(base, ours, theirs)
            let swift = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, swift: true)
            let markers = swift.text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
                .filter { $0.element == ThreeWayMerge.oursMarker }.map { $0.offset + 1 }
            #expect(markers == swift.conflictLines, "\(base)|\(ours)|\(theirs)")
            // (A conflict on lines may merge on words: only clean merges on lines compare.)
            if !swift.hasConflicts, !lines.hasConflicts {
                #expect(
                    swift.text.split(separator: "\n").sorted()
                        == lines.text.split(separator: "\n").sorted(), "\(base)|\(ours)|\(theirs)")
                if swift.text != lines.text { moved += 1 }
            }
        }
        // Some merges did move lines.
        #expect(moved > 0)
        // Texts of any lines, braces unbalanced: conflicts are where the markers are.
        let pieces = [
            "struct S {\n", "    func a() {\n", "        x()\n", "        y()\n", "    }\n", "}\n",
            "\n",
        ]
        func text() -> String { (0..<pick(10)).map { _ in pieces[pick(pieces.count)] }.joined() }
        for _ in 0..<2_000 {
            let (base, ours, theirs) = (text(), text(), text())
            let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, swift: true)
            let markers = result.text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
                .filter { $0.element == ThreeWayMerge.oursMarker }.map { $0.offset + 1 }
            #expect(markers == result.conflictLines, "\([base, ours, theirs])")
        }
    }

    /// A conflict shows the base's lines too, as git's diff3 style, so the user sees what each
    /// side changed: here viper-gen added a parameter and the user a line to the same method.
    @Test func aConflictShowsTheBaseBetweenTheSides() {
        let base = "func show(car: Car) {\n    router.show(car)\n}\n"
        let ours = "func show(car: Car) {\n    track()\n    router.show(car)\n}\n"
        let theirs =
            "func show(car: Car, animated: Bool) {\n    router.show(car, animated: animated)\n}\n"
        let result = merge(base, ours, theirs)
        #expect(
            result.text == """
                <<<<<<< yours
                func show(car: Car) {
                    track()
                    router.show(car)
                ||||||| base
                func show(car: Car) {
                    router.show(car)
                =======
                func show(car: Car, animated: Bool) {
                    router.show(car, animated: animated)
                >>>>>>> viper-gen
                }

                """)
        #expect(result.conflictLines == [1])
    }

    private static let interactor = """
        final class CarsInteractor {
            private let service: any CarsServiceProtocol

            func fetchCars() async throws -> [Car] {
                // TODO: Fetch the cars.
            }
        }

        """

    /// The user filled in the type's last method and put a type of their own after it; the
    /// lines around a method viper-gen appends to the type ("    }", "}") are the user's
    /// type's last lines too. On lines alone, as `git merge-file`, the method lands in the
    /// user's type; read as Swift, it goes before the closing brace of its own.
    @Test func aMethodAppendedToATypeStaysInItWhenTheUserAddedATypeAfterIt() {
        let ours =
            Self.interactor.replacingOccurrences(
                of: "        // TODO: Fetch the cars.\n",
                with: "        try await service.fetchCars()\n")
            + "\nstruct CarSorter {\n    func sorted(_ cars: [Car]) -> [Car] {\n        cars\n    }\n}\n"
        let theirs = Self.interactor.replacingOccurrences(
            of: "        // TODO: Fetch the cars.\n    }\n",
            with:
                "        // TODO: Fetch the cars.\n    }\n\n    func deleteCar(id: String) async throws {\n        try await service.deleteCar(id: id)\n    }\n"
        )
        let expected = """
            final class CarsInteractor {
                private let service: any CarsServiceProtocol

                func fetchCars() async throws -> [Car] {
                    try await service.fetchCars()
                }

                func deleteCar(id: String) async throws {
                    try await service.deleteCar(id: id)
                }
            }

            struct CarSorter {
                func sorted(_ cars: [Car]) -> [Car] {
                    cars
                }
            }

            """
        let lines = ThreeWayMerge.merge(base: Self.interactor, ours: ours, theirs: theirs)
        #expect(!lines.hasConflicts)
        #expect(lines.text != expected)
        #expect(lines.text.contains("        cars\n    }\n\n    func deleteCar("))
        let swift = ThreeWayMerge.merge(
            base: Self.interactor, ours: ours, theirs: theirs, swift: true)
        #expect(swift == .init(text: expected, conflictLines: []))
    }

    /// The presenter has two extensions of its type; the method goes to the end of the one it
    /// was appended to, told apart by its declaration.
    @Test func aMethodAppendedToOneOfTwoExtensionsStaysInIt() {
        let base = """
            extension CarsPresenter {
                private func helper() {}
            }

            extension CarsPresenter: CarsPresenterProtocol {
                func showCreateCarScreen() {
                    // TODO: Show it.
                }
            }

            """
        let sorter = "\nstruct CarSorter {\n    func sorted() {\n        sort()\n    }\n}\n"
        let ours =
            base.replacingOccurrences(of: "        // TODO: Show it.\n", with: "        show()\n")
            + sorter
        let added = "\n    func deleteCar(id: String) async {\n        await delete(id)\n    }\n"
        let theirs = base.replacingOccurrences(
            of: "        // TODO: Show it.\n    }\n",
            with: "        // TODO: Show it.\n    }\n" + added)
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, swift: true)
        #expect(
            result
                == .init(
                    text: ours.replacingOccurrences(
                        of: "        show()\n    }\n", with: "        show()\n    }\n" + added),
                    conflictLines: []))
        #expect(merge(base, ours, theirs).text.contains("        sort()\n    }\n" + added))
    }

    /// When the type the new lines belong to is not found once (the user renamed it) or they
    /// are not at the end of it, the merge is a conflict where the lines would have gone.
    @Test func aMethodWithoutItsTypeInTheUsersFileIsAConflict() {
        let ours =
            Self.interactor.replacingOccurrences(
                of: "        // TODO: Fetch the cars.\n",
                with: "        try await service.fetchCars()\n"
            ).replacingOccurrences(of: "class CarsInteractor", with: "class GarageInteractor")
            + "\nstruct CarSorter {\n    func sorted(_ cars: [Car]) -> [Car] {\n        cars\n    }\n}\n"
        let theirs = Self.interactor.replacingOccurrences(
            of: "        // TODO: Fetch the cars.\n    }\n",
            with: "        // TODO: Fetch the cars.\n    }\n\n    func deleteCar() {}\n")
        let result = ThreeWayMerge.merge(
            base: Self.interactor, ours: ours, theirs: theirs, swift: true)
        #expect(
            result.text.hasSuffix(
                "        cars\n    }\n<<<<<<< yours\n||||||| base\n=======\n\n    func deleteCar() {}\n>>>>>>> viper-gen\n}\n"
            ), "\(result.text)")
        #expect(result.conflictLines.count == 1)
        #expect(result.text.contains("class GarageInteractor {"))
    }

    /// A new last line of a method's body lands in that method, not in the body of one the
    /// user added after it, whose last lines are the same.
    @Test func aLineAddedToAMethodBodyIsNotTakenIntoTheUsersMethod() {
        let base = "struct S {\n    func a() {\n        one()\n    }\n}\n"
        let ours =
            "struct S {\n    func a() {\n        uno()\n    }\n\n    func mine() {\n        one()\n    }\n}\n"
        let theirs = "struct S {\n    func a() {\n        one()\n        two()\n    }\n}\n"
        let lines = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs)
        #expect(!lines.hasConflicts)
        #expect(lines.text.contains("func mine() {\n        one()\n        two()\n"))
        let swift = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, swift: true)
        #expect(
            swift
                == .init(
                    text:
                        "struct S {\n    func a() {\n        uno()\n        two()\n    }\n\n    func mine() {\n        one()\n    }\n}\n",
                    conflictLines: []))
    }

    /// Braces in strings, comments and interpolations are not the code's.
    @Test func bracesInLiteralsAndCommentsDoNotMoveLines() {
        let base = "struct S {\n    func a() {\n        // TODO\n    }\n}\n"
        let ours =
            "struct S {\n    func a() {\n        let s = \"}\\(f { $0 })\"  // }\n        /* { */ print(#\"\"}\"#)\n    }\n}\n"
        let theirs = "struct S {\n    func a() {\n        // TODO\n    }\n\n    func b() {}\n}\n"
        let result = ThreeWayMerge.merge(base: base, ours: ours, theirs: theirs, swift: true)
        #expect(
            result
                == .init(
                    text: ours.replacingOccurrences(
                        of: "    }\n}\n", with: "    }\n\n    func b() {}\n}\n"),
                    conflictLines: []))
    }

    private static let makeViewModel = """
            CarViewModel(
                make: car.make,
                // TODO: Format `priceText` from the car.
                priceText: ""
            )

        """

    private static let filledIn = makeViewModel.replacingOccurrences(
        of: "        // TODO: Format `priceText` from the car.\n        priceText: \"\"\n",
        with: "        priceText: car.price.formatted(.currency(code: \"EUR\"))\n")

    /// A view model's property added after the one whose placeholder the user filled in: on
    /// lines, the comma viper-gen puts after the placeholder is a change of the line the user
    /// rewrote; on words (in Swift files), the comma and the new line go after the user's value.
    @Test func aPropertyAddedAfterAFilledInPlaceholderMergesOnWords() {
        let theirs = Self.makeViewModel.replacingOccurrences(
            of: "        priceText: \"\"\n",
            with: "        priceText: \"\",\n        year: car.year\n")
        let lines = merge(Self.makeViewModel, Self.filledIn, theirs)
        #expect(lines.conflictLines == [3])
        #expect(
            lines.text.contains("||||||| base\n        // TODO: Format `priceText` from the car.\n")
        )
        let words = ThreeWayMerge.merge(
            base: Self.makeViewModel, ours: Self.filledIn, theirs: theirs, swift: true)
        #expect(
            words
                == .init(
                    text: Self.filledIn.replacingOccurrences(
                        of: "))\n", with: ")),\n        year: car.year\n"),
                    conflictLines: []))
    }

    /// Added before it, or removed before it, the property merges too.
    @Test func aPropertyAddedOrRemovedBeforeAFilledInPlaceholderMergesOnWords() {
        let added = Self.makeViewModel.replacingOccurrences(
            of: "        make: car.make,\n",
            with: "        make: car.make,\n        year: car.year,\n")
        #expect(merge(Self.makeViewModel, Self.filledIn, added).hasConflicts)
        #expect(
            ThreeWayMerge.merge(
                base: Self.makeViewModel, ours: Self.filledIn, theirs: added, swift: true)
                == .init(
                    text: Self.filledIn.replacingOccurrences(
                        of: "        make: car.make,\n",
                        with: "        make: car.make,\n        year: car.year,\n"),
                    conflictLines: []))
        let removed = Self.makeViewModel.replacingOccurrences(
            of: "        make: car.make,\n", with: "")
        #expect(
            ThreeWayMerge.merge(
                base: Self.makeViewModel, ours: Self.filledIn, theirs: removed, swift: true)
                == .init(
                    text: Self.filledIn.replacingOccurrences(
                        of: "        make: car.make,\n", with: ""),
                    conflictLines: []))
    }

    /// What viper-gen changes in the words the user rewrote (the placeholder of a property
    /// whose type changed), or inserts where the user inserted, stays a conflict, with the base.
    @Test func aChangeToTheWordsTheUserRewroteStaysAConflict() {
        let retyped = Self.makeViewModel.replacingOccurrences(
            of: "        priceText: \"\"\n", with: "        priceText: nil\n")
        let result = ThreeWayMerge.merge(
            base: Self.makeViewModel, ours: Self.filledIn, theirs: retyped, swift: true)
        #expect(result.conflictLines == [3])
        #expect(
            result.text.contains(
                "||||||| base\n        // TODO: Format `priceText` from the car.\n        priceText: \"\"\n=======\n"
            ))
        // Both add an argument at the same place.
        let base = "show(car)\n"
        let both = ThreeWayMerge.merge(
            base: base, ours: "show(car, animated: true)\n", theirs: "show(car, from: self)\n",
            swift: true)
        #expect(both.hasConflicts)
        // A brace of viper-gen's is a change of structure, left to the lines.
        let braces = ThreeWayMerge.merge(
            base: base, ours: "show(car.id)\n", theirs: "show(car) { done() }\n", swift: true)
        #expect(braces.hasConflicts)
    }

    /// Myers' diff, used for long texts, finds a longest common subsequence, as the table does.
    @Test func theShortestEditScriptKeepsAsManyLinesAsTheTable() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<3_000 {
            let a = (0..<Int(generator.next() % 12)).map { _ in Int(generator.next() % 4) }
            let b = (0..<Int(generator.next() % 12)).map { _ in Int(generator.next() % 4) }
            var table = [[Int]](
                repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    table[i][j] =
                        a[i] == b[j]
                        ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            // A slice that does not start at 0, as the merge passes the lines between head and tail.
            let matches = ThreeWayMerge.shortestEditMatches(([9] + a)[1...], ([9] + b)[1...])
            #expect(matches.count == table[0][0], "\(a) \(b)")
            #expect(matches.allSatisfy { a[$0.0 - 1] == b[$0.1 - 1] }, "\(a) \(b)")
            #expect(
                zip(matches, matches.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 },
                "\(a) \(b)")
        }
    }

    /// Identities any merge keeps, over random texts of a few distinct lines (so that equal lines
    /// and ambiguous alignments are common).
    @Test func identitiesHoldForRandomTexts() {
        var generator = SeededGenerator(seed: 22)
        func text() -> String {
            (0..<Int(generator.next() % 8)).map { _ in
                ["a\n", "b\n", "}\n", "\n", "c"][Int(generator.next() % 5)]
            }.joined()
        }
        for _ in 0..<2_000 {
            let (base, other) = (text(), text())
            #expect(merge(base, other, base).text == other)
            #expect(merge(base, base, other).text == other)
            #expect(merge(base, other, other).text == other)
            let third = text()
            let result = merge(base, other, third)
            // A conflict is reported exactly where a marker is.
            let markers = result.text.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
                .filter { $0.element == ThreeWayMerge.oursMarker }.map { $0.offset + 1 }
            #expect(markers == result.conflictLines)
        }
    }
}
