#if canImport(SwiftUI)
    import SwiftUI

    /// The EdgeCasesForAVeryLongModule screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears.
    struct EdgeCasesForAVeryLongModuleScreen: View {
        @State private var objects: Objects

        init(model: any EdgeCasesForAVeryLongModuleModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        var body: some View {
            NavigationStack(path: Bindable(objects.router).path) {
                content
                    .navigationDestination(
                        for: EdgeCasesForAVeryLongModuleDestination.self
                    ) { destination in
                        // TODO: Make the screen each route shows.
                        Text(String(describing: destination.route))
                    }
            }
        }

        private var content: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("EdgeCasesForAVeryLongModule")
                .task {
                    objects.presenter.attach(view: objects.state)
                    await objects.presenter.updateView()
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { objects.state.errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { objects.state.errorMessage = nil }
                        }
                    ),
                    presenting: objects.state.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }
    }

    extension EdgeCasesForAVeryLongModuleScreen {
        /// The module's objects, made together once for the screen's lifetime and kept in one
        /// `@State`: when a parent builds the screen again, SwiftUI keeps the first ones and
        /// drops the new ones, so the presenter always fills the state the screen shows.
        @MainActor
        private final class Objects {
            let state = EdgeCasesForAVeryLongModuleViewState()
            let router = EdgeCasesForAVeryLongModuleRouter()
            let presenter: EdgeCasesForAVeryLongModulePresenter

            init(model: any EdgeCasesForAVeryLongModuleModelProtocol) {
                presenter = EdgeCasesForAVeryLongModulePresenter(model: model, navigator: router)
            }
        }
    }

    /// The screen as it first appears, over a model that has nothing to show.
    struct EdgeCasesForAVeryLongModuleScreenPreviews: PreviewProvider {
        static var previews: some View {
            EdgeCasesForAVeryLongModuleScreen(model: EdgeCasesForAVeryLongModulePreviewModel())
        }
    }

    /// A model for previews: it answers with empty values; a throwing call without one throws
    /// `CancellationError`, which the screen does not report, and a TODO marks any other.
    @MainActor
    private final class EdgeCasesForAVeryLongModulePreviewModel:
        EdgeCasesForAVeryLongModuleModelProtocol
    {
        func makeHandler() -> @Sendable () -> Void {
            fatalError("TODO: Return a `@Sendable () -> Void` to preview the screen with")
        }

        func loadWidgets() async throws -> [Widget] {
            []
        }

        func latestFailure() -> (any Error)? {
            nil
        }

        func rename(_ widget: Widget, to title: String) async throws -> Widget {
            Widget(id: "", title: "")
        }

        func count() async -> Int {
            0
        }
    }
#endif
