import Foundation
import Testing

@testable import MVCRoutes

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct GarageStoreTests {
    private let service = GarageServiceSpy()
    private let store: GarageStore

    init() {
        store = GarageStore(service: service)
    }
}

extension GarageStoreTests {
    // MARK: - Use cases

    @Test func loadCarsKeepsTheResult() async {
        let cars: [Car] = [Car.fixture()]
        service.loadCarsResult = .success(cars)

        await store.loadCars()

        #expect(store.cars == cars)
        #expect(service.loadCarsCallCount == 1)
    }

    @Test func loadCarsShowsServiceErrors() async {
        let failure = GarageTestError.stubbed
        service.loadCarsResult = .failure(failure)

        await store.loadCars()

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.cars == [])
    }

    @Test func loadCarsEndsSilentlyWhenCancelled() async {
        service.loadCarsResult = .failure(CancellationError())

        await store.loadCars()

        #expect(store.errorMessage == nil)
    }
}
#if canImport(UIKit)
    /// The screen's first load does not outlive it: the load task holds the controller weakly,
    /// so once released the controller goes, and its `deinit` cancels the task.
    @MainActor
    struct GarageViewControllerTests {
        @Test func theLoadDoesNotKeepTheScreen() {
            let service = GarageServiceSpy()
            service.loadCarsResult = .success([Car.fixture()])
            var controller: GarageViewController? = GarageViewController(
                store: GarageStore(service: service),
                dependencies: GarageDependenciesDouble()
            )
            controller?.loadViewIfNeeded()

            let isHeldOnlyHere = isKnownUniquelyReferenced(&controller)
            controller = nil

            #expect(isHeldOnlyHere)
        }
    }
#endif

#if canImport(UIKit)
    /// The routes that open a module build it, with what they pass, and push its screen onto
    /// the navigation stack the screen is in.
    @MainActor
    struct GarageViewControllerPushTests {
        @Test func showCarDetailPushesCarDetail() {
            let controller = GarageViewController(
                store: GarageStore(service: GarageServiceSpy()),
                dependencies: GarageDependenciesDouble()
            )
            let navigation = GarageNavigationControllerDouble(nibName: nil, bundle: nil)
            navigation.viewControllers = [controller]

            controller.showCarDetail(for: Car.fixture())

            #expect(navigation.pushed is CarDetailViewController)
        }
    }
#endif
