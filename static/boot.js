// Chooses between the menu and a game page, then starts PyScript for a game.
// Every rule and all game logic live in Python; this only wires the page up.
const root = document.documentElement;
const params = new URLSearchParams(location.search);
const gameId = params.get("game");
const playable = (root.dataset.games || "").split(" ").filter(Boolean);
// embed.html: the game alone, for an iframe; Python reads the same flag.
const embedded = "embed" in root.dataset;

function showMenuMessage(text) {
  const message = document.getElementById("menu-message");
  message.textContent = text;
  message.hidden = false;
}

function startGame(id) {
  document.getElementById("menu")?.setAttribute("hidden", "");
  document.getElementById("play").hidden = false;
  root.dataset.game = id;
  const config = JSON.stringify({
    interpreter: "./vendor/pyodide/pyodide.mjs",
    files: { "./oddsevens.zip": "./*" },
  });
  const page = document.createElement("script");
  page.type = "py";
  page.setAttribute("config", config);
  page.textContent = "from app.main import start\nstart()\n";
  // The computer players think in a worker of their own, so the page never freezes.
  const bots = document.createElement("script");
  bots.type = "py";
  bots.setAttribute("worker", "");
  bots.setAttribute("name", "bots");
  bots.setAttribute("config", config);
  bots.textContent = "from app.bots import choose\n__export__ = [\"choose\"]\n";
  document.body.append(page, bots);
  import("../vendor/pyscript/core.js");
}

// The site's pages take ?game= alone (embed.html reports its own settings).
const unknown = embedded ? [] : [...params.keys()].filter((name) => name !== "game");

if (unknown.length) {
  const named = unknown.map((name) => `“${name.slice(0, 40)}”`).join(", ");
  showMenuMessage(`This address has ${unknown.length === 1 ? "a setting" : "settings"} this site does not know (${named}). Pick a game:`);
  root.dataset.ready = "";
} else if (playable.includes(gameId)) {
  startGame(gameId);
} else if (embedded) {
  for (const node of document.querySelectorAll("#status, .table")) node.hidden = true;
  const games = playable.join(", ");
  showMenuMessage(
    gameId === null
      ? `This embedded game does not say which game to show: add ?game= and one of ${games} to its address.`
      : `There is no game called “${gameId}” here: use one of ${games}.`,
  );
  root.dataset.ready = "";
} else if (gameId === null) {
  root.dataset.ready = "";
} else {
  showMenuMessage(`There is no game called “${gameId}” here. Pick one of these:`);
  root.dataset.ready = "";
}
