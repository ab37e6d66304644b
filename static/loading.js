// A game's downloads before Python starts, as a progress bar under the
// status line: the share of the bytes the build says a start takes
// (sitebuild.pages.start_downloads: Pyodide's WebAssembly, the snapshot and
// the zips), each file weighted by what it costs on the wire. The status line
// says how far it has got at each quarter (politely, for screen readers),
// then "Starting…" until Python draws the game. A download that fails or
// stops says so, with Retry; so does a start that never ends.
import { _ } from "./words.js";

const SHOW_AFTER_MS = 400;
const STALL_MS = 15_000;
const START_MS = 60_000;

// path (as the build writes it) -> the file's bytes as the page reads them,
// its weight, and what has come so far; `or` names the form fetched instead
// when the host answers 404 (the snapshot's gzip form).
function filesByPath(downloads) {
  const files = new Map();
  for (const download of downloads) {
    const file = { bytes: download.bytes, weight: download.wire, received: 0, done: false };
    files.set(new URL(download.path, document.baseURI).pathname, file);
    if (download.or) {
      file.or = new URL(download.or.path, document.baseURI).pathname;
      files.set(file.or, { bytes: download.or.bytes, weight: 0, received: 0, done: false });
    }
  }
  return files;
}

function pathOf(input) {
  return new URL(input instanceof Request ? input.url : String(input), document.baseURI).pathname;
}

export function showLoading({ title, downloads: listed, retry }) {
  const root = document.documentElement;
  // Once the offline cache serves the site, the snapshot is read from it
  // apart (sitebuild.pages.READ_FROM_OFFLINE_CACHE), never fetched here.
  const servedOffline = Boolean(navigator.serviceWorker?.controller);
  const downloads = listed.filter((download) => !(servedOffline && download.readFromOfflineCache));
  const row = document.querySelector(".status-row");
  const status = document.getElementById("status");
  if (!row || !status || !downloads.length) return;
  const files = filesByPath(downloads);
  const total = downloads.reduce((sum, download) => sum + download.wire, 0);
  const opening = status.textContent.replace(/…$/, "");
  const bar = document.createElement("progress");
  bar.className = "loading-bar";
  bar.max = 100;
  bar.value = 0;
  bar.setAttribute("aria-label", _("Downloading {game}", { game: title }));
  bar.hidden = true;
  row.append(bar);
  const shown = setTimeout(() => {
    bar.hidden = false;
    progressed({ moving: false });
  }, SHOW_AFTER_MS);
  let quarter = 0;
  let stalled = null;
  let starting = null;
  let problem = null;
  let failed = false;

  function say(text, { withRetry = false } = {}) {
    status.textContent = text;
    if (!withRetry) {
      problem?.remove();
      problem = null;
    } else if (!problem) {
      problem = document.createElement("button");
      problem.type = "button";
      problem.className = "retry";
      problem.textContent = _("Retry");
      problem.addEventListener("click", retry);
      row.append(problem);
    }
  }

  function percent() {
    let got = 0;
    for (const file of files.values()) got += file.weight * (file.done ? 1 : Math.min(file.received / file.bytes, 1));
    return Math.floor((100 * got) / total);
  }

  // After each chunk (`moving`: the download goes on, so it has not stopped),
  // and once the bar shows.
  function progressed({ moving }) {
    const now = percent();
    bar.value = now;
    if ([...files.values()].every((file) => file.done || file.weight === 0)) {
      clearTimeout(stalled);
      if (!bar.hidden && !failed) say(_("Starting {game}…", { game: title }));
      bar.value = 100;
      starting ??= setTimeout(
        () => say(_("{game} is taking longer than it should to start.", { game: title }), { withRetry: true }),
        START_MS,
      );
      return;
    }
    if (moving) {
      clearTimeout(stalled);
      stalled = setTimeout(
        () => say(_("The download has stopped: check the connection, then retry."), { withRetry: true }),
        STALL_MS,
      );
    }
    if (bar.hidden || failed || (problem && !moving)) return;
    if (problem || Math.floor(now / 25) > quarter) {
      quarter = Math.floor(now / 25);
      say(_("{opening}: {percent}% of {megabytes} MB…", { opening, percent: quarter * 25, megabytes: (total / 1e6).toLocaleString(document.documentElement.lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) }));
    }
  }

  async function count(file, body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      file.received += value.byteLength;
      progressed({ moving: true });
    }
    file.done = true;
    progressed({ moving: true });
  }

  const fetchItself = window.fetch;
  window.fetch = async function fetchCounted(input, init) {
    const file = files.get(pathOf(input));
    if (!file) return fetchItself.call(this, input, init);
    let response;
    try {
      response = await fetchItself.call(this, input, init);
    } catch (error) {
      failed = true;
      say(_("{game} could not be downloaded: check the connection, then retry.", { game: title }), { withRetry: true });
      throw error;
    }
    if (response.status === 404 && file.or) {
      const instead = files.get(file.or);
      instead.weight = file.weight;
      file.weight = 0;
    }
    // A copy is read to count the bytes: whoever fetched gets the response
    // itself, so Chromium still caches the WebAssembly's compiled code.
    if (response.ok && response.body) count(file, response.clone().body).catch(() => {});
    else file.done = true;
    return response;
  };

  progressed({ moving: true });
  new MutationObserver((changes, observer) => {
    if (!root.hasAttribute("data-ready")) return;
    observer.disconnect();
    window.fetch = fetchItself;
    for (const timer of [shown, stalled, starting]) clearTimeout(timer);
    bar.remove();
    problem?.remove();
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}
