import Foundation
import Testing

@testable import CleanRoutes

/// The whole VIP cycle as the configurator wires it: a request goes through the interactor
/// and the worker, and what the presenter formats reaches the display.
@MainActor
struct ServiceHistoryConfiguratorTests {
    private let worker = ServiceHistoryWorkerSpy()
    private let display = ServiceHistoryDisplayLogicSpy()
    private let scene: (interactor: ServiceHistoryInteractor, router: ServiceHistoryRouter)

    init() {
        scene = ServiceHistoryConfigurator.configure(
            display: display,
            worker: worker,
            dependencies: ServiceHistoryDependenciesDouble()
        )
    }

    @Test func configureGivesTheRouterTheDataStore() {
        #expect(scene.router.dataStore === scene.interactor)
    }
}

extension ServiceHistoryConfiguratorTests {
    // MARK: - Use cases

    @Test func servicesReachesTheDisplay() async {
        let servicesResult: [Service] = [Service.fixture()]
        worker.servicesResult = .success(servicesResult)
        let request = ServiceHistoryModels.Services.Request()

        await scene.interactor.services(request: request)

        let viewModel = ServiceHistoryModels.Services.ViewModel(
            servicesResult: [ServiceViewModel.fixture()]
        )
        #expect(display.displayServicesReceived == [viewModel])
        #expect(scene.router.dataStore?.servicesResult == servicesResult)
    }

    @Test func servicesFailureReachesTheDisplay() async {
        worker.servicesResult = .failure(ServiceHistoryTestError.stubbed)
        let request = ServiceHistoryModels.Services.Request()

        await scene.interactor.services(request: request)

        let message = ServiceHistoryTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayServicesReceived.isEmpty)
    }

    @Test func servicesCancelledShowsNoError() async {
        worker.servicesResult = .failure(CancellationError())
        let request = ServiceHistoryModels.Services.Request()

        await scene.interactor.services(request: request)

        #expect(display.displayErrorReceived.isEmpty)
    }
}
