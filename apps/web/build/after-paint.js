// The app's scripts for a page rendered ahead (decision 178; build/prerender.ts writes this file into the build
// under a hashed name): asked for once the browser has painted the page, so that on a phone the page's HTML and
// stylesheets have the connection to themselves and the screen shows first. A classic deferred script, because
// the portal's Content-Security-Policy allows no inline script.
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.getAttribute('data-entry');
  const preloads = (me.getAttribute('data-modulepreload') ?? '').split(' ').filter(Boolean);
  const load = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // after the next frame has been painted (a tab opened in the background loads when it is first shown)
  requestAnimationFrame(() => setTimeout(load, 0));
})();
