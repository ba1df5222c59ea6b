import Foundation

/// The Nouns presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class NounsPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any NounsDisplayLogic)?

    init(display: any NounsDisplayLogic) {
        self.display = display
    }
}

extension NounsPresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, seller: car.seller)
    }

    private func makeErrorViewModel(from error: any Error) -> NounsModels.ErrorViewModel {
        NounsModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension NounsPresenter: NounsPresentationLogic {
    func presentFetchCars(response: NounsModels.FetchCars.Response) {
        let viewModel = NounsModels.FetchCars.ViewModel(
            fetchCarsResult: response.fetchCarsResult.map(makeViewModel(from:))
        )
        display?.displayFetchCars(viewModel: viewModel)
    }

    func presentFetchCars(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentRefreshCars(response: NounsModels.RefreshCars.Response) {
        let viewModel = NounsModels.RefreshCars.ViewModel(
            refreshCarsResult: response.refreshCarsResult.map(makeViewModel(from:))
        )
        display?.displayRefreshCars(viewModel: viewModel)
    }

    func presentRefreshCars(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentCars(response: NounsModels.Cars.Response) {
        let viewModel = NounsModels.Cars.ViewModel(
            carsResult: response.carsResult.map(makeViewModel(from:))
        )
        display?.displayCars(viewModel: viewModel)
    }

    func presentFetchSeller(response: NounsModels.FetchSeller.Response) {
        let viewModel = NounsModels.FetchSeller.ViewModel(
            fetchSellerResult: response.fetchSellerResult
        )
        display?.displayFetchSeller(viewModel: viewModel)
    }

    func presentFetchSeller(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentLoadSeller(response: NounsModels.LoadSeller.Response) {
        let viewModel = NounsModels.LoadSeller.ViewModel(seller: response.seller)
        display?.displayLoadSeller(viewModel: viewModel)
    }

    func presentLoadSeller(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentNewest(response: NounsModels.Newest.Response) {
        let viewModel = NounsModels.Newest.ViewModel(
            newestCar: response.newestCar.map(makeViewModel(from:))
        )
        display?.displayNewest(viewModel: viewModel)
    }

    func presentNewest(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }

    func presentLatest(response: NounsModels.Latest.Response) {
        let viewModel = NounsModels.Latest.ViewModel(
            latestResult: response.latestResult.map(makeViewModel(from:))
        )
        display?.displayLatest(viewModel: viewModel)
    }

    func presentLatest(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
