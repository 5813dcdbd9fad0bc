extension String {
    /// The text at a UTF-8 byte range (ranges from the tokenizer always fall on character boundaries).
    func utf8Slice(_ range: Range<Int>) -> String {
        let bytes = Array(utf8)
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
