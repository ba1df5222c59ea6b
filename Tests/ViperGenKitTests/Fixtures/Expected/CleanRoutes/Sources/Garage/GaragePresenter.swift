import Foundation

/// The Garage presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class GaragePresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any GarageDisplayLogic)?

    init(display: any GarageDisplayLogic) {
        self.display = display
    }
}

extension GaragePresenter {
    private func makeViewModel(from car: Car) -> CarViewModel {
        CarViewModel(id: car.id, model: car.model)
    }

    private func makeErrorViewModel(from error: any Error) -> GarageModels.ErrorViewModel {
        GarageModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension GaragePresenter: GaragePresentationLogic {
    func presentCars(response: GarageModels.Cars.Response) {
        let viewModel = GarageModels.Cars.ViewModel(
            carsResult: response.carsResult.map(makeViewModel(from:))
        )
        display?.displayCars(viewModel: viewModel)
    }

    func presentCars(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
