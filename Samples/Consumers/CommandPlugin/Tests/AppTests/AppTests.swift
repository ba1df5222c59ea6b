import Testing

@testable import App

@Test func theAppHasAName() {
    #expect(AppInfo.name == "CommandPluginConsumer")
}
