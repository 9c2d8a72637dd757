/// The page served at `/`: the Playground and, for a generated backend, the data browser
/// beside it. One self-contained HTML document (inline style and script, nothing loaded
/// from elsewhere) that talks to `/graphql` on the same origin (or the endpoint typed into
/// the page).
///
/// The Playground: an editor with highlighting, completion from the schema, errors
/// underlined as you type (the server's `<endpoint>/validate`), prettify, go to
/// definition, an explorer, variables and headers, an operation picker, streaming
/// subscriptions (graphql-transport-ws, then SSE), docs, history, copy as curl and share
/// links. `?query=…&variables=…&operationName=…&run=1` (or the same after `#`) fills the
/// editors and runs at load; `&docs=Type` opens that type's docs. The data browser: a
/// table per model type, read and written through the API, live (`#data` opens it).
public enum PlaygroundPage {
    /// The page's HTML, talking to `/graphql`, without the data browser.
    public static let html = html(endpoint: "/graphql")

    /// The page's HTML, talking to `endpoint` (a path on the page's origin, or a URL) until
    /// the user types another endpoint into the page; with `dataBrowser`, the data browser
    /// beside the Playground.
    public static func html(endpoint: String, dataBrowser: Bool = false) -> String {
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
        return head + "<style>" + style + "</style></head>\n<body data-endpoint=\"" + attribute + "\""
            + (dataBrowser ? " data-browser" : "") + ">" + body + "<script>" + script + "</script></body></html>\n"
    }

    /// The script's parts, in order, in one function's scope.
    static let script =
        "(() => {\n"
        + [
            coreScript, languageScript, transportScript, schemaScript, editorScript, completionScript, runScript, docsScript,
            explorerScript, modelScript, dataBrowserScript, mainScript,
        ].joined(separator: "\n") + "\n})();\n"

    private static let head = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width,initial-scale=1">
        <title>Quill</title><link rel="icon" href="data:,">
        """#

    private static let body = #"""

        <header>
          <span class="logo">Quill</span>
          <nav class="views"><button data-view="data" title="The data browser (Alt-Shift-D)">Data</button><button data-view="playground" title="The Playground (Alt-Shift-P)">Playground</button></nav>
          <input id="endpoint" spellcheck="false" aria-label="GraphQL endpoint" title="GraphQL endpoint">
          <span class="pg tools">
            <div class="run-wrap"><button id="run" title="Run (Ctrl-Enter)">&#9654; Run</button><div id="opmenu" class="menu" hidden></div></div>
            <button id="stop" hidden>&#9632; Stop</button>
            <button id="prettify" title="Prettify (Shift-Ctrl-P)">Prettify</button>
            <button id="copy-curl" title="Copy the operation as a curl command">Copy curl</button>
            <button id="share" title="Copy a link that fills the editors (add &amp;run=1 to run at load)">Share</button>
          </span>
          <span class="spacer"></span>
          <span id="schema-status"></span>
          <button id="palette-button" title="Every command (Ctrl-K)">Commands <kbd>Ctrl-K</kbd></button>
          <button id="help-button" title="Keyboard shortcuts (?)">?</button>
          <button id="aside-toggle" class="pg" title="Show or hide docs, explorer and history">Docs</button>
        </header>
        <main>
          <div id="playground" class="view">
            <section id="left">
              <div class="editor" id="query-editor"></div>
              <div id="lint" hidden></div>
              <div class="tabs"><button class="on" data-tab="variables">Variables</button><button data-tab="headers">Headers</button></div>
              <div class="editor small" id="variables-editor"></div>
              <div class="editor small" id="headers-editor" hidden></div>
            </section>
            <section id="right">
              <div class="statusbar"><span id="status"></span><span id="duration"></span></div>
              <pre id="response" data-state="idle"><span class="placeholder">Press Run (Ctrl-Enter) to run the operation.</span></pre>
            </section>
            <aside id="aside">
              <div class="aside-tabs"><button class="on" data-aside="docs">Docs</button><button data-aside="explorer">Explorer</button><button data-aside="history">History</button><span class="spacer"></span><button id="reload-schema" title="Reload the schema">&#8635;</button></div>
              <div id="docs-pane" class="pane-wrap"><input id="search" placeholder="Search types and fields" spellcheck="false"><div id="docs" class="pane"></div></div>
              <div id="explorer-pane" class="pane-wrap" hidden><div id="explorer" class="pane"></div></div>
              <div id="history-pane" class="pane" hidden><ul id="history" class="history"></ul></div>
            </aside>
          </div>
          <div id="data" class="view" hidden>
            <nav id="models"><h3>Models</h3><ul id="model-list"></ul></nav>
            <section id="table-pane">
              <div class="toolbar">
                <span id="crumbs"></span><span id="row-count"></span>
                <span class="spacer"></span>
                <span class="filter"><select id="filter-field" aria-label="Filter field"></select><select id="filter-op" aria-label="Filter operator"></select><input id="filter-value" placeholder="Filter (/)" spellcheck="false" aria-label="Filter value"><button id="filter-apply">Filter</button><button id="filter-clear" title="Clear the filter" hidden>&times;</button></span>
                <button id="add-row" title="Add a row (N)">+ Add</button>
                <button id="delete-row" title="Delete the row (Delete)">Delete</button>
                <button id="refresh" title="Refresh (R)">&#8635;</button>
                <span id="live" data-state="off"></span>
                <span class="pager"><button id="prev-page" title="Previous page (PageUp)">&#8249;</button><button id="next-page" title="Next page (PageDown)">&#8250;</button></span>
              </div>
              <div id="data-error" hidden><span></span><button title="Dismiss">&times;</button></div>
              <div id="grid-wrap" tabindex="0" aria-label="Rows"><table id="grid"></table></div>
            </section>
          </div>
        </main>
        <div id="row-dialog" class="dialog" hidden><div class="box"><h3 id="row-title"></h3><div id="row-form"></div><div class="buttons"><button id="row-save" class="primary">Save</button><button id="row-cancel">Cancel</button></div></div></div>
        <div id="confirm" class="dialog" hidden><div class="box"><p id="confirm-text"></p><div class="buttons"><button id="confirm-yes" class="danger">Delete</button><button id="confirm-no">Cancel</button></div></div></div>
        <div id="palette" class="dialog top" hidden><div class="box"><input id="palette-input" placeholder="Type a command" spellcheck="false" aria-label="Command"><ul id="palette-list"></ul></div></div>
        <div id="help" class="dialog" hidden><div class="box"><h3>Keyboard shortcuts</h3><table id="help-list"></table><div class="buttons"><button id="help-close">Close</button></div></div></div>
        <textarea id="copied" readonly hidden aria-label="Copied text"></textarea>
        <div id="toast" hidden></div>
        """#
}
