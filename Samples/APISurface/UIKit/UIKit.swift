// The part of UIKit that viper-gen's built-in templates use, with the signatures and
// attributes of the iOS 18 SDK, so that Linux type-checks the UIKit screens as Xcode does.
// Nothing here runs: a body does nothing, or as little as a value needs. Each declaration's
// doc line quotes the SDK declaration it mirrors; APISurfacePins.swift pins them all and
// compiles unchanged against the real SDK (Scripts/check-api-surface.sh).
//
// UIKit is an Objective-C framework: Swift imports its `NS_SWIFT_UI_ACTOR` classes as
// `@MainActor` and, being C declarations, as `@preconcurrency`.

@_exported import Foundation

/// SDK: `@MainActor open class UIResponder : NSObject, UIResponderStandardEditActions`
@MainActor @preconcurrency
open class UIResponder: NSObject {}

/// SDK: `@MainActor open class UIViewController : UIResponder, NSCoding, …`
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// SDK: `public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// SDK: `public required init?(coder: NSCoder)` (from `NSCoding`)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// SDK: `public convenience init()` (Objective-C's `-init`, which calls
    /// `initWithNibName:nil bundle:nil`)
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// SDK: `open func viewDidLoad()`
    open func viewDidLoad() {}

    /// Whether the view was loaded (and `viewDidLoad()` called), as `isViewLoaded` says.
    private var hasLoadedTheView = false

    /// SDK: `open func loadViewIfNeeded()`. It calls `viewDidLoad()` the first time, as
    /// loading the view does, so a test that loads a screen runs what it starts.
    open func loadViewIfNeeded() {
        guard !hasLoadedTheView else { return }
        hasLoadedTheView = true
        viewDidLoad()
    }

    /// SDK: `open func viewWillAppear(_ animated: Bool)`
    open func viewWillAppear(_ animated: Bool) {}

    /// SDK: `open func viewDidAppear(_ animated: Bool)`
    open func viewDidAppear(_ animated: Bool) {}

    /// SDK: `open func viewWillDisappear(_ animated: Bool)`
    open func viewWillDisappear(_ animated: Bool) {}

    /// SDK: `open func viewDidDisappear(_ animated: Bool)`
    open func viewDidDisappear(_ animated: Bool) {}

    /// SDK: `open var isMovingFromParent: Bool { get }`
    open var isMovingFromParent: Bool { false }

    /// SDK: `open var isBeingDismissed: Bool { get }`
    open var isBeingDismissed: Bool { false }

    /// SDK: `open var presentedViewController: UIViewController? { get }`
    open var presentedViewController: UIViewController? { nil }

    /// SDK: `open var navigationController: UINavigationController? { get }`. The navigation
    /// controller whose `viewControllers` hold it, as in UIKit, so that a test can see what a
    /// screen pushes.
    open var navigationController: UINavigationController? { containingNavigationController }

    /// The navigation controller that last took it into its `viewControllers`.
    weak var containingNavigationController: UINavigationController?

    /// SDK: `open var presentingViewController: UIViewController? { get }`
    open var presentingViewController: UIViewController? { nil }

    /// SDK: `open var isBeingPresented: Bool { get }`
    open var isBeingPresented: Bool { false }

    /// SDK: `open var isMovingToParent: Bool { get }`
    open var isMovingToParent: Bool { false }

    /// SDK: `open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    /// completion: (() -> Void)? = nil)`
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}

    /// SDK: `open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// SDK: `@MainActor open class UINavigationController : UIViewController`
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// SDK: `public init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    /// SDK: `public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)`
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// SDK: `public required init?(coder aDecoder: NSCoder)`
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// SDK: `open func pushViewController(_ viewController: UIViewController, animated: Bool)`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    /// SDK: `open func popViewController(animated: Bool) -> UIViewController?` (imported from
    /// Objective-C, so its result may be discarded)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }

    /// SDK: `open func popToViewController(_ viewController: UIViewController, animated: Bool)
    /// -> [UIViewController]?` (imported from Objective-C, so its result may be discarded)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
        -> [UIViewController]?
    { nil }

    /// SDK: `open var viewControllers: [UIViewController]`
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for viewController in viewControllers {
                viewController.containingNavigationController = self
            }
        }
    }

    /// SDK: `open var topViewController: UIViewController? { get }`
    open var topViewController: UIViewController? { viewControllers.last }
}

/// SDK: `@MainActor open class UIAlertController : UIViewController`
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// SDK: `public enum Style : Int, @unchecked Sendable`
    public enum Style: Int, @unchecked Sendable {
        /// SDK: `case actionSheet = 0`
        case actionSheet = 0
        /// SDK: `case alert = 1`
        case alert = 1
    }

    /// SDK: `public convenience init(title: String?, message: String?,
    /// preferredStyle: UIAlertController.Style)`
    public convenience init(
        title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
        self.init(nibName: nil, bundle: nil)
    }

    /// SDK: `open func addAction(_ action: UIAlertAction)`
    open func addAction(_ action: UIAlertAction) {}
}

/// SDK: `@MainActor open class UIAlertAction : NSObject, NSCopying, UIAccessibilityIdentification`
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// SDK: `public enum Style : Int, @unchecked Sendable`
    public enum Style: Int, @unchecked Sendable {
        /// SDK: ``case `default` = 0``
        case `default` = 0
        /// SDK: `case cancel = 1`
        case cancel = 1
        /// SDK: `case destructive = 2`
        case destructive = 2
    }

    /// SDK: `public convenience init(title: String?, style: UIAlertAction.Style,
    /// handler: ((UIAlertAction) -> Void)? = nil)`
    public convenience init(
        title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
    }
}
