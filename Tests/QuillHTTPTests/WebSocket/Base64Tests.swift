import Testing

@testable import QuillWebSocket

@Suite struct Base64Tests {
    /// RFC 4648, section 10.
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
    ])
    func rfcVectors(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test func everyByteRoundTrips() {
        let bytes = (0...255).map(UInt8.init)
        let encoded = Base64.encode(bytes)
        #expect(
            encoded
                == "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5fYGFiY2RlZmdoaWprbG1ub3BxcnN0dXZ3eHl6e3x9fn+AgYKDhIWGh4iJiouMjY6PkJGSk5SVlpeYmZqbnJ2en6ChoqOkpaanqKmqq6ytrq+wsbKztLW2t7i5uru8vb6/wMHCw8TFxsfIycrLzM3Oz9DR0tPU1dbX2Nna29zd3t/g4eLj5OXm5+jp6uvs7e7v8PHy8/T19vf4+fr7/P3+/w=="
        )
        #expect(Base64.decode(encoded) == bytes)
    }

    @Test(arguments: ["Zg=", "Zg", "Z===", "Zh==", "Zm9=", "Zg==Zg==", "Zm9v!A==", "Zm 9v", "=Zg="])
    func rejectsNonCanonical(text: String) {
        #expect(Base64.decode(text) == nil)
    }
}
