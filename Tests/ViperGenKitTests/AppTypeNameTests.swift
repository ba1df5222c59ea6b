import Diagnostics
import Foundation
import Testing

@testable import ViperGenKit

/// The names real apps give their types: a to-do app's `Task`, a social app's `Comment`, a
/// messaging app's `Thread`. They generate; where the generated code names a standard type the
/// app shadows it writes that one qualified, and where a module the tests import declares the
/// name too, the tests name the app's through a type alias. (The reference cases TodoTasks,
/// Threads and SearchResults, and the random batch, build them.)
struct AppTypeNameTests {
    static let names = [
        "Task", "Comment", "Notification", "Thread", "Timer", "Progress", "Operation", "Calendar",
        "Unit",
        "Expression", "Predicate", "Process", "Stream", "Bundle", "Measurement", "Locale", "Result",
    ]

    static func context(_ yaml: String, appTypeNames: Set<String> = []) throws -> [String: Any] {
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        var module = try ModuleResolver.resolve(spec, options: GenerationOptions())
        module.appTypeNames = appTypeNames
        return try RenderContext.make(for: module)
    }

    static func spec(entity: String, tests: String, useCase: String? = nil) -> String {
        """
        module: Inbox
        entity:
          name: \(entity)
          properties:
            id: String
            title: String
        useCases:
          - \(useCase ?? "fetchAll() async throws -> [\(entity)]")
          - open(item: \(entity)) async throws -> \(entity)?
        tests: \(tests)

        """
    }

    @Test(arguments: names, ["xctest", "swift-testing", "none"])
    func anEntityNamedLikeAnImportedTypeGenerates(name: String, tests: String) throws {
        let context = try Self.context(Self.spec(entity: name, tests: tests))
        let aliases = try #require(context["testAliases"] as? [[String: String]])
        let std = try #require(context["std"] as? [String: String])
        // Swift's own Task and Result are shadowed by the app's in the tests too, so they need
        // no alias; Foundation's and the test framework's names do.
        // The alias is there whenever the module has tests and either test framework's files
        // would find the name twice: another module's tests may share the entity.
        let framework = TestFramework(rawValue: tests) ?? .none
        let owner =
            framework == .none
            ? nil
            : ImportedTypeNames.owner(of: name, tests: framework)
                ?? ImportedTypeNames.owner(
                    of: name, tests: framework == .xctest ? .swiftTesting : .xctest)
        #expect(aliases == (owner.map { [["name": name, "owner": $0]] } ?? []))
        #expect(std["Task"] == (name == "Task" ? "_Concurrency.Task" : "Task"))
        #expect(std["Result"] == (name == "Result" ? "Swift.Result" : "Result"))
    }

    /// A type another spec of the app declares shadows the standard one in this module's code too.
    @Test func aTypeAnotherSpecDeclaresIsQualifiedAgainst() throws {
        let context = try Self.context(
            Self.spec(entity: "Car", tests: "xctest"), appTypeNames: ["Task", "Car"])
        let std = try #require(context["std"] as? [String: String])
        #expect(std == ["Task": "_Concurrency.Task", "Result": "Result"])
    }

