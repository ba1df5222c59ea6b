import Foundation

/// The `date` filter: the inputs it reads (`now`/`today`, seconds since 1970 as an integer or
/// digits, and ISO 8601 dates and times) and Ruby's `strftime` with the common directives,
/// in the local time zone as Ruby's `Time` has it.
enum LiquidDate {
    struct Moment {
        var date: Date
        var timeZone: TimeZone
    }

    static let iso = LiquidRegex(
        "\\A([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:[T ]([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?)?\\s*(Z|UTC|[+-][0-9]{2}:?[0-9]{2})?\\z"
    )

    static func parse(_ value: LiquidValue) -> Moment? {
        let zone = TimeZone.current
        switch value {
        case .integer(let seconds):
            guard seconds > -100_000_000_000, seconds < 100_000_000_000 else { return nil }
            return Moment(date: Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: zone)
        case .string(let raw):
            let text = raw.lowercased()
            if text.isEmpty { return nil }
            if text == "now" || text == "today" { return Moment(date: Date(), timeZone: zone) }
            if text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                let seconds = Int(text), seconds < 100_000_000_000
            {
                return Moment(
                    date: Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: zone)
            }
            var components = DateComponents()
            let stripped = raw.rubyStrip
            if let match = dayMonthYear.match(stripped) {
                // Ruby's Time.parse reads 05/11/2026 day first.
                components.year = Int(match[3]!)
                components.month = Int(match[2]!)
                components.day = Int(match[1]!)
                return moment(components, zone)
            }
            if let match = monthNameDayYear.match(stripped), let month = monthNumber(match[1]!) {
                components.year = Int(match[3]!)
                components.month = month
                components.day = Int(match[2]!)
                return moment(components, zone)
            }
            if let match = dayMonthNameYear.match(stripped), let month = monthNumber(match[2]!) {
                components.year = Int(match[3]!)
                components.month = month
                components.day = Int(match[1]!)
                return moment(components, zone)
            }
            guard let match = iso.match(stripped) else { return nil }
            components.year = Int(match[1]!)
            components.month = Int(match[2]!)
            components.day = Int(match[3]!)
            guard (1...12).contains(components.month ?? 0), (1...31).contains(components.day ?? 0)
            else { return nil }
            components.hour = match[4].flatMap { Int($0) } ?? 0
            components.minute = match[5].flatMap { Int($0) } ?? 0
            components.second = match[6].flatMap { Int($0) } ?? 0
            var timeZone = zone
            if let offset = match[7] {
                if offset == "Z" || offset == "UTC" {
                    timeZone = TimeZone(secondsFromGMT: 0)!
                } else {
                    let digits = offset.dropFirst().replacingOccurrences(of: ":", with: "")
                    guard let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
                        minutes < 60
                    else { return nil }
                    let seconds = (hours * 60 + minutes) * 60
                    // Foundation's time zones reach ±18 hours; a date past them is not one this
                    // filter can read, so it is left as it is (as Ruby leaves one it cannot).
                    guard
                        let offsetZone = TimeZone(
                            secondsFromGMT: offset.hasPrefix("-") ? -seconds : seconds)
                    else { return nil }
                    timeZone = offsetZone
                }
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            guard let date = calendar.date(from: components) else { return nil }
            return Moment(date: date, timeZone: timeZone)
        default: return nil
        }
    }

    static let dayMonthYear = LiquidRegex("\\A([0-9]{1,2})/([0-9]{1,2})/([0-9]{4})\\z")
    static let monthNameDayYear = LiquidRegex("\\A([A-Za-z]{3,9})\\.? ([0-9]{1,2}),? ([0-9]{4})\\z")
    static let dayMonthNameYear = LiquidRegex("\\A([0-9]{1,2}) ([A-Za-z]{3,9})\\.?,? ([0-9]{4})\\z")

    static func monthNumber(_ name: String) -> Int? {
        let lower = name.lowercased()
        guard lower.count >= 3 else { return nil }
        return months.firstIndex { $0.lowercased() == lower || $0.lowercased().prefix(3) == lower }
            .map { $0 + 1 }
    }

    static func moment(_ components: DateComponents, _ zone: TimeZone) -> Moment? {
        guard let month = components.month, (1...12).contains(month), let day = components.day,
            (1...31).contains(day)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        guard let date = calendar.date(from: components) else { return nil }
        return Moment(date: date, timeZone: zone)
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]
    static let days = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]

