// Runs before first paint (render-blocking on purpose, a few hundred bytes) so the page never flashes the wrong
// theme. Mirrors resolveTheme() of @reelist/state; keys and values as @reelist/storage writes them.
(function () {
  try {
    var raw = localStorage.getItem('reelist_theme');
    var theme = raw ? raw.replace(/"/g, '') : 'light';
    var auto = localStorage.getItem('reelist_auto_theme') === 'true';
    var systemDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    var dark = auto || theme === 'system' ? systemDark : theme === 'dark';
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    // A browser holding anything of Reelist's renders its own page, not the server's first visit (src/bootstrap.tsx):
    // the server's page stays hidden under the header until then (src/layout/app-bar.css).
    for (var i = 0; i < localStorage.length; i++) {
      if (/^reelist_/.test(localStorage.key(i) || '')) {
        document.documentElement.setAttribute('data-returning', '');
        break;
      }
    }
  } catch {
    /* storage unavailable: light theme */
  }
})();

// A button of the page (not the header) pressed on the server's page before the app has taken it over (on a phone, a
// second or more after the page shows) is kept, and pressed again by the app once it has (src/services/early-clicks.ts):
// an early "Add to Watchlist" is not lost. Links and the search forms work without the app: only plain buttons are kept.
(function () {
  var kept = [];
  window.reelistEarlyClicks = kept;
  document.addEventListener(
    'click',
    function keep(event) {
      if (window.reelistEarlyClicks !== kept) return document.removeEventListener('click', keep, true);
      var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button || !button.closest('#root[data-server-rendered] main')) return;
      if (kept.indexOf(button) < 0) kept.push(button);
    },
    true,
  );
})();