    /// The module's own `Notification` is Sendable (the app's to make so): only Foundation's,
    /// written qualified, is refused as a value the module passes between actors.
    @Test func aNameTheModuleDeclaresIsItsOwnTypeNotTheStandardOne() throws {
        _ = try Self.context(Self.spec(entity: "Notification", tests: "xctest"))
        let yaml = Self.spec(
            entity: "Message", tests: "xctest",
            useCase: "fetchAll() async throws -> [Foundation.Notification]")
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        let error = #expect(throws: DiagnosticsError.self) {
            try ModuleResolver.resolve(spec, options: GenerationOptions())
        }
        #expect(
            error?.diagnostics.map { $0.message }.contains {
                $0.contains("'Foundation.Notification' is not Sendable")
            } == true)
    }

    /// A spec that declares `Result` and writes `Result<…>` meant Swift's, and is told to say so;
    /// an entity named like the target is refused, as the tests could not tell the two apart.
    @Test func namesThatWouldStillBreakAreRefusedWithTheReason() throws {
        let generic = try SpecParser.parse(
            Data(
                "module: Search\nentity:\n  name: Result\nuseCases:\n  - search() async -> Result<[Result], any Error>\n"
                    .utf8),
            path: "spec.yml"
        )
        let error = #expect(throws: DiagnosticsError.self) {
            try ModuleResolver.resolve(generic, options: GenerationOptions())
        }
        #expect(
            error?.diagnostics.map { $0.message } == [
                "use case 'search' returns 'Result<[Result], any Error>', but 'Result' is the module's own type here, which takes no generic arguments; write 'Swift.Result' for Swift's"
            ]
        )
        let qualified = try SpecParser.parse(
            Data(
                "module: Search\nentity:\n  name: Result\nuseCases:\n  - search() async -> Swift.Result<[Result], any Error>\n"
                    .utf8),
            path: "spec.yml"
        )
        _ = try ModuleResolver.resolve(qualified, options: GenerationOptions())

        let named = try SpecParser.parse(
            Data("module: Comments\nentity:\n  name: Comment\n".utf8), path: "spec.yml")
        let target = #expect(throws: DiagnosticsError.self) {
            try ModuleResolver.resolve(named, options: GenerationOptions(target: "Comment"))
        }
        #expect(
            target?.diagnostics.first?.message.hasPrefix(
                "the entity cannot be named 'Comment' like the target it is in") == true)

        // Generated screens and tests write SwiftUI's State, UIKit's UIAlertController and
        // Swift Testing's Issue by name.
        for (entity, owner) in [
            ("State", "SwiftUI"), ("UIAlertController", "UIKit"), ("Issue", "Swift Testing"),
        ] {
            let spec = try SpecParser.parse(
                Data("module: Things\nentity:\n  name: \(entity)\n".utf8), path: "spec.yml")
            let refused = #expect(throws: DiagnosticsError.self) {
                try ModuleResolver.resolve(spec, options: GenerationOptions())
            }
            #expect(
                refused?.diagnostics.first?.message.contains(
                    "name \(owner)'s '\(entity)' by that name") == true)
        }
    }

    /// Renders `yaml` with its set, as `generate` does.
    static func render(_ yaml: String) throws -> [RenderedFile] {
        let spec = try SpecParser.parse(Data(yaml.utf8), path: "spec.yml")
        let set = try TemplateSet.named(spec.architecture?.value ?? "viper", location: nil)
        let module = try ModuleResolver.resolve(
            spec, options: GenerationOptions(), viewModelSuffix: set.manifest.viewModelSuffix)
        return try Renderer(templateSet: set).render(module)
    }

    /// An mvp module `Progress` declares its view as `protocol ProgressView`, in the app target
    /// every module shares: no set's screens name SwiftUI's `ProgressView` but as
    /// `SwiftUI.ProgressView`, which the app's cannot hide.
    @Test(arguments: RandomSpecs.architectures)
    func aModuleNamedProgressHidesNoScreensProgressView(set: String) throws {
        let progress = try Self.render(
            "module: Progress\narchitecture: mvp\nentity:\n  name: Milestone\nuseCases:\n  - fetchAll() async throws -> [Milestone]\nui: swiftui\n"
        )
        #expect(progress.contains { $0.contents.contains("protocol ProgressView") })
        for ui in ["swiftui", "uikit"] {
            let files = try Self.render(
                "module: Garages\narchitecture: \(set)\nentity:\n  name: Garage\nuseCases:\n  - fetchAll() async throws -> [Garage]\nroutes:\n  - showGarage(garage: Garage)\nui: \(ui)\n"
            )
            for file in files {
                let named = file.contents.components(separatedBy: "ProgressView").count
                let qualified = file.contents.components(separatedBy: "SwiftUI.ProgressView").count
                #expect(named == qualified, "\(set), ui \(ui): \(file.path) names 'ProgressView'")
            }
        }
    }

    /// A type a set generates for the module, named like one generated code names without its
    /// module (viper's `ViewBuilder` for a module `View`; `UIViewController` for a module `UI`),
    /// would take that type's place in every module of the app: refused, at the module's name.
    @Test(arguments: RandomSpecs.architectures)
    func aModuleWhoseTypeWouldHideATypeGeneratedCodeNamesIsRefused(set: String) throws {
        let manifest = try TemplateSet.named(set, location: nil).manifest
        let named = SwiftNames.reservedTypes.union(
            SwiftNames.frameworkTypesGeneratedCodeNames.keys)
        var refused: [String] = []
        for template in manifest.reservedTypes where template.hasPrefix("{{ module }}") {
            let suffix = String(template.dropFirst("{{ module }}".count))
            for name in named.sorted() where name.hasSuffix(suffix) && name != suffix {
                let module = String(name.dropLast(suffix.count))
                guard SwiftNames.isTypeName(module) else { continue }
                let error = #expect(throws: DiagnosticsError.self) {
                    try Self.render(
                        "module: \(module)\narchitecture: \(set)\nentity:\n  name: Pane\n")
                }
                #expect(
                    error?.diagnostics.contains {
                        $0.message.contains("would generate '\(name)'") && $0.location?.line == 1
                    } == true, "\(set): module \(module) makes '\(name)'")
                refused.append(module)
            }
        }
        #expect(refused.contains("UI"))
        #expect(refused.contains("View") == (set == "viper"))
    }

    /// A shared entity's alias comes with its fixture, from the spec that declares it.
    @Test func aSharedEntityGetsNoAliasWhereItIsShared() throws {
        let declaring = try SpecParser.parse(
            Data(Self.spec(entity: "Comment", tests: "swift-testing").utf8), path: "Inbox.yml")
        let sharing = try SpecParser.parse(
            Data(
                "module: Feed\nentity: Comment\nviewModel:\n  name: Post\n  properties: [title]\ntests: swift-testing\n"
                    .utf8),
            path: "Feed.yml"
        )
        var generator = Generator(
            options: GenerationOptions(),
            layout: OutputLayout(sources: "Sources", tests: "Tests"),
            workingDirectory: URL(fileURLWithPath: "/tmp"),
            force: false
        )
        #expect(generator.declare(run: [declaring, sharing], others: []).isEmpty)
        let module = try ModuleResolver.resolve(
            sharing, options: GenerationOptions(), shared: generator.shared)
        let context = try RenderContext.make(for: module)
        #expect(context["testAliases"] as? [[String: String]] == [])
        #expect(generator.appTypeNames.isSuperset(of: ["Comment", "CommentViewModel", "Post"]))
    }
}
