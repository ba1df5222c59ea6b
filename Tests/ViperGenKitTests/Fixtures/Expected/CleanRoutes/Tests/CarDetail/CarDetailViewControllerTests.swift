#if canImport(UIKit)
    import XCTest

    @testable import CleanRoutes

    /// Its tests are `async`, even those that await nothing: XCTest runs an `async` test on the
    /// main actor everywhere, and cannot call a synchronous `@MainActor` one on Linux.
    nonisolated final class CarDetailViewControllerTests: XCTestCase {
        @MainActor
        func testMakeViewControllerWiresTheScene() async {
            let viewController = CarDetailConfigurator.makeViewController(
                car: Car.fixture(),
                worker: CarDetailWorkerSpy(),
                dependencies: CarDetailDependenciesDouble()
            )

            XCTAssertTrue(viewController.interactor is CarDetailInteractor)
            XCTAssertTrue(viewController.router?.dataStore === viewController.interactor)
            XCTAssertTrue(
                (viewController.router as? CarDetailRouter)?.viewController === viewController
            )
        }

        @MainActor
        func testDisplayRefreshKeepsTheViewModel() async {
            let harness = Harness()
            let viewModel = CarDetailModels.Refresh.ViewModel(refreshResult: CarViewModel.fixture())

            harness.viewController.displayRefresh(viewModel: viewModel)

            XCTAssertEqual(harness.viewController.refreshViewModel, viewModel)
        }
    }

    extension CarDetailViewControllerTests {
        // MARK: - Routes

        /// Pushes the ServiceHistory scene, built with what the route passes.
        @MainActor
        func testShowServiceHistoryPushesTheServiceHistoryScene() async {
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.showInANavigationController()
            router.viewController = screen

            router.showServiceHistory(animated: true)

            let pushed = screen.navigation.pushed.last as? ServiceHistoryViewController
            XCTAssertEqual(screen.navigation.pushed.count, 1)
            XCTAssertNotNil(pushed)
        }

        /// A screen that was pushed is popped off its navigation controller.
        @MainActor
        func testClosePopsTheScreenWhenItWasPushed() async {
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()
            router.viewController = screen

            router.close()

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenting.dismissCallCount, 0)
        }

        /// A screen that was presented (here as the root of a presented navigation controller)
        /// is dismissed.
        @MainActor
        func testCloseDismissesTheScreenWhenItWasPresented() async {
            let router = CarDetailRouter(dependencies: CarDetailDependenciesDouble())
            let screen = CarDetailScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()
            router.viewController = screen

            router.close()

            XCTAssertEqual(screen.presenting.dismissCallCount, 1)
            XCTAssertNil(screen.navigation.poppedTo)
        }
    }

    /// The view controller under test, wired to spies.
    @MainActor
    private struct Harness {
        let interactor = CarDetailBusinessLogicSpy()
        let router = CarDetailRoutingLogicSpy()
        let viewController = CarDetailViewController()

        init() {
            viewController.interactor = interactor
            viewController.router = router
        }
    }
#endif
