// Runs before the first paint (a blocking script in <head>, inline in a build and allowed by its
// hash, scripts/lib/boot-script.ts): applies the theme the user chose in the profile menu (issue 21). Without a choice the
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
// <meta name="signed-in-modulepreload"> (the HTTP client the guard's first request imports, the
// frame) is fetched beside the entry instead of after it has run. Keep the key in sync with
// STORAGE_KEYS.user (src/lib/session/storage-keys.ts). On `/` and on the landing page's own path,
// <meta name="landing-modulepreload"> lists that page's chunks (spec 000 §2: `/` leads a signed-in
// user there), fetched with the frame's; on any other page's path (not the login page's either),
// <meta name="routes-modulepreload"> lists the whole route tree's, which that page's first load
// needs (src/app/full-route-tree.ts); <meta name="signed-in-image-preload"> lists the frame's icon
// sprite, which its <use> elements would ask for only once the frame has rendered;
// <meta name="http-client-modulepreload"> the HTTP client, only when no answers are kept from the
// last visit (the guard's first reads then need it before the first paint; with kept answers the
// first request leaves after it), or when the page opened sends a request for its first paint.
// Keep that key in sync with STORAGE_KEYS.lastAnswers. On those other pages' paths (a deep link
// or a reload), <meta name="page-modulepreload"> names a module whose default export lists what
// each page's first paint needs beside the whole tree, imported then only (inline, the lists made
// every index.html 3 kB brotli longer): `;` between pages, each its path pattern (`$id` for any one
// segment; a `!` after it when its first paint sends a request, so the HTTP client too) then its
// files. Without a session, on the paths listed in
// <meta name="login-modulepreload" data-paths> (`/` leads there), the login page's chunks.
// The build inlines this file (scripts/lib/boot-script.ts: comment lines dropped, the CSP allows
// it by its hash), so it runs as the head is parsed, after the entry's tag.
(() => {
  try {
    const meta = (name) => document.querySelector(`meta[name="${name}"]`);
    const path = location.pathname;
    const preload = (hrefs, as) => {
      for (const href of hrefs) {
        const link = document.createElement("link");
        if (as) {
          link.rel = "preload";
          link.setAttribute("as", as);
        } else {
          link.rel = "modulepreload";
          link.crossOrigin = "";
        }
        link.href = href;
        document.head.appendChild(link);
      }
    };
    const files = [];
    const images = [];
    if (localStorage.getItem("user") !== null) {
      const list = meta("signed-in-modulepreload");
      const sprite = meta("signed-in-image-preload");
      if (sprite) images.push(...sprite.content.split(" "));
      const landing = meta("landing-modulepreload");
      const routes = meta("routes-modulepreload");
      const onLanding = path === "/" || path === landing?.dataset.path;
      const onLogin = meta("login-modulepreload")?.dataset.paths?.split(" ").includes(path);
      const segments = (p) => p.split("/").filter((s) => s !== "");
      const at = segments(path);
      const matches = (pattern) => {
        const want = segments(pattern);
        return want.length === at.length && want.every((s, i) => s[0] === "$" || s === at[i]);
      };
      const deep = list && routes && !onLanding && !onLogin;
      if (list) files.push(...list.content.split(" "));
      const client = meta("http-client-modulepreload");
      const kept = localStorage.getItem("last_answers") !== null;
      if (client && !kept) files.push(...client.content.split(" "));
      if (list && landing && onLanding) files.push(...landing.content.split(" "));
      if (deep) files.push(...routes.content.split(" "));
      const pages = meta("page-modulepreload");
      if (deep && pages)
        import(pages.content).then(
          (table) => {
            const page = table.default
              .split(";")
              .map((entry) => entry.split(" "))
              .find(([pattern]) => matches(pattern.replace(/!$/, "")));
            if (!page) return;
            const more = page.slice(1);
            if (client && kept && page[0].endsWith("!")) more.push(...client.content.split(" "));
            preload(more);
          },
          () => undefined,
        );
    } else {
      const login = meta("login-modulepreload");
      if (login?.dataset.paths?.split(" ").includes(path)) files.push(...login.content.split(" "));
    }
    preload(files);
    preload(images, "image");
  } catch {
    // storage blocked: nothing is stored, nothing to start early
  }
})();
