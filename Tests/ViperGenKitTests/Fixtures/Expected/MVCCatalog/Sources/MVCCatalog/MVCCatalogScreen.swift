#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCCatalog screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    /// It is content, with no navigation stack of its own: a parent pushes it onto its stack,
    /// and the screens it pushes go onto that same stack. `MVCCatalogRootScreen` puts it at
    /// the root of a stack.
    public struct MVCCatalogScreen: View {
        @State private var store: MVCCatalogStore
        /// Where the screen goes: the step it pushes onto the stack it is in.
        @State private var navigation = MVCCatalogNavigation()
        /// Whether the first load has finished: a screen pushed over this one cancels `.task`
        /// and popping it runs `.task` again, which must not load again.
        @State private var hasLoaded = false
        /// Closes the screen, for the routes that leave it (`dismiss…`, `close…`, `goBack`): pops
        /// it when it was pushed, dismisses it when it was presented.
        @Environment(\.dismiss) private var dismissAction

        public init(store: MVCCatalogStore) {
            _store = State(initialValue: store)
        }

        public var body: some View {
            // TODO: Lay out what `store` keeps and call the store's methods from the controls
            // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
            // control that leads on calls a route of `navigation`.
            Text("MVCCatalog")
                // A route sets `navigation.step`, which pushes its screen onto the stack this
                // screen is in; going back sets it to nil.
                .navigationDestination(item: $navigation.step) { step in
                    // A new identity for each step: a route taken again while its screen is
                    // shown pushes that new module, not the old one updated in place.
                    destinationView(for: step)
                        .id(step.id)
                }
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

        /// What the screen shows of `store.products`.
        private var products: [ProductRow] {
            store.products.map(makeViewModel(from:))
        }

        /// What the screen shows of `store.productResult`.
        private var productResult: ProductRow? {
            store.productResult.map(makeViewModel(from:))
        }

        /// What the screen shows of `store.searchResult`.
        private var searchResult: [ProductRow] {
            store.searchResult.map(makeViewModel(from:))
        }

        private func makeViewModel(from product: Product) -> ProductRow {
            ProductRow(
                title: product.title,
                isFeatured: product.isFeatured,
                // TODO: Format `priceText` from the product.
                priceText: ""
            )
        }

        /// The screen a step shows: another module's content (its `...Screen`, or its view
        /// without a stack of its own), whose own pushes then go onto this same stack.
        private func destinationView(for step: MVCCatalogNavigation.Step) -> some View {
            // TODO: Show the module each route opens: name it in the spec
            // (`route(…) -> OtherModule`) and the route builds it once, when it is taken; not
            // here, which SwiftUI runs each time it draws.
            Text(String(describing: step.destination))
        }

        /// Leaves the screen for `dismiss`; call it from the control that closes it.
        private func dismiss(completion: @escaping @Sendable () -> Void) {
            dismissAction()
            // TODO: Finish what `dismiss` asks for once the screen is gone.
        }
    }

    /// The MVCCatalog screen at the root of a navigation stack of its own, for an app's (or a
    /// tab's) first screen or a presented one: the stack the screen and the screens it pushes go
    /// onto.
    public struct MVCCatalogRootScreen: View {
        /// The screen the stack starts with.
        public let content: MVCCatalogScreen

        public init(store: MVCCatalogStore) {
            content = MVCCatalogScreen(store: store)
        }

        public var body: some View {
            NavigationStack {
                content
            }
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct MVCCatalogScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVCCatalogRootScreen(store: MVCCatalogStore(service: MVCCatalogPreviewService()))
        }
    }

    /// A service for previews: empty results, and cancellation (which the screen does not
    /// show) for what has none.
    private nonisolated struct MVCCatalogPreviewService: MVCCatalogServiceProtocol {
        func loadProducts(
            page: Int,
            pageSize: Int,
            since date: Date,
            limit: Int?,
            source: URL
        ) async throws -> [Product] {
            []
        }

        func product(with id: UUID) async throws -> Product? {
            nil
        }

        func search(_ query: String, in tags: [String]) async -> [Product] {
            []
        }

        func favourite(_ product: Product) async throws {
            throw CancellationError()
        }

        func stockLevels() async throws -> [String: Int] {
            [:]
        }

        func filterTags(tags: [String]) -> [String] {
            []
        }

        func priceRange() throws -> (min: Double, max: Double) {
            (min: 0, max: 0)
        }

        func refresh(completion: @escaping @Sendable () -> Void) async {
        }
    }
#endif
