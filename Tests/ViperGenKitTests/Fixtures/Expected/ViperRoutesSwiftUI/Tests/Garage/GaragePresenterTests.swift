import Testing

@testable import ViperRoutesSwiftUI

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
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.loadCarsResult = .success([Car.fixture()])

        await presenter.viewDidLoad()

        #expect(interactor.loadCarsCallCount == 1)
    }

    // MARK: - Use cases

    @Test func loadCarsDisplaysTheResult() async {
        interactor.loadCarsResult = .success([Car.fixture()])

        await presenter.loadCars()

        #expect(interactor.loadCarsCallCount == 1)
        #expect(view.displayCarsReceived == [[CarViewModel.fixture()]])
    }

    @Test func loadCarsDisplaysAnError() async {
        interactor.loadCarsResult = .failure(GarageTestError.stubbed)

        await presenter.loadCars()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCarsReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func loadCarsShowsNoErrorWhenCancelled() async {
        interactor.loadCarsResult = .failure(CancellationError())

        await presenter.loadCars()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayCarsReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showCarDetailRoutes() {
        let car: Car = Car.fixture()

        presenter.showCarDetail(for: car)

        #expect(router.showCarDetailCallCount == 1)
        #expect(router.showCarDetailReceived == [car])
    }

    @Test func showHelpRoutes() {
        presenter.showHelp()

        #expect(router.showHelpCallCount == 1)
    }
}
