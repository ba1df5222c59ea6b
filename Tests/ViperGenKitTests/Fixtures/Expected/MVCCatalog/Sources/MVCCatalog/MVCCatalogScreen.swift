#if canImport(SwiftUI)
    import SwiftUI

    /// The MVCCatalog screen. In SwiftUI the view is its own controller: it asks the store to
    /// perform the user's actions and draws what the store keeps.
    /// It owns its store and its navigation, which know nothing of each other: a parent that
    /// builds the screen again changes nothing.
    public struct MVCCatalogScreen: View {
        @State private var store: MVCCatalogStore
        /// Where the screen goes: the path of its navigation stack.
        @State private var navigation = MVCCatalogNavigation()
        /// Closes the screen, for the routes that leave it (`dismiss…`, `close…`).
        @Environment(\.dismiss) private var dismissAction

        public init(store: MVCCatalogStore) {
            _store = State(initialValue: store)
        }

        public var body: some View {
            stack
                .task { await store.load() }
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

        /// The screen's navigation stack: its path is `navigation.path`, which the routes extend.
        private var stack: some View {
            NavigationStack(path: $navigation.path) {
                // TODO: Lay out what `store` keeps and call the store's methods from the controls
                // (in a `Task` when they are async); SwiftUI redraws what reads the store. A
                // control that leads on calls a route of `navigation`.
                Text("MVCCatalog")
                    .navigationDestination(for: MVCCatalogNavigation.Step.self) { step in
                        destinationView(for: step)
                    }
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

        /// The screen a step of the path shows.
        private func destinationView(for step: MVCCatalogNavigation.Step) -> some View {
            // TODO: Build the screen of each destination: switch over `step.destination` in a
            // `@ViewBuilder` function.
            Text(String(describing: step.destination))
        }

        /// Leaves the screen for `dismiss`; call it from the control that closes it.
        private func dismiss(completion: @escaping @Sendable () -> Void) {
            dismissAction()
            // TODO: Finish what `dismiss` asks for once the screen is gone.
        }
    }

    /// The screen in Xcode's canvas, over a service that answers at once and reaches nothing.
    struct MVCCatalogScreenPreviews: PreviewProvider {
        static var previews: some View {
            MVCCatalogScreen(store: MVCCatalogStore(service: MVCCatalogPreviewService()))
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
