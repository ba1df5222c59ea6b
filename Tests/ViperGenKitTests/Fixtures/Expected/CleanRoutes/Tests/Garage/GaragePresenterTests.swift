import Foundation
import Testing

@testable import CleanRoutes

@MainActor
struct GaragePresenterTests {
    private let display = GarageDisplayLogicSpy()
    private let presenter: GaragePresenter

    init() {
        presenter = GaragePresenter(display: display)
    }
}

extension GaragePresenterTests {
    // MARK: - Use cases

    @Test func presentCarsDisplaysTheViewModel() {
        let carsResult: [Car] = [Car.fixture()]
        let response = GarageModels.Cars.Response(carsResult: carsResult)

        presenter.presentCars(response: response)

        let viewModel = GarageModels.Cars.ViewModel(carsResult: [CarViewModel.fixture()])
        #expect(display.displayCarsReceived == [viewModel])
    }

    @Test func presentCarsErrorDisplaysTheError() {
        presenter.presentCars(error: GarageTestError.stubbed)

        let message = GarageTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayCarsReceived.isEmpty)
    }
}
