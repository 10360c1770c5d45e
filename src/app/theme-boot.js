// Runs before the first paint (a blocking script in <head>, an external file so the CSP needs no
// hash): applies the theme the user chose in the profile menu (issue 21). Without a choice the
// CSS follows prefers-color-scheme by itself. Keep the key in sync with THEME_STORAGE_KEY
// (src/domain/brand/theme.ts).
(() => {
  try {
    const theme = localStorage.getItem("dashboard.theme");
    if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
  } catch {
    // storage blocked: the system preference applies
  }
})();

// A signed-in first load (issue 19): with a stored session, what the build lists in
// <meta name="signed-in-modulepreload"> (just before this script: the HTTP client the guard's first
// request imports) is fetched beside the entry instead of after it has run. Keep the key in
// sync with STORAGE_KEYS.user (src/lib/session/storage-keys.ts). The login page has no session.
// On `/` and on the landing page's own path, <meta name="landing-modulepreload"> lists that page's
// chunks (spec 000 §2: `/` leads a signed-in user there), fetched with the frame's.
(() => {
  try {
    const list = document.querySelector('meta[name="signed-in-modulepreload"]');
    if (!list || localStorage.getItem("user") === null) return;
    const landing = document.querySelector('meta[name="landing-modulepreload"]');
    const path = location.pathname;
    const files = list.content.split(" ");
    if (landing && (path === "/" || path === landing.dataset.path)) files.push(...landing.content.split(" "));
    for (const href of files) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.appendChild(link);
    }
  } catch {
    // storage blocked: nothing is stored, nothing to start early
  }
})();
