// Chooses between the menu and a game page, then starts PyScript for a game.
// Every rule and all game logic live in Python; this only wires the page up.
// STORAGE_PREFIX, TAPPABLE and ON_PATH come from Python: the build
// declares them above (sitebuild.pages.SHARED_VALUES).
import { showLoading } from "./loading.js";
import { _, pageFile } from "./words.js";

const root = document.documentElement;
const params = new URLSearchParams(location.search);
const gameId = params.get("game");
const playable = (root.dataset.games || "").split(" ").filter(Boolean);
// embed.html: the game alone, for an iframe; Python reads the same flag.
const embedded = "embed" in root.dataset;
// An embed rests until its reader asks to play (app/embed.py: start=now starts at once).
const startAtOnce = !embedded || params.get("start") === "now";
// Settings that leave a game's opening board as the build drew it (who
// plays, how well, when it starts); any other may draw another board.
const SAME_OPENING = ["game", "start", "opponent", "level"];
const ownOpening = embedded && [...params.keys()].some((name) => !SAME_OPENING.includes(name));

function showMenuMessage(text) {
  const message = document.getElementById("menu-message");
  message.textContent = text;
  message.hidden = false;
}

// A game saved on this page: the site's own, or an embed's whose address
// names the game alone (app/embed.py: the slot of each other setting differs).
function hasSavedGame(id) {
  const key = embedded ? `${STORAGE_PREFIX}${id}:${PLAIN_EMBED_SLOT}` : `${STORAGE_PREFIX}${id}`;
  try {
    return localStorage.getItem(key) !== null;
  } catch {
    return false;  // storage refused: Python says so once it runs
  }
}

// The opening board, drawn by the build, shows at once, waiting (inert,
// aria-busy, dimmed by site.css) until Python draws the game over it. An
// embed whose settings may open elsewhere waits for Python to draw.
// A first visit to a game's own page or to an embed once tapped (no saved
// game, nothing else asked of the address) also shows the panel the build
// drew, so the whole first screen is there at the first paint
// (sitebuild.pages.start_screen), inert until Python draws the same over it.
// A lesson or a puzzle shows its own first screen once it arrives: the
// promise returned settles then (null for any other page).
function showStartBoard(id) {
  const board = document.getElementById("board");
  const drawn = document.querySelector(`template[data-board="${id}"]`);
  board.inert = true;
  board.setAttribute("aria-busy", "true");
  if (!drawn) return;
  const exercise = embedded ? null : exerciseScreen(id);
  if (!exercise && !ownOpening) board.replaceChildren(drawn.content.cloneNode(true));
  const panel = document.getElementById("panel");
  const panelDrawn = document.querySelector(`template[data-panel="${id}"]`);
  const plainNames = embedded ? ["game", "lang", "start"] : ["game", "lang"];
  const plainAddress = [...params.keys()].every((name) => plainNames.includes(name));
  if (panel && panelDrawn && plainAddress && !hasSavedGame(id)) {
    panel.inert = true;
    panel.replaceChildren(panelDrawn.content.cloneNode(true));
  }
  document.getElementById("status").textContent = hasSavedGame(id) && !exercise
    ? _("Loading your saved game…")
    : _("Getting {game} ready…", { game: drawn.dataset.title });
  return exercise ? showExerciseScreen(exercise) : null;
}

// The file of the first screen of the puzzle or else the lesson step (the
// first by default) the address opens (as app.rooms.opening), drawn by the
// build (sitebuild.pages.ahead_stem), or null.
function exerciseScreen(id) {
  const lesson = params.get("lesson");
  const puzzle = params.get("puzzle");
  if (puzzle !== null) return pageFile(`ahead/${id}/puzzle-${encodeURIComponent(puzzle)}`);
  if (lesson === null) return null;
  const step = params.get("step") ?? "1";
  return pageFile(`ahead/${id}/lesson-${encodeURIComponent(lesson)}-step-${encodeURIComponent(step)}`);
}

// A lesson's or a puzzle's first screen, shown as soon as it arrives unless
// Python has drawn first. A lesson or puzzle the build did not draw (a
// wrong address), or no network: Python draws it, or says what is wrong.
async function showExerciseScreen(address) {
  try {
    const response = await fetch(address);
    if (!response.ok) return;
    const drawn = new DOMParser().parseFromString(await response.text(), "text/html");
    const board = drawn.querySelector("template[data-board]");
    const panel = drawn.querySelector("template[data-panel]");
    if (!board || !panel || root.hasAttribute("data-ready")) return;
    document.getElementById("board").replaceChildren(document.importNode(board.content, true));
    const shown = document.getElementById("panel");
    shown.inert = true;
    shown.replaceChildren(document.importNode(panel.content, true));
  } catch {
    // Python draws the exercise once it runs.
  }
}

