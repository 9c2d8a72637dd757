extension PlaygroundPage {
    /// The views, commands and keys, and what a link asks for at load.
    static let mainScript = #"""
        // The page: its two views (the data browser, when served with one, and the Playground),
        // the side pane's tabs, the commands and their keys, and what a link asks for at load.
        const aside = $("aside"), asideToggle = $("aside-toggle");
        const setAside = shown => { aside.hidden = !shown; asideToggle.classList.toggle("on", shown); store.set("aside", shown ? "1" : "0"); };
        setAside(store.get("aside", "1") === "1");
        asideToggle.onclick = () => setAside(aside.hidden);
        function showAside(tab) {
          setAside(true);
          for (const o of document.querySelectorAll("[data-aside]")) o.classList.toggle("on", o.dataset.aside === tab);
          for (const pane of ["docs", "explorer", "history"]) $(pane + "-pane").hidden = pane !== tab;
          if (tab === "explorer") renderExplorer();
        }
        for (const b of document.querySelectorAll("[data-aside]")) b.onclick = () => showAside(b.dataset.aside);
        for (const b of document.querySelectorAll("[data-tab]")) b.onclick = () => {
          for (const o of document.querySelectorAll("[data-tab]")) o.classList.toggle("on", o === b);
          $("variables-editor").hidden = b.dataset.tab !== "variables";
          $("headers-editor").hidden = b.dataset.tab !== "headers";
        };

        // The views: Data and Playground, in the URL's hash (#data, #playground).
        const hasDataBrowser = "browser" in document.body.dataset;
        function showView(view) {
          if (!hasDataBrowser) view = "playground";
          document.body.dataset.view = view;
          for (const b of document.querySelectorAll("[data-view]")) b.classList.toggle("on", b.dataset.view === view);
          $("data").hidden = view !== "data";
          $("playground").hidden = view !== "playground";
          store.set("view", view);
          if (view === "data") dataBrowser.show();
          else query.area.focus();
        }
        for (const b of document.querySelectorAll("[data-view]")) b.onclick = () => showView(b.dataset.view);

        // Commands, each with its key; Ctrl-K lists them all.
        const commands = [
          {name: "Run the operation", keys: "Ctrl-Enter", view: "playground", run: () => choose(true)},
          {name: "Prettify", keys: "Shift-Ctrl-P", view: "playground", run: prettifyEditors},
          {name: "Complete", keys: "Ctrl-Space", view: "playground", run: () => { query.area.focus(); completion.open(true); }},
          {name: "Go to definition", keys: "Ctrl-B, Ctrl-click", view: "playground", run: () => goToDefinition()},
          {name: "Copy as curl", keys: "", view: "playground", run: copyCurlCommand},
          {name: "Share a link", keys: "", view: "playground", run: share},
          {name: "Show the docs", keys: "", view: "playground", run: () => { showAside("docs"); search.focus(); }},
          {name: "Show the explorer", keys: "", view: "playground", run: () => showAside("explorer")},
          {name: "Show the history", keys: "", view: "playground", run: () => showAside("history")},
          {name: "Reload the schema", keys: "", run: () => loadSchema()},
          {name: "Open the data browser", keys: "Alt-Shift-D", data: true, run: () => showView("data")},
          {name: "Open the Playground", keys: "Alt-Shift-P", data: true, run: () => showView("playground")},
          ...dataCommands,
          {name: "Keyboard shortcuts", keys: "?", run: () => showHelp()},
        ].filter(c => !c.data || hasDataBrowser);
        const palette = $("palette"), paletteInput = $("palette-input"), paletteList = $("palette-list");
        let paletteItems = [], paletteChosen = 0;
        function openPalette() {
          palette.hidden = false;
          paletteInput.value = "";
          renderPalette();
          paletteInput.focus();
        }
        function renderPalette() {
          const term = paletteInput.value.trim().toLowerCase(), view = document.body.dataset.view;
          paletteItems = commands.filter(c => (!c.view || c.view === view) && c.name.toLowerCase().includes(term));
          paletteChosen = Math.min(paletteChosen, Math.max(0, paletteItems.length - 1));
          paletteList.innerHTML = paletteItems.map((c, k) => `<li data-k="${k}"${k === paletteChosen ? ' class="on"' : ""}>${esc(c.name)}<kbd>${esc(c.keys)}</kbd></li>`).join("") ||
            '<li class="desc">No command matches.</li>';
        }
        function closePalette() { palette.hidden = true; }
        paletteInput.addEventListener("input", () => { paletteChosen = 0; renderPalette(); });
        paletteInput.addEventListener("keydown", e => {
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            paletteChosen = (paletteChosen + (e.key === "ArrowDown" ? 1 : paletteItems.length - 1)) % Math.max(1, paletteItems.length);
            renderPalette();
          } else if (e.key === "Enter") {
            e.preventDefault();
            const c = paletteItems[paletteChosen];
            closePalette();
            if (c) c.run();
          } else if (e.key === "Escape") { e.preventDefault(); closePalette(); }
        });
        paletteList.addEventListener("mousedown", e => {
          const li = e.target.closest("li[data-k]");
          if (!li) return;
          e.preventDefault();
          closePalette();
          paletteItems[Number(li.dataset.k)].run();
        });
        paletteInput.addEventListener("blur", closePalette);
        function showHelp() {
          $("help-list").innerHTML = commands.filter(c => c.keys).map(c => `<tr><td><kbd>${esc(c.keys)}</kbd></td><td>${esc(c.name)}</td></tr>`).join("") +
            "<tr><td><kbd>Ctrl-K</kbd></td><td>Every command</td></tr>";
          $("help").hidden = false;
          $("help-close").focus();
        }
        $("help-close").onclick = () => { $("help").hidden = true; };
        $("help-button").onclick = showHelp;
        $("palette-button").onclick = openPalette;

        const typing = e => /^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName) || e.target.isContentEditable;
        document.addEventListener("keydown", e => {
          const ctrl = e.ctrlKey || e.metaKey, key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
          const inPlayground = document.body.dataset.view === "playground";
          if (ctrl && key === "k") { e.preventDefault(); return openPalette(); }
          if (e.altKey && e.shiftKey && key === "d" && hasDataBrowser) { e.preventDefault(); return showView("data"); }
          if (e.altKey && e.shiftKey && key === "p") { e.preventDefault(); return showView("playground"); }
          if (key === "Escape") { menu.hidden = true; $("help").hidden = true; $("copied").hidden = true; }
          if (!inPlayground) return;
          if (ctrl && key === "Enter") { e.preventDefault(); choose(true); }
          else if (ctrl && e.shiftKey && key === "p") { e.preventDefault(); prettifyEditors(); }
          else if (ctrl && key === "b" && e.target === query.area) { e.preventDefault(); goToDefinition(); }
          else if (key === "?" && !typing(e)) { e.preventDefault(); showHelp(); }
        });
        document.addEventListener("click", e => { if (!e.target.closest(".run-wrap")) menu.hidden = true; });
        menu.addEventListener("keydown", e => {
          const items = [...menu.children], at = items.indexOf(document.activeElement);
          if (e.key === "ArrowDown" || e.key === "ArrowUp") {
            e.preventDefault();
            items[(at + (e.key === "ArrowDown" ? 1 : items.length - 1)) % items.length].focus();
          }
        });
        $("reload-schema").onclick = loadSchema;
        $("run").onclick = () => choose(false);
        stopButton.onclick = () => { stop(); };
        $("prettify").onclick = prettifyEditors;
        $("copy-curl").onclick = copyCurlCommand;
        $("share").onclick = share;
        $("copied").addEventListener("blur", () => { $("copied").hidden = true; });
        endpoint.addEventListener("change", () => { store.set("endpoint", endpoint.value.trim()); trail = []; loadSchema(); scheduleCheck(); });
        // New headers (a token the endpoint asks for) may read a schema the old ones could not.
        headers.area.addEventListener("change", () => { loadSchema(); scheduleCheck(); });

        // Share links and autorun: ?query=…&variables=…&operationName=…&run=1 (&docs=Type opens
        // a type's docs), or the same after #.
        const params = new URLSearchParams(location.search);
        for (const [k, v] of new URLSearchParams(location.hash.slice(1))) params.set(k, v);
        if (params.has("query")) query.value = params.get("query");
        if (params.has("variables")) variables.value = params.get("variables");
        const wanted = params.get("operationName");
        const ops = operations(query.value), picked = wanted ? ops.find(o => o.name === wanted) : null;
        if (picked) query.area.setSelectionRange(picked.start, picked.start);
        if (params.has("docs")) trail = [params.get("docs")];
        renderHistory();
        const linked = params.has("query") || location.hash.slice(1) === "playground";
        showView(linked ? "playground" : location.hash.slice(1) === "data" ? "data" : store.get("view", hasDataBrowser ? "data" : "playground"));
        loadSchema().then(scheduleCheck);
        if (/^(1|true)$/.test(params.get("run") || "")) {
          if (wanted) execute(picked || {type: "query", name: wanted});
          else choose(false);
        }
        performance.mark("quill:started");
        """#
}
