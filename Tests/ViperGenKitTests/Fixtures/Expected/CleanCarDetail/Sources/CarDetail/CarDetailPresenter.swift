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
    func presentRelatedCars(response: CarDetailModels.RelatedCars.Response) {
        let viewModel = CarDetailModels.RelatedCars.ViewModel(
            relatedCarsResult: response.relatedCarsResult.map(makeViewModel(from:))
        )
        display?.displayRelatedCars(viewModel: viewModel)
    }

    func presentRelatedCars(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
