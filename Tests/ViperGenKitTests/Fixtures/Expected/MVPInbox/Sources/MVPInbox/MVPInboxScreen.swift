#if canImport(SwiftUI)
    import SwiftUI

    /// The MVPInbox screen, a passive view: it shows what the presenter puts in its state and
    /// forwards the user's actions to the presenter, which it attaches to when it appears.
    struct MVPInboxScreen: View {
        @State private var objects: Objects
        @Environment(\.dismiss) private var dismiss

        init(model: any MVPInboxModelProtocol) {
            _objects = State(initialValue: Objects(model: model))
        }

        var body: some View {
            NavigationStack(path: Bindable(objects.router).path) {
                content
                    .navigationDestination(for: MVPInboxDestination.self) { destination in
                        // TODO: Make the screen each route shows.
                        Text(String(describing: destination.route))
                    }
            }
        }

        private var content: some View {
            // TODO: Lay out what `objects.state` holds and call `objects.presenter` from the controls.
            Text("MVPInbox")
                .task {
                    objects.router.dismissAction = { dismiss() }
                    objects.presenter.attach(view: objects.state)
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

    extension MVPInboxScreen {
        /// The module's objects, made together once for the screen's lifetime and kept in one
        /// `@State`: when a parent builds the screen again, SwiftUI keeps the first ones and
        /// drops the new ones, so the presenter always fills the state the screen shows.
        @MainActor
        private final class Objects {
            let state = MVPInboxViewState()
            let router = MVPInboxRouter()
            let presenter: MVPInboxPresenter

            init(model: any MVPInboxModelProtocol) {
                presenter = MVPInboxPresenter(model: model, navigator: router)
            }
        }
    }

    /// The screen as it first appears, over a model that has nothing to show.
    struct MVPInboxScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVPInboxScreen(model: MVPInboxPreviewModel())
        }
    }

    /// A model for previews: it answers with empty values; a throwing call without one throws
    /// `CancellationError`, which the screen does not report, and a TODO marks any other.
    @MainActor
    private final class MVPInboxPreviewModel: MVPInboxModelProtocol {
        var current: Mailbox {
            Mailbox(unreadCount: 0, subjects: [])
        }

        func markAllRead() async throws {}
    }
#endif
