// Starts the page's modules, listed in #modules (the entry, then what it loads before hydrating),
// once the first screen has loaded and been painted, or at the visitor's first interaction if that
// comes sooner (issue 24). Until then the page works as plain links and forms, and the document,
// the fonts and the largest image have the network to themselves. A stalled image holds the code
// back for 3 s at most.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var modules = JSON.parse(document.getElementById('modules').textContent);
    // Low priority: whatever the first screen still loads (an image below a slow connection) goes
    // first; the modules are what the visitor needs next, not now.
    var tags = document.createDocumentFragment();
    modules.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.fetchPriority = 'low';
      link.href = href;
      tags.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.fetchPriority = 'low';
    script.src = modules.entry;
    tags.appendChild(script);
    document.head.appendChild(tags);
  }
  // A small page can fire load before its first contentful paint (text waits for its font a
  // moment), and what is requested before that paint competes with it. A hidden tab paints nothing.
  function afterPaint() {
    if (document.visibilityState === 'hidden' || !window.PerformanceObserver) return start();
    var painted = function (entries) {
      return entries.some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
    };
    if (painted(performance.getEntriesByType('paint'))) return start();
    new PerformanceObserver(function (list, observer) {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint' });
  }
  addEventListener('load', afterPaint, { once: true });
  addEventListener('DOMContentLoaded', function () {
    setTimeout(start, 3000);
  });
  ['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { capture: true, passive: true });
  });
})();
