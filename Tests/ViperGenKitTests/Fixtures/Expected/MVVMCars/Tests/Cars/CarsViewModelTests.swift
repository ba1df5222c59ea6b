import Foundation
import Testing

@testable import MVVMCars

@MainActor
struct CarsViewModelTests {
    private let service = CarsServiceSpy()
    private let navigator = CarsNavigatorSpy()
    private let viewModel: CarsViewModel

    init() {
        viewModel = CarsViewModel(service: service, navigator: navigator)
    }

    @Test func onAppearLoadsTheScreen() async {
        await viewModel.onAppear()

        #expect(service.getCarsCallCount == 1)
    }

    @Test func getCarsPublishesTheResult() async {
        service.getCarsResult = .success([Car.fixture()])

        await viewModel.getCars()

        #expect(service.getCarsCallCount == 1)
        #expect(viewModel.state.cars == [CarViewModel.fixture()])
        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func getCarsPublishesAnError() async {
        service.getCarsResult = .failure(CarsTestError.stubbed)

        await viewModel.getCars()

        #expect(viewModel.state.errorMessage == CarsTestError.stubbed.localizedDescription)
        #expect(viewModel.state.cars == CarsState().cars)
        #expect(!viewModel.state.isLoading)
    }

    @Test func dismissErrorClearsTheError() async {
        service.getCarsResult = .failure(CarsTestError.stubbed)
        await viewModel.getCars()

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func showCarDetailNavigates() {
        viewModel.showCarDetail(for: CarViewModel.fixture())

        #expect(navigator.showCarDetailCallCount == 1)
        #expect(navigator.showCarDetailReceived == [CarViewModel.fixture()])
    }

    @Test func showCreateCarScreenNavigates() {
        viewModel.showCreateCarScreen()

        #expect(navigator.showCreateCarScreenCallCount == 1)
    }
}
