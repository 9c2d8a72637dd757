/// The Playground: one self-contained HTML page (inline style and script, nothing
/// loaded from elsewhere) served at `/`. It talks to `/graphql` on the same origin
/// (or the endpoint typed into the page) and offers an editor with GraphQL
/// highlighting, variables and headers, an operation picker, streaming
/// subscriptions (graphql-transport-ws, then SSE), schema docs and history.
/// `?query=…&variables=…&operationName=…&run=1` (or the same after `#`) fills the
/// editors and runs at load; `&docs=Type` opens that type's docs.
public enum PlaygroundPage {
    /// The page's HTML, talking to `/graphql`.
    public static let html = html(endpoint: "/graphql")

    /// The page's HTML, talking to `endpoint` (a path on the page's origin, or a URL) until
    /// the user types another endpoint into the page.
    public static func html(endpoint: String) -> String {
        var attribute = ""
        for character in endpoint {
            switch character {
            case "&": attribute += "&amp;"
            case "\"": attribute += "&quot;"
            case "<": attribute += "&lt;"
            case ">": attribute += "&gt;"
            default: attribute.append(character)
            }
        }
        return head + "<style>" + style + "</style></head>\n<body data-endpoint=\"" + attribute + "\">" + body
            + "<script>" + script + "</script></body></html>\n"
    }

    private static let head = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>Quill Playground</title><link rel="icon" href="data:,">
        """#

    private static let body = #"""

        <header>
          <span class="logo">Quill</span>
          <input id="endpoint" spellcheck="false" aria-label="GraphQL endpoint" title="GraphQL endpoint">
          <div class="run-wrap"><button id="run" title="Run (Ctrl-Enter)">&#9654; Run</button><div id="opmenu" class="menu" hidden></div></div>
          <button id="stop" hidden>&#9632; Stop</button>
          <span class="spacer"></span>
              <button id="share" title="Copy a link that fills the editors (add &amp;run=1 to run at load)">Share</button>
          <button id="aside-toggle" title="Show or hide docs and history">Docs</button>
        </header>
        <main>
          <section id="left">
            <div class="editor" id="query-editor"></div>
            <div class="tabs"><button class="on" data-tab="variables">Variables</button><button data-tab="headers">Headers</button></div>
            <div class="editor small" id="variables-editor"></div>
            <div class="editor small" id="headers-editor" hidden></div>
          </section>
          <section id="right">
            <div class="statusbar"><span id="status"></span><span id="duration"></span><span class="spacer"></span><span id="schema-status"></span></div>
            <pre id="response" data-state="idle"><span class="placeholder">Press Run (Ctrl-Enter) to run the operation.</span></pre>
          </section>
          <aside id="aside">
            <div class="aside-tabs"><button class="on" data-aside="docs">Docs</button><button data-aside="history">History</button><span class="spacer"></span><button id="reload-schema" title="Reload the schema">&#8635;</button></div>
            <div id="docs-pane" class="pane-wrap"><input id="search" placeholder="Search types and fields" spellcheck="false"><div id="docs" class="pane"></div></div>
            <div id="history-pane" class="pane" hidden><ul id="history" class="history"></ul></div>
          </aside>
        </main>
        <div id="toast" hidden></div>
        """#
}
