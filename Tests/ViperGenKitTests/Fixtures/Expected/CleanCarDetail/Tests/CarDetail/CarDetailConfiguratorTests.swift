import Foundation
import Testing

@testable import CleanCarDetail

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct CarDetailConfiguratorTests {
    private let worker = CarDetailWorkerSpy()
    private let display = CarDetailDisplayLogicSpy()
    private let scene: (interactor: CarDetailInteractor, router: CarDetailRouter)

    init() {
        scene = CarDetailConfigurator.configure(
            car: Car.fixture(),
            display: display,
            worker: worker,
            dependencies: CarDetailDependenciesDouble()
        )
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension CarDetailConfiguratorTests {
    // MARK: - Use cases

    @Test func relatedCarsReachesTheDisplay() async {
        let relatedCarsResult: [Car] = [Car.fixture()]
        worker.relatedCarsResult = .success(relatedCarsResult)
        let request = CarDetailModels.RelatedCars.Request()

        await scene.interactor.relatedCars(request: request)

        let viewModel = CarDetailModels.RelatedCars.ViewModel(
            relatedCarsResult: [CarViewModel.fixture()]
        )
        #expect(display.displayRelatedCarsReceived == [viewModel])
        #expect(scene.router.dataStore?.relatedCarsResult == relatedCarsResult)
    }

    @Test func relatedCarsFailureReachesTheDisplay() async {
        worker.relatedCarsResult = .failure(CarDetailTestError.stubbed)
        let request = CarDetailModels.RelatedCars.Request()

        await scene.interactor.relatedCars(request: request)

        let message = CarDetailTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRelatedCarsReceived.isEmpty)
    }

    @Test func relatedCarsCancelledShowsNoError() async {
        worker.relatedCarsResult = .failure(CancellationError())
        let request = CarDetailModels.RelatedCars.Request()

        await scene.interactor.relatedCars(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }
}
