#if canImport(SwiftUI)
    import SwiftUI

    /// The CarDetail screen, as content: it has no `NavigationStack` of its own (the
    /// coordinator's `makeRootView()` puts it in one), and what it pushes goes on the
    /// enclosing stack. While it is on screen it sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    struct CarDetailView: View {
        @State private var viewModel: CarDetailViewModel
        /// Holds what the routes show; the view model triggers its routes on it.
        @State private var coordinator: CarDetailCoordinator
        @Environment(\.dismiss) private var dismiss
        /// Sends the user's actions to the view model while the screen is bound to it.
        @State private var send: CarDetailViewModel.Input.Sender?
        @State private var refreshResult: CarItemViewModel?
        @State private var errorMessage: String?
        @State private var isShowingError = false

        /// - Parameters:
        ///   - viewModel: The screen's view model, whose router is `coordinator`.
        ///   - coordinator: Where the screen's routes go.
        init(viewModel: CarDetailViewModel, coordinator: CarDetailCoordinator) {
            _viewModel = State(initialValue: viewModel)
            _coordinator = State(initialValue: coordinator)
        }

        var body: some View {
            // TODO: Lay out the output, and send the user's actions with `send`, e.g.
            // `send?.showServiceHistory(…)`.
            Text("CarDetail")
                .navigationDestination(item: $coordinator.destination) { destination in
                    // The screen of the coordinator the route started, as content: what it
                    // pushes goes on this same stack.
                    coordinator.content(for: destination)
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
            let (input, send) = CarDetailViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            let work = viewModel.transformTask
            await withTaskCancellationHandler {
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await value in output.refreshResult {
                            await displayRefreshResult(value)
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

        private func displayRefreshResult(_ refreshResult: CarItemViewModel) {
            self.refreshResult = refreshResult
        }

        private func displayError(_ message: String) {
            errorMessage = message
            isShowingError = true
        }
    }

    // No preview: the screen needs what the route that opens it passes (`car: Car`),
    // which only the app can make. Preview it with one, over `CarDetailPreviewUseCase()`.

    /// Use cases that answer at once: an empty result, or a cancellation where there is no
    /// empty result (the screen shows cancelled work as nothing).
    private nonisolated struct CarDetailPreviewUseCase: CarDetailUseCaseType {
        func refresh(_ car: Car) async throws -> Car {
            throw CancellationError()
        }
    }
#endif
