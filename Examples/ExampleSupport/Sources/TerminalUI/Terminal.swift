import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal, taken over by a full-screen program: raw mode (keys arrive as they are
/// pressed, unechoed) on the alternate screen, with keys and resizes as events and each
/// frame drawn whole. termios and ANSI escape sequences, nothing else.
///
/// ```swift
/// guard let terminal = Terminal() else { … }   // not a terminal
/// defer { terminal.restore() }
/// await terminal.run(handling: { key in … }, draw: { terminal.draw(lines) })
/// ```
@MainActor
public final class Terminal {
    public struct Size: Sendable, Hashable {
        public var rows: Int
        public var columns: Int

        public init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    public enum Event: Sendable, Hashable {
        case key(Key)
        /// The window changed size: draw again.
        case resize
    }

    /// The keys pressed and the resizes, in order; finishes when standard input closes.
    public let events: AsyncStream<Event>
    private let original: termios
    private var restored = false

    /// Takes the terminal over; nil when standard input or output is not a terminal.
    public init?() {
        var original = termios()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        self.original = original
        var raw = original
        // No echo, no line editing, Ctrl-C and Ctrl-Z as keys, CR not turned into LF.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        // The alternate screen (the shell's screen comes back on exit), the cursor hidden.
        Self.output("\u{1B}[?1049h\u{1B}[?25l")

        let (events, continuation) = AsyncStream<Event>.makeStream()
        self.events = events
        Thread.detachNewThread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for key in decoder.keys(from: buffer[..<count]) { continuation.yield(.key(key)) }
            }
            continuation.finish()
        }
        // Resized: draw again. Killed or hung up: give the terminal back before going.
        let saved = original
        Signals.watch([SIGWINCH, SIGTERM, SIGHUP, SIGINT]) { number in
            guard number == SIGWINCH else {
                Self.restore(saved)
                exit(128 + number)
            }
            continuation.yield(.resize)
        }
    }

    /// A full-screen program's loop: draws, then hands each key to `handle` and draws again
    /// (after a resize too), until `q` or Ctrl-C.
    public func run(handling handle: (Key) -> Void, draw: () -> Void) async {
        draw()
        for await event in events {
            switch event {
            case .key(.character("q")), .key(.control("c")): return
            case .key(let key): handle(key)
            case .resize: break
            }
            draw()
        }
    }

    /// The window's size now.
    public var size: Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return Size(rows: 24, columns: 80)
        }
        return Size(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }

    /// Draws a frame: each line at its row, the rest of each row and of the screen cleared.
    public func draw(_ lines: [Line]) {
        let rows = size.rows
        var frame = ""
        for (row, line) in lines.prefix(rows).enumerated() {
            frame += "\u{1B}[\(row + 1);1H" + line.ansi + "\u{1B}[K"
        }
        if lines.count < rows { frame += "\u{1B}[\(lines.count + 1);1H\u{1B}[J" }
        Self.output(frame)
    }

    /// Gives the terminal back as it was: the shell's screen, the cursor, line editing.
    public func restore() {
        guard !restored else { return }
        restored = true
        Self.restore(original)
    }

    private nonisolated static func restore(_ original: termios) {
        var original = original
        output("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    }

    private nonisolated static func output(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
