/// The version `quill --version` prints.
let quillVersion = "0.1.0"
