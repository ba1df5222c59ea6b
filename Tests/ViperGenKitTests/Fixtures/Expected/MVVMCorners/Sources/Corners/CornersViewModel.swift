import Foundation
import Observation

/// The Corners screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class CornersViewModel {
    private(set) var state = CornersState()
    /// Where routes go; weak, because the coordinator that shows this screen usually owns it.
    @ObservationIgnored weak var navigator: (any CornersNavigator)?
    private let service: any CornersServiceProtocol

    init(service: any CornersServiceProtocol, navigator: (any CornersNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }

    private func makeItemViewModel(from gadget: Gadget) -> GadgetItemViewModel {
        GadgetItemViewModel(
            id: gadget.id,
            tags: gadget.tags,
            // TODO: Format `gadget` from the gadget.
            gadget: gadget
        )
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
        state.isLoading = true
        defer { state.isLoading = false }
        do {
            state.loadGadgetsResult = try await service.loadGadgets().map(makeItemViewModel(from:))
        } catch {
            state.errorMessage = error.localizedDescription
        }
    }

    func uniqueGadgets() async {
        state.isLoading = true
        defer { state.isLoading = false }
        do {
            state.uniqueGadgetsResult = try await service.uniqueGadgets()
        } catch {
            state.errorMessage = error.localizedDescription
        }
    }

    func countsByGadget() {
        state.byGadget = service.countsByGadget()
    }

    func useCase() {
        state.caseResult = service.useCase()
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