// The game's name and its Rules link, at once: before Python is ready the
// link goes to the rules page; then app/main.py opens the rules over the game.
function showNav(id) {
  const nav = document.getElementById("game-nav");
  const title = document.querySelector(`template[data-board="${id}"]`)?.dataset.title;
  if (!nav || !title) return;
  const heading = document.createElement("h1");
  heading.textContent = title;
  const rules = document.createElement("a");
  rules.href = pageFile(`rules/${id}`);
  rules.textContent = _("Rules");
  nav.replaceChildren(heading, rules);
  const learn = document.querySelector(`.game-card[data-game="${id}"] a.learn-link`);
  if (learn && !params.has("lesson")) {
    const link = document.createElement("a");
    link.href = learn.getAttribute("href");
    link.textContent = _("Learn");
    nav.append(link);
  }
  nav.hidden = false;
  document.title = _("{game} · Odds & Evens", { game: title });
}

// An embed at rest: its drawn board, a status line and Play; where its
// settings draw another board, no board at all, and the status line asks
// for Play alone. Nothing more is downloaded, and Python does not start,
// until the reader taps Play or the board; a tap on a cell, tile or die is
// played once the game is ready, so the first tap is never lost.
function waitForThePlayer(id) {
  const drawn = document.querySelector(`template[data-board="${id}"]`);
  const board = document.getElementById("board");
  const status = document.getElementById("status");
  const boardShown = Boolean(drawn) && !ownOpening;
  if (boardShown) board.replaceChildren(drawn.content.cloneNode(true));
  board.hidden = !boardShown;
  board.removeAttribute("aria-busy");
  const game = drawn?.dataset.title ?? _("This game");
  status.textContent = boardShown
    ? _("{game}: tap Play, or the board, to start.", { game })
    : _("{game}: tap Play to start.", { game });
  const play = document.createElement("button");
  play.type = "button";
  play.className = "primary embed-play";
  play.textContent = _("Play");
  document.getElementById("panel").replaceChildren(play);
  root.dataset.atRest = "";
  const wake = (event) => {
    const tapped = event.target.closest?.(TAPPABLE.map((name) => `[${name}]`).join(", "));
    board.removeEventListener("click", wake);
    board.hidden = false;
    play.remove();
    delete root.dataset.atRest;
    startGame(id);
    const name = tapped && TAPPABLE.find((attribute) => tapped.hasAttribute(attribute));
    if (name) playOnceReady(name, tapped.getAttribute(name));
  };
  board.addEventListener("click", wake);
  play.addEventListener("click", wake);
}

// The tap that woke an embed, played on the live board once it is drawn;
// where the game has no such target now, the page says why as for any tap.
function playOnceReady(name, value) {
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute("data-ready")) return;
    observer.disconnect();
    const target = document.querySelector(`#board [${name}="${CSS.escape(value)}"]`);
    target?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

// Retry after a failed or stalled start: the page again, an embed started
// at once this time (its reader has asked to play already).
function retryStart() {
  const address = new URL(location.href);
  if (embedded) address.searchParams.set("start", "now");
  location.replace(address);
}

// Whether this visit restores Python's memory snapshot or boots Python from
// the plain zips. The snapshot saves the Python start (seconds on a slow
// phone) but puts 2.4 MB more on the wire: down to slow 4G (1.5 Mbps) it
// wins, on a slower link those megabytes cost more than the start. So it is
// left out where this page's own download was slow (a round trip and its
// bytes took over SLOW_PAGE_MS, which slow 4G's 560 ms latency alone passes
// and a 10 Mbps phone's 100 ms does not) and the browser, where it has an
// estimate of the downlink, puts it under SLOW_DOWNLINK_MBIT. A page the
// offline cache serves always restores: the snapshot is on the device.
const SLOW_PAGE_MS = 400;
const SLOW_DOWNLINK_MBIT = 1;

