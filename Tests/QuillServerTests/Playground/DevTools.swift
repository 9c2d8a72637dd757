import Foundation
import GraphQL
import QuillTestSupport

/// Drives a page in headless Chromium through the DevTools protocol, as a user would:
/// typing, keys, clicks (as script), waiting for conditions. A small node script talks
/// the protocol over `--remote-debugging-pipe`; each run has a fresh profile and a time limit.
enum DevTools {
    /// One thing to do on the page.
    enum Step {
        /// Runs a script expression.
        case run(String)
        /// Types text into the focused element, one character at a time.
        case type(String)
        /// Presses a key (`Tab`, `Enter`, `Escape`, `ArrowDown`, `ArrowUp`, `z`), with Ctrl or Shift.
        case key(String, ctrl: Bool = false, shift: Bool = false)
        /// Waits until a script expression is truthy (at most 10 s, then fails).
        case until(String)
        /// Records a script expression's value (JSON) in the results.
        case value(String)

        var json: [String: Any] {
            switch self {
            case .run(let expression): ["op": "run", "expr": expression]
            case .type(let text): ["op": "type", "text": text]
            case .key(let key, let ctrl, let shift): ["op": "key", "key": key, "modifiers": (ctrl ? 2 : 0) + (shift ? 8 : 0)]
            case .until(let expression): ["op": "until", "expr": expression]
            case .value(let expression): ["op": "value", "expr": expression]
            }
        }
    }

    /// Loads `url`, waits for its load event, performs `steps`; returns the `.value` results.
    static func drive(_ url: String, _ steps: [Step]) async throws -> [JSONValue] {
        let chromium = try Chromium.executable()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("quill-devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let script = scratch.appendingPathComponent("drive.cjs")
        try driver.write(to: script, atomically: true, encoding: .utf8)
        let input = try JSONSerialization.data(withJSONObject: [
            "chromium": chromium.path, "profile": scratch.appendingPathComponent("profile").path, "url": url,
            "steps": steps.map(\.json),
        ])
        let output = try await NodeProcess.run(script: script, input: input)
        guard case .array(let values) = try JSONReader().read(output) else {
            throw Chromium.Failure(description: "the DevTools driver printed \(output)")
        }
        return values
    }

    /// The node side: CDP messages are JSON, each ended by a NUL, on file descriptors 3
    /// (to Chromium) and 4 (from Chromium).
    private static let driver = #"""
        const { spawn } = require("child_process");
        const job = JSON.parse(require("fs").readFileSync(0, "utf8"));
        const chrome = spawn(job.chromium, ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
          "--no-first-run", "--remote-debugging-pipe", "--user-data-dir=" + job.profile, "--window-size=1280,800", "about:blank"],
          {stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"]});
        // Browser.close lets Chromium stop its helper processes; SIGKILL if it takes longer than 5 s.
        const quit = code => {
          if (chrome.exitCode !== null || chrome.signalCode !== null) process.exit(code);
          chrome.once("exit", () => process.exit(code));
          chrome.stdio[3].write(JSON.stringify({id: ++id, method: "Browser.close"}) + "\0");
          setTimeout(() => chrome.kill("SIGKILL"), 5000).unref();
        };
        const fail = message => { process.stderr.write(message + "\n"); quit(1); };
        setTimeout(() => fail("timed out"), 50000).unref();
        let id = 0, buffer = "", session;
        const pending = new Map(), listeners = [];
        chrome.stdio[4].on("data", chunk => {
          buffer += chunk;
          for (let end; (end = buffer.indexOf("\0")) >= 0;) {
            const message = JSON.parse(buffer.slice(0, end));
            buffer = buffer.slice(end + 1);
            if (message.id && pending.has(message.id)) { pending.get(message.id)(message); pending.delete(message.id); }
            else listeners.forEach(listener => listener(message));
          }
        });
        const send = (method, params = {}) => new Promise((resolve, reject) => {
          const n = ++id;
          pending.set(n, m => m.error ? reject(new Error(method + ": " + m.error.message)) : resolve(m.result));
          chrome.stdio[3].write(JSON.stringify({id: n, method, params, sessionId: session}) + "\0");
        });
        const evaluate = async expression => {
          const r = await send("Runtime.evaluate", {expression, returnByValue: true, awaitPromise: true});
          if (r.exceptionDetails) throw new Error(expression + ": " + (r.exceptionDetails.exception || {}).description);
          return r.result.value;
        };
        const KEYS = {Tab: [9, ""], Enter: [13, "\r"], Escape: [27, ""], ArrowDown: [40, ""], ArrowUp: [38, ""], z: [90, "z"]};
        (async () => {
          const {targetId} = await send("Target.createTarget", {url: "about:blank"});
          session = (await send("Target.attachToTarget", {targetId, flatten: true})).sessionId;
          await send("Page.enable");
          const loaded = new Promise(resolve => listeners.push(m => m.method === "Page.loadEventFired" && resolve()));
          await send("Page.navigate", {url: job.url});
          await loaded;
          const values = [];
          for (const step of job.steps) {
            if (step.op === "run") await evaluate(step.expr);
            else if (step.op === "value") values.push(await evaluate(step.expr));
            else if (step.op === "type") for (const text of step.text) await send("Input.insertText", {text});
            else if (step.op === "key") {
              const [code, text] = KEYS[step.key], modifiers = step.modifiers;
              const name = step.key.length === 1 ? "Key" + step.key.toUpperCase() : step.key;
              const key = {key: step.key, code: name, windowsVirtualKeyCode: code, modifiers};
              await send("Input.dispatchKeyEvent", {type: "keyDown", ...key, text: modifiers ? "" : text});
              await send("Input.dispatchKeyEvent", {type: "keyUp", ...key});
            } else if (step.op === "until") {
              // 30 s: a guard against a hang; the condition decides.
              const deadline = Date.now() + 30000;
              while (!(await evaluate(step.expr))) {
                if (Date.now() > deadline) throw new Error("never true: " + step.expr);
                await new Promise(resolve => setTimeout(resolve, 50));
              }
            }
          }
          process.stdout.write(JSON.stringify(values), () => quit(0));
        })().catch(error => fail(error.message));
        """#
}

/// Runs a node script with `input` on stdin and returns its stdout.
enum NodeProcess {
    static func run(script: URL, input: Data) async throws -> String {
        let result = try await ChildProcess.run("/usr/bin/env", ["node", script.path], input: Array(input), timeout: 60)
        guard result.status == 0 else {
            throw Chromium.Failure(description: "the DevTools driver failed (\(result.termination)): \(result.errorsText)")
        }
        return result.outputText
    }
}
