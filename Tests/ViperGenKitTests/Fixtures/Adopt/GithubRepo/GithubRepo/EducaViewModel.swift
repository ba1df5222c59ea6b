// From the reference article 001 (MVVM-C) (../shared/seeds), as printed there.

protocol EducaViewModel {
    associatedtype Input
    associatedtype Output
    
    func transform(input: Input) -> Output
}
