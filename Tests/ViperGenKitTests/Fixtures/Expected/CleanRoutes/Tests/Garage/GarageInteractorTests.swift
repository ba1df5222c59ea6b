import Testing

@testable import CleanRoutes

@MainActor
struct GarageInteractorTests {
    private let presenter = GaragePresentationLogicSpy()
    private let worker = GarageWorkerSpy()
    private let interactor: GarageInteractor

    init() {
        interactor = GarageInteractor(presenter: presenter, worker: worker)
    }
}

extension GarageInteractorTests {
    // MARK: - Use cases

    @Test func carsPresentsWhatTheWorkerReturns() async {
        let carsResult: [Car] = [Car.fixture()]
        worker.carsResult = .success(carsResult)
        let request = GarageModels.Cars.Request()

        await interactor.cars(request: request)

        #expect(worker.carsCallCount == 1)
        let response = GarageModels.Cars.Response(carsResult: carsResult)
        #expect(presenter.presentCarsReceived == [response])
        #expect(interactor.carsResult == carsResult)
    }

    @Test func carsPresentsTheWorkersError() async {
        worker.carsResult = .failure(GarageTestError.stubbed)
        let request = GarageModels.Cars.Request()

        await interactor.cars(request: request)

        #expect(presenter.presentCarsErrors.count == 1)
        #expect(presenter.presentCarsErrors.first as? GarageTestError == .stubbed)
        #expect(presenter.presentCarsReceived.isEmpty)
    }

    @Test func carsEndsSilentlyWhenCancelled() async {
        worker.carsResult = .failure(CancellationError())
        let request = GarageModels.Cars.Request()

        await interactor.cars(request: request)

        #expect(presenter.presentCarsErrors.isEmpty)
        #expect(presenter.presentCarsReceived.isEmpty)
    }
}
