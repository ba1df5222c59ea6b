import Testing

@testable import App

@MainActor
struct GaragePresenterTests {
    private let view = GarageViewSpy()
    private let interactor = GarageInteractorSpy()
    private let router = GarageRouterSpy()
    private let presenter: GaragePresenter

    init() {
        presenter = GaragePresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension GaragePresenterTests {
    // MARK: - Use cases

    @Test func fetchParkedCarsDisplaysTheResult() async {
        interactor.fetchParkedCarsResult = .success([Car.fixture()])

        await presenter.fetchParkedCars(in: "garage")

        #expect(interactor.fetchParkedCarsCallCount == 1)
        #expect(view.displayParkedCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func fetchParkedCarsDisplaysAnError() async {
        interactor.fetchParkedCarsResult = .failure(GarageTestError.stubbed)

        await presenter.fetchParkedCars(in: "garage")

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayParkedCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func fetchParkedCarsShowsNoErrorWhenCancelled() async {
        interactor.fetchParkedCarsResult = .failure(CancellationError())

        await presenter.fetchParkedCars(in: "garage")

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayParkedCarsReceived.isEmpty)
    }

    @Test func parkCallsTheInteractor() async {
        let car: Car = Car.fixture()

        await presenter.park(car)

        #expect(interactor.parkCallCount == 1)
        #expect(interactor.parkReceived == [car])
    }

    @Test func parkDisplaysAnError() async {
        interactor.parkError = GarageTestError.stubbed

        await presenter.park(Car.fixture())

        #expect(view.displayErrorReceived.count == 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func parkShowsNoErrorWhenCancelled() async {
        interactor.parkError = CancellationError()

        await presenter.park(Car.fixture())

        #expect(view.displayErrorReceived.isEmpty)
    }
}
