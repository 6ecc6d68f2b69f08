/// The review pages' only style sheet and script, written inline into every page (no external files).
enum ReviewAssets {
    /// Colours are fixed RGB values: the Chromium test looks for them in a screenshot. `outline` on the page
    /// view (outside the picture) lets it find where the page is drawn.
    static let css = """
        body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1f2328;background:#f6f7f9}
        header{padding:8px 16px;background:#fff;border-bottom:1px solid #d0d7de}
        header h1{font-size:18px;margin:0}
        .meta{color:#57606a;margin:2px 0;font-size:12px;overflow-wrap:anywhere}
        .error{color:#b42318}.note{color:#9a6700}
        aside{position:fixed;top:0;right:0;bottom:0;width:300px;overflow:auto;padding:8px 12px;background:#fff;
          border-left:1px solid #d0d7de;box-sizing:border-box;font-size:13px}
        aside h2{font-size:14px;margin:12px 0 4px}
        aside label{display:block;margin:2px 0;cursor:pointer}
        header,main{margin-right:300px}
        header.wide{margin-right:0}
        main{padding:8px 16px}
        #info{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f8fa;padding:6px;min-height:4em;
          font:12px/1.35 ui-monospace,monospace}
        .views{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure{margin:0}figcaption{font-size:12px;color:#57606a}
        figure.read{flex:1 1 auto;min-width:0}
        figure.photo{flex:0 1 420px}
        svg{display:block;height:auto;background:#fff}
        .page-view{outline:2px solid rgb(48,80,255);outline-offset:2px}
        .photo-view{width:100%}
        .blank{fill:#fff}
        rect,polygon{fill:none;vector-effect:non-scaling-stroke;pointer-events:all;cursor:pointer}
        .word{stroke-width:2px}
        .word.high{stroke:rgb(0,170,0)}.word.mid{stroke:rgb(255,140,0)}.word.low{stroke:rgb(230,0,0)}
        .line{stroke:rgb(0,160,230);stroke-width:1px;stroke-dasharray:4 3}
        [class^="block-"]{stroke-width:3px;stroke-opacity:.55}
        .block-title{stroke:rgb(124,58,237)}.block-heading{stroke:rgb(147,51,234)}
        .block-paragraph{stroke:rgb(37,99,235)}.block-list{stroke:rgb(8,145,178)}
        .block-list_item{stroke:rgb(13,148,136)}.block-table{stroke:rgb(219,39,119)}
        .block-header,.block-footer{stroke:rgb(120,120,120)}
        .block-field{stroke:rgb(202,138,4)}
        .block-address,.block-salutation,.block-closing,.block-signature,.block-caption,.block-date{stroke:rgb(22,163,74)}
        .cell{stroke:rgb(192,38,211);stroke-width:1px}.cell.header{fill:rgba(192,38,211,.08)}
        .entity{fill:rgba(236,72,153,.18);stroke:rgb(190,24,93);stroke-width:1px}
        .barcode{fill:rgba(15,118,110,.15);stroke:rgb(15,118,110);stroke-width:2px}
        .receipt-field{stroke:rgb(234,88,12);stroke-width:2px;fill:rgba(234,88,12,.08)}
        .receipt-item{stroke:rgb(202,138,4);stroke-width:1px;stroke-dasharray:6 3}
        .outline{stroke:rgb(255,0,170);stroke-width:3px;fill:rgba(255,0,170,.08)}
        .label{fill:rgb(154,52,18);paint-order:stroke;stroke:#fff;stroke-width:3px;font-family:system-ui,sans-serif;
          pointer-events:none}
        .selected{stroke:rgb(0,0,0)!important;stroke-width:3px!important}
        .hide-blocks .l-blocks,.hide-cells .l-cells,.hide-lines .l-lines,.hide-words .l-words,
        .hide-entities .l-entities,.hide-barcodes .l-barcodes,.hide-receipt .l-receipt{display:none}
        .swatch{display:inline-block;width:10px;height:10px;border:2px solid;margin-right:4px;vertical-align:-1px}
        .s-blocks{border-color:rgb(37,99,235)}.s-cells{border-color:rgb(192,38,211)}.s-lines{border-color:rgb(0,160,230)}
        .s-words{border-color:rgb(0,170,0)}.s-entities{border-color:rgb(190,24,93)}
        .s-barcodes{border-color:rgb(15,118,110)}.s-receipt{border-color:rgb(234,88,12)}
        .k{padding:0 4px;border:2px solid}.k.high{border-color:rgb(0,170,0)}.k.mid{border-color:rgb(255,140,0)}
        .k.low{border-color:rgb(230,0,0)}
        table{border-collapse:collapse;font-size:12px;width:100%}
        th,td{text-align:left;padding:2px 4px;border-bottom:1px solid #eaeef2;vertical-align:top;overflow-wrap:anywhere}
        pre.text{white-space:pre-wrap;background:#fff;padding:8px;border:1px solid #d0d7de}
        section.page{margin-bottom:32px}
        .index{margin:16px;background:#fff}.index td,.index th{padding:4px 8px}
        """

    /// Layer switches, and the info panel filled with `textContent` (never parsed as HTML).
    static let script = """
        (function () {
          var info = document.getElementById('info');
          // '#layers=words,blocks' in the address shows just those layers (a link to a view; tests use it).
          var wanted = /(?:^#|&)layers=([^&]*)/.exec(location.hash);
          document.querySelectorAll('input[data-layer]').forEach(function (box) {
            if (wanted) { box.checked = decodeURIComponent(wanted[1]).split(',').indexOf(box.dataset.layer) >= 0; }
            var apply = function () { document.body.classList.toggle('hide-' + box.dataset.layer, !box.checked); };
            box.addEventListener('change', apply);
            apply();
          });
          var pinned = null;
          var show = function (el) { if (info) { info.textContent = el.getAttribute('data-info'); } };
          document.addEventListener('mouseover', function (e) {
            var el = e.target.closest ? e.target.closest('[data-info]') : null;
            if (el && !pinned) { show(el); }
          });
          document.addEventListener('click', function (e) {
            var el = e.target.closest ? e.target.closest('[data-info]') : null;
            if (pinned) { pinned.classList.remove('selected'); }
            pinned = el;
            if (el) { el.classList.add('selected'); show(el); }
          });
        })();
        """
}
