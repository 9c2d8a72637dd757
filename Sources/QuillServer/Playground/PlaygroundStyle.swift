extension PlaygroundPage {
    /// The page's style sheet: system fonts only, nothing loaded from elsewhere.
    static let style = #"""
        :root{color-scheme:dark;--bg:#14161b;--panel:#1b1e25;--line:#2a2e38;--text:#d7dae0;--dim:#8a91a0;--accent:#e5a44b;
        --k:#c678dd;--n:#61afef;--t:#e5c07b;--v:#e06c75;--s:#98c379;--m:#d19a66;--c:#5c6370;--d:#56b6c2;--a:#abb2bf;
        --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace}
        *{box-sizing:border-box}
        html,body{margin:0;height:100%;background:var(--bg);color:var(--text);font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        button,input{font:inherit;color:inherit}
        button{background:var(--panel);border:1px solid var(--line);border-radius:5px;padding:4px 10px;cursor:pointer}
        button:hover{border-color:var(--dim)}
        button.on{border-color:var(--accent);color:var(--accent)}
        input{background:var(--bg);border:1px solid var(--line);border-radius:5px;padding:4px 8px;outline:none}
        input:focus{border-color:var(--accent)}
        [hidden]{display:none!important}
        body{display:flex;flex-direction:column}
        header{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid var(--line);background:var(--panel)}
        .logo{font-weight:700;letter-spacing:.5px;color:var(--accent)}
        #endpoint{flex:0 1 340px;font-family:var(--mono);font-size:12px}
        .spacer{flex:1}
        .run-wrap{position:relative}
        #run{background:var(--accent);color:#111;border-color:var(--accent);font-weight:600}
        #stop{color:var(--v);border-color:var(--v)}
        .menu{position:absolute;top:calc(100% + 4px);left:0;z-index:5;min-width:220px;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:4px;box-shadow:0 6px 24px #0008}
        .menu button{display:block;width:100%;text-align:left;border:0;background:none;font-family:var(--mono);font-size:12px}
        .menu button:hover{background:var(--line)}
        .menu small{color:var(--dim);margin-right:6px}
        main{flex:1;display:flex;min-height:0}
        #left{flex:1 1 0;display:flex;flex-direction:column;min-width:0;border-right:1px solid var(--line)}
        #right{flex:1 1 0;display:flex;flex-direction:column;min-width:0}
        aside{flex:0 0 300px;border-left:1px solid var(--line);display:flex;flex-direction:column;min-height:0;background:var(--panel)}
        .tabs{display:flex;gap:4px;padding:6px 8px;border-top:1px solid var(--line);border-bottom:1px solid var(--line);background:var(--panel)}
        .tabs button{border:0;background:none;padding:2px 8px;color:var(--dim)}
        .tabs button.on{color:var(--text);background:var(--line)}
        .editor{position:relative;display:flex;flex:1;min-height:0;font:12.5px/1.5 var(--mono);overflow:hidden}
        .editor.small{flex:0 0 150px}
        .gutter{flex:0 0 auto;min-width:36px;padding:8px 6px 8px 4px;text-align:right;color:var(--c);background:var(--bg);user-select:none;overflow:hidden;border-right:1px solid var(--line)}
        .gutter div{white-space:pre}
        .code{position:relative;flex:1;min-width:0}
        .code pre,.code textarea{position:absolute;inset:0;margin:0;padding:8px 10px;border:0;font:inherit;white-space:pre;tab-size:2;letter-spacing:0;word-spacing:0}
        .code pre{overflow:hidden;pointer-events:none;color:var(--text);padding-right:40px;padding-bottom:40px}
        .code textarea{resize:none;outline:none;background:transparent;color:transparent;caret-color:var(--accent);overflow:auto}
        .code textarea::selection{background:#3e4451;color:transparent}
        .k{color:var(--k)}.n{color:var(--n)}.t{color:var(--t)}.v{color:var(--v)}.s{color:var(--s)}.m{color:var(--m)}
        .c{color:var(--c);font-style:italic}.d{color:var(--d)}.a{color:var(--a)}.o{color:var(--n);font-weight:600}.p{color:var(--dim)}.b{color:var(--m)}
        .statusbar{display:flex;gap:12px;align-items:center;padding:6px 12px;border-bottom:1px solid var(--line);background:var(--panel);min-height:33px;color:var(--dim)}
        #status.ok{color:var(--s)}#status.err{color:var(--v)}#status.live{color:var(--d)}
        #response{flex:1;overflow:auto;margin:0;padding:10px 12px;font:12.5px/1.5 var(--mono);white-space:pre}
        #response .placeholder{color:var(--dim);font-family:system-ui,sans-serif;white-space:normal}
        .event{border-bottom:1px dashed var(--line);padding:4px 0 8px}
        .event .when{color:var(--dim);font-size:11px}
        .aside-tabs{display:flex;gap:4px;padding:6px 8px;border-bottom:1px solid var(--line)}
        .aside-tabs button{border:0;background:none;color:var(--dim)}
        .aside-tabs button.on{color:var(--text);background:var(--line)}
        .pane-wrap{flex:1;display:flex;flex-direction:column;min-height:0}
        #search{margin:8px;font-size:12px}
        .pane{flex:1;overflow:auto;padding:0 12px 12px}
        .pane h3{font-size:11px;text-transform:uppercase;letter-spacing:1px;color:var(--dim);margin:14px 0 6px}
        .pane h2{margin:6px 0;font:600 16px var(--mono);color:var(--t)}
        .pane a{color:var(--t);cursor:pointer;text-decoration:none}
        .pane a:hover{text-decoration:underline}
        .pane .kind{color:var(--dim);font-size:11px;margin-left:6px}
        .pane .desc{color:var(--dim);margin:2px 0 4px;white-space:pre-wrap}
        .pane .back{color:var(--dim);display:inline-block;margin-top:8px}
        .field{padding:5px 0;border-bottom:1px solid var(--line);font:12px/1.5 var(--mono)}
        .field .fname{color:var(--n)}
        .field .arg{display:block;padding-left:14px}
        .field .desc{font:12px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:1px 0 3px}
        .field .aname{color:var(--v)}
        .field.deprecated .fname{text-decoration:line-through}
        .deprecation{color:var(--m);font:11px system-ui,sans-serif}
        .types li,.history li{list-style:none;padding:3px 0}
        .types,.history{padding:0;margin:0}
        .history li{cursor:pointer;border-bottom:1px solid var(--line);padding:6px 0}
        .history li:hover .hname{text-decoration:underline}
        .hname{font-family:var(--mono);color:var(--n)}
        .history .when{color:var(--dim);font-size:11px;display:block}
        #toast{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);background:var(--panel);border:1px solid var(--accent);padding:6px 14px;border-radius:6px}
        """#
}
