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
