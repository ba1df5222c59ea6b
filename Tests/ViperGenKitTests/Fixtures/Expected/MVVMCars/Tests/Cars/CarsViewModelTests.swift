import Foundation
import Testing

@testable import MVVMCars

#if canImport(SwiftUI)
    import SwiftUI
#endif

@MainActor
struct CarsViewModelTests {
    private let service = CarsServiceSpy()
    private let navigator = CarsNavigatorSpy()
    private let viewModel: CarsViewModel

    init() {
        viewModel = CarsViewModel(service: service, navigator: navigator)
    }
}

extension CarsViewModelTests {
    // MARK: - Use cases

    @Test func onAppearLoadsTheScreen() async {
        service.getCarsResult = .success([Car.fixture()])

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
        let error = CarsTestError.stubbed
        service.getCarsResult = .failure(error)

        await viewModel.getCars()

        #expect(viewModel.state.errorMessage == error.localizedDescription)
        #expect(viewModel.state.cars == CarsState().cars)
        #expect(!viewModel.state.isLoading)
    }

    @Test func getCarsEndsSilentlyWhenCancelled() async {
        service.getCarsResult = .failure(CancellationError())

        await viewModel.getCars()

        #expect(viewModel.state.errorMessage == nil)
        #expect(!viewModel.state.isLoading)
    }

    @Test func getCarsShowsLoadingWhileItRuns() async {
        service.getCarsResult = .success([Car.fixture()])
        service.holdsCalls = true
        let call = Task {
            await viewModel.getCars()
        }
        await service.waitForAHeldCall()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await call.value
        #expect(!viewModel.state.isLoading)
    }

    @Test func dismissErrorClearsTheError() async {
        service.getCarsResult = .failure(CarsTestError.stubbed)
        await viewModel.getCars()

        viewModel.dismissError()

        #expect(viewModel.state.errorMessage == nil)
    }

    @Test func isLoadingLastsUntilTheLastIntentEnds() async {
        service.getCarsResult = .success([Car.fixture()])
        service.holdsCalls = true
        let first = Task {
            await viewModel.getCars()
        }
        await service.waitForAHeldCall()
        service.holdsCalls = false

        await viewModel.getCars()

        #expect(viewModel.state.isLoading)
        service.resumeHeldCalls()
        await first.value
        #expect(!viewModel.state.isLoading)
    }

    // MARK: - Routes

    @Test func showCarDetailNavigates() {
        let viewModelSample: CarViewModel = CarViewModel.fixture()

        viewModel.showCarDetail(for: viewModelSample)

        #expect(navigator.showCarDetailCallCount == 1)
        #expect(navigator.showCarDetailReceived == [viewModelSample])
    }

    @Test func showCreateCarScreenNavigates() {
        viewModel.showCreateCarScreen()

        #expect(navigator.showCreateCarScreenCallCount == 1)
    }

    @Test func showCarDetailPushesItsScreen() {
        let router = CarsRouter()
        let viewModel = CarsViewModel(service: service, navigator: router)

        viewModel.showCarDetail(for: CarViewModel.fixture())

        guard case .showCarDetail? = router.destination?.route else {
            Issue.record("showCarDetail pushed another destination")
            return
        }
    }

    @Test func showCreateCarScreenPushesItsScreen() {
        let router = CarsRouter()
        let viewModel = CarsViewModel(service: service, navigator: router)

        viewModel.showCreateCarScreen()

        guard case .showCreateCarScreen? = router.destination?.route else {
            Issue.record("showCreateCarScreen pushed another destination")
            return
        }
    }

    #if canImport(SwiftUI)
        @Test func itsScreenBuildsAsContentAndAsRoot() {
            let content = CarsScreen(service: service)
            let root = CarsScreen.root(service: service)

            _ = content
            #expect(root is NavigationStack<NavigationPath, CarsScreen>)
        }
    #endif
}
