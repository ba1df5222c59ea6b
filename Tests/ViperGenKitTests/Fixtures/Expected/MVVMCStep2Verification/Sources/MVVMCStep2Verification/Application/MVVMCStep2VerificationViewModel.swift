import Foundation

/// The MVVMCStep2Verification screen's view model. `transform(input:)` turns the
/// screen's triggers into use cases and routes, and the use cases' results and errors
/// into the output the screen shows.
@MainActor
final class MVVMCStep2VerificationViewModel {
    /// The work of the latest `transform(input:)`. It ends when the input ends, and is
    /// cancelled by the next `transform(input:)` or when the view model goes away.
    private(set) var transformTask: Task<Void, Never>?
    private let useCase: any MVVMCStep2VerificationUseCaseType
    private let router: any MVVMCStep2VerificationRouter

    /// - Parameters:
    ///   - useCase: The screen's business logic.
    ///   - router: Where the routes go, usually the coordinator; the view model keeps it.
    init(useCase: any MVVMCStep2VerificationUseCaseType, router: any MVVMCStep2VerificationRouter) {
        self.useCase = useCase
        self.router = router
    }

    deinit {
        transformTask?.cancel()
    }

    /// Runs each use case and route the input triggers, for as long as the input lasts, and
    /// returns the output their results and errors go to.
    func transform(input: Input) -> Output {
        let (output, send) = Output.make()
        transformTask?.cancel()
        transformTask = Task { [useCase, router] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await phoneNumber in input.requestCode {
                        do {
                            let code = try await useCase.requestCode(for: phoneNumber)
                            send.code(VerificationCodeItemViewModel(code))
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await (code, remember) in input.verify {
                        do {
                            let verifyResult = try await useCase.verify(
                                code: code,
                                remember: remember
                            )
                            send.verifyResult(verifyResult)
                        } catch {
                            send.error(error.localizedDescription)
                        }
                    }
                }
                group.addTask {
                    for await _ in input.`repeat` {
                        await useCase.`repeat`()
                    }
                }
                group.addTask {
                    for await (topic, section) in input.showHelp {
                        await router.trigger(.showHelp(for: topic, in: section))
                    }
                }
                group.addTask {
                    for await _ in input.`return` {
                        await router.trigger(.`return`)
                    }
                }
            }
            send.finishAll()
        }
        return output
    }
}

extension VerificationCodeItemViewModel {
    /// The item the screen shows for `verificationCode`.
    fileprivate init(_ verificationCode: VerificationCode) {
        self.init(
            code: verificationCode.code,
            default: verificationCode.default,
            expiresIn: verificationCode.expiresIn
        )
    }
}
