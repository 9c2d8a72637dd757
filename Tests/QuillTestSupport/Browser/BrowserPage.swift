import Foundation

/// A tab of a `Browser`: loads pages, runs script, types, presses keys, clicks and takes
/// screenshots, and records what the page's JavaScript reports as errors.
public final class BrowserPage: Sendable {
    private let connection: DevToolsConnection
    private let session: String
    private let events = Observed<[DevToolsConnection.Event]>([])

    private init(connection: DevToolsConnection, session: String) {
        self.connection = connection
        self.session = session
    }

    static func create(in browser: Browser, width: Int, height: Int) async throws -> BrowserPage {
        let connection = browser.connection
        let target = try await connection.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = try object(target)["targetId"] as? String else { throw BrowserFailure("no target id") }
        let attached = try await connection.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = try object(attached)["sessionId"] as? String else { throw BrowserFailure("no session id") }
        let page = BrowserPage(connection: connection, session: session)
        let events = page.events
        await connection.listen(to: session) { event in events.update { $0.append(event) } }
        for domain in ["Page", "Runtime", "Log"] { try await page.send("\(domain).enable") }
        try await page.send(
            "Emulation.setDeviceMetricsOverride",
            [
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
            ])
        return page
    }

    /// Loads `url` and waits for its load event.
    public func load(_ url: String) async throws {
        let seen = events.value.count
        try await send("Page.navigate", ["url": url])
        await events.wait { $0.dropFirst(seen).contains { $0.method == "Page.loadEventFired" } }
        guard events.value.dropFirst(seen).contains(where: { $0.method == "Page.loadEventFired" }) else {
            throw BrowserFailure("\(url) did not load")
        }
    }

    /// Reloads the page and waits for its load event.
    public func reload() async throws {
        let seen = events.value.count
        try await send("Page.reload")
        await events.wait { $0.dropFirst(seen).contains { $0.method == "Page.loadEventFired" } }
    }

    /// Runs `expression` (awaiting it if it is a promise) and returns its value as JSON text.
    @discardableResult
    public func evaluate(_ expression: String) async throws -> String {
        let wrapped = "(async () => JSON.stringify(await (\(expression))))()"
        let reply = try Self.object(
            try await send(
                "Runtime.evaluate", ["expression": wrapped, "returnByValue": true, "awaitPromise": true, "userGesture": true]))
        if let details = reply["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? details
            throw BrowserFailure("\(expression): \(exception)")
        }
        return ((reply["result"] as? [String: Any])?["value"] as? String) ?? "null"
    }

    /// The value of `expression`, decoded from its JSON.
    public func value<T: Decodable>(_ expression: String, as type: T.Type = T.self) async throws -> T {
        let json = try await evaluate(expression)
        do {
            return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch {
            throw BrowserFailure("\(expression) is \(json), not a \(T.self)")
        }
    }

    /// Waits until `condition` (an expression) is truthy in the page, checked as the page
    /// runs; fails after `timeout`, saying what `show` (an expression) was then.
    public func waitUntil(_ condition: String, timeout: Double = failureGuard, show: String? = nil) async throws {
        let milliseconds = Int(timeout * 1000)
        let poll =
            "new Promise(resolve => { const deadline = Date.now() + \(milliseconds); const check = () => { let ok = false; "
            + "try { ok = !!(\(condition)); } catch {} ok || Date.now() > deadline ? resolve(ok) : setTimeout(check, 20); }; check(); })"
        guard try await value(poll, as: Bool.self) else {
            let shown = try? await evaluate(show ?? "document.body.innerText.slice(0, 2000)")
            throw BrowserFailure("never true: \(condition); \(show ?? "the page's text") was \(shown ?? "unknown")")
        }
    }

    /// Types `text` into the focused element, one key at a time (keydown, the character, keyup).
    public func type(_ text: String) async throws {
        for character in text {
            let key = String(character)
            if key == "\n" {
                try await press(.enter)
                continue
            }
            try await send("Input.dispatchKeyEvent", ["type": "keyDown", "key": key, "text": key, "unmodifiedText": key])
            try await send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key])
        }
    }

    /// Presses `key` with `modifiers` held.
    public func press(_ key: Key, _ modifiers: Set<Key.Modifier> = []) async throws {
        let mask = modifiers.reduce(0) { $0 | $1.rawValue }
        // A character typed with Ctrl, Alt or Meta inserts nothing.
        let text = mask & ~Key.Modifier.shift.rawValue == 0 ? key.text : ""
        var event: [String: any Sendable] = [
            "key": key.name, "code": key.code, "windowsVirtualKeyCode": key.keyCode, "nativeVirtualKeyCode": key.keyCode,
            "modifiers": mask,
        ]
        event["type"] = text.isEmpty ? "rawKeyDown" : "keyDown"
        if !text.isEmpty { event["text"] = text }
        try await send("Input.dispatchKeyEvent", event)
        event["type"] = "keyUp"
        event["text"] = nil
        try await send("Input.dispatchKeyEvent", event)
    }

