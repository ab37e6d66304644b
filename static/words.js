// The words of the page's scripts in the page's language: each script's
// _("...") is looked up in the table the build puts in the page
// (#page-words: every message of static/*.js, translated; see
// sitebuild.languages), with {name} fields filled from `values`. English
// where the table lacks a message.
const table = JSON.parse(document.getElementById("page-words")?.textContent || "{}");

export function _(message, values = {}) {
  return (table[message] || message).replace(/\{(\w+)\}/g, (field, name) => (name in values ? String(values[name]) : field));
}

// The file of page `stem` (index, embed, rules/dualities) in the page's language.
export function pageFile(stem) {
  const language = document.documentElement.lang;
  return language === "en" ? `${stem}.html` : `${stem}.${language}.html`;
}
