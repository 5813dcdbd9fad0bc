import Testing
@testable import DialintKit

/// `Array.permute(to:)` puts findings in report order by swaps; it must equal picking by position.
@Test(arguments: [0, 1, 2, 3, 10, 257])
func permuteEqualsPickingByPosition(count: Int) {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20 {
        let original = (0..<count).map { "element \($0)" }
        let order = Array(original.indices).shuffled(using: &generator)
        var permuted = original
        permuted.permute(to: order)
        #expect(permuted == order.map { original[$0] })
    }
}
