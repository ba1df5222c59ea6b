import Foundation
import Testing

@testable import CleanRoutes

@MainActor
struct ServiceHistoryPresenterTests {
    private let display = ServiceHistoryDisplayLogicSpy()
    private let presenter: ServiceHistoryPresenter

    init() {
        presenter = ServiceHistoryPresenter(display: display)
    }
}

extension ServiceHistoryPresenterTests {
    // MARK: - Use cases

    @Test func presentServicesDisplaysTheViewModel() {
        let servicesResult: [Service] = [Service.fixture()]
        let response = ServiceHistoryModels.Services.Response(servicesResult: servicesResult)

        presenter.presentServices(response: response)

        let viewModel = ServiceHistoryModels.Services.ViewModel(
            servicesResult: [ServiceViewModel.fixture()]
        )
        #expect(display.displayServicesReceived == [viewModel])
    }

    @Test func presentServicesErrorDisplaysTheError() {
        presenter.presentServices(error: ServiceHistoryTestError.stubbed)

        let message = ServiceHistoryTestError.stubbed.localizedDescription
        #expect(display.displayErrorReceived.map(\.message) == [message])
        #expect(display.displayServicesReceived.isEmpty)
    }
}