function snapshotPays() {
  if (navigator.serviceWorker?.controller) return true;
  const connection = navigator.connection;
  if (connection?.saveData) return false;
  const page = performance.getEntriesByType("navigation")[0];
  const pageMs = page?.transferSize ? page.responseEnd - page.requestStart : 0;
  const slowDownlink = !connection?.downlink || connection.downlink < SLOW_DOWNLINK_MBIT;
  return !(pageMs > SLOW_PAGE_MS && slowDownlink);
}

// How long Python's downloads wait at most for a lesson's or puzzle's first
// screen (a few kB; about a second on a slow phone network).
const EXERCISE_WAIT_MS = 2000;

// Resolves once the first screen has been painted (or after a moment in a
// hidden tab, which paints nothing): the downloads start after the largest
// paint, never ahead of it.
function afterFirstPaint() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

function startGame(id) {
  // The menu goes rather than hides: its cards' drawings are boards too
  // (class "board", styled as the game draws them), and a game page has one.
  document.getElementById("menu")?.remove();
  showNav(id);
  document.getElementById("play").hidden = false;
  root.dataset.game = id;
  const exerciseShown = showStartBoard(id);
  // html[data-snapshot]: the build made a memory snapshot of Python with the
  // games imported, which static/pyodide-snapshot.mjs starts from unless this
  // visit boots Python instead (snapshotPays; the module's ?start=boot).
  const restore = "snapshot" in root.dataset && snapshotPays();
  const interpreter = `pyodide-snapshot.mjs${restore ? "" : "?start=boot"}`;
  const preloads = document.getElementById("game-preloads");
  showLoading({
    title: document.querySelector(`template[data-board="${id}"]`)?.dataset.title ?? "The game",
    downloads: JSON.parse((restore ? preloads?.dataset.downloads : preloads?.dataset.bootDownloads ?? preloads?.dataset.downloads) ?? "[]"),
    retry: retryStart,
  });
  // A lesson's or puzzle's screen comes by a request of its own: Python's
  // downloads wait for it (a moment at most), as for the page's own paint.
  const shown = exerciseShown && Promise.race([exerciseShown, new Promise((resolve) => setTimeout(resolve, EXERCISE_WAIT_MS))]);
  Promise.resolve(shown).then(afterFirstPaint).then(() => startPython(interpreter, restore));
}

function startPython(interpreter, restore) {
  // Pyodide, the standard library and the game's code download in parallel
  // from now on, not one after another as PyScript gets to each.
  const preloads = document.getElementById("game-preloads")?.content.cloneNode(true);
  if (preloads) {
    // sitebuild.pages.NOT_FROM_OFFLINE_CACHE: the WebAssembly, preloaded only until
    // the offline cache serves it with the code compiled from it last time.
    if (navigator.serviceWorker?.controller) {
      for (const hint of preloads.querySelectorAll("[data-not-from-offline-cache]")) hint.remove();
    }
    // The hints of the other start (sitebuild.pages.preload_links); booting,
    // PyScript comes later (static/pyodide-snapshot.mjs's firstDownloads).
    for (const hint of preloads.querySelectorAll(restore ? "[data-boot]" : "[data-restore], [href^='vendor/pyscript/']")) hint.remove();
    document.head.append(preloads);
  }
  // The sounds Python asks for once the player turns them on (app/sound.py).
  import("./sound.js");
  // The computer players' worker is started by Python once the page is
  // ready (app/main.py), so it never competes with the page's own start;
  // it takes the page's configuration, and so the same start.
  const page = document.createElement("script");
  page.type = "py";
  page.setAttribute("config", JSON.stringify({ interpreter: `./static/${interpreter}` }));
  // Python starts now, alongside PyScript's own start (static/pyodide-snapshot.mjs);
  // a failed import is PyScript's to report. Booting, it asks for PyScript
  // once its own first downloads are in (its firstDownloads).
  const python = import(`./${interpreter}`).then((module) => {
    module.startEarly();
    return module.firstDownloads;
  });
  // Python imports the games from the zip itself (app.package_archive.ON_PATH):
  // nothing to unpack at each start.
  page.textContent = `${ON_PATH}from app.main import start\nawait start()\n`;
  document.body.append(page);
  python.catch(() => {}).then(() => import("../vendor/pyscript/core.js"));
}

