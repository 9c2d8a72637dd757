import Quill

// What the tests build and read beside the generated operations' own API.

extension RenameConferenceMutation.Data {
    /// The optimistic answer of a rename.
    static func renamed(id: String, name: String, city: String) -> Self {
        Self(updateConference: UpdateConference_(id: id, name: name, city: city))
    }
}

extension PostsPageQuery.Data {
    /// The titles of the page's posts.
    var titles: [String] { postCollection?.edges?.compactMap { $0?.node.title } ?? [] }
}

/// Whether `error` is the cache missing data (`#expect { … } throws: { isCacheMiss($0) }`).
func isCacheMiss(_ error: any Error) -> Bool {
    (error as? CacheError)?.isMiss == true
}
