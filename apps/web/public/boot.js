/* global document, requestAnimationFrame */
// The app's code for a page the server rendered (apps/server/src/http/web-app.ts): requested once
// the page has painted, so on a slow network the listing's text and picture come first and the
// code after, instead of sharing the bandwidth with it.
(function () {
  var tag = document.querySelector('script[data-entry]');
  if (!tag) return;
  function load() {
    (tag.getAttribute('data-preload') || '')
      .split(' ')
      .filter(Boolean)
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
