#if canImport(SwiftUI)
    import SwiftUI

    /// The ProductDetail screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store: a parent that builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `ProductDetailRootScreen` puts it at
    /// the root of a stack.
    struct ProductDetailScreen: View {
        @State private var store: ProductDetailStore
        /// Whether the first load has finished: a screen pushed over this one cancels `.task`
        /// and popping it runs `.task` again, which must not load again.
        @State private var hasLoaded = false
        /// Closes the screen, for the routes that leave it (`dismiss…`, `close…`, `goBack`): pops
        /// it when it was pushed, dismisses it when it was presented.
        @Environment(\.dismiss) private var dismissAction

        init(store: ProductDetailStore) {
            _store = State(initialValue: store)
        }

        var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store.
            Text("ProductDetail")
                .task {
                    // Once per screen: a load cut short by a push runs again when the screen
                    // shows again; one that finished does not.
                    guard !hasLoaded else { return }
                    await store.load()
                    hasLoaded = !Task.isCancelled
                }
                .alert(
                    "Something went wrong",
                    isPresented: Binding(
                        get: { store.errorMessage != nil },
                        set: { isPresented in
                            if !isPresented { store.errorMessage = nil }
                        }
                    ),
                    presenting: store.errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// What the screen shows of `store.reloadResult`.
        private var reloadResult: ProductViewModel? {
            store.reloadResult.map(makeViewModel(from:))
        }

        private func makeViewModel(from product: Product) -> ProductViewModel {
            ProductViewModel(id: product.id, name: product.name)
        }

        /// Leaves the screen for `goBack`; call it from the control that closes it.
        private func goBack() {
            dismissAction()
            // TODO: Finish what `goBack` asks for once the screen is gone.
        }
    }

    /// The ProductDetail screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    struct ProductDetailRootScreen: View {
        /// The screen the stack starts with.
        let content: ProductDetailScreen

        init(store: ProductDetailStore) {
            content = ProductDetailScreen(store: store)
        }

        var body: some View {
            NavigationStack {
                content
            }
        }
    }
#endif

// TODO: Preview the screen, with a sample of what the route that opens it passes (the tests'
// fixtures are not part of the app).
