import Foundation
import XCTest

@testable import MVCRoutes

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again. (XCTest on Linux cannot run a
/// synchronous `@MainActor` test, so those enter the main actor with `assumeIsolated`.)
nonisolated final class ServiceHistoryStoreTests: XCTestCase {}

nonisolated extension ServiceHistoryStoreTests {
    // MARK: - Use cases

    @MainActor
    func testLoadVisitsKeepsTheResult() async {
        let harness = Harness()
        let visits: [ServiceVisit] = [ServiceVisit.fixture()]
        harness.service.loadVisitsResult = .success(visits)

        await harness.store.loadVisits()

        XCTAssertEqual(harness.store.visits, visits)
        XCTAssertEqual(harness.service.loadVisitsCallCount, 1)
    }

    @MainActor
    func testLoadVisitsShowsServiceErrors() async {
        let harness = Harness()
        let failure = ServiceHistoryTestError.stubbed
        harness.service.loadVisitsResult = .failure(failure)

        await harness.store.loadVisits()

        XCTAssertEqual(harness.store.errorMessage, failure.localizedDescription)
        XCTAssertEqual(harness.store.visits, [])
    }

    @MainActor
    func testLoadVisitsEndsSilentlyWhenCancelled() async {
        let harness = Harness()
        harness.service.loadVisitsResult = .failure(CancellationError())

        await harness.store.loadVisits()

        XCTAssertNil(harness.store.errorMessage)
    }
}
#if canImport(UIKit)
    /// The screen's first load does not outlive it: the load task holds the controller weakly,
    /// so once released the controller goes, and its `deinit` cancels the task.
    nonisolated final class ServiceHistoryViewControllerTests: XCTestCase {
        func testTheLoadDoesNotKeepTheScreen() {
            MainActor.assumeIsolated {
                let service = ServiceHistoryServiceSpy()
                service.loadVisitsResult = .success([ServiceVisit.fixture()])
                var controller: ServiceHistoryViewController? = ServiceHistoryViewController(
                    store: ServiceHistoryStore(service: service),
                    dependencies: ServiceHistoryDependenciesDouble()
                )
                controller?.loadViewIfNeeded()

                let isHeldOnlyHere = isKnownUniquelyReferenced(&controller)
                controller = nil

                XCTAssertTrue(isHeldOnlyHere)
            }
        }
    }
#endif

#if canImport(UIKit)
    /// The routes that close the screen take it away the way it came, through
    /// `popOrDismiss(_:)`.
    nonisolated final class ServiceHistoryViewControllerRouteTests: XCTestCase {
        @MainActor
        func testAPushedScreenIsPopped() async {
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.pushBetweenTwoScreens()

            ServiceHistoryViewController.popOrDismiss(screen)

            XCTAssertTrue(screen.navigation.poppedToTheScreenBelow)
            XCTAssertEqual(screen.presenting.dismissCallCount, 0)
        }

        @MainActor
        func testAPresentedScreenIsDismissed() async {
            let screen = ServiceHistoryScreenDouble(nibName: nil, bundle: nil)
            screen.presentAtTheRootOfItsNavigationController()

            ServiceHistoryViewController.popOrDismiss(screen)

            XCTAssertEqual(screen.presenting.dismissCallCount, 1)
            XCTAssertNil(screen.navigation.poppedTo)
        }
    }
#endif

/// The store under test, wired to a service spy.
@MainActor
private struct Harness {
    let service = ServiceHistoryServiceSpy()
    let store: ServiceHistoryStore

    init() {
        store = ServiceHistoryStore(service: service)
    }
}

#if canImport(UIKit)
    /// The routes that open a module build it, with what they pass, and push its screen onto
    /// the navigation stack the screen is in.
    nonisolated final class ServiceHistoryViewControllerPushTests: XCTestCase {
        func testShowGaragePushesGarage() {
            MainActor.assumeIsolated {
                let controller = ServiceHistoryViewController(
                    store: ServiceHistoryStore(service: ServiceHistoryServiceSpy()),
                    dependencies: ServiceHistoryDependenciesDouble()
                )
                let navigation = ServiceHistoryNavigationControllerDouble(nibName: nil, bundle: nil)
                navigation.viewControllers = [controller]

                controller.showGarage()

                XCTAssertTrue(navigation.pushed is GarageViewController)
            }
        }
    }
#endif
