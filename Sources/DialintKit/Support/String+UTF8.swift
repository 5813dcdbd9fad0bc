extension String {
    /// The text at a UTF-8 byte range (ranges from the tokenizer always fall on character boundaries).
    func utf8Slice(_ range: Range<Int>) -> String {
        withUTF8Bytes { bytes in
            let lower = max(0, min(range.lowerBound, bytes.count))
            let upper = max(lower, min(range.upperBound, bytes.count))
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
        }
    }

    /// Runs `body` on the text's UTF-8 bytes: in place for a native string, which reads them faster
    /// than the UTF-8 view's indexes, else on a copy.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
