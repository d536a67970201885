/// The one stylesheet, inlined into every page so a page opens alone (no network, no file
/// beside it). Colours follow iOS's system palette in light and dark; `data-type="large"` scales
/// the frames' text as Dynamic Type's accessibility sizes do (about 1.35 × the default).
enum PreviewStyle {
    static let css = """
    :root{color-scheme:light}
    *{box-sizing:border-box}
    body{margin:0;font:14px/1.4 system-ui,-apple-system,"DejaVu Sans",sans-serif;color:#1d1d1f;background:#f5f5f7}
    body>header,main{padding:16px 24px}
    body>header{background:#fff;border-bottom:1px solid #ddd}
    a{color:#0060df}
    h1{font-size:22px;margin:4px 0}
    h2{font-size:18px;margin:24px 0 8px}
    .crumbs{font-size:12px;color:#666}
    .summary{border-collapse:collapse;margin:8px 0;font-size:13px}
    .summary th{text-align:left;vertical-align:top;padding:2px 12px 2px 0;color:#555;font-weight:600;white-space:nowrap}
    .summary td{padding:2px 0}
    table.tours{border-collapse:collapse;font-size:13px;background:#fff}
    table.tours th,table.tours td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
    .appearance{display:flex;gap:6px;margin:8px 0}
    .appearance button{font:inherit;font-size:12px;padding:4px 10px;border:1px solid #bbb;border-radius:6px;background:#fff;cursor:pointer}
    .diagnostics{list-style:none;padding:0;margin:6px 0}
    .diagnostic{font-size:12px;padding:6px 8px;border-left:4px solid #ff9f0a;background:#fff8e6;margin:4px 0;overflow-wrap:anywhere}
    .diagnostic.error{border-color:#ff3b30;background:#fff0ef}
    .diagnostic .code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-weight:600}
    .steps{display:flex;flex-wrap:wrap;gap:32px;align-items:flex-start}
    .step-card{width:336px}
    .step-card h3{font-size:14px;margin:0 0 10px}
    .step-card .kind{color:#666;font-weight:400}
    .step-facts{font-size:12px;margin:10px 0 0;padding-left:16px}
    .step-facts li{margin:2px 0;overflow-wrap:anywhere}
    details{font-size:12px;margin:6px 0}
    summary{cursor:pointer;color:#0060df}
    dl.json-fields{margin:2px 0 2px 10px;display:grid;grid-template-columns:max-content 1fr;gap:1px 8px}
    dl.json-fields dt{color:#555}
    dl.json-fields dd{margin:0;overflow-wrap:anywhere}
    ol.json-list{margin:0;padding-left:18px}
    .json-string{color:#a31515}.json-number,.json-bool{color:#0451a5}.json-null,.json-empty{color:#888}
    .frame-badge{display:none;font-size:11px;font-weight:600;color:#fff;background:#ff3b30;border-radius:4px;padding:1px 6px;margin-left:6px}
    .step-card[data-overflow]:not([data-overflow="0"]) .frame-badge{display:inline}
    .scroll-badge{display:none;font-size:11px;font-weight:600;color:#fff;background:#ff9f0a;border-radius:4px;padding:1px 6px;margin-left:6px}
    .step-card[data-scrolls="1"] .scroll-badge{display:inline}
    .scroll.scrolls{box-shadow:inset 0 -14px 10px -10px rgba(255,159,10,.8)}
    svg.flow{background:#fff;border:1px solid #ddd;border-radius:8px;max-width:none}
    svg.flow .node rect{fill:#fff;stroke:#8e8e93;stroke-width:1.2}
    svg.flow .node-start rect{fill:#e8f0fe;stroke:#0060df}
    svg.flow .node-outcome rect{fill:#eaf7ee;stroke:#248a3d}
    svg.flow .node-tour rect{fill:#f3e8fd;stroke:#8944ab}
    svg.flow .node-recovery rect{fill:#fff4e5;stroke:#c77700}
    svg.flow .node[data-node=outcome-abandoned] rect{fill:#fdecea;stroke:#c0392b}
    svg.flow .conditional rect{stroke-dasharray:5 3}
    svg.flow .checkpoint rect{stroke:#ff9f0a;stroke-width:2.5}
    svg.flow text{font:11px system-ui,"DejaVu Sans",sans-serif;fill:#1d1d1f}
    svg.flow .node-title{font-weight:700;font-size:12px}
    svg.flow .node-note{fill:#555}
    svg.flow .checkpoint-flag{fill:#c77700;font-weight:600}
    svg.flow .edge path{fill:none;stroke:#636366;stroke-width:1.3}
    svg.flow .edge-back path{stroke:#8e8e93;stroke-dasharray:3 3}
    svg.flow .edge-bypass path{stroke:#ff9f0a;stroke-dasharray:6 3}
    svg.flow .edge-branch path{stroke:#8944ab}
    svg.flow .edge-label{fill:#3a3a3c;font-size:10.5px}
    svg.flow .arrowhead{fill:#636366}
    .frame{--accent:#007aff;--bg:#fff;--screen-bg:#f2f2f7;--fg:#000;--secondary:#6c6c70;--fill:#d1d1d6;--fill-soft:#f2f2f7;--bubble-bg:#fff;
      position:relative;width:320px;height:692px;border-radius:36px;overflow:hidden;background:var(--screen-bg);color:var(--fg);
      box-shadow:0 0 0 6px #1c1c1e,0 4px 18px 6px rgba(0,0,0,.18);font-size:13px;line-height:1.3;flex:none}
    body[data-appearance=dark] .frame{--bg:#1c1c1e;--screen-bg:#000;--fg:#fff;--secondary:#98989f;--fill:#3a3a3c;--fill-soft:#2c2c2e;--bubble-bg:#2c2c2e}
    body[data-type=large] .frame{font-size:17.5px}
    .frame *{overflow-wrap:anywhere}
    .screen,.layer{position:absolute;left:0;top:0;width:100%;height:100%}
    .status-bar{height:40px;padding:14px 26px 0;font-size:12px;font-weight:600}
    .nav-bar{height:44px;text-align:center;font-weight:600;font-size:15px;padding-top:10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .placeholder-rows{padding:8px 16px}
    .placeholder-rows .row{height:52px;border-radius:10px;background:var(--bg);margin-bottom:10px;opacity:.7}
    .tab-bar{position:absolute;left:0;right:0;bottom:0;height:64px;display:flex;background:var(--bg);border-top:1px solid var(--fill)}
    .tab{flex:1 1 0;min-width:0;text-align:center;font-size:10px;padding-top:34px;color:var(--secondary);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    .target{position:absolute;border:2px dashed var(--accent);border-radius:8px;background:rgba(0,122,255,.08);overflow:hidden}
    .target-label{position:absolute;left:4px;top:2px;right:4px;font-size:10px;font-weight:600;color:var(--accent);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    svg.dim{position:absolute;left:0;top:0}
    svg.dim .cut-outline{stroke:rgba(255,255,255,.9);stroke-width:1.5;stroke-dasharray:4 3}
    svg.dim .pulse-ring{stroke:var(--accent);stroke-width:2}
    .backdrop-dim{background:rgba(0,0,0,.4)}
    .backdrop-blur{background:rgba(127,127,127,.35);backdrop-filter:blur(3px)}
    .page{position:absolute;display:flex;flex-direction:column;background:var(--bg)}
    .page.full{left:0;top:0;right:0;bottom:0;padding:52px 20px 26px}
    .page.sheet{left:0;right:0;bottom:0;border-radius:18px 18px 0 0;padding:18px 18px 26px}
    .page.sheet.detent-large{top:52px}
    .page.sheet.detent-medium{top:46%}
    .page.card{left:18px;right:18px;top:14%;max-height:72%;border-radius:18px;padding:18px;box-shadow:0 6px 24px rgba(0,0,0,.25)}
    .grabber{position:absolute;top:6px;left:50%;margin-left:-18px;width:36px;height:5px;border-radius:3px;background:var(--fill)}
    .scroll{flex:1 1 auto;min-height:0;overflow-y:auto;overflow-x:hidden}
    .controls{flex:none;padding-top:10px}
    .buttons{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;align-items:center;margin-top:6px}
    .button{display:inline-block;padding:8px 14px;border-radius:10px;font-weight:600;max-width:100%;text-align:center}
    .button.primary{background:var(--accent);color:#fff}
    .button.secondary{background:var(--fill-soft);color:var(--accent)}
    .button.link{color:var(--accent);padding:8px 4px}
    .page .buttons .button.primary{flex:1 1 100%}
    .skip{position:absolute;top:46px;right:18px;color:var(--accent);font-weight:600;z-index:6}
    .page .skip{top:14px}
    .skip.pos-topLeading{left:18px;right:auto}
    .skip.pos-bottomLeading{left:18px;right:auto;top:auto;bottom:14px}
    .skip.pos-bottomTrailing{top:auto;bottom:14px}
    .title{font-size:1.6em;font-weight:700;margin:6px 0}
    .page.sheet .title,.page.card .title{font-size:1.35em}
    .subtitle{color:var(--secondary);margin:2px 0 6px}
    .body{margin:6px 0}
    .text{margin:6px 0}.text.callout{font-size:.95em}.text.footnote,.text.caption{font-size:.8em;color:var(--secondary)}
    .symbol{display:inline-flex;gap:4px;align-items:center;font-size:.75em;color:var(--secondary);border:1px solid var(--fill);border-radius:6px;padding:1px 5px;max-width:100%;vertical-align:middle}
    .symbol .glyph{color:var(--accent)}
    li>.symbol{flex:none;max-width:38%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;display:block;margin-top:2px}
    .skip-inline{flex:none}
    .symbol.hero{display:flex;width:fit-content;margin:6px auto;padding:10px 12px;font-size:.85em}
    .illustration{border:1px dashed var(--fill);border-radius:12px;padding:12px;text-align:center;margin:8px 0}
    .caption{display:block;font-size:.8em;color:var(--secondary);margin-top:4px}
    ul.bullets,ul.legend,ul.topics{list-style:none;padding:0;margin:8px 0}
    ul.bullets li,ul.legend li,ul.topics li{display:flex;gap:8px;margin:6px 0;align-items:flex-start}
    ul.bullets li>div,ul.legend li>div,ul.topics li>div{flex:1 1 auto;min-width:0}
    ul.cards li{background:var(--fill-soft);border-radius:10px;padding:8px}
    ol.numbered{margin:8px 0;padding-left:22px}
    .item-title{display:block;font-weight:600}
    .item-text{display:block;color:var(--secondary);font-size:.92em}
    .swatch{width:14px;height:14px;border-radius:4px;flex:none;margin-top:2px}
    .chevron{margin-left:auto;color:var(--secondary);font-size:1.3em;line-height:1}
    .component{border:1px solid var(--accent);border-radius:12px;padding:10px;margin:8px 0}
    .component-id{display:block;font-size:.75em;color:var(--accent)}
    .option{padding:4px 0;border-bottom:1px solid var(--fill)}
    .link{color:var(--accent);margin:6px 0}
    .hint{display:block;font-size:.8em;color:var(--secondary);font-style:italic;margin:4px 0}
    .dots{display:flex;gap:6px;justify-content:center;padding:4px}
    .dot{width:7px;height:7px;border-radius:50%;background:var(--fill)}
    .dot.on{background:var(--accent)}
    .progress-text{font-size:.72em;letter-spacing:.08em;text-transform:uppercase;color:var(--secondary);white-space:nowrap}
    .bubble{position:absolute;background:var(--bubble-bg);color:var(--fg);border-radius:14px;padding:12px 14px;box-shadow:0 6px 20px rgba(0,0,0,.3);z-index:5}
    .bubble .body{margin:4px 0}
    .bubble-head{display:flex;gap:6px;align-items:baseline;flex-wrap:wrap}
    .bubble-title{font-weight:700;flex:1 1 auto;min-width:0}
    .arrow{position:absolute;width:14px;height:14px;background:var(--bubble-bg);transform:rotate(45deg)}
    .arrow-top{top:-6px}.arrow-bottom{bottom:-6px}.arrow-leading{left:-6px}.arrow-trailing{right:-6px}
    .tooltip{background:#1c1c1e;color:#fff;--bubble-bg:#1c1c1e}
    body[data-appearance=dark] .tooltip{background:#e5e5ea;color:#000;--bubble-bg:#e5e5ea}
    .message-card .bubble-title{display:block;font-size:1.15em}
    .gesture{position:absolute;background:rgba(255,255,255,.92);color:#000;border-radius:14px;font-size:11px;text-align:center;line-height:28px;z-index:4;white-space:nowrap;overflow:hidden}
    .intent-controls{position:absolute;left:16px;right:16px;bottom:78px;display:flex;flex-direction:column;align-items:flex-end;gap:4px;z-index:5}
    .intent-controls .hint{color:#fff}
    .overflowing{outline:2px dashed #ff3b30 !important;outline-offset:-1px}
    #preview-check{display:none}
    body.solo{background:#fff}
    body.solo .solo-wrap{padding:10px}
    """
}
