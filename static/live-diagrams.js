// A rules page's live boards rest as drawings of their position, with a
// "Play from here" button: a frame of embed.html, and the Python it boots,
// comes only once the reader asks for it (sitebuild/rules.py draws them).
import { _ } from "./words.js";

for (const diagram of document.querySelectorAll(".live-diagram[data-embed]")) {
  const play = () => {
    const frame = document.createElement("iframe");
    frame.src = diagram.dataset.embed;
    frame.title = diagram.querySelector("svg")?.getAttribute("aria-label") ?? _("A game to play");
    frame.height = diagram.dataset.height;
    diagram.replaceChildren(frame);
    frame.focus();
  };
  diagram.querySelector("button").addEventListener("click", play);
  diagram.querySelector("svg")?.addEventListener("click", play);
}
