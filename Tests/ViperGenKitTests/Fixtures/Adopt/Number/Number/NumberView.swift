// From the reference article 002 (MVC, MVP and MVVM on a number counter; ../shared/seeds), as printed there.

import Foundation

protocol NumberView:class {
  func setTextNumber(text:String)
  func updateDecreaseControl(enabled:Bool)
}
