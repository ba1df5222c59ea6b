import Foundation
import Testing

@testable import CleanRoutes

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct GarageConfiguratorTests {
    private let worker = GarageWorkerSpy()
    private let display = GarageDisplayLogicSpy()
    private let scene: (interactor: GarageInteractor, router: GarageRouter)

    init() {
        scene = GarageConfigurator.configure(
            display: display,
            worker: worker,
            dependencies: GarageDependenciesDouble()
        )
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension GarageConfiguratorTests {
    // MARK: - Use cases

    @Test func carsReachesTheDisplay() async {
        let carsResult: [Car] = [Car.fixture()]
        worker.carsResult = .success(carsResult)
        let request = GarageModels.Cars.Request()

        await scene.interactor.cars(request: request)

        let viewModel = GarageModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])
        #expect(display.displayCarsReceived == [viewModel])
        #expect(scene.router.dataStore?.carsResult == carsResult)
    }

    @Test func carsFailureReachesTheDisplay() async {
        worker.carsResult = .failure(GarageTestError.stubbed)
        let request = GarageModels.Cars.Request()

        await scene.interactor.cars(request: request)

        let message = GarageTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayCarsReceived.isEmpty)
    }

    @Test func carsCancelledShowsNoError() async {
        worker.carsResult = .failure(CancellationError())
        let request = GarageModels.Cars.Request()

        await scene.interactor.cars(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }
}
