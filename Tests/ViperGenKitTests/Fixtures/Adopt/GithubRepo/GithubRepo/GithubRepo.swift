// From the reference article 001 (MVVM-C) (../shared/seeds), as printed there.

class GithubRepo: Mappable {
    var id: Int?
    var name: String?
    var fullname: String?
}
