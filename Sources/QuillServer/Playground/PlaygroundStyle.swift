extension PlaygroundPage {
    /// The page's style sheet: system fonts only, nothing loaded from elsewhere.
    static let style = #"""
        :root{color-scheme:dark;--bg:#14161b;--panel:#1b1e25;--line:#2a2e38;--text:#d7dae0;--dim:#8a91a0;--accent:#e5a44b;
        --k:#c678dd;--n:#61afef;--t:#e5c07b;--v:#e06c75;--s:#98c379;--m:#d19a66;--c:#5c6370;--d:#56b6c2;--a:#abb2bf;
        --mono:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace}
        *{box-sizing:border-box}
        html,body{margin:0;height:100%;background:var(--bg);color:var(--text);font:13px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
        button,input,select,textarea{font:inherit;color:inherit}
        button{background:var(--panel);border:1px solid var(--line);border-radius:5px;padding:4px 10px;cursor:pointer;white-space:nowrap}
        button:hover{border-color:var(--dim)}
        button:disabled{opacity:.4;cursor:default}
        button:focus-visible,a:focus-visible,select:focus-visible,input[type=checkbox]:focus-visible{outline:2px solid var(--accent);outline-offset:1px}
        button.on{border-color:var(--accent);color:var(--accent)}
        button.primary{background:var(--accent);color:#111;border-color:var(--accent);font-weight:600}
        button.danger{color:var(--v);border-color:var(--v)}
        input,select,textarea{background:var(--bg);border:1px solid var(--line);border-radius:5px;padding:4px 8px;outline:none}
        input:focus,select:focus,textarea:focus{border-color:var(--accent)}
        kbd{font:11px var(--mono);color:var(--dim);border:1px solid var(--line);border-radius:3px;padding:0 4px}
        [hidden]{display:none!important}
        body{display:flex;flex-direction:column}
        header{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid var(--line);background:var(--panel)}
        .logo{font-weight:700;letter-spacing:.5px;color:var(--accent)}
        .views{display:flex;gap:2px;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:2px}
        .views button{border:0;background:none;padding:3px 10px;color:var(--dim)}
        .views button.on{background:var(--line);color:var(--text)}
        body:not([data-browser]) .views{display:none}
        body[data-view=data] .pg{display:none}
        .tools{display:flex;gap:8px;align-items:center}
        #endpoint{flex:0 1 300px;min-width:120px;font-family:var(--mono);font-size:12px}
        #schema-status{color:var(--dim);font-size:12px}
        .spacer{flex:1}
        .run-wrap{position:relative}
        #run{background:var(--accent);color:#111;border-color:var(--accent);font-weight:600}
        #stop{color:var(--v);border-color:var(--v)}
        .menu{position:absolute;top:calc(100% + 4px);left:0;z-index:5;min-width:220px;background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:4px;box-shadow:0 6px 24px #0008}
        .menu button{display:block;width:100%;text-align:left;border:0;background:none;font-family:var(--mono);font-size:12px}
        .menu button:hover,.menu button:focus{background:var(--line)}
        .menu small{color:var(--dim);margin-right:6px}
        main{flex:1;display:flex;min-height:0}
        .view{flex:1;display:flex;min-width:0;min-height:0}
        #left{flex:1 1 0;display:flex;flex-direction:column;min-width:0;border-right:1px solid var(--line)}
        #right{flex:1 1 0;display:flex;flex-direction:column;min-width:0}
        aside{flex:0 0 300px;border-left:1px solid var(--line);display:flex;flex-direction:column;min-height:0;background:var(--panel)}
        .tabs{display:flex;gap:4px;padding:6px 8px;border-top:1px solid var(--line);border-bottom:1px solid var(--line);background:var(--panel)}
        .tabs button{border:0;background:none;padding:2px 8px;color:var(--dim)}
        .tabs button.on{color:var(--text);background:var(--line)}
        .editor{position:relative;display:flex;flex:1;min-height:0;font:12.5px/1.5 var(--mono);overflow:hidden}
        .editor.small{flex:0 0 130px}
        .gutter{flex:0 0 auto;min-width:36px;padding:8px 6px 8px 4px;text-align:right;color:var(--c);background:var(--bg);user-select:none;overflow:hidden;border-right:1px solid var(--line)}
        .gutter div{white-space:pre}
        .gutter .ln-e{color:var(--v);font-weight:700}
        .code{position:relative;flex:1;min-width:0}
        .code pre,.code textarea{position:absolute;inset:0;margin:0;padding:8px 10px;border:0;font:inherit;white-space:pre;tab-size:2;letter-spacing:0;word-spacing:0}
        .code pre{overflow:hidden;pointer-events:none;color:var(--text);padding-right:40px;padding-bottom:40px}
        .code textarea{resize:none;outline:none;background:transparent;color:transparent;caret-color:var(--accent);overflow:auto;border-radius:0}
        .code textarea::selection{background:#3e4451;color:transparent}
        .k{color:var(--k)}.n{color:var(--n)}.t{color:var(--t)}.v{color:var(--v)}.s{color:var(--s)}.m{color:var(--m)}
        .c{color:var(--c);font-style:italic}.d{color:var(--d)}.a{color:var(--a)}.o{color:var(--n);font-weight:600}.p{color:var(--dim)}.b{color:var(--m)}
        .e{text-decoration:underline wavy var(--v);text-decoration-skip-ink:none;text-underline-offset:3px}
        #lint{display:flex;gap:8px;align-items:baseline;padding:5px 10px;border-top:1px solid var(--line);background:#2a1d20;color:var(--text);font-size:12px;max-height:52px;overflow:hidden}
        #lint .count{color:var(--v);font-weight:600}
        #lint .where{color:var(--dim);font-family:var(--mono);cursor:pointer}
        #lint .message{overflow:hidden}
        #lint .count,#lint .where{white-space:nowrap}
        .complete{position:absolute;z-index:6;width:380px;max-width:calc(100% - 8px);background:var(--panel);border:1px solid var(--line);border-radius:6px;box-shadow:0 8px 28px #000a;font:12px/1.5 var(--mono);overflow:hidden}
        .complete ul{list-style:none;margin:0;padding:3px;max-height:190px;overflow:auto}
        .complete li{display:flex;gap:12px;justify-content:space-between;padding:1px 8px;border-radius:4px;cursor:pointer}
        .complete li.on{background:#2f3440}
        .complete .label{color:var(--n)}
        .complete .label.deprecated{text-decoration:line-through}
        .complete .detail{color:var(--t);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .complete .info{border-top:1px solid var(--line);padding:6px 10px;font-family:system-ui,sans-serif;color:var(--dim);max-height:90px;overflow:auto}
        .complete .info b{color:var(--text);font-family:var(--mono);font-weight:600}
        .complete .info small{float:right;color:var(--c)}
        .complete .info div{color:var(--text);margin-top:2px}
        .statusbar{display:flex;gap:12px;align-items:center;padding:6px 12px;border-bottom:1px solid var(--line);background:var(--panel);min-height:33px;color:var(--dim)}
        #status.ok{color:var(--s)}#status.err{color:var(--v)}#status.live{color:var(--d)}
        #response{flex:1;overflow:auto;margin:0;padding:10px 12px;font:12.5px/1.5 var(--mono);white-space:pre}
        #response .placeholder{color:var(--dim);font-family:system-ui,sans-serif;white-space:normal}
        .event{border-bottom:1px dashed var(--line);padding:4px 0 8px}
        .event .when{color:var(--dim);font-size:11px}
        .aside-tabs{display:flex;gap:4px;padding:6px 8px;border-bottom:1px solid var(--line)}
        .aside-tabs button{border:0;background:none;color:var(--dim);padding:4px 8px}
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
        .field.target{background:#3a3020;outline:1px solid var(--accent)}
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
        #explorer .kinds{display:flex;gap:4px;align-items:center;padding:8px 0}
        #explorer .kinds button{padding:2px 8px;font-size:12px}
        #explorer .opname{margin-left:auto;color:var(--dim);font:11px var(--mono)}
        .tree,.tree ul{list-style:none;margin:0;padding:0;font:12px/1.4 var(--mono)}
        .tree ul{padding-left:16px;border-left:1px solid var(--line);margin-left:6px}
        .tree .row{display:flex;gap:6px;align-items:center;padding:2px 0;cursor:pointer}
        .tree .row input{margin:0}
        .tree .fname{color:var(--n)}
        .tree .aname{color:var(--v)}
        .tree .detail{color:var(--dim);font-size:11px;margin-left:auto;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .tree .deprecated .fname{text-decoration:line-through}
        .tree .argvalue{display:block;width:calc(100% - 20px);margin:2px 0 4px 20px;font:12px var(--mono);padding:2px 6px}
        #models{flex:0 0 190px;border-right:1px solid var(--line);background:var(--panel);overflow:auto;padding:0 8px}
        #models h3{font-size:11px;text-transform:uppercase;letter-spacing:1px;color:var(--dim);margin:14px 4px 6px}
        #model-list{list-style:none;margin:0;padding:0}
        #model-list button{display:flex;width:100%;justify-content:space-between;border:0;background:none;padding:5px 8px;text-align:left;font-family:var(--mono);font-size:12.5px}
        #model-list button.on{background:var(--line);color:var(--accent)}
        #model-list .count{color:var(--dim)}
        #table-pane{flex:1;display:flex;flex-direction:column;min-width:0}
        .toolbar{display:flex;gap:6px;align-items:center;padding:6px 10px;border-bottom:1px solid var(--line);background:var(--panel);min-height:41px;flex-wrap:nowrap}
        #crumbs{font-family:var(--mono);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:360px}
        #crumbs a{color:var(--t);cursor:pointer}
        #crumbs b{color:var(--accent)}
        #row-count{color:var(--dim);font-size:12px;white-space:nowrap}
        .filter{display:flex;gap:4px;align-items:center}
        .filter select,.filter input{font-size:12px;padding:3px 6px}
        .filter select{max-width:120px}
        #filter-value{width:140px}
        .toolbar button{padding:3px 9px}
        .pager{display:flex;gap:2px}
        #live{font-size:12px;white-space:nowrap;color:var(--dim)}
        #live[data-state=live]{color:var(--s)}
        #live[data-state=reconnecting]{color:var(--m)}
        #data-error{display:flex;gap:8px;align-items:center;padding:6px 12px;background:#3a1e22;color:#f0c4c8;border-bottom:1px solid #5a2a30}
        #data-error span{flex:1;white-space:pre-wrap}
        #data-error button{border:0;background:none;padding:0 4px}
        #grid-wrap{flex:1;overflow:auto;outline:none}
        #grid{border-collapse:separate;border-spacing:0;font:12.5px/1.4 var(--mono);min-width:100%}
        #grid th{position:sticky;top:0;z-index:1;background:var(--panel);text-align:left;font-weight:600;padding:5px 10px;border-bottom:1px solid var(--line);border-right:1px solid var(--line);white-space:nowrap}
        #grid th small{display:block;font-weight:400;color:var(--dim);font-size:10.5px}
        #grid th.sortable{cursor:pointer}
        #grid th.sortable:hover{color:var(--accent)}
        #grid td{padding:4px 10px;border-bottom:1px solid var(--line);border-right:1px solid var(--line);white-space:nowrap;max-width:320px;overflow:hidden;text-overflow:ellipsis;height:29px}
        #grid td.rownum,#grid th.rownum{color:var(--c);text-align:right;width:1%;padding:4px 8px}
        #grid td.readonly{color:var(--dim)}
        #grid td.cursor{outline:2px solid var(--accent);outline-offset:-2px}
        #grid-wrap:not(:focus) #grid td.cursor{outline-color:#7a5a2a}
        #grid td.saving{opacity:.5}
        #grid tr:hover td{background:#1e2129}
        #grid tr.fresh td{animation:fresh 2.5s ease-out}
        #grid tr.changed td{animation:changed 2.5s ease-out}
        @keyframes fresh{from{background:#24452c}to{background:transparent}}
        @keyframes changed{from{background:#453a24}to{background:transparent}}
        #grid tr.empty td{color:var(--dim);font-family:system-ui,sans-serif;padding:16px;white-space:normal}
        #grid .null{color:var(--c);font-style:italic}
        #grid .bool{color:var(--m)}
        #grid .json{color:var(--s)}
        #grid a.rel{color:var(--n);cursor:pointer;text-decoration:none}
        #grid a.rel:hover{text-decoration:underline}
        .editor-cell{display:flex;gap:6px;align-items:center}
        .editor-cell input:not([type=checkbox]),.editor-cell select,.editor-cell textarea{font:12.5px var(--mono);padding:2px 6px;min-width:180px}
        .editor-cell textarea{min-height:70px;min-width:260px}
        #grid .editor-cell textarea{position:relative;z-index:2}
        .null-box{color:var(--dim);font-size:11px;display:flex;gap:3px;align-items:center;white-space:nowrap}
        .dialog{position:fixed;inset:0;z-index:20;background:#0008;display:flex;align-items:center;justify-content:center}
        .dialog.top{align-items:flex-start;padding-top:90px}
        .dialog .box{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:16px 18px;min-width:360px;max-width:640px;max-height:80vh;overflow:auto;box-shadow:0 12px 40px #000c}
        .dialog h3{margin:0 0 12px;font-size:14px}
        .dialog .buttons{display:flex;gap:8px;justify-content:flex-end;margin-top:14px}
        .form-row{display:grid;grid-template-columns:150px 1fr;gap:10px;align-items:center;margin:6px 0}
        .form-row>span{font-family:var(--mono)}
        .form-row b{color:var(--accent);margin-left:2px}
        .form-row small{display:block;color:var(--dim);font-size:10.5px}
        #palette .box{width:520px;padding:8px}
        #palette-input{width:100%;font-size:14px;padding:7px 10px}
        #palette-list{list-style:none;margin:6px 0 0;padding:0;max-height:340px;overflow:auto}
        #palette-list li{display:flex;justify-content:space-between;padding:6px 10px;border-radius:5px;cursor:pointer}
        #palette-list li.on{background:var(--line)}
        #help-list td{padding:3px 10px 3px 0}
        #copied{position:fixed;bottom:60px;left:50%;transform:translateX(-50%);width:720px;height:80px;z-index:25;font:12px var(--mono)}
        #toast{position:fixed;bottom:16px;left:50%;transform:translateX(-50%);background:var(--panel);border:1px solid var(--accent);padding:6px 14px;border-radius:6px;z-index:30}
        """#
}
