import Foundation
import Testing

@testable import ViperGenKit

/// `templates validate`'s type check: the API surface it carries, and how it tells a mistake
/// in a template from a use of UIKit or SwiftUI that the surface does not declare.
struct ModuleTypeCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let screen = """
        import UIKit

        final class CarsViewController: UIViewController {
            var presenter: (any CarsPresenterProtocol)?
        }
        """
    static let presenter = """
        @MainActor
        protocol CarsPresenterProtocol: AnyObject {
            func viewDidLoad() async
        }
        """
    static let known = APISurface.declaredNames.union(
        APISurface.identifiers(in: screen + presenter))

    static func kind(_ message: String, code: Substring = "", in text: String = screen)
        -> ModuleTypeCheck.Kind
    {
        ModuleTypeCheck.classify(
            message, code: code, in: text, module: screen + "\n" + presenter, knownNames: known)
    }

    @Test func theExecutableCarriesTheSurfaceOfSamples() throws {
        for (name, source) in APISurface.modules {
            let file = Self.packageRoot.appending(path: "Samples/APISurface/\(name)/\(name).swift")
            #expect(try String(contentsOf: file, encoding: .utf8) == source, "\(name)")
        }
        #expect(APISurface.modules.map(\.name) == ["UIKit", "SwiftUI"])
        for name in [
            "UIViewController", "presentedViewController", "UIAlertAction", "View", "Binding",
            "task", "alert", "cancel",
        ] {
            #expect(APISurface.declaredNames.contains(name), "\(name)")
        }
        // Their private storage is not API.
        #expect(!APISurface.declaredNames.contains("value"))
    }

    @Test func aMisspeltNameIsAnErrorWithTheNameItMeant() {
        #expect(
            Self.kind("cannot find 'presentedViewControler' in scope")
                == .misspelt("presentedViewController"))
        #expect(
            Self.kind("value of type 'any CarsPresenterProtocol' has no member 'viewDidLod'")
                == .misspelt("viewDidLoad"))
        #expect(
            Self.kind("cannot find type 'UIAlertControler' in scope")
                == .misspelt("UIAlertController"))
    }

    @Test func whatTheSurfaceMayLackIsAWarningInAScreen() {
        #expect(Self.kind("cannot find 'UITableView' in scope") == .outsideTheSurface)
        // Inherited from UIViewController: not a misspelling of SwiftUI's `View`.
        #expect(Self.kind("cannot find 'view' in scope") == .outsideTheSurface)
        #expect(Self.kind("value of type 'Text' has no member 'padding'") == .outsideTheSurface)
        #expect(
            Self.kind("value of type 'CarsViewController' has no member 'navigationItem'")
                == .outsideTheSurface)
        #expect(
            Self.kind(
                "extraneous argument label 'verbatim:' in call", code: #"Text(verbatim: "Cars")"#)
                == .outsideTheSurface)
    }

    @Test func aProblemOfTheModulesOwnIsAnError() {
        #expect(
            Self.kind(
                "type 'CarsViewController' does not conform to protocol 'CarsView'",
                code: "final class CarsViewController: UIViewController, CarsView {")
                == .error
        )
        #expect(
            Self.kind("value of type 'any CarsPresenterProtocol' has no member 'reload'") == .error)
        #expect(
            Self.kind(
                "main actor-isolated property 'cars' can not be referenced from a Sendable closure",
                code: "get: { cars.isEmpty },") == .error)
        // Without UIKit or SwiftUI, nothing is the surface's.
        #expect(Self.kind("cannot find 'UITableView' in scope", in: Self.presenter) == .error)
    }
}
