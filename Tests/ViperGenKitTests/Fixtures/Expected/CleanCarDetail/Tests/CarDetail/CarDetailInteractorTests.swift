import Testing

@testable import CleanCarDetail

@MainActor
struct CarDetailInteractorTests {
    private let presenter = CarDetailPresentationLogicSpy()
    private let worker = CarDetailWorkerSpy()
    private let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(
            car: Car.fixture(),
            presenter: presenter,
            worker: worker
        )
    }
}

extension CarDetailInteractorTests {
    // MARK: - Use cases

    @Test func relatedCarsPresentsWhatTheWorkerReturns() async {
        let relatedCarsResult: [Car] = [Car.fixture()]
        worker.relatedCarsResult = .success(relatedCarsResult)
        let request = CarDetailModels.RelatedCars.Request()

        await interactor.relatedCars(request: request)

        #expect(worker.relatedCarsCallCount == 1)
        let response = CarDetailModels.RelatedCars.Response(relatedCarsResult: relatedCarsResult)
        #expect(presenter.presentRelatedCarsReceived == [response])
        #expect(interactor.relatedCarsResult == relatedCarsResult)
    }

    @Test func relatedCarsPresentsTheWorkersError() async {
        worker.relatedCarsResult = .failure(CarDetailTestError.stubbed)
        let request = CarDetailModels.RelatedCars.Request()

        await interactor.relatedCars(request: request)

        #expect(presenter.presentRelatedCarsErrors.count == 1)
        #expect(presenter.presentRelatedCarsErrors.first as? CarDetailTestError == .stubbed)
        #expect(presenter.presentRelatedCarsReceived.isEmpty)
    }

    @Test func relatedCarsEndsSilentlyWhenCancelled() async {
        worker.relatedCarsResult = .failure(CancellationError())
        let request = CarDetailModels.RelatedCars.Request()

        await interactor.relatedCars(request: request)

        #expect(presenter.presentRelatedCarsErrors.isEmpty)
        #expect(presenter.presentRelatedCarsReceived.isEmpty)
    }
}
