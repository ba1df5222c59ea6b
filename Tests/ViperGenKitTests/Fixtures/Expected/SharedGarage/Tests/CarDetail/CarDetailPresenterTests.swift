import Foundation
import Testing

@testable import SharedGarage

@MainActor
struct CarDetailPresenterTests {
    private let view = CarDetailViewSpy()
    private let interactor = CarDetailInteractorSpy()
    private let router = CarDetailRouterSpy()
    private let presenter: CarDetailPresenter

    init() {
        presenter = CarDetailPresenter(interactor: interactor, router: router)
        presenter.view = view
    }
}

extension CarDetailPresenterTests {
    // MARK: - Loading

    @Test func viewDidLoadLoadsTheScreen() async {
        interactor.loadCarResult = .success(Car.fixture())

        await presenter.viewDidLoad()

        #expect(interactor.loadCarCallCount == 1)
    }

    // MARK: - Use cases

    @Test func loadCarDisplaysTheResult() async {
        let car: Car = Car.fixture()
        interactor.loadCarResult = .success(car)

        await presenter.loadCar()

        #expect(interactor.loadCarCallCount == 1)
        // The fields the presenter copies; the ones it formats are the app's to test.
        #expect(view.displayCarReceived.count == 1)
        #expect(view.displayCarReceived.map(\.make) == [car.make])
        #expect(view.displayCarReceived.map(\.model) == [car.model])
        #expect(view.displayCarReceived.map(\.year) == [car.year])
    }

    @Test func loadCarDisplaysAnError() async {
        interactor.loadCarResult = .failure(CarDetailTestError.stubbed)

        await presenter.loadCar()

        #expect(view.displayErrorReceived.count == 1)
        #expect(view.displayCarReceived.isEmpty)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func loadCarShowsNoErrorWhenCancelled() async {
        interactor.loadCarResult = .failure(CancellationError())

        await presenter.loadCar()

        #expect(view.displayErrorReceived.isEmpty)
        #expect(view.displayCarReceived.isEmpty)
    }

    @Test func markServicedCallsTheInteractor() async {
        let car: Car = Car.fixture()

        await presenter.markServiced(car)

        #expect(interactor.markServicedCallCount == 1)
        #expect(interactor.markServicedReceived == [car])
    }

    @Test func markServicedDisplaysAnError() async {
        interactor.markServicedError = CarDetailTestError.stubbed

        await presenter.markServiced(Car.fixture())

        #expect(view.displayErrorReceived.count == 1)
    }

    /// Cancelled work (the screen went away, a newer request replaced it) ends silently.
    @Test func markServicedShowsNoErrorWhenCancelled() async {
        interactor.markServicedError = CancellationError()

        await presenter.markServiced(Car.fixture())

        #expect(view.displayErrorReceived.isEmpty)
    }

    // MARK: - Routes

    @Test func showEditorRoutes() {
        let car: Car = Car.fixture()

        presenter.showEditor(for: car)

        #expect(router.showEditorCallCount == 1)
        #expect(router.showEditorReceived == [car])
    }

    @Test func closeRoutes() {
        presenter.close()

        #expect(router.closeCallCount == 1)
    }
}
