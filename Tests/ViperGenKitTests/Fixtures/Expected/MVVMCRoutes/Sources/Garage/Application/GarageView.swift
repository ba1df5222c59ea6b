#if canImport(SwiftUI)
    import SwiftUI

    /// The Garage screen, as content: it has no `NavigationStack` of its own (the
    /// coordinator's `makeRootView()` puts it in one), and what it pushes goes on the
    /// enclosing stack. While it is on screen it sends the user's actions to its view model's
    /// input and shows what the view model's output sends.
    struct GarageView: View {
        @State private var viewModel: GarageViewModel
        /// Holds what the routes show; the view model triggers its routes on it.
        @State private var coordinator: GarageCoordinator
        @Environment(\.dismiss) private var dismiss
        /// Sends the user's actions to the view model while the screen is bound to it.
        @State private var send: GarageViewModel.Input.Sender?
        @State private var carsResult: [CarItemViewModel] = []
        /// Whether what the screen loads when it appears has come: the screen binds again each
        /// time it comes back into view (from under a screen it pushed), and loads again only
        /// if it has not.
        @State private var hasLoaded = false
        @State private var errorMessage: String?
        @State private var isShowingError = false

        /// - Parameters:
        ///   - viewModel: The screen's view model, whose router is `coordinator`.
        ///   - coordinator: Where the screen's routes go.
        init(viewModel: GarageViewModel, coordinator: GarageCoordinator) {
            _viewModel = State(initialValue: viewModel)
            _coordinator = State(initialValue: coordinator)
        }

        var body: some View {
            // TODO: Lay out the output, and send the user's actions with `send`, e.g.
            // `send?.showCarDetail(…)`.
            Text("Garage")
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
            let (input, send) = GarageViewModel.Input.make()
            self.send = send
            let output = viewModel.transform(input: input)
            let work = viewModel.transformTask
            if !hasLoaded {
                send.cars()
            }
            await withTaskCancellationHandler {
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for await value in output.carsResult {
                            await displayCars(value)
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

        private func displayCars(_ cars: [CarItemViewModel]) {
            self.carsResult = cars
            hasLoaded = true
        }

        private func displayError(_ message: String) {
            errorMessage = message
            isShowingError = true
        }
    }

    /// The screen as it first appears, over use cases that answer at once with nothing to
    /// show, so that the preview needs no network.
    struct GarageViewPreviews: PreviewProvider {
        static var previews: some View {
            GarageCoordinator(
                useCase: GaragePreviewUseCase(),
                dependencies: GaragePreviewDependencies()
            ).makeRootView()
        }
    }

    /// Use cases that answer at once: an empty result, or a cancellation where there is no
    /// empty result (the screen shows cancelled work as nothing).
    private nonisolated struct GaragePreviewUseCase: GarageUseCaseType {
        func cars() async throws -> [Car] {
            []
        }
    }
#endif
