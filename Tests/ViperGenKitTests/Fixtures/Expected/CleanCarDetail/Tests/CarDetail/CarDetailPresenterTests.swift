import Foundation
import Testing

@testable import CleanCarDetail

@MainActor
struct CarDetailPresenterTests {
    private let display = CarDetailDisplayLogicSpy()
    private let presenter: CarDetailPresenter

    init() {
        presenter = CarDetailPresenter(display: display)
    }
}

extension CarDetailPresenterTests {
    // MARK: - Use cases

    @Test func presentRelatedCarsDisplaysTheViewModel() {
        let relatedCarsResult: [Car] = [Car.fixture()]
        let response = CarDetailModels.RelatedCars.Response(relatedCarsResult: relatedCarsResult)

        presenter.presentRelatedCars(response: response)

        let viewModel = CarDetailModels.RelatedCars.ViewModel(
            relatedCarsResult: [CarViewModel.fixture()]
        )
        #expect(display.displayRelatedCarsReceived == [viewModel])
    }

    @Test func presentRelatedCarsErrorDisplaysTheError() {
        presenter.presentRelatedCars(error: CarDetailTestError.stubbed)

        let message = CarDetailTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayRelatedCarsReceived.isEmpty)
    }
}