    static func strftime(_ moment: Moment, _ format: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = moment.timeZone
        let c = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond], from: moment.date
        )
        let year = c.year ?? 1970
        let month = c.month ?? 1
        let day = c.day ?? 1
        let hour = c.hour ?? 0
        let minute = c.minute ?? 0
        let second = c.second ?? 0
        let weekday = (c.weekday ?? 1) - 1
        let dayOfYear = calendar.ordinality(of: .day, in: .year, for: moment.date) ?? 1
        let offset = moment.timeZone.secondsFromGMT(for: moment.date)
        let hour12 = hour % 12 == 0 ? 12 : hour % 12
        var result = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%", index + 1 < scalars.count else {
                result.unicodeScalars.append(scalar)
                index += 1
                continue
            }
            var flag: Unicode.Scalar?
            var next = index + 1
            if ["-", "^", "0", "_"].contains(scalars[next]), next + 1 < scalars.count {
                flag = scalars[next]
                next += 1
            }
            func number(_ value: Int, _ width: Int, pad: Character = "0") -> String {
                let text = String(value)
                if flag == "-" { return text }
                let padding: Character = flag == "_" ? " " : flag == "0" ? "0" : pad
                return String(repeating: padding, count: max(0, width - text.count)) + text
            }
            func word(_ text: String) -> String { flag == "^" ? text.uppercased() : text }
            let piece: String?
            switch scalars[next] {
            case "Y": piece = String(year)
            case "C": piece = number(year / 100, 2)
            case "y": piece = number(year % 100, 2)
            case "m": piece = number(month, 2)
            case "d": piece = number(day, 2)
            case "e": piece = number(day, 2, pad: " ")
            case "j": piece = number(dayOfYear, 3)
            case "H": piece = number(hour, 2)
            case "k": piece = number(hour, 2, pad: " ")
            case "I": piece = number(hour12, 2)
            case "l": piece = number(hour12, 2, pad: " ")
            case "M": piece = number(minute, 2)
            case "S": piece = number(second, 2)
            case "L": piece = number((c.nanosecond ?? 0) / 1_000_000, 3)
            case "p":
                piece =
                    flag == "^" || flag == nil
                    ? (hour < 12 ? "AM" : "PM") : (hour < 12 ? "AM" : "PM")
            case "P": piece = hour < 12 ? "am" : "pm"
            case "B": piece = word(months[month - 1])
            case "b", "h": piece = word(String(months[month - 1].prefix(3)))
            case "A": piece = word(days[weekday])
            case "a": piece = word(String(days[weekday].prefix(3)))
            case "u": piece = String(weekday == 0 ? 7 : weekday)
            case "w": piece = String(weekday)
            case "s": piece = String(Int(moment.date.timeIntervalSince1970.rounded(.down)))
            case "z":
                let sign = offset < 0 ? "-" : "+"
                piece = sign + number(abs(offset) / 3600, 2) + number(abs(offset) % 3600 / 60, 2)
            // Ruby names UTC "UTC" where Foundation says "GMT".
            case "Z":
                let zone = moment.timeZone.identifier
                let isUTC =
                    moment.timeZone.secondsFromGMT(for: moment.date) == 0
                    && (zone.contains("UTC") || zone.hasPrefix("GMT"))
                piece = isUTC ? "UTC" : moment.timeZone.abbreviation(for: moment.date) ?? ""
            case "D", "x":
                piece = number(month, 2) + "/" + number(day, 2) + "/" + number(year % 100, 2)
            case "F": piece = String(year) + "-" + number(month, 2) + "-" + number(day, 2)
            case "T", "X":
                piece = number(hour, 2) + ":" + number(minute, 2) + ":" + number(second, 2)
            case "R": piece = number(hour, 2) + ":" + number(minute, 2)
            case "r":
                piece =
                    number(hour12, 2) + ":" + number(minute, 2) + ":" + number(second, 2) + " "
                    + (hour < 12 ? "AM" : "PM")
            case "c":
                piece =
                    String(days[weekday].prefix(3)) + " " + String(months[month - 1].prefix(3))
                    + " " + number(day, 2, pad: " ") + " "
                    + number(hour, 2) + ":" + number(minute, 2) + ":" + number(second, 2) + " "
                    + String(year)
            case "n": piece = "\n"
            case "t": piece = "\t"
            case "%": piece = "%"
            default: piece = nil
            }
            if let piece {
                result += piece
            } else {
                result += String(String.UnicodeScalarView(scalars[index...next]))
            }
            index = next + 1
        }
        return result
    }
}
