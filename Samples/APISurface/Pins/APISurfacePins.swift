// The drift guard of the UIKit and SwiftUI API surface: every declaration the modules in
// APISurface/ make, named with its full type, and used the way the templates use it. It
// compiles against those modules on Linux (the Samples package's APISurfacePins target) and,
// unchanged, against Apple's SDK on a Mac (Scripts/check-api-surface.sh). When a new Xcode
// changes a signature, this file stops compiling there; mirror the change in APISurface/
// and here, then rebuild Samples to see which templates it breaks.
//
// A type annotation pins labels, parameter and result types, optionality, `@Sendable`,
// `@MainActor` and `@isolated(any)`; what a type cannot say (that a protocol or a type is
// isolated to the main actor, that a closure takes the actor of the code writing it) is
// pinned by code that compiles only if it is so.

import Observation
import SwiftUI
import UIKit

// MARK: - UIKit

@MainActor
func pinUIKitTypes() {
    let _: NSObject.Type = UIResponder.self
    let _: UIResponder.Type = UIViewController.self
    let _: UIViewController.Type = UINavigationController.self
    let _: UIViewController.Type = UIAlertController.self
    let _: NSObject.Type = UIAlertAction.self
    let _: [UIAlertController.Style] = [.actionSheet, .alert]
    let _: [UIAlertAction.Style] = [.default, .cancel, .destructive]
    let _: (UIAlertController.Style) -> Int = \.rawValue
    let _: (UIAlertAction.Style) -> Int = \.rawValue
    let _: any Sendable.Type = UIAlertController.Style.self
    let _: any Sendable.Type = UIAlertAction.Style.self
}

@MainActor
func pinUIKitMembers(
    viewController: UIViewController,
    navigationController: UINavigationController,
    alert: UIAlertController
) {
    let _: @MainActor (String?, Bundle?) -> UIViewController = UIViewController.init(
        nibName:bundle:)
    let _: @MainActor (NSCoder) -> UIViewController? = UIViewController.init(coder:)
    let _: @MainActor () -> UIViewController = UIViewController.init
    let _: @MainActor () -> Void = viewController.viewDidLoad
    let _: UIViewController? = viewController.presentedViewController
    let _: UINavigationController? = viewController.navigationController
    let _: UIViewController? = viewController.presentingViewController
    let _: Bool = viewController.isBeingPresented
    let _: Bool = viewController.isMovingToParent
    let _: [UIViewController] = navigationController.viewControllers
    navigationController.viewControllers = [viewController]
    let _: UIViewController? = navigationController.topViewController
    let _: @MainActor (UIViewController, Bool, (() -> Void)?) -> Void = viewController.present(
        _:animated:completion:)
    let _: @MainActor (UIViewController, Bool) -> Void = navigationController.pushViewController(
        _:animated:)
    let _: @MainActor (Bool) -> UIViewController? = navigationController.popViewController(
        animated:)
    let _: @MainActor (UIViewController, Bool) -> [UIViewController]? =
        navigationController.popToViewController(_:animated:)
    let _: @MainActor (UIViewController) -> UINavigationController = UINavigationController.init(
        rootViewController:)
    let _: @MainActor () -> Void = viewController.loadViewIfNeeded
    let _: @MainActor (Bool) -> Void = viewController.viewWillAppear(_:)
    let _: @MainActor (Bool) -> Void = viewController.viewDidAppear(_:)
    let _: @MainActor (Bool) -> Void = viewController.viewWillDisappear(_:)
    let _: @MainActor (Bool) -> Void = viewController.viewDidDisappear(_:)
    let _: Bool = viewController.isMovingFromParent
    let _: Bool = viewController.isBeingDismissed
    let _: @MainActor (Bool, (() -> Void)?) -> Void = viewController.dismiss(animated:completion:)
    let _: @MainActor (String?, String?, UIAlertController.Style) -> UIAlertController =
        UIAlertController.init(title:message:preferredStyle:)
    let _: @MainActor (UIAlertAction) -> Void = alert.addAction(_:)
    let _: @MainActor (String?, UIAlertAction.Style, ((UIAlertAction) -> Void)?) -> UIAlertAction =
        UIAlertAction.init(title:style:handler:)
}

