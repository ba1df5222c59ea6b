/// How a control character is written inside a Swift string literal: `\n`, `\r`, `\t`, or
/// `\u{…}`; both diagnostics and generated literals write them so.
public enum ControlCharacter {
    /// The escape for `scalar`, or `nil` if it is not a control character.
    public static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
            "\\u{\(String(scalar.value, radix: 16))}"
        default: nil
        }
    }
}

/// Characters that change how the text around them is shown, unseen: Unicode's line and
/// paragraph separators, which editors and terminals show as line breaks, and the
/// bidirectional embeddings, overrides, isolates and marks, which show text in another order
/// than it is written (a name holding U+202E reads backwards from there on). Diagnostics and
/// generated comments write them as escapes.
public enum DisplayControl {
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `\u{202e}`, as a Swift string literal would write the character.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }
}
