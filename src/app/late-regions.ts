// Puts a streamed page's late regions in place (decision 007, issue 24). On an HTML-cache miss the
// server sends the page with a placeholder in each region whose data is slow, then each region's
// finished HTML, hidden after the page, as <div hidden data-late-for="ID">: this script (a file,
// as the Content-Security-Policy allows no inline script but the head's) replaces the element ID
// with it as soon as the parser has finished it, so the document becomes the one a cache hit
// sends, before the page's modules hydrate it (they start after the load event, which this async
// script delays until it has run). Built as its own entry with a hashed name (build.mjs), loaded
// as a classic script: it imports and exports nothing, and its names stay inside the function.
(() => {
  document.currentScript?.remove();
  const reveal = () => {
    const parsing = document.readyState === 'loading';
    document.querySelectorAll('div[data-late-for]').forEach((source) => {
      // While the document is parsed, a source is whole once the parser has gone past its end.
      if (parsing && !source.nextSibling) return;
      const region = source.firstElementChild;
      const placeholder = document.getElementById(source.getAttribute('data-late-for') ?? '');
      if (region && placeholder && placeholder !== region) placeholder.replaceWith(region);
      source.remove();
    });
  };
  reveal();
  if (document.readyState === 'loading') {
    const observer = new MutationObserver(reveal);
    observer.observe(document.body, { childList: true });
    document.addEventListener('DOMContentLoaded', () => {
      observer.disconnect();
      reveal();
    });
  }
})();