/// The subclassing the templates do: a designated initializer that calls
/// `init(nibName:bundle:)`, the required `init?(coder:)` made unavailable, overrides, and the
/// defaults of `present` and of the action's handler.
final class PinnedViewController: UIViewController {
    private let heading: String

    init(heading: String) {
        self.heading = heading
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard presentedViewController == nil else { return }
        let alert = UIAlertController(title: heading, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(
            UIAlertAction(title: "Again", style: .cancel) { [weak self] _ in
                self?.viewDidLoad()
            }
        )
        present(alert, animated: true)
        navigationController?.pushViewController(
            PinnedViewController(heading: heading), animated: true)
        navigationController?.popViewController(animated: true)
        dismiss(animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent || isBeingDismissed {
            loadViewIfNeeded()
        }
    }

    /// Compiles only if `UIViewController` is isolated to the main actor: a synchronous call
    /// to a main-actor function from an instance method that states no isolation.
    func isolatedToTheMainActor() -> Bool {
        MainActorProbe.isMainActor()
    }
}

// MARK: - SwiftUI

@MainActor
func pinSwiftUITypes() {
    let _: any View.Type = Never.self
    let _: any View.Type = Text?.self
    let _: any View.Type = Text.self
    let _: any View.Type = EmptyView.self
    let _: any View.Type = Button<Text>.self
    let _: any View.Type = ProgressView<EmptyView, EmptyView>.self
    let _: any (Equatable & Sendable).Type = Text.self
    let _: any (Equatable & Sendable).Type = ButtonRole.self
    let _: any Equatable.Type = Alignment.self
    let _: any (Equatable & ExpressibleByStringInterpolation).Type = LocalizedStringKey.self
    let _: any Sendable.Type = Binding<Int>.self
    let _: [ButtonRole] = [.cancel, .destructive]
    let _: any View.Type = NavigationStack<[Int], Text>.self
    let _: any View.Type = NavigationStack<NavigationPath, Text>.self
    let _: any Equatable.Type = NavigationPath.self
    let _: any Sendable.Type = Bindable<PinnedModel>.self
    let _: Alignment = .center
}

@MainActor
func pinSwiftUIMembers() {
    let _: (Text) -> Text = ViewBuilder.buildExpression(_:)
    let _: (Text) -> Text = ViewBuilder.buildBlock(_:)
    let _: (Text?) -> Text? = ViewBuilder.buildIf(_:)
    let _: (Text) -> _ConditionalContent<Text, EmptyView> = ViewBuilder.buildEither(first:)
    let _: (EmptyView) -> _ConditionalContent<Text, EmptyView> = ViewBuilder.buildEither(second:)
    let _: (Int) -> State<Int> = State.init(wrappedValue:)
    let _: (Int) -> State<Int> = State.init(initialValue:)
    let _: ReferenceWritableKeyPath<State<Int>, Int> = \.wrappedValue
    let _: KeyPath<State<Int>, Binding<Int>> = \.projectedValue
    let _:
        (
            @escaping @isolated(any) @Sendable () -> Int,
            @escaping @isolated(any) @Sendable (Int) -> Void
        ) -> Binding<Int> =
            Binding.init(get:set:)
    let _: ReferenceWritableKeyPath<Binding<Int>, Int> = \.wrappedValue
    let _: (String) -> LocalizedStringKey = LocalizedStringKey.init(_:)
    let _: (String) -> LocalizedStringKey = LocalizedStringKey.init(stringLiteral:)
    let _: (LocalizedStringKey, String?, Bundle?, StaticString?) -> Text = Text.init(
        _:tableName:bundle:comment:)
    let _: (String) -> Text = Text.init(_:)
    let _: (Substring) -> Text = Text.init(_:)
    let _: () -> EmptyView = EmptyView.init
    let _: (@escaping @MainActor () -> Void, () -> Text) -> Button<Text> = Button.init(
        action:label:)
    let _: (LocalizedStringKey, ButtonRole?, @escaping @MainActor () -> Void) -> Button<Text> =
        Button.init(_:role:action:)
    let _: () -> ProgressView<EmptyView, EmptyView> = ProgressView.init
    let _: (KeyPath<EnvironmentValues, DismissAction>) -> Environment<DismissAction> =
        Environment.init(_:)
    let _: KeyPath<Environment<DismissAction>, DismissAction> = \.wrappedValue
    let _: () -> EnvironmentValues = EnvironmentValues.init
    let _: KeyPath<EnvironmentValues, DismissAction> = \.dismiss
    let _: () -> NavigationPath = NavigationPath.init
    let _: (PinnedModel) -> Bindable<PinnedModel> = Bindable.init(wrappedValue:)
    let _: (PinnedModel) -> Bindable<PinnedModel> = Bindable.init(_:)
    let _: WritableKeyPath<Bindable<PinnedModel>, PinnedModel> = \.wrappedValue
    let _: KeyPath<Bindable<PinnedModel>, Bindable<PinnedModel>> = \.projectedValue
    let _: KeyPath<Bindable<PinnedModel>, Binding<[Int]>> = \.path
    let _: KeyPath<Binding<PinnedModel>, Binding<[Int]>> = \.path
    let _: (() -> Text) -> NavigationStack<NavigationPath, Text> = NavigationStack.init(root:)
    let _: (Binding<NavigationPath>, () -> Text) -> NavigationStack<NavigationPath, Text> =
        NavigationStack.init(path:root:)
    let _: (Binding<[Int]>, () -> Text) -> NavigationStack<[Int], Text> = NavigationStack.init(
        path:root:)
}

/// An observable model, as the templates' routers and states are.
@MainActor
@Observable
final class PinnedModel {
    var path: [Int] = []
    var selection: Int?
    var isShowingDetail = false
}

/// The navigation the templates write: a stack over a model's path, its destinations, the
/// environment's dismiss action, and a preview.
struct PinnedNavigation: View {
    @State private var model = PinnedModel()
    @Bindable var bound: PinnedModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack(path: $model.path) {
            Text("Root")
                .navigationDestination(for: Int.self) { value in
                    Button("\(value)", role: nil) { dismiss() }
                }
        }
        .task { bound.path.append(1) }
        .onChange(of: bound.path.isEmpty) { _, isEmpty in
            if isEmpty { dismiss() }
        }
        .onChange(of: model.path, initial: true) { (oldValue: [Int], newValue: [Int]) in
            _ = (oldValue, newValue)
        }
        .navigationDestination(for: String.self) { _ in
            NavigationStack(path: $bound.path) { EmptyView() }
        }
        .navigationDestination(item: $bound.selection) { (value: Int) in
            Text("\(value)")
        }
        .navigationDestination(isPresented: $bound.isShowingDetail) {
            Text("Detail")
        }
    }
}

struct PinnedNavigationPreviews: PreviewProvider {
    static var previews: some View {
        PinnedNavigation(bound: PinnedModel())
    }
}

/// The modifiers as the templates call them, with every argument written and with the
/// defaults, each overload of `alert`, and the view builder's single view and `if`.
struct PinnedScreen: View {
    @State private var isPresented = false
    @State private var message: String?

