/// The MVVMCStep2Verification business logic. It asks the repository for data and
/// applies the rules of the app; add validation, caching or mapping here.
nonisolated struct MVVMCStep2VerificationUseCase {
    private let repository: any MVVMCStep2VerificationRepositoryType

    init(repository: any MVVMCStep2VerificationRepositoryType) {
        self.repository = repository
    }
}

nonisolated extension MVVMCStep2VerificationUseCase: MVVMCStep2VerificationUseCaseType {
    func requestCode(for phoneNumber: String) async throws -> VerificationCode {
        try await repository.requestCode(for: phoneNumber)
    }

    func verify(code: String, remember: Bool) async throws -> Bool {
        try await repository.verify(code: code, remember: remember)
    }

    func `repeat`() async {
        await repository.`repeat`()
    }
}
