// Makes the site work offline: installs the service worker (dist/sw.js) once
// the page is ready, so caching the whole site never slows a game's start, and
// offers a reload when a new version is waiting. It never reloads on its own.
// <html data-offline>: "installing" while the site is being cached on a first
// visit, "ready" once every file is cached and the service worker serves this
// page, "unavailable" when the browser refuses (private mode, blocked
// storage). Tests and tooling wait on it, and app/main.py starts the
// computer's worker once it is no longer "installing".
import { _ } from "./words.js";

const root = document.documentElement;
const workerUrl = new URL("../sw.js", import.meta.url);
const webAssemblyUrl = new URL("../vendor/pyodide/pyodide.asm.wasm", import.meta.url);
let reloadAsked = false;
// The module compiled from the offline copy, held for the page's lifetime.
let compiledFromOfflineCopy = null;

function pageLoaded() {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => addEventListener("load", resolve, { once: true }));
}

// A game page (html[data-game], static/boot.js) boots Python, even before
// its script is in place: boot.js adds it after the first paint, which may
// come after the load event.
function bootsPython() {
  return document.querySelector('script[type="py"]') !== null || "game" in root.dataset;
}

// A page that boots Python says so with html[data-ready]; wait for it.
function pageReady() {
  if (!bootsPython() || root.hasAttribute("data-ready")) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.hasAttribute("data-ready")) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  });
}

function showReloadNotice(reload) {
  if (document.getElementById("update-notice")) return;
  const notice = document.createElement("div");
  notice.id = "update-notice";
  notice.className = "update-notice";
  notice.setAttribute("role", "status");
  const text = document.createElement("p");
  text.textContent = bootsPython()
    ? _("A new version of Odds & Evens is ready. Your game is saved, so reloading loses nothing.")
    : _("A new version of Odds & Evens is ready.");
  const reloadButton = document.createElement("button");
  reloadButton.type = "button";
  reloadButton.className = "primary";
  reloadButton.textContent = _("Reload");
  reloadButton.addEventListener("click", () => {
    reloadButton.disabled = true;
    reload();
  });
  const laterButton = document.createElement("button");
  laterButton.type = "button";
  laterButton.textContent = _("Later");
  laterButton.addEventListener("click", () => notice.remove());
  notice.append(text, reloadButton, laterButton);
  document.body.append(notice);
}

function offerUpdate(worker) {
  showReloadNotice(() => {
    if (worker.state === "activating" || worker.state === "activated") {
      location.reload();
      return;
    }
    reloadAsked = true;
    worker.postMessage("skip-waiting");
  });
}

function watchForUpdates(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
  });
}

// Chromium keeps the machine code it compiled from Pyodide's WebAssembly
// beside the offline cache's copy, for the next visit: it writes it once, a
// second or two after the module's hot functions are optimized, for each
// copy compiled through the offline cache by then. A first visit's page
// compiled its copy from the network, and the computer's worker may start
// too late; so the moment the offline cache takes a game page over, the page
// compiles the offline copy as well (the same module in Chromium, shared:
// nothing is compiled twice). Other browsers keep no such code
// (navigator.userAgentData: Chromium).
function keepCompiledCode() {
  if (!bootsPython() || !("userAgentData" in navigator)) return;
  compiledFromOfflineCopy = WebAssembly.compileStreaming(fetch(webAssemblyUrl)).catch(() => null);
}

async function install() {
  const hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloadAsked) {
      location.reload();
    } else if (hadController) {
      // Another tab took the new version; this page still runs the old one.
      showReloadNotice(() => location.reload());
    } else {
      keepCompiledCode();
    }
    root.dataset.offline = "ready";
  });
  root.dataset.offline = hadController ? "ready" : "installing";
  await pageLoaded();
  await pageReady();
  try {
    watchForUpdates(await navigator.serviceWorker.register(workerUrl));
  } catch {
    // No offline copy this time (private mode, blocked storage): the site works as before.
    root.dataset.offline = "unavailable";
  }
}

// Inside an iframe the host page decides; an embed never shows the notice.
if ("serviceWorker" in navigator && window.top === window) install();
