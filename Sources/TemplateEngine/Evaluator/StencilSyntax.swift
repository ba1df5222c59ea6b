import Foundation

/// Stencil's own ways of cutting a tag into words, ported exactly (Stencil keeps them
/// internal). The compiled evaluator must read a tag as Stencil reads it, quirks included,
/// or the same template could mean two things.
enum StencilSyntax {
    /// `String.smartSplit(separator:)` of Stencil's Tokenizer.swift: splits at `separator`
    /// outside quotes; `,`, `|` and `:` glue words together; parentheses stand alone.
    static func smartSplit(_ text: String, separator: Character = " ") -> [String] {
        if let separatorByte = separator.asciiValue,
            text.utf8.allSatisfy({ isPlain($0) || $0 == separatorByte })
        {
            // ASCII without quotes, glue or parentheses: the loop below would give the
            // non-empty words between separators, so split at once.
            return text.utf8.split(separator: separatorByte).map { String(Substring($0)) }
        }
        var word = ""
        var components: [String] = []
        var separate = separator
        var singleQuoteCount = 0
        var doubleQuoteCount = 0

        for character in text {
            if character == "'" {
                singleQuoteCount += 1
            } else if character == "\"" {
                doubleQuoteCount += 1
            }

            if character == separate {
                if separate != separator {
                    word.append(separate)
                } else if (singleQuoteCount.isMultiple(of: 2) || doubleQuoteCount.isMultiple(of: 2))
                    && !word.isEmpty
                {
                    appendWord(word, to: &components)
                    word = ""
                }
                separate = separator
            } else {
                if separate == separator && (character == "'" || character == "\"") {
                    separate = character
                }
                word.append(character)
            }
        }
        if !word.isEmpty {
            appendWord(word, to: &components)
        }
        return components
    }

    /// An ASCII byte that `smartSplit` treats as part of a word and nothing more.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "|"),
            UInt8(ascii: ":"),
            UInt8(ascii: "("), UInt8(ascii: ")"):
            return false
        default:
            return byte < 0x80
        }
    }

    private static func appendWord(_ word: String, to components: inout [String]) {
        let specialCharacters = ",|:"
        guard !components.isEmpty else {
            components.append(word)
            return
        }
        if let precedingChar = components.last?.last, specialCharacters.contains(precedingChar) {
            // Stencil's special case for labelled for loops.
            if components.count == 1 && word == "for" {
                components.append(word)
            } else {
                components[components.count - 1] += word
            }
        } else if specialCharacters.contains(word) {
            components[components.count - 1] += word
        } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
            components.append(String(word.prefix(1)))
            appendWord(String(word.dropFirst()), to: &components)
        } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
            appendWord(String(word.dropLast()), to: &components)
            components.append(String(word.suffix(1)))
        } else {
            components.append(word)
        }
    }

    /// `String.trim(character:)` of Stencil's Lexer.swift. Its backward scan never looks at
    /// the first character, so `"a "` stays as it is; kept, since Stencil reads it so.
    static func trim(_ text: String, _ character: Character) -> String {
        guard !text.isEmpty else { return text }
        var first = text.startIndex
        while first != text.endIndex, text[first] == character { first = text.index(after: first) }
        if first == text.endIndex { first = text.startIndex }
        var last = text.endIndex
        var index = text.index(before: text.endIndex)
        var found = false
        while index != text.startIndex {
            if text[index] != character {
                last = text.index(after: index)
                found = true
                break
            }
            index = text.index(before: index)
        }
        if !found { last = text.endIndex }
        guard first <= last else { return "" }
        return String(text[first..<last])
    }

    /// `String.contains` as Stencil's `in` calls it: Foundation's, to which "" is in no string.
    static func contains(_ text: String, _ element: String) -> Bool {
        text.contains(element)
    }

    /// The keys by which Stencil's `break` and `continue` mark a scope: after every node it
    /// looks them up and stops rendering the node list if either is set, so a variable of
    /// that name would stop it too.
    static func isLoopTerminationKey(_ name: String) -> Bool {
        name == "_internal_forloop_break" || name == "_internal_forloop_continue"
    }
}
