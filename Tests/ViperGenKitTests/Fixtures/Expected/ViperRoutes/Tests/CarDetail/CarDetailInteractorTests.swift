import Testing

@testable import ViperRoutes

nonisolated struct CarDetailInteractorTests {
    private let service = CarDetailServiceSpy()
    private let interactor: CarDetailInteractor

    init() {
        interactor = CarDetailInteractor(service: service)
    }
}

nonisolated extension CarDetailInteractorTests {
    // MARK: - Use cases

    @Test func reloadReturnsWhatTheServiceReturns() async throws {
        let id: String = "id"
        let stubbed: Car = Car.fixture()
        service.reloadResult = .success(stubbed)

        let reloadResult = try await interactor.reload(id: id)

        #expect(reloadResult == stubbed)
        #expect(service.reloadCallCount == 1)
        #expect(service.reloadReceived == [id])
    }

    @Test func reloadPassesOnServiceErrors() async {
        service.reloadResult = .failure(CarDetailTestError.stubbed)

        await #expect(throws: CarDetailTestError.stubbed) {
            try await interactor.reload(id: "id")
        }
    }
}
