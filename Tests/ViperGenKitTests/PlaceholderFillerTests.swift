import Testing

/// The filler changes exactly the literals a user replaces: those after a `// TODO:` line.
struct PlaceholderFillerTests {
    @Test(arguments: [
        ("            priceText: \"\"", "            priceText: \"filled\""),
        ("            isDecreaseEnabled: false,", "            isDecreaseEnabled: true,"),
        ("            count: 0", "            count: 7"),
        ("            ratio: 0.0,", "            ratio: 7.5,"),
        ("        return 0", "        return 7"),
        (
            "            sortKey: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))",
            "            sortKey: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))"
        ),
        (
            "            addedAt: Date(timeIntervalSince1970: 0)",
            "            addedAt: Date(timeIntervalSince1970: 7)"
        ),
    ])
    func aPlaceholderGetsAnotherValueOfItsType(line: String, filled: String) {
        let text = "        // TODO: Format the value.\n\(line)\n"
        let result = PlaceholderFiller.fill(text)
        #expect(result.text == "        // TODO: Format the value.\n\(filled)\n")
        #expect(result.count == 1)
    }

    @Test func onlyTheLineAfterATodoIsChanged() {
        let text =
            "let a = \"\"\n// TODO: Show it.\nview.reload()\ntitle: \"\"\n// TODO: Format `tags`.\ntags: []\n"
        let result = PlaceholderFiller.fill(text)
        #expect(result.text == text)
        #expect(result.count == 0)
    }
}
