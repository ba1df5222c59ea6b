import Foundation

/// The Corners presentation logic: turns the user's actions into use cases and routes,
/// and use-case results into what the view displays.
@MainActor
final class CornersPresenter {
    weak var view: (any CornersView)?
    private let interactor: any CornersInteractorProtocol
    private let router: any CornersRouterProtocol

    init(interactor: any CornersInteractorProtocol, router: any CornersRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }
}

extension CornersPresenter {
    private func makeViewModel(from gadget: Gadget) -> GadgetRow {
        GadgetRow(id: gadget.id, payload: gadget.payload, onTap: gadget.onTap)
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CornersPresenter: CornersPresenterProtocol {
    func viewDidLoad() async {
        await loadGadgets()
        latestGadget()
        useCase()
    }

    func loadGadgets() async {
        do {
            let gadgets = try await interactor.loadGadgets()
            view?.displayGadgets(gadgets.map(makeViewModel(from:)))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func gadget(with id: String) async {
        do {
            let gadgetResult = try await interactor.gadget(with: id)
            view?.displayGadget(makeViewModel(from: gadgetResult))
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func latestGadget() {
        let latestGadgetResult = interactor.latestGadget()
        view?.displayLatestGadget(latestGadgetResult.map(makeViewModel(from:)))
    }

    func search(`let` key: String, in region: String) async {
        let searchResult = await interactor.search(let: key, in: region)
        view?.displaySearchResult(searchResult)
    }

    func useCase() {
        let useCaseResult = interactor.useCase()
        view?.displayUseCase(useCaseResult)
    }

    func updateQuantity(of itemID: UUID, to quantity: Int) async {
        do {
            try await interactor.updateQuantity(of: itemID, to: quantity)
        } catch {
            guard !isCancellation(error) else { return }
            view?.displayError(error.localizedDescription)
        }
    }

    func showGadget(_ row: GadgetRow) {
        router.showGadget(row)
    }

    func `open`(`let` key: String, handler: @escaping @Sendable (String) -> Bool) {
        router.`open`(let: key, handler: handler)
    }

    func closeSheet(animated: Bool) {
        router.closeSheet(animated: animated)
    }
}
