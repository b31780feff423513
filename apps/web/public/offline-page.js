/* global document, window, caches, location, DOMParser */
// The offline page (public/offline.html, served by the service worker for a page never seen):
// lists the pages the service worker kept (its "pages" cache, apps/web/src/sw/caches.ts) so the
// person can go on browsing what they saw, and tries again when the network is back.
(function () {
  // In Somali when the person chose it (the 'lang' cookie of the header's switch, issue 17), or,
  // before any choice, when the browser's first language is Somali, as the server's pages do
  // (its Accept-Language: navigator.languages here); this page is static, so its few words are
  // here rather than in the app's catalogues.
  var chosen = /(?:^|;\s*)lang=(so|en)(?:;|$)/.exec(document.cookie);
  var first = (navigator.languages && navigator.languages[0]) || navigator.language || '';
  if (chosen ? chosen[1] === 'so' : /^so(-|$)/i.test(first)) {
    document.documentElement.lang = 'so';
    document.title = 'Internet ma jiro · Mogadishu Rentals';
    var somali = {
      'main h1': 'Internet ma jiro',
      'main p':
        'Boggan weli laguma furin telefoonkan, sidaas darteed wuxuu u baahan yahay internet.',
      '#seen h2': 'Boggaga aad horey u aragtay',
      '#retry': 'Isku day mar kale',
    };
    Object.keys(somali).forEach(function (selector) {
      var element = document.querySelector(selector);
      if (element) element.textContent = somali[selector];
    });
  }
  // Back online, the page tries again by itself, unless the person is already going somewhere
  // (a link to a page seen): a reload then would cancel their navigation and show this page again.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  function retry() {
    location.reload();
  }
  document.getElementById('retry').addEventListener('click', retry);
  window.addEventListener('online', function () {
    if (!leaving) retry();
  });
  if (!window.caches) return;
  caches
    .open('pages')
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(
          requests.slice(-20).map(function (request) {
            return cache.match(request).then(function (response) {
              return response.text().then(function (html) {
                // The page's own title, without the site's name every title ends with.
                var title = new DOMParser()
                  .parseFromString(html, 'text/html')
                  .title.replace(/\s+·\s+Mogadishu Rentals$/, '');
                return { url: request.url, title: title };
              });
            });
          }),
        );
      });
    })
    .then(function (pages) {
      var list = document.getElementById('seen-list');
      pages.reverse().forEach(function (page) {
        var url = new URL(page.url);
        if (url.href === location.href) return;
        var item = document.createElement('li');
        var link = document.createElement('a');
        link.href = url.pathname + url.search;
        link.textContent = page.title || url.pathname;
        item.appendChild(link);
        list.appendChild(item);
      });
      if (list.children.length) document.getElementById('seen').hidden = false;
    })
    .catch(function () {});
})();
