// From the reference article 000 (VIPER) (../shared/seeds), as printed there.

struct CarViewModel {
    let make: String
    let model: String
}
