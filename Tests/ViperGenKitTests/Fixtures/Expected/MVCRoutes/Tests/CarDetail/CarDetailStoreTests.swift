import Foundation
import Testing

@testable import MVCRoutes

/// The store performs each use case through a service spy and keeps its result, or what went
/// wrong; after an action it loads what the screen shows again.
@MainActor
struct CarDetailStoreTests {
    private let service = CarDetailServiceSpy()
    private let store: CarDetailStore

    init() {
        store = CarDetailStore(car: Car.fixture(), service: service)
    }
}

extension CarDetailStoreTests {
    // MARK: - Use cases

    @Test func reloadKeepsTheResult() async {
        let id: String = "id"
        let reloadResult: Car = Car.fixture()
        service.reloadResult = .success(reloadResult)

        await store.reload(id: id)

        #expect(store.reloadResult == reloadResult)
        #expect(service.reloadCallCount == 1)
        #expect(service.reloadReceived.last == id)
    }

    @Test func reloadShowsServiceErrors() async {
        let id: String = "id"
        let failure = CarDetailTestError.stubbed
        service.reloadResult = .failure(failure)

        await store.reload(id: id)

        #expect(store.errorMessage == failure.localizedDescription)
        #expect(store.reloadResult == nil)
    }

    @Test func reloadEndsSilentlyWhenCancelled() async {
        let id: String = "id"
        service.reloadResult = .failure(CancellationError())

        await store.reload(id: id)

        #expect(store.errorMessage == nil)
    }
}

#if canImport(UIKit)
    /// The user's actions do not outlive the screen: releasing the controller cancels them.
    @MainActor
    struct CarDetailViewControllerActionTests {
        @Test func releasingTheScreenCancelsItsActions() async {
            let service = CarDetailServiceSpy()
            // Unstubbed, the service fails, which the released screen does not show.
            let store = CarDetailStore(car: Car.fixture(), service: service)
            var controller = Optional(
                CarDetailViewController(store: store, dependencies: CarDetailDependenciesDouble())
            )
            controller?.reload(id: "id")
            let tasks = controller.map { Array($0.actionTasks.values) } ?? []

            controller = nil

            #expect(tasks.count == 1)
            #expect(tasks.allSatisfy { $0.isCancelled })
            for task in tasks { await task.value }
        }
    }
#endif

#if canImport(UIKit)
    /// The routes that open a module build it, with what they pass, and push its screen onto
    /// the navigation stack the screen is in.
    @MainActor
    struct CarDetailViewControllerPushTests {
        @Test func showServiceHistoryPushesServiceHistory() {
            let controller = CarDetailViewController(
                store: CarDetailStore(car: Car.fixture(), service: CarDetailServiceSpy()),
                dependencies: CarDetailDependenciesDouble()
            )
            let navigation = CarDetailNavigationControllerDouble(nibName: nil, bundle: nil)
            navigation.viewControllers = [controller]

            controller.showServiceHistory(animated: true)

            #expect(navigation.pushed is ServiceHistoryViewController)
        }

        @Test func showSimilarCarPushesCarDetail() {
            let controller = CarDetailViewController(
                store: CarDetailStore(car: Car.fixture(), service: CarDetailServiceSpy()),
                dependencies: CarDetailDependenciesDouble()
            )
            let navigation = CarDetailNavigationControllerDouble(nibName: nil, bundle: nil)
            navigation.viewControllers = [controller]

            controller.showSimilarCar(Car.fixture())

            #expect(navigation.pushed is CarDetailViewController)
        }
    }
#endif
