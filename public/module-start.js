// Starts the page's modules, listed in #modules (the entry, then what it imports), once the first
// screen has loaded, or at the visitor's first interaction if that comes sooner (issue 24). Until
// then the page works as plain links and forms, and the document, the fonts and the largest image
// have the network to themselves. A stalled image holds the code back for 3 s at most.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = JSON.parse(document.getElementById('modules').textContent);
    modules.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = modules.entry;
    document.head.appendChild(script);
  }
  addEventListener('load', start, { once: true });
  addEventListener('DOMContentLoaded', function () {
    setTimeout(start, 3000);
  });
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
})();