// On the menu a game in progress is one tap away: its card's Play link
// says Continue and how far the game has gone (the entry app/storage.py saves).
function markGamesInProgress() {
  for (const card of document.querySelectorAll(".game-card[data-game]")) {
    let entry = null;
    try {
      entry = JSON.parse(localStorage.getItem(`${STORAGE_PREFIX}${card.dataset.game}`));
    } catch {
      continue;  // storage refused, or an entry the game itself will explain
    }
    const moves = entry?.record?.moves?.length;
    const play = card.querySelector("a.play");
    if (!play || !moves || entry.over !== false) continue;
    play.textContent = moves === 1 ? _("Continue · 1 move") : _("Continue · {moves} moves", { moves });
  }
}

// What this device has done, as app/progress.py keeps it: a list of ids,
// or null when the browser refuses storage.
function progress(name) {
  try {
    const key = `${STORAGE_PREFIX}${name}`;
    localStorage.setItem(`${STORAGE_PREFIX}probe`, "1");
    localStorage.removeItem(`${STORAGE_PREFIX}probe`);
    const ids = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(ids) ? ids : [];
  } catch {
    return null;
  }
}

function markDone(link, text) {
  const mark = document.createElement("span");
  mark.className = "done";
  mark.textContent = text;
  link.append(" ", mark);
}

// The menu's Learn section (sitebuild.pages.learn_html): the lessons
// finished and puzzles solved here, each game's Puzzles link to its first
// puzzle not solved yet, and the puzzle of the day, the same for everyone on
// a given day (UTC).
function markLearning() {
  const solved = progress("puzzles-solved");
  const finished = progress("lessons-finished");
  if (solved === null) {
    const note = document.querySelector(".learn-note");
    if (note) {
      note.textContent = _("This browser keeps nothing for this site: lessons and puzzles work, but what you finish is not remembered.");
      note.hidden = false;
    }
  }
  for (const link of document.querySelectorAll(".learn a[data-lesson]")) {
    if (finished?.includes(link.dataset.lesson)) markDone(link, _("finished"));
  }
  for (const link of document.querySelectorAll(".learn a.puzzles")) {
    const ids = link.dataset.puzzles.split(" ");
    const done = ids.filter((id) => solved?.includes(id)).length;
    const next = ids.find((id) => !solved?.includes(id)) ?? ids[0];
    link.href = `?game=${link.dataset.game}&puzzle=${next}`;
    if (done) markDone(link, _("{solved} of {count} solved", { solved: done, count: ids.length }));
  }
  const daily = document.querySelector(".puzzle-of-the-day a");
  if (daily) {
    const every = daily.dataset.puzzles.split(" ");
    const [game, id] = every[Math.floor(Date.now() / 86_400_000) % every.length].split("/");
    daily.href = `?game=${game}&puzzle=${id}`;
    if (solved?.includes(id)) markDone(daily, _("solved"));
  }
}

// The site's pages take ?game= alone, with ?puzzle= or ?lesson= (and &step=), or with a room's: ?room=
// (an invitation) or ?opponent=devices and the embed's settings (a new room,
// which reports them); embed.html reports its own settings.
const opensRoom = params.has("room") || params.get("opponent") === "devices";
const unknown = embedded || opensRoom ? [] : [...params.keys()].filter((name) => !["game", "lang", "puzzle", "lesson", "step"].includes(name));

if (unknown.length) {
  const named = unknown.map((name) => `“${name.slice(0, 40)}”`).join(", ");
  showMenuMessage(unknown.length === 1
    ? _("This address has a setting this site does not know ({named}). Pick a game:", { named })
    : _("This address has settings this site does not know ({named}). Pick a game:", { named }));
  markGamesInProgress();
  markLearning();
  root.dataset.ready = "";
} else if (playable.includes(gameId)) {
  if (startAtOnce) startGame(gameId);
  else waitForThePlayer(gameId);
} else if (embedded) {
  for (const node of document.querySelectorAll(".status-row, .table")) node.hidden = true;
  const games = playable.join(", ");
  showMenuMessage(
    gameId === null
      ? _("This embedded game does not say which game to show: add ?game= and one of {games} to its address.", { games })
      : _("There is no game called “{game}” here: use one of {games}.", { game: gameId, games }),
  );
  root.dataset.ready = "";
} else if (gameId === null) {
  markGamesInProgress();
  markLearning();
  root.dataset.ready = "";
} else {
  showMenuMessage(_("There is no game called “{game}” here. Pick one of these:", { game: gameId }));
  markGamesInProgress();
  markLearning();
  root.dataset.ready = "";
}
