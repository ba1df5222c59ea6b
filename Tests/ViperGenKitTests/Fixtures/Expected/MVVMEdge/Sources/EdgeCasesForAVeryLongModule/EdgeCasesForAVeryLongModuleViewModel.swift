import Foundation
import Observation

/// The EdgeCasesForAVeryLongModule screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class EdgeCasesForAVeryLongModuleViewModel {
    private(set) var state = EdgeCasesForAVeryLongModuleState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any EdgeCasesForAVeryLongModuleNavigator)?
    private let service: any EdgeCasesForAVeryLongModuleServiceProtocol

    init(
        service: any EdgeCasesForAVeryLongModuleServiceProtocol,
        navigator: (any EdgeCasesForAVeryLongModuleNavigator)? = nil
    ) {
        self.service = service
        self.navigator = navigator
    }
}

extension EdgeCasesForAVeryLongModuleViewModel {
    private func makeItemViewModel(from widget: Widget) -> WidgetViewModel {
        WidgetViewModel(
            id: widget.id,
            title: widget.title,
            // TODO: Format `sortKey` from the widget.
            sortKey: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension EdgeCasesForAVeryLongModuleViewModel: EdgeCasesForAVeryLongModuleViewModelProtocol {
    func onAppear() async {
        makeHandler()
        await loadWidgets()
        latestFailure()
        await count()
    }

    func makeHandler() {
        state.handler = service.makeHandler()
    }

    func loadWidgets() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.widgets = try await service.loadWidgets().map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func latestFailure() {
        state.latestFailureResult = service.latestFailure()
    }

    func rename(_ widget: Widget, to title: String) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.renameResult = try await makeItemViewModel(
                from: service.rename(widget, to: title)
            )
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func count() async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        state.countResult = await service.count()
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showWidget(_ widget: WidgetViewModel) {
        navigator?.showWidget(widget)
    }

    func closeEditor() {
        navigator?.closeEditor()
    }
}
