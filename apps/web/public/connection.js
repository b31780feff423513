/* global document, window */
// "You are offline" (issue 18), on every page, with or without the app's code (a page the server
// rendered runs that code only at the first touch, public/boot.js): a page reopened offline from
// the service worker's copy says so at once. Outside #root, so React never meets it.
// It also registers the service worker (built with the app, apps/web/src/sw/sw.ts) once the page
// has loaded and gone quiet, so the worker's downloads never compete with the page's own; only
// where the build linked the app's manifest, that is in production.
(function () {
  var notice = null;
  function show() {
    if (notice) return;
    notice = document.createElement('div');
    notice.className = 'offline-notice';
    notice.setAttribute('role', 'status');
    // in the page's language (the server writes it in <html lang>)
    notice.textContent =
      document.documentElement.lang === 'so'
        ? 'Internet ma jiro. Boggaga aad horey u aragtay weli way furmayaan.'
        : 'You are offline. Pages you have already seen still open.';
    document.body.appendChild(notice);
  }
  function hide() {
    if (notice) notice.remove();
    notice = null;
  }
  window.addEventListener('offline', show);
  window.addEventListener('online', hide);
  if (navigator.onLine === false) {
    if (document.body) show();
    else document.addEventListener('DOMContentLoaded', show);
  }

  if (!('serviceWorker' in navigator) || !document.querySelector('link[rel="manifest"]')) return;
  window.addEventListener('load', function () {
    setTimeout(function () {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function () {});
    }, 1000);
  });
})();
