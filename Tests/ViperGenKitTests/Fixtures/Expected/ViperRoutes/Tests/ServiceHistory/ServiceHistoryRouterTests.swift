import XCTest

@testable import ViperRoutes

/// The module runs on the main actor, and so do its tests. XCTest on Linux runs a main-actor
/// test only when it is `async`, so those that await nothing are `async` too.
nonisolated final class ServiceHistoryRouterTests: XCTestCase {
    @MainActor
    func testAssembleConnectsTheViewToThePresenter() async {
        let view = ServiceHistoryViewSpy()

        let presenter = ServiceHistoryBuilder.assemble(
            view: view,
            service: ServiceHistoryServiceSpy(),
            router: ServiceHistoryRouter(dependencies: ServiceHistoryDependenciesDouble())
        )

        XCTAssertTrue(presenter.view === view)
    }

    #if canImport(UIKit)
        /// The builder makes the ServiceHistory screen, and the screen owns the module: its router
        /// does not keep the screen alive.
        @MainActor
        func testBuildMakesTheScreenThatOwnsTheModule() async throws {
            weak var presenter: (any ServiceHistoryPresenterProtocol)?
            var viewController: ServiceHistoryViewController? = try XCTUnwrap(
                ServiceHistoryBuilder.build(
                    service: ServiceHistoryServiceSpy(),
                    dependencies: ServiceHistoryDependenciesDouble()
                ) as? ServiceHistoryViewController
            )
            presenter = viewController?.presenter

            XCTAssertNotNil(presenter)
            viewController = nil
            XCTAssertNil(presenter)
        }
    #endif
}

extension ServiceHistoryRouterTests {
    // MARK: - Routes

    #if canImport(UIKit)
        /// A pushed screen is popped with what is above it: popping only the top screen would
        /// leave it on its stack.
        @MainActor
        func testDismissPopsTheScreenWhenItWasPushed() async {
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            let router = ServiceHistoryRouter(dependencies: ServiceHistoryDependenciesDouble())
            router.viewController = screen
            let presenter = ServiceHistoryPresenter(
                interactor: ServiceHistoryInteractorSpy(),
                router: router
            )

            presenter.dismiss()

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenting.dismissCallCount, 0)
        }

        /// A presented screen, alone or at the root of its navigation controller, is dismissed.
        @MainActor
        func testDismissDismissesTheScreenWhenItWasPresented() async {
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            let router = ServiceHistoryRouter(dependencies: ServiceHistoryDependenciesDouble())
            router.viewController = screen
            let presenter = ServiceHistoryPresenter(
                interactor: ServiceHistoryInteractorSpy(),
                router: router
            )

            presenter.dismiss()

            XCTAssertEqual(screen.presenting.dismissCallCount, 1)
            XCTAssertNil(screen.navigation.poppedTo)
        }
    #endif

    #if canImport(UIKit)
        /// The route builds the module it opens, with what it passes, and pushes its screen
        /// onto the navigation stack the ServiceHistory screen is in.
        @MainActor
        func testShowGaragePushesGarage() async throws {
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.putOnTopOfItsNavigationController()
            let router = ServiceHistoryRouter(dependencies: ServiceHistoryDependenciesDouble())
            router.viewController = screen
            let presenter = ServiceHistoryPresenter(
                interactor: ServiceHistoryInteractorSpy(),
                router: router
            )

            presenter.showGarage()

            let pushed = try XCTUnwrap(
                screen.navigation.pushed as? GarageViewController
            )
            XCTAssertTrue(pushed.presenter is GaragePresenter)
        }
    #endif
}
