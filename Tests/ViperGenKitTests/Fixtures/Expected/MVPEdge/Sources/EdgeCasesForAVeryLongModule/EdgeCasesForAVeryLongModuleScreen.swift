#if canImport(SwiftUI)
    import SwiftUI

    /// The EdgeCasesForAVeryLongModule screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears. It is
    /// content: a parent's navigation stack pushes it, or `root(model:)` puts it at the root of a
    /// stack of its own; the screens its routes push go onto the stack it is in, so one
    /// stack at the root carries every screen the app pushes.
    struct EdgeCasesForAVeryLongModuleScreen: View {
        @State private var objects: Objects
        /// Whether the first state was shown to its end: the screen shows it once, not each time
        /// it comes back.
        @State private var hasLoaded = false

        init(model: any EdgeCasesForAVeryLongModuleModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        /// The screen at the root of a navigation stack, for a window or a sheet: the one stack
        /// that every screen pushed from here, and from those, goes onto.
        static func root(model: any EdgeCasesForAVeryLongModuleModelProtocol) -> some View {
            NavigationStack {
                EdgeCasesForAVeryLongModuleScreen(model: model)
            }
        }

        var body: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("EdgeCasesForAVeryLongModule")
                .navigationDestination(item: Bindable(objects.router).destination) { destination in
                    // TODO: Build the destination module and return its content (not its root:
                    // the screen goes onto this stack, and so do the ones it pushes), for
                    // example `OtherModuleScreen(model: otherModel)`.
                    Text(String(describing: destination.route))
                }
                .task {
                    // SwiftUI ends this task when a screen is pushed above this one and starts it
                    // again when the user comes back: a first load cut short runs again then, one
                    // that ran to its end does not.
                    guard !hasLoaded else { return }
                    objects.presenter.attach(view: objects.state)
                    await objects.presenter.updateView()
                    hasLoaded = !Task.isCancelled
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

    /// The screen as it first appears, at the root of a stack, over a model that has nothing
    /// to show.
    struct EdgeCasesForAVeryLongModuleScreenPreviews: PreviewProvider {
        static var previews: some View {
            EdgeCasesForAVeryLongModuleScreen.root(model: EdgeCasesForAVeryLongModulePreviewModel())
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
