/// The pages' two inline scripts. The page is complete without them (frames are static HTML);
/// they add the appearance switch, the overflow check and the single-frame view the PNG renderer
/// and the browser tests use.
enum PreviewScript {
    /// In `<head>`, first: records every uncaught error and `console.error` into the page, so a
    /// headless browser's dump of the DOM shows them (`data-check-errors`).
    static let errors = """
    window.__previewErrors=[];
    window.addEventListener('error',function(e){window.__previewErrors.push(String(e.message||e));});
    window.addEventListener('unhandledrejection',function(e){window.__previewErrors.push('unhandled rejection: '+String(e.reason));});
    (function(){var original=console.error;console.error=function(){window.__previewErrors.push(Array.prototype.join.call(arguments,' '));return original.apply(console,arguments);};})();
    """

    /// At the end of `<body>`. The location's fragment selects what to show:
    /// `appearance=dark`, `type=large`, `step=N` (only step N's frame, for a screenshot),
    /// `flow` (only the flow graph). Then every frame is checked: an element outside its frame
    /// (or, inside a scrolling area, wider than it) is outlined in red and counted; the counts go
    /// into `<body data-check-…>` and the details into `#preview-check`.
    static let main = """
    (function(){
    var params={};
    location.hash.replace(/^#/,'').split('&').forEach(function(p){if(!p)return;var kv=p.split('=');params[kv[0]]=kv.length>1?decodeURIComponent(kv[1]):'1';});
    var body=document.body;
    function setMode(appearance,type){body.dataset.appearance=appearance;body.dataset.type=type;check();}
    function describe(e){var c=(e.className&&e.className.baseVal===undefined)?String(e.className):'';return e.tagName.toLowerCase()+(c?'.'+c.split(' ').join('.'):'')+' “'+(e.textContent||'').trim().slice(0,40)+'”';}
    function check(){
      var frames=document.querySelectorAll('.frame');var total=0;var report=[];
      frames.forEach(function(f){
        f.querySelectorAll('.overflowing').forEach(function(e){e.classList.remove('overflowing');});
        var fr=f.getBoundingClientRect();var n=0;
        f.querySelectorAll('*').forEach(function(e){
          if(e.ownerSVGElement)return;
          var r=e.getBoundingClientRect();if(r.width===0&&r.height===0)return;
          var clip=e.parentElement?e.parentElement.closest('.scroll'):null;
          if(clip&&!f.contains(clip))clip=null;
          var box=clip?clip.getBoundingClientRect():fr;
          var out=r.left<box.left-0.5||r.right>box.right+0.5||(!clip&&(r.top<box.top-0.5||r.bottom>box.bottom+0.5));
          if(out){e.classList.add('overflowing');n++;report.push((f.dataset.step||'?')+': '+describe(e));}
        });
        f.querySelectorAll('.scroll').forEach(function(s){
          if(s.scrollWidth>s.clientWidth+1){s.classList.add('overflowing');n++;report.push((f.dataset.step||'?')+': wider than its frame');}
          s.classList.toggle('scrolls',s.scrollHeight>s.clientHeight+1);
        });
        f.dataset.overflow=String(n);
        var card=f.closest('.step-card');if(card){card.dataset.overflow=String(n);card.dataset.scrolls=f.querySelector('.scroll.scrolls')?'1':'0';}
        total+=n;
      });
      body.dataset.checkFrames=String(frames.length);
      body.dataset.checkOverflows=String(total);
      body.dataset.checkErrors=String(window.__previewErrors.length);
      var out=document.getElementById('preview-check');
      if(out)out.textContent=report.concat(window.__previewErrors.map(function(m){return 'error: '+m;})).join('\\n');
    }
    document.querySelectorAll('.appearance button').forEach(function(b){
      b.addEventListener('click',function(){setMode(b.dataset.appearance||body.dataset.appearance,b.dataset.type||body.dataset.type);});
    });
    function solo(node){var wrap=document.createElement('div');wrap.className='solo-wrap';wrap.appendChild(node);var out=document.getElementById('preview-check');body.replaceChildren(wrap);if(out)body.appendChild(out);body.classList.add('solo');}
    if(params.step!==undefined){var f=document.querySelector('.frame[data-index="'+params.step+'"]');if(f)solo(f);}
    else if(params.flow){var g=document.querySelector('svg.flow');if(g)solo(g);}
    setMode(params.appearance==='dark'?'dark':'light',params.type==='large'?'large':'default');
    })();
    """
}
