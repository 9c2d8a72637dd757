/// The Playground: one self-contained HTML page (no external resources) served at `/`.
public enum PlaygroundPage {
    /// The page's HTML.
    public static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Quill Playground</title></head>
        <body><h1>Quill Playground</h1></body></html>
        """
}
