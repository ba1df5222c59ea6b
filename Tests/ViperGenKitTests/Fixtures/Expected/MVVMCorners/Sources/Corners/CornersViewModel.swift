import Foundation
import Observation

/// The Corners screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class CornersViewModel {
    private(set) var state = CornersState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any CornersNavigator)?
    private let service: any CornersServiceProtocol

    init(service: any CornersServiceProtocol, navigator: (any CornersNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension CornersViewModel {
    private func makeItemViewModel(from gadget: Gadget) -> GadgetItemViewModel {
        GadgetItemViewModel(
            id: gadget.id,
            tags: gadget.tags,
            // TODO: Format `gadget` from the gadget.
            gadget: gadget
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension CornersViewModel: CornersViewModelProtocol {
    func onAppear() async {
        await loadGadgets()
        await uniqueGadgets()
        countsByGadget()
        useCase()
        checkIsLoading()
        tuple()
        labeledTuple()
    }

    func loadGadgets() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.gadgets = try await service.loadGadgets().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func uniqueGadgets() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.uniqueGadgetsResult = try await service.uniqueGadgets()
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func countsByGadget() {
        state.countsByGadgets = service.countsByGadget()
    }

    func useCase() {
        state.useCaseResult = service.useCase()
    }

    func checkIsLoading() {
        state.isLoadingResult = service.checkIsLoading()
    }

    func tuple() {
        state.tupleResult = service.tuple()
    }

    func labeledTuple() {
        state.labeledTupleResult = service.labeledTuple()
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showRows(_ rows: Set<GadgetItemViewModel>) {
        navigator?.showRows(rows)
    }
}
