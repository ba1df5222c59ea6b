#if canImport(SwiftUI)
    import SwiftUI

    /// The MVVMCCatalog screen, as content: it has no `NavigationStack` of its own (the
    /// coordinator's `makeRootView()` puts it in one), and what it pushes goes on the
    /// enclosing stack. While it is on screen it sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    public struct MVVMCCatalogView: View {
        @State private var viewModel: MVVMCCatalogViewModel
        /// Holds what the routes show; the view model triggers its routes on it.
        @State private var coordinator: MVVMCCatalogCoordinator
        @Environment(\.dismiss) private var dismiss
        /// Sends the user's actions to the view model while the screen is bound to it.
        @State private var send: MVVMCCatalogViewModel.Input.Sender?
        @State private var products: [ProductRow] = []
        @State private var productResult: ProductRow?
        @State private var searchResult: [ProductRow] = []
        @State private var stockLevelsResult: [String: Int] = [:]
        @State private var tagsResult: [String] = []
        @State private var priceRangeResult: (min: Double, max: Double) = (min: 0, max: 0)
        @State private var featuredResult: ProductRow?
        /// Whether what the screen loads when it appears has come: the screen binds again each
        /// time it comes back into view (from under a screen it pushed), and loads again only
        /// if it has not.
        @State private var hasLoaded = false
        @State private var errorMessage: String?
        @State private var isShowingError = false

        /// - Parameters:
        ///   - viewModel: The screen's view model, whose router is `coordinator`.
        ///   - coordinator: Where the screen's routes go.
        public init(viewModel: MVVMCCatalogViewModel, coordinator: MVVMCCatalogCoordinator) {
            _viewModel = State(initialValue: viewModel)
            _coordinator = State(initialValue: coordinator)
        }

        public var body: some View {
            // TODO: Lay out the output, and send the user's actions with `send`, e.g.
            // `send?.showProduct(…)`.
            Text("MVVMCCatalog")
                .navigationDestination(item: $coordinator.destination) { destination in
                    // TODO: Return the screen of `destination.route`: another module's content,
                    // e.g. `OtherCoordinator().makeView()`, never its root view (the stack is
                    // the root's, and what that module pushes goes on it too).
                    Text(String(describing: destination.route))
                }
                // SwiftUI cancels this task when a pushed screen covers this one, and runs it
                // again when it comes back: the screen is bound while it is in view.
                .task {
                    // The dismiss action, not the screen: the coordinator the screen holds must
                    // not hold the screen.
                    let dismissAction = dismiss
                    coordinator.dismissScreen = { dismissAction() }
                    await bind()
                }
                .alert(
                    "Something went wrong",
                    isPresented: $isShowingError,
                    presenting: errorMessage
                ) { _ in
                    Button("OK", role: .cancel) {}
                } message: { message in
                    Text(message)
                }
        }

        /// Binds the view model for as long as the screen is shown. SwiftUI cancels this task
        /// when the screen goes away; that ends the input, so the view model finishes its work
        /// and ends the output.
        private func bind() async {
            let (input, send) = MVVMCCatalogViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            let work = viewModel.transformTask
            if !hasLoaded {
                send.loadProducts()
                send.stockLevels()
                send.priceRange()
                send.featured()
            }
            await withTaskCancellationHandler {
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await value in output.products {
                            await displayProducts(value)
                        }
                    }
                    group.addTask {
                        for await value in output.productResult {
                            await displayProduct(value)
                        }
                    }
                    group.addTask {
                        for await value in output.searchResult {
                            await displaySearchResult(value)
                        }
                    }
                    group.addTask {
                        for await value in output.stockLevelsResult {
                            await displayStockLevels(value)
                        }
                    }
                    group.addTask {
                        for await value in output.tagsResult {
                            await displayTags(value)
                        }
                    }
                    group.addTask {
                        for await value in output.priceRangeResult {
                            await displayPriceRange(value)
                        }
                    }
                    group.addTask {
                        for await value in output.featuredResult {
                            await displayFeatured(value)
                        }
                    }
                    group.addTask {
                        for await message in output.error {
                            await displayError(message)
                        }
                    }
                }
                await work?.value
            } onCancel: {
                send.finishAll()
            }
            self.send = nil
        }

        private func displayProducts(_ products: [ProductRow]) {
            self.products = products
            hasLoaded = true
        }

        private func displayProduct(_ product: ProductRow?) {
            self.productResult = product
        }

        private func displaySearchResult(_ searchResult: [ProductRow]) {
            self.searchResult = searchResult
        }

        private func displayStockLevels(_ stockLevels: [String: Int]) {
            self.stockLevelsResult = stockLevels
            hasLoaded = true
        }

        private func displayTags(_ tags: [String]) {
            self.tagsResult = tags
        }

        private func displayPriceRange(_ priceRange: (min: Double, max: Double)) {
            self.priceRangeResult = priceRange
            hasLoaded = true
        }

        private func displayFeatured(_ featured: ProductRow) {
            self.featuredResult = featured
            hasLoaded = true
        }

        private func displayError(_ message: String) {
            errorMessage = message
            isShowingError = true
        }
    }

    /// The screen as it first appears, over use cases that answer at once with nothing to
    /// show, so that the preview needs no network.
    struct MVVMCCatalogViewPreviews: PreviewProvider {
        static var previews: some View {
            MVVMCCatalogCoordinator(useCase: MVVMCCatalogPreviewUseCase()).makeRootView()
        }
    }

    /// Use cases that answer at once: an empty result, or a cancellation where there is no
    /// empty result (the screen shows cancelled work as nothing).
    private nonisolated struct MVVMCCatalogPreviewUseCase: MVVMCCatalogUseCaseType {
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

        func favourite(_ product: Product) async throws {}

        func stockLevels() async throws -> [String: Int] {
            [:]
        }

        func filterTags(tags: [String]) -> [String] {
            []
        }

        func priceRange() throws -> (min: Double, max: Double) {
            (min: 0, max: 0)
        }

        func featured() async throws -> Product {
            throw CancellationError()
        }
    }
#endif
