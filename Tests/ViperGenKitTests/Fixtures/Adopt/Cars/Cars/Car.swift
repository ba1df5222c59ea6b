// From the reference article 000 (VIPER) (../shared/seeds), as printed there.

struct Car {
    let id: String
    let make: String
    let model: String
    let trim: String
}