    var body: some View {
        Text("Pinned")
            .task { await load() }
            .task(priority: .userInitiated) { await load() }
            .overlay {
                if isPresented {
                    ProgressView()
                }
            }
            .overlay(alignment: .center) { EmptyView() }
            .id(UUID())
            .id(1)
            .alert("Something went wrong", isPresented: $isPresented, presenting: message) { _ in
                Button("OK", role: .cancel) {}
            } message: { message in
                Text(message)
            }
            .alert(
                message ?? "",
                isPresented: Binding(
                    get: { message != nil },
                    set: { isPresented in
                        if !isPresented { message = nil }
                    }
                ),
                presenting: message
            ) { _ in
                Button("Delete", role: .destructive) { message = nil }
            } message: { _ in
                EmptyView()
            }
    }

    /// Compiles only if `View` makes a type that conforms to it in its declaration isolated
    /// to the main actor: a synchronous call to a main-actor function from a method that
    /// states no isolation. (`task` and `Binding(get:set:)` above read the view's state
    /// from `@Sendable` closures: that compiles only if they take the main actor from the
    /// body that writes them.)
    private func load() async {
        _ = MainActorProbe.isMainActor()
    }
}

@MainActor
enum MainActorProbe {
    static func isMainActor() -> Bool { true }
}
