import Foundation
import Testing
@testable import DialintKit

@Suite("Rule registry")
struct RegistryTests {
    static let rulesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/DialintKit/Rules")

    /// Rule files are named after their id; shared helpers have a "+" in their name.
    static func ruleFileIDs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
            .filter { $0.hasSuffix(".swift") && !$0.contains("+") }
            .map { String($0.dropLast(".swift".count)) }
            .sorted()
    }

    @Test func everyRuleFileIsRegistered() throws {
        let registered = RuleRegistry.rules.map { $0.description.id }
        #expect(try Self.ruleFileIDs() == registered.sorted())
    }

    @Test func registryIsSortedAndUnique() {
        let ids = RuleRegistry.rules.map { $0.description.id }
        #expect(ids == ids.sorted())
        #expect(Set(RuleRegistry.ids).count == RuleRegistry.ids.count)
    }

    @Test func idsAreKebabCase() {
        for id in RuleRegistry.ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }
}