    /// Clicks the middle of the first element matching `selector` with the mouse (after
    /// scrolling it into view), `count` times in a row (2: a double click).
    public func click(_ selector: String, count: Int = 1, _ modifiers: Set<Key.Modifier> = []) async throws {
        let point = try await value(
            """
            (() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return null;
              e.scrollIntoView({block: "nearest", inline: "nearest"}); const r = e.getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """, as: [Double]?.self)
        guard let point else { throw BrowserFailure("nothing matches \(selector)") }
        try await click(x: point[0], y: point[1], count: count, modifiers)
    }

    /// Clicks at (`x`, `y`) in CSS pixels of the viewport.
    public func click(x: Double, y: Double, count: Int = 1, _ modifiers: Set<Key.Modifier> = []) async throws {
        let mask = modifiers.reduce(0) { $0 | $1.rawValue }
        try await send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "modifiers": mask])
        for click in 1...count {
            for type in ["mousePressed", "mouseReleased"] {
                try await send(
                    "Input.dispatchMouseEvent",
                    [
                        "type": type, "x": x, "y": y, "button": "left", "clickCount": click, "modifiers": mask,
                    ])
            }
        }
    }

    /// Saves what the page shows (its viewport) as a PNG at `path`, creating its directory.
    public func screenshot(to path: URL) async throws {
        let reply = try Self.object(try await send("Page.captureScreenshot", ["format": "png"]))
        guard let base64 = reply["data"] as? String, let png = Data(base64Encoded: base64) else {
            throw BrowserFailure("Chromium sent no screenshot")
        }
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: path)
    }

    /// Lets the page read and write the clipboard (as a user granting it would).
    public func allowClipboard() async throws {
        let origin = try await value("location.origin", as: String.self)
        _ = try await connection.send(
            "Browser.grantPermissions",
            [
                "origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"],
            ])
    }

    /// What the page's JavaScript reported as errors so far: uncaught exceptions, unhandled
    /// rejections, `console.error` and `console.assert` failures.
    public var errors: [String] {
        events.value.compactMap { event -> String? in
            guard let params = try? Self.object(event.params) else { return nil }
            switch event.method {
            case "Runtime.exceptionThrown":
                let details = params["exceptionDetails"] as? [String: Any]
                let exception = (details?["exception"] as? [String: Any])?["description"] as? String
                return "exception: \(exception ?? details?["text"] as? String ?? "?")"
            case "Runtime.consoleAPICalled":
                guard let type = params["type"] as? String, type == "error" || type == "assert" else { return nil }
                let arguments = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
                return "console.\(type): \(arguments.joined(separator: " "))"
            default:
                return nil
            }
        }
    }

    @discardableResult
    private func send(_ method: String, _ params: [String: any Sendable] = [:]) async throws -> Data {
        try await connection.send(method, params, session: session)
    }

    private static func object(_ data: Data) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// `text` as a JavaScript string literal.
    public static func literal(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: .fragmentsAllowed), as: UTF8.self)
            .dropFirst().dropLast().description
    }
}

/// A key of the keyboard, as DevTools' `Input.dispatchKeyEvent` names it.
public struct Key: Sendable {
    public var name: String
    public var code: String
    public var keyCode: Int
    /// What the key types (empty for keys that type nothing).
    public var text: String

    public enum Modifier: Int, Sendable {
        case alt = 1
        case control = 2
        case meta = 4
        case shift = 8
    }

    public static let enter = Key(name: "Enter", code: "Enter", keyCode: 13, text: "\r")
    public static let tab = Key(name: "Tab", code: "Tab", keyCode: 9, text: "")
    public static let escape = Key(name: "Escape", code: "Escape", keyCode: 27, text: "")
    public static let backspace = Key(name: "Backspace", code: "Backspace", keyCode: 8, text: "")
    public static let delete = Key(name: "Delete", code: "Delete", keyCode: 46, text: "")
    public static let space = Key(name: " ", code: "Space", keyCode: 32, text: " ")
    public static let arrowUp = Key(name: "ArrowUp", code: "ArrowUp", keyCode: 38, text: "")
    public static let arrowDown = Key(name: "ArrowDown", code: "ArrowDown", keyCode: 40, text: "")
    public static let arrowLeft = Key(name: "ArrowLeft", code: "ArrowLeft", keyCode: 37, text: "")
    public static let arrowRight = Key(name: "ArrowRight", code: "ArrowRight", keyCode: 39, text: "")
    public static let pageUp = Key(name: "PageUp", code: "PageUp", keyCode: 33, text: "")
    public static let pageDown = Key(name: "PageDown", code: "PageDown", keyCode: 34, text: "")
    public static let home = Key(name: "Home", code: "Home", keyCode: 36, text: "")
    public static let end = Key(name: "End", code: "End", keyCode: 35, text: "")

    /// A letter or digit key (`.character("p")`); with Shift its name is the upper case.
    public static func character(_ character: Character, shifted: Bool = false) -> Key {
        let lower = String(character).lowercased()
        let upper = lower.uppercased()
        let code = character.isNumber ? "Digit\(lower)" : "Key\(upper)"
        return Key(name: shifted ? upper : lower, code: code, keyCode: Int(upper.unicodeScalars.first!.value), text: shifted ? upper : lower)
    }
}
