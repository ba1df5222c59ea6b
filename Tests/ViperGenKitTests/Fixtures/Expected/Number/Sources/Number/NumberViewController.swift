#if canImport(UIKit)
    import UIKit

    /// The Number screen, a passive view: it forwards the user's actions to the presenter
    /// and shows what the presenter gives it.
    final class NumberViewController: UIViewController {
        private let presenter: NumberPresenter
        private var current: NumberModelViewModel?

        init(presenter: NumberPresenter) {
            self.presenter = presenter
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("NumberViewController is created in code, with its presenter")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter.attach(view: self)
        }
    }

    extension NumberViewController: NumberView {
        func display(_ viewModel: NumberModelViewModel) {
            current = viewModel
            // TODO: Show it, e.g. set a label's text and enable or disable a button.
        }
    }
#endif
