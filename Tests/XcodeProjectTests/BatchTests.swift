import Diagnostics
import Foundation
import Testing

@testable import XcodeProject

/// A seeded generator, so a failing sequence can be replayed.
struct BatchRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random sequences of changes made one at a time (each a parse of the whole project) and in a
/// batch (one parse before, one after) give the same text, byte for byte, and the same answers.
@Suite struct BatchTests {
    /// The fixtures, and each with CRLF line ends.
    static let variants: [(name: String, text: String)] = ProjectFixtures.names.flatMap { name in
        let text = ProjectFixtures.text(name)
        return [(name, text), (name + "-crlf", text.replacing("\n", with: "\r\n"))]
    }

    static func randomChanges(
        for project: XcodeProjectFile, count: Int, using rng: inout BatchRandom
    ) -> [XcodeProjectChange] {
        let existing = Array(project.model.referencesByFile.keys).sorted()
        var folders = Set(existing.map { ProjectPath.parent(of: $0) })
        folders.formUnion(["", "Shared", "Other/Deep"])
        folders.formUnion(project.targets.flatMap(\.synchronizedFolders))
        let folderList = folders.sorted()
        let subfolders = ["Cars", "Cart", "View", "Rows", "Cars/View", "Money Things", ""]
        let names = [
            "CarsPresenter.swift", "CarsView.swift", "Cart.m", "Cars.yml", "Info.plist",
            "Router.swift", "A*B.swift", "0123456789ABCDEF01234567.swift", "Tests.swift",
        ]
        let targets = project.targets.map(\.name) + ["Nope"]
        let groups: [String?] = [nil, nil, nil, "Modules", "Modules/Cars", "New/Place"]
        var made: [String] = []
        var changes: [XcodeProjectChange] = []
        for _ in 0..<count {
            let roll = Int.random(in: 0..<100, using: &rng)
            if roll < 12, let file = (existing + made).randomElement(using: &rng) {
                changes.append(.remove(file: file))
                continue
            }
            let path: String
            if roll < 22, let file = (existing + made).randomElement(using: &rng) {
                path = file
            } else {
                let folder = ProjectPath.join(
                    folderList.randomElement(using: &rng)!, subfolders.randomElement(using: &rng)!)
                path = ProjectPath.join(folder, names.randomElement(using: &rng)!)
            }
            let target = targets.randomElement(using: &rng)!
            if roll < 35 {
                changes.append(.excludeFromSynchronizedFolder(file: path, target: target))
            } else {
                changes.append(
                    .add(file: path, target: target, group: groups.randomElement(using: &rng)!))
                made.append(path)
            }
        }
        return changes
    }

    /// What one change did, or the error it threw.
    static func describe(_ body: () throws -> XcodeChangeResult) -> String {
        do { return "\(try body())" } catch { return "error: \(error)" }
    }

    @Test(arguments: variants.indices)
    func randomSequencesMatchOneAtATime(variant: Int) throws {
        let (name, text) = Self.variants[variant]
        let path = "\(name.prefix(while: { !$0.isNumber })).xcodeproj/project.pbxproj"
        let original = try XcodeProjectFile(text: text, path: path)
        var checked = 0
        for seed in 0..<60 {
            var rng = BatchRandom(state: UInt64(seed) &* 7919 &+ UInt64(variant))
            let changes = Self.randomChanges(
                for: original, count: Int.random(in: 1...40, using: &rng), using: &rng)
            var single = original
            var batch = XcodeProjectBatch(original)
            for (index, change) in changes.enumerated() {
                let one: String
                let many: String
                switch change {
                case .add(let file, let target, let group):
                    one = Self.describe {
                        .added(try single.add(file: file, target: target, group: group))
                    }
                    many = Self.describe {
                        .added(try batch.add(file: file, target: target, group: group))
                    }
                case .remove(let file):
                    one = Self.describe { .removed(single.remove(file: file)) }
                    many = Self.describe { .removed(try batch.remove(file: file)) }
                case .excludeFromSynchronizedFolder(let file, let target):
                    one = Self.describe {
                        .excluded(
                            try single.excludeFromSynchronizedFolder(file: file, target: target))
                    }
                    many = Self.describe {
                        .excluded(
                            try batch.excludeFromSynchronizedFolder(file: file, target: target))
                    }
                }
                #expect(one == many, "\(name) seed \(seed), change \(index): \(change)")
                for target in original.targets.map(\.name) {
                    for file in ["Shop/Modules/Cars/CarsView.swift", "Garage/Cars/Cars.yml"] {
                        #expect(
                            single.status(ofFile: file, target: target)
                                == batch.status(ofFile: file, target: target))
                    }
                }
                if case .add(let file, let target, _) = change {
                    #expect(
                        single.status(ofFile: file, target: target)
                            == batch.status(ofFile: file, target: target),
                        "\(name) seed \(seed), change \(index): \(change)")
                }
            }
            let finished = try batch.finish()
            #expect(
                finished.text == single.text,
                "\(name) seed \(seed): the batch's text differs from one change at a time; changes: \(changes)"
            )
            if finished.text != single.text { return }
            // The same through `apply`, when no change of the sequence throws.
            var applied = original
            if (try? applied.apply(changes)) != nil {
                #expect(applied.text == single.text, "\(name) seed \(seed): apply differs")
                checked += 1
            }
        }
        #expect(checked > 0, "no sequence of \(name) went through apply without an error")
    }

    /// Many modules in one batch: the text is what one file at a time makes, and adding them all
    /// again changes nothing.
    @Test(arguments: ProjectFixtures.names)
    func manyModulesMatchOneAtATime(name: String) throws {
        let original = try ProjectFixtures.project(name)
        let target = original.targets.first { !$0.isTestBundle }!.name
        let app = original.targets.first { !$0.isTestBundle }!
        let folder =
            app.synchronizedFolders.isEmpty
            ? (name == "Shop56" ? "Shop/Modules" : "\(target)/Screens") : "Elsewhere"
        var changes: [XcodeProjectChange] = []
        for module in 0..<40 {
            for part in ["View", "Presenter", "Interactor", "Router"] {
                changes.append(
                    .add(
                        file: "\(folder)/M\(module)/M\(module)\(part).swift", target: target,
                        group: nil))
            }
            changes.append(
                .excludeFromSynchronizedFolder(
                    file: "\(target)/M\(module)/M\(module).yml", target: target))
        }
        var single = original
        for change in changes {
            switch change {
            case .add(let file, let target, let group):
                _ = try single.add(file: file, target: target, group: group)
            case .excludeFromSynchronizedFolder(let file, let target):
                _ = try single.excludeFromSynchronizedFolder(file: file, target: target)
            case .remove(let file):
                _ = single.remove(file: file)
            }
        }
        var batched = original
        let results = try batched.apply(changes)
        #expect(batched.text == single.text)
        #expect(results.contains(.added(.added(target: target))))
        var again = batched
        let second = try again.apply(changes)
        #expect(again.text == batched.text)
        #expect(!second.contains(.added(.added(target: target))))
    }

    /// A batch that fails stops there and changes nothing.
    @Test func aFailingChangeStopsTheBatch() throws {
        var shop = try ProjectFixtures.project("Shop56")
        let before = shop.text
        #expect(throws: DiagnosticsError.self) {
            try shop.apply([
                .add(file: "Shop/Modules/Cars/CarsView.swift", target: "Shop", group: nil),
                .add(file: "Shop/Modules/Cars/CarsPresenter.swift", target: "Shopp", group: nil),
            ])
        }
        #expect(shop.text == before)
    }
}
