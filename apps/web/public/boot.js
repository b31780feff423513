/* global document, window, requestAnimationFrame, MutationObserver */
// The app's code for a page the server rendered (apps/server/src/http/web-app.ts). The page reads
// and navigates without it, so the code is downloaded once the page has painted (the listing's
// text and picture get the slow network first) and runs when the visitor first shows intent:
// a touch, a scroll, the pointer, a key or focus. A phone that only shows the page never runs
// the code; one the visitor uses has it downloaded and compiled, and runs it at once. A signed-in
// person's page (data-eager) runs it straight away: their inbox and badges are live.
// A tap on a control before the code has hydrated the page is held and replayed after it, and a
// choice made in a field meanwhile is made again.
// Until the code runs, the visit is still counted: the page view at once and the listing's view
// after its delay, as the app would send them (data-track, written by the server); the app then
// skips what was sent (apps/web/src/features/tracking/early-tracking.ts).
(function () {
  var tag = document.querySelector('script[data-entry]');
  if (!tag) return;
  var root = document.documentElement;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var INTENT = [
    'click',
    'pointerdown',
    'pointerup',
    'pointercancel',
    'pointermove',
    'touchstart',
    'touchend',
    'touchcancel',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ];
  var CONTROL =
    'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';
  var started = false;
  var scheduled = false;
  var pressing = false;
  var held = [];
  var viewTimer = 0;

  function link(rel, href, onload) {
    var element = document.createElement('link');
    element.rel = rel;
    element.crossOrigin = '';
    element.href = href;
    if (onload) element.onload = onload;
    document.head.appendChild(element);
    return element;
  }

  // The code's first run is one long task (a few hundred ms on a slow phone): it starts only after
  // the next frame has painted, so whatever the visitor did shows first (a held tap's mark).
  function runSoon() {
    if (started || scheduled) return;
    scheduled = true;
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }

  // A finger on the screen waits for its tap's click (a task of its own after touchend): run any
  // earlier, the code's long task would come first and the tap would get no answer until it was
  // over. A gesture that ends in no click (a long press) runs it a little later.
  function onIntent(event) {
    var type = event.type;
    if (type === 'pointerdown' || type === 'touchstart') {
      pressing = true;
      return;
    }
    if (/^(pointerup|pointercancel|touchend|touchcancel)$/.test(type)) {
      pressing = false;
      setTimeout(runSoon, 500);
      return;
    }
    if (pressing && type !== 'scroll' && type !== 'wheel') return;
    runSoon();
  }

  function run() {
    if (started) return;
    started = true;
    clearTimeout(viewTimer); // the app counts the listing's view from here on
    INTENT.forEach(function (type) {
      window.removeEventListener(type, onIntent, true);
    });
    modules.forEach(function (href) {
      link('modulepreload', href);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    // The code did not arrive (the network dropped it): nothing will replay held taps, so stop
    // holding them and let the page behave as one without code (labels, links, native fields).
    script.onerror = function () {
      document.removeEventListener('click', hold, true);
      held.splice(0).forEach(release);
      // A filter choice already made is sent as the form it is (a GET the server renders).
      var form = changed.map(function (field) {
        return field.form;
      })[0];
      if (form && /^get$/i.test(form.method)) form.submit();
    };
    document.head.appendChild(script);
  }

  // Before hydration a button does nothing (or, in a card's link, navigates away): hold the tap,
  // and show it was heard at once (pressed and busy, styled by [data-held] in index.css).
  function hold(event) {
    var control = event.target && event.target.closest && event.target.closest(CONTROL);
    if (!control || root.hasAttribute('data-ready')) return;
    event.preventDefault();
    event.stopPropagation();
    if (control.tagName !== 'LABEL') {
      control.setAttribute('data-held', '');
      control.setAttribute('aria-busy', 'true');
    }
    held.push(control);
    runSoon();
  }
  function release(control) {
    control.removeAttribute('data-held');
    control.removeAttribute('aria-busy');
  }
  document.addEventListener('click', hold, true);

  // A choice made in a field before hydration (a district in the filter) is in the field but not
  // in the app's state: note it, and once hydrated make it again so the app hears it.
  var changed = [];
  function noteChange(event) {
    var field = event.target;
    if (
      root.hasAttribute('data-ready') ||
      !field ||
      !/^(SELECT|INPUT|TEXTAREA)$/.test(field.tagName)
    )
      return;
    if (/^(checkbox|radio|file)$/.test(field.type)) return; // a click: held above
    changed.push(field);
    runSoon();
  }
  document.addEventListener('change', noteChange, true);
  document.addEventListener('input', noteChange, true);
  // As a person's choice: React compares with the value it last saw, so that value is set first
  // (through the element, which React watches), then the chosen one (past React), then the events.
  function choose(field) {
    var chosen = field.value;
    var initial = field.defaultValue;
    if (field.tagName === 'SELECT') {
      var option = [].find.call(field.options, function (o) {
        return o.defaultSelected;
      });
      initial = (option || field.options[0] || {}).value;
    }
    if (chosen === initial) return;
    field.value = initial;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, chosen);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }

  new MutationObserver(function (_records, observer) {
    if (!root.hasAttribute('data-ready')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('change', noteChange, true);
    document.removeEventListener('input', noteChange, true);
    changed
      .filter(function (field, i) {
        return field.isConnected && changed.indexOf(field) === i;
      })
      .forEach(choose);
    held.splice(0).forEach(function (control) {
      release(control);
      if (control.isConnected) control.click();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });

  if (tag.hasAttribute('data-eager')) {
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
    return;
  }
  INTENT.forEach(function (type) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  });

  // Tracking calls fail silently, as the app's do; `keepalive` lets one finish as the page closes.
  var track = JSON.parse(tag.getAttribute('data-track') || '{}');
  var keyMeta = document.querySelector('meta[name="api-key"]');
  function send(call) {
    var headers = { 'Content-Type': 'application/json' };
    if (keyMeta) headers['x-api-key'] = keyMeta.getAttribute('content');
    fetch(call.path, {
      method: 'POST',
      headers: headers,
      body: JSON.stringify(call.body),
      credentials: 'include',
      keepalive: true,
    }).catch(function () {});
  }
  if (track.pageView) {
    send(track.pageView);
    root.setAttribute('data-tracked-page-view', track.pageView.body.url);
  }
  if (track.view) {
    viewTimer = setTimeout(function () {
      if (started) return;
      send(track.view);
      root.setAttribute('data-tracked-view', track.view.body.propertyId);
    }, track.view.after);
  }

  // One file a task when the page is idle, and only once it has painted: starting a request costs
  // the main thread a few milliseconds (twenty in one go are a long task on a slow phone), and the
  // first screen's pictures should not share the slow network with code nobody has asked for yet.
  // Each file is first only downloaded (prefetch: into the HTTP cache, no work on the main
  // thread), then, in an idle moment after it has arrived, preloaded as a module from the cache:
  // the browser parses and compiles it then (not run), so the code's first run at the visitor's
  // first touch is evaluation only (at 4x CPU the first tap's "live" went from 0.8-1.2 s to
  // 0.5-0.7 s with it). A module preloaded as its bytes came in was compiled whenever they
  // arrived, in the very seconds a visitor taps a link first (issue 32 item 13, PERFORMANCE.md).
  var queue = [entry].concat(modules);
  function later(callback) {
    if (window.requestIdleCallback) window.requestIdleCallback(callback);
    else setTimeout(callback, 50);
  }
  function compileWhenIdle(href) {
    return function () {
      later(function () {
        if (!started) link('modulepreload', href);
      });
    };
  }
  function prefetchNext() {
    if (started || !queue.length) return;
    var href = queue.shift();
    var compile = compileWhenIdle(href);
    // A browser without prefetch never fires load: preload the module as before.
    if (link('prefetch', href, compile).relList.supports('prefetch') === false) compile();
    later(prefetchNext);
  }
  function afterFirstPaint(callback) {
    var done = false;
    function once() {
      if (done) return;
      done = true;
      later(callback);
    }
    try {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        once();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the frame after the first one.
      requestAnimationFrame(once);
    }
    // A page painted behind another tab reports no paint until shown; fetch the code anyway.
    window.addEventListener('load', function () {
      setTimeout(once, 3000);
    });
  }
  afterFirstPaint(prefetchNext);
})();
