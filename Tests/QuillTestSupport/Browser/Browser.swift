import Foundation

/// Debian's headless Chromium driven through the DevTools protocol over its WebSocket
/// (`--remote-debugging-port`), with a fresh profile, as a user would drive it: pages
/// that load, type, press keys, click, run script and take screenshots.
///
/// ```swift
/// try await Browser.with { browser in
///     let page = try await browser.open("http://127.0.0.1:4000/")
///     try await page.type("allC")
/// }
/// ```
public final class Browser: Sendable {
    let connection: DevToolsConnection
    private let process: ChildProcess
    private let profile: URL

    private init(connection: DevToolsConnection, process: ChildProcess, profile: URL) {
        self.connection = connection
        self.process = process
        self.profile = profile
    }

    /// Runs `body` with a new browser, closed afterwards (also when `body` throws).
    public static func with<T>(_ body: (Browser) async throws -> T) async throws -> T {
        let browser = try await launch()
        return try await withCleanup {
            try await body(browser)
        } cleanup: {
            await browser.close()
        }
    }

    /// `$CHROMIUM`, else the first of `chromium`, `chromium-browser`, `google-chrome` on `PATH`;
    /// without one the tests fail, saying how to install it.
    public static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let candidates =
            environment["CHROMIUM"].map { [URL(fileURLWithPath: $0)] }
            ?? ["chromium", "chromium-browser", "google-chrome"].flatMap { name in
                directories.map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            }
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        throw BrowserFailure("Chromium is not installed: the browser tests need it (`apt-get install -y chromium`; scripts/install-deps installs it)")
    }

    /// Starts Chromium on a free port and connects to it.
    static func launch() async throws -> Browser {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("quill-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        let process = try ChildProcess(
            try executable().path,
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                "--remote-debugging-port=0", "--user-data-dir=\(profile.path)", "--window-size=1280,720", "about:blank",
            ])
        watch(process.pid, profile: profile)
        await process.waitForErrors { $0.contains("DevTools listening on ws://") }
        guard let match = regexMatches(#"DevTools listening on (ws://\S+)"#, in: process.errors).first else {
            _ = await process.stop(SIGKILL)
            try? FileManager.default.removeItem(at: profile)
            throw BrowserFailure("Chromium printed no DevTools endpoint: \(process.errors.suffix(2000))")
        }
        do {
            return Browser(connection: try await .connect(to: match[1]), process: process, profile: profile)
        } catch {
            _ = await process.stop(SIGKILL)
            try? FileManager.default.removeItem(at: profile)
            throw error
        }
    }

    /// Starts, in its own session, a shell that ends Chromium and removes its profile once
    /// this process has ended (a test run killed midway leaves no browser behind); it ends
    /// by itself when Chromium does.
    private static func watch(_ chromium: pid_t, profile: URL) {
        let script = """
            while kill -0 \(getpid()) 2>/dev/null && kill -0 \(chromium) 2>/dev/null; do sleep 1; done
            if kill -0 \(chromium) 2>/dev/null; then kill \(chromium); sleep 5; kill -9 \(chromium) 2>/dev/null; fi
            rm -rf '\(profile.path)'
            """
        _ = try? ChildProcess.runBlocking("/bin/sh", ["-c", "setsid /bin/sh -c \"$0\" </dev/null >/dev/null 2>&1 &", script], timeout: 60)
    }

    /// Opens a new page (a tab of `width`×`height` CSS pixels) and loads `url` in it.
    public func open(_ url: String, width: Int = 1280, height: Int = 720) async throws -> BrowserPage {
        let page = try await BrowserPage.create(in: self, width: width, height: height)
        try await page.load(url)
        return page
    }

    /// Closes the browser (`Browser.close` lets it stop its helper processes), kills it if it
    /// lingers, and removes its profile.
    public func close() async {
        _ = try? await withTimeout(10) { [connection] in try await connection.send("Browser.close") }
        await connection.close()
        if await process.wait(timeout: 10) == nil { _ = await process.stop(SIGKILL) }
        try? FileManager.default.removeItem(at: profile)
    }
}
