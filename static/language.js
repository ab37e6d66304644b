// The reader's language, settled before the page shows a word (a classic
// script in the head, so the page waits for it): lang= in the address, else
// the language chosen with the switch on this device, else the page's own
// where it is not English (a reader who followed a link to a page in
// Japanese stays there), else the first of the browser's languages the site
// speaks, else English. A page in another language is replaced at once by
// its copy in the chosen one: <page>.html is English, <page>.<lang>.html the
// others (app.words.page_file_in). The switch in the header chooses, remembers
// the choice where storage allows it, and opens this page in that language.
// STORAGE_PREFIX comes from Python: the build declares it before this script
// (sitebuild.pages.SHARED_VALUES).
(() => {
  const KEY = `${STORAGE_PREFIX}language`;
  const root = document.documentElement;
  const spoken = (root.dataset.languages || root.lang).split(" ");
  const here = root.lang;
  const primary = (tag) => tag.toLowerCase().split("-")[0];
  const match = (tag) => {
    if (!tag) return undefined;
    return spoken.find((code) => code.toLowerCase() === tag.toLowerCase())
      ?? spoken.find((code) => primary(code) === primary(tag));
  };
  const remembered = () => {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  };
  const pageIn = (code, search) => {
    const file = code === "en" ? `${root.dataset.page}.html` : `${root.dataset.page}.${code}.html`;
    return new URL(file + search + location.hash, location.href).href;
  };
  const asked = new URLSearchParams(location.search).get("lang");
  const chosen = match(asked) ?? match(remembered()) ?? (here !== "en" ? here : undefined)
    ?? (navigator.languages || [navigator.language]).map(match).find(Boolean) ?? "en";
  if (chosen !== here && root.dataset.page) {
    location.replace(pageIn(chosen, location.search));
    return;
  }
  document.addEventListener("DOMContentLoaded", () => {
    for (const select of document.querySelectorAll(".language-switch select")) select.addEventListener("change", () => {
      const query = new URLSearchParams(location.search);
      query.delete("lang");
      try {
        localStorage.setItem(KEY, select.value);
      } catch {
        query.set("lang", select.value);
      }
      const search = query.toString();
      location.assign(pageIn(select.value, search ? `?${search}` : ""));
    });
  });
})();
