import Foundation

/// The CarDetail presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class CarDetailPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any CarDetailDisplayLogic)?

    init(display: any CarDetailDisplayLogic) {
        self.display = display
    }
}

extension CarDetailPresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, model: car.model)
    }

    private func makeErrorViewModel(from error: any Error) -> CarDetailModels.ErrorViewModel {
        CarDetailModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension CarDetailPresenter: CarDetailPresentationLogic {
    func presentRefresh(response: CarDetailModels.Refresh.Response) {
        let viewModel = CarDetailModels.Refresh.ViewModel(
            refreshResult: makeViewModel(from: response.refreshResult)
        )
        display?.displayRefresh(viewModel: viewModel)
    }

    func presentRefresh(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
