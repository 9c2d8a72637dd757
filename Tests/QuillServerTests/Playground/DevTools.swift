import Foundation
import GraphQL
import QuillTestSupport

/// Drives a page in headless Chromium (QuillTestSupport's `Browser`) through a list of
/// steps, as a user would: typing, keys, script, waiting for conditions.
enum DevTools {
    /// One thing to do on the page.
    enum Step {
        /// Runs a script expression.
        case run(String)
        /// Types text into the focused element, one key at a time.
        case type(String)
        /// Presses a key (`Tab`, `Enter`, `Escape`, `ArrowDown`, `ArrowUp`, a letter), with Ctrl or Shift.
        case key(String, ctrl: Bool = false, shift: Bool = false)
        /// Waits until a script expression is truthy.
        case until(String)
        /// Records a script expression's value (JSON) in the results.
        case value(String)
    }

    /// Loads `url` in a 1280×800 page, performs `steps`; returns the `.value` results. Fails if
    /// the page's JavaScript reported an error.
    static func drive(_ url: String, _ steps: [Step]) async throws -> [JSONValue] {
        try await Browser.with { browser in
            let page = try await browser.open(url, width: 1280, height: 800)
            var values: [JSONValue] = []
            for step in steps {
                switch step {
                case .run(let expression): try await page.evaluate(expression)
                case .type(let text): try await page.type(text)
                case .key(let name, let ctrl, let shift):
                    let keys: [String: Key] = [
                        "Tab": .tab, "Enter": .enter, "Escape": .escape, "ArrowDown": .arrowDown, "ArrowUp": .arrowUp,
                    ]
                    let key = keys[name] ?? .character(name.first!, shifted: shift)
                    try await page.press(key, Set([ctrl ? .control : nil, shift ? .shift : nil].compactMap { $0 }))
                case .until(let expression): try await page.waitUntil(expression)
                case .value(let expression): values.append(try JSONReader().read(try await page.evaluate(expression)))
                }
            }
            let errors = page.errors
            guard errors.isEmpty else { throw BrowserFailure("the page reported errors: \(errors)") }
            return values
        }
    }
}
