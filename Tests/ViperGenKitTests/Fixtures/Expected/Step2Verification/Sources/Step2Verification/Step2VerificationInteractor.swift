/// The Step2Verification business logic. It asks the service for data and applies the rules
/// of the app; add validation, caching or mapping here.
nonisolated final class Step2VerificationInteractor {
    private let service: any Step2VerificationServiceProtocol

    init(service: any Step2VerificationServiceProtocol) {
        self.service = service
    }
}

nonisolated extension Step2VerificationInteractor: Step2VerificationInteractorProtocol {
    func requestCode(for phoneNumber: String) async throws -> VerificationCode {
        try await service.requestCode(for: phoneNumber)
    }

    func verify(code: String, remember: Bool) async throws -> Bool {
        try await service.verify(code: code, remember: remember)
    }

    func `repeat`() async {
        await service.`repeat`()
    }
}
