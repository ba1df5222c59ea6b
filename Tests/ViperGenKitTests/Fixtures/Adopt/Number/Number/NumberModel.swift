// From the reference article 002 (MVC, MVP and MVVM on a number counter; ../shared/seeds), as printed there.

import Foundation

class NumberModel {
  private var value:Int = 0

  init(value:Int) {
      self.value = value
  }

  func getValue() -> Int {
      return self.value
  }

  func setValue(value:Int) {
      self.value = value
  }
}
