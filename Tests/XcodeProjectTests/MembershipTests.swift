import Foundation
import Testing

@testable import XcodeProject

/// What a file is to its targets: compiled (Sources), copied into the bundle (Resources, the
/// phase made when a target has none) or only referenced (a header), one file at a time and
/// in a batch, the same bytes.
struct MembershipTests {
    static let header = "Shop/Modules/Cars/CarsPresenter.h"
    static let source = "Shop/Modules/Cars/CarsPresenter.m"
    static let xib = "Shop/Modules/Cars/CarsView.xib"
    static let storyboard = "Shop/Modules/Cars/Cars.storyboard"
    /// Shop has a Resources phase, ShopTests none: the xib's makes one, the storyboard's uses it.
    static let adds: [(file: String, target: String, membership: XcodeMembership)] = [
        (header, "Shop", .referenceOnly),
        (source, "Shop", .sources),
        (xib, "Shop", .resources),
        (xib, "ShopTests", .resources),
        (storyboard, "ShopTests", .resources),
    ]

    @Test func eachFileGoesInThePhaseOfItsKindOneByOneAndInABatch() throws {
        var single = try ProjectFixtures.project("Shop56")
        var results: [XcodeEdit] = []
        for add in Self.adds {
            results.append(
                try single.add(file: add.file, target: add.target, membership: add.membership))
        }
        #expect(
            results == [
                .added(target: "Shop"), .added(target: "Shop"), .added(target: "Shop"),
                .addedToTarget(target: "ShopTests"), .added(target: "ShopTests"),
            ])
        var batch = XcodeProjectBatch(try ProjectFixtures.project("Shop56"))
        for add in Self.adds {
            _ = try batch.add(file: add.file, target: add.target, membership: add.membership)
        }
        #expect(try batch.finish().text == single.text)

        let text = single.text
        for name in ["CarsPresenter.h", "CarsPresenter.m", "CarsView.xib", "Cars.storyboard"] {
            #expect(
                text.components(separatedBy: "/* \(name) */ = {isa = PBXFileReference;").count
                    == 2, "\(name)")
        }
        #expect(!text.contains("CarsPresenter.h in "))
        #expect(text.contains("/* CarsPresenter.m in Sources */ = {isa = PBXBuildFile;"))
        #expect(!text.contains("CarsView.xib in Sources"))
        #expect(
            text.components(separatedBy: "/* CarsView.xib in Resources */ = {isa = PBXBuildFile;")
                .count == 3)
        // One Resources phase made, at the end of ShopTests' phases.
        #expect(text.components(separatedBy: "isa = PBXResourcesBuildPhase;").count == 3)
        #expect(text.contains("\t\t\t\t1A0000000000000000000402 /* Frameworks */,\n\t\t\t\t"))
        #expect(
            single.status(ofFile: Self.header, target: "Shop", membership: .referenceOnly)
                == .inTarget)
        #expect(single.status(ofFile: Self.header, target: "Shop") == .referencedNotInTarget)
        #expect(
            single.status(ofFile: Self.xib, target: "ShopTests", membership: .resources)
                == .inTarget)
        #expect(single.status(ofFile: Self.xib, target: "ShopTests") == .referencedNotInTarget)

        // Again: nothing to do, not one byte changes.
        var again = single
        for add in Self.adds {
            #expect(
                try again.add(file: add.file, target: add.target, membership: add.membership)
                    == .alreadyInTarget)
        }
        #expect(again.text == text)

        if Oracle.available() {
            let result = Oracle.check(
                text,
                [
                    .init(
                        file: Self.header, group: "Shop/Modules/Cars", targets: [], phase: "none"),
                    .init(file: Self.source, group: "Shop/Modules/Cars", targets: ["Shop"]),
                    .init(
                        file: Self.xib, group: "Shop/Modules/Cars", targets: ["Shop", "ShopTests"],
                        phase: "Resources"),
                    .init(
                        file: Self.storyboard, group: "Shop/Modules/Cars", targets: ["ShopTests"],
                        phase: "Resources"),
                ])
            #expect(result.status == 0, "\(result.output)")
            // The checker sees a header in a build phase.
            let wrong = Oracle.check(
                text, [.init(file: Self.source, group: nil, targets: [], phase: "none")])
            #expect(wrong.status == 1, "\(wrong.output)")
        }
    }

    /// A file no target needs (a header, a note) is in the project wherever a synchronized
    /// folder holds it: not "not in the target" of a folder of other targets, nor excluded
    /// by an exception, whatever the target asked about.
    @Test func aReferenceOnlyFileInASynchronizedFolderIsInTheProjectForAnyTarget() throws {
        var garage = try ProjectFixtures.project("Garage77")
        let before = garage.text
        for target in ["Garage", "GarageTests"] {
            for file in ["Garage/Cars/CarsPresenter.h", "Garage/Info.plist"] {
                #expect(
                    garage.status(ofFile: file, target: target, membership: .referenceOnly)
                        == .inSynchronizedFolder("Garage"), "\(file), \(target)")
                #expect(
                    try garage.add(file: file, target: target, membership: .referenceOnly)
                        == .inSynchronizedFolder("Garage"))
            }
        }
        #expect(garage.text == before)
        // Compiled, the same files still depend on the target.
        #expect(
            garage.status(ofFile: "Garage/Cars/CarsPresenter.m", target: "GarageTests")
                == .inSynchronizedFolderOfOtherTargets("Garage", targets: ["Garage"]))
    }

    /// A localized file is built through its variant group: a build file of the group is the
    /// file's, and a target that lacks it gets one of the group, never a second build file of
    /// the localization ("Multiple commands produce").
    @Test func aFileOfAVariantGroupIsInTheTargetThatBuildsTheGroup() throws {
        var legacy = try ProjectFixtures.project("Legacy46")
        let storyboard = "Legacy/Base.lproj/Main.storyboard"
        let before = legacy.text
        #expect(
            legacy.status(ofFile: storyboard, target: "Legacy", membership: .resources)
                == .inTarget)
        #expect(
            try legacy.add(file: storyboard, target: "Legacy", membership: .resources)
                == .alreadyInTarget)
        #expect(legacy.text == before)
        // Another target: the variant group's build file, not its localization's.
        #expect(
            try legacy.add(file: storyboard, target: "LegacyTests", membership: .resources)
                == .addedToTarget(target: "LegacyTests"))
        #expect(
            legacy.text.components(
                separatedBy:
                    "/* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = 2B10A0201D5F3A2200C0FFEE /* Main.storyboard */; };"
            ).count == 3, "\(legacy.text)")
        #expect(!legacy.text.contains("fileRef = 2B10A0121D5F3A2200C0FFEE"))
        #expect(
            legacy.status(ofFile: storyboard, target: "LegacyTests", membership: .resources)
                == .inTarget)
    }
}
