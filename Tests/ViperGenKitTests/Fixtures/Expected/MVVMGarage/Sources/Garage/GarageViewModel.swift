import Foundation
import Observation

/// The Garage screen's logic, which knows nothing of the view that observes it: its
/// intents run the use cases on the service and publish what the screen shows in `state`,
/// and its routes go to the navigator.
@MainActor
@Observable
final class GarageViewModel {
    private(set) var state = GarageState()
    /// Where routes go: the router of the screen, or a coordinator; weak, because the screen
    /// or coordinator that shows this view model owns it.
    @ObservationIgnored weak var navigator: (any GarageNavigator)?
    private let service: any GarageServiceProtocol

    init(service: any GarageServiceProtocol, navigator: (any GarageNavigator)? = nil) {
        self.service = service
        self.navigator = navigator
    }
}

extension GarageViewModel {
    private func makeItemViewModel(from tool: Tool) -> ToolItemViewModel {
        ToolItemViewModel(
            name: tool.name,
            // TODO: Format `label` from the tool.
            label: "",
            // TODO: Format `tool` from the tool.
            tool: tool
        )
    }

    /// Whether `error` only says that the work was cancelled (the screen went away, a newer
    /// request replaced it): nothing the user needs to be told.
    private func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || (error as? URLError)?.code == .cancelled
    }
}

extension GarageViewModel: GarageViewModelProtocol {
    func onAppear() async {
        await loadTools(page: 1)
        count()
    }

    func loadTools(page: Int) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.tools = try await service.loadTools(page: page).map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func tool(id: Int) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            state.toolResult = try await service.tool(id: id).map(makeItemViewModel(from:))
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func rename(_ tool: Tool, to name: String) async {
        state.loadingCount += 1
        defer { state.loadingCount -= 1 }
        do {
            try await service.rename(tool, to: name)
        } catch {
            guard !isCancellation(error) else { return }
            state.errorMessage = error.localizedDescription
        }
    }

    func count() {
        state.countResult = service.count()
    }

    func dismissError() {
        state.errorMessage = nil
    }

    func showTool(_ tool: ToolItemViewModel, animated: Bool) {
        navigator?.showTool(tool, animated: animated)
    }

    func closeEditor() {
        navigator?.closeEditor()
    }

    func dismiss(completion: @escaping @Sendable () -> Void) {
        navigator?.dismiss(completion: completion)
    }

    func `open`(url: URL) {
        navigator?.`open`(url: url)
    }

    func reveal(handler: @escaping @Sendable (Int) -> Void) {
        navigator?.reveal(handler: handler)
    }
}
