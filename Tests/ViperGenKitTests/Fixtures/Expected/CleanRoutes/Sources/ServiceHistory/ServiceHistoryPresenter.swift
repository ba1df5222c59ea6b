import Foundation

/// The ServiceHistory presentation logic: formats each response into the view model the screen
/// displays, and each error into an error view model.
@MainActor
final class ServiceHistoryPresenter {
    /// Where the view models go; weak, because the screen owns the scene.
    weak var display: (any ServiceHistoryDisplayLogic)?

    init(display: any ServiceHistoryDisplayLogic) {
        self.display = display
    }
}

extension ServiceHistoryPresenter {
    private func makeViewModel(from service: Service) -> ServiceViewModel {
        ServiceViewModel(date: service.date, summary: service.summary)
    }

    private func makeErrorViewModel(from error: any Error) -> ServiceHistoryModels.ErrorViewModel {
        ServiceHistoryModels.ErrorViewModel(
            title: "Something went wrong",
            message: error.localizedDescription
        )
    }
}

extension ServiceHistoryPresenter: ServiceHistoryPresentationLogic {
    func presentServices(response: ServiceHistoryModels.Services.Response) {
        let viewModel = ServiceHistoryModels.Services.ViewModel(
            servicesResult: response.servicesResult.map(makeViewModel(from:))
        )
        display?.displayServices(viewModel: viewModel)
    }

    func presentServices(error: any Error) {
        display?.displayError(viewModel: makeErrorViewModel(from: error))
    }
}
