#if canImport(UIKit)
    import UIKit

    /// The Step2Verification screen. It forwards the user's actions to the presenter and displays
    /// what the presenter gives it.
    final class Step2VerificationViewController: UIViewController {
        var presenter: (any Step2VerificationPresenterProtocol)?
        private var code: VerificationCodeViewModel?
        private var verifyResult: Bool = false

        override func viewDidLoad() {
            super.viewDidLoad()
            Task { await presenter?.viewDidLoad() }
        }
    }

    extension Step2VerificationViewController: Step2VerificationView {
        func displayCode(_ code: VerificationCodeViewModel) {
            self.code = code
            // TODO: Show the code, e.g. reload a table view.
        }

        func displayVerifyResult(_ verifyResult: Bool) {
            self.verifyResult = verifyResult
            // TODO: Show the verifyResult, e.g. reload a table view.
        }

        func displayError(_ message: String) {
            // A view controller presents one controller at a time: while this one presents
            // something (an earlier error's alert, say), the error is not shown.
            guard presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
#endif
