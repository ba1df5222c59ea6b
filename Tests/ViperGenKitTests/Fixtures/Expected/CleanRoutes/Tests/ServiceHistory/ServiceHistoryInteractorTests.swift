import Testing

@testable import CleanRoutes

@MainActor
struct ServiceHistoryInteractorTests {
    private let presenter = ServiceHistoryPresentationLogicSpy()
    private let worker = ServiceHistoryWorkerSpy()
    private let interactor: ServiceHistoryInteractor

    init() {
        interactor = ServiceHistoryInteractor(presenter: presenter, worker: worker)
    }
}

extension ServiceHistoryInteractorTests {
    // MARK: - Use cases

    @Test func servicesPresentsWhatTheWorkerReturns() async {
        let servicesResult: [Service] = [Service.fixture()]
        worker.servicesResult = .success(servicesResult)
        let request = ServiceHistoryModels.Services.Request()

        await interactor.services(request: request)

        #expect(worker.servicesCallCount == 1)
        let response = ServiceHistoryModels.Services.Response(servicesResult: servicesResult)
        #expect(presenter.presentServicesReceived == [response])
        #expect(interactor.servicesResult == servicesResult)
    }

    @Test func servicesPresentsTheWorkersError() async {
        worker.servicesResult = .failure(ServiceHistoryTestError.stubbed)
        let request = ServiceHistoryModels.Services.Request()

        await interactor.services(request: request)

        #expect(presenter.presentServicesErrors.count == 1)
        #expect(presenter.presentServicesErrors.first as? ServiceHistoryTestError == .stubbed)
        #expect(presenter.presentServicesReceived.isEmpty)
    }

    @Test func servicesEndsSilentlyWhenCancelled() async {
        worker.servicesResult = .failure(CancellationError())
        let request = ServiceHistoryModels.Services.Request()

        await interactor.services(request: request)

        #expect(presenter.presentServicesErrors.isEmpty)
        #expect(presenter.presentServicesReceived.isEmpty)
    }
}
