// Drives Firefox over WebDriver BiDi with puppeteer-core, for the Python tests
// in this folder (engine_drivers.py): one command a line on standard input, one answer
// a line on standard output, both JSON. No geckodriver: puppeteer-core starts
// the given Firefox itself and speaks BiDi to it.
//
//   argv: <firefox executable>
//   command: {"op": "open" | "wait" | "waitUntil" | "click" | "count" | "evaluate"
//             | "reload" | "enterFrame" | "leaveFrame" | "close", ...arguments}
//   answer:  {"ok": true, "value": ...} or {"ok": false, "error": "..."}
import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.argv[2],
  headless: true,
  // Service workers are part of what is tested; a clean profile allows them.
  // English pages whatever the machine's language (static/language.js follows the browser's).
  extraPrefsFirefox: { "dom.serviceWorkers.enabled": true, "intl.accept_languages": "en-US" },
});
const page = await browser.newPage();
page.setDefaultNavigationTimeout(90_000);
// The page or an iframe's document that commands act in (enterFrame, leaveFrame).
let scope = page;

async function nth(selector, index, timeout) {
  await scope.waitForSelector(selector, { timeout });
  const all = await scope.$$(selector);
  if (index >= all.length) throw new Error(`${selector}: no element ${index} of ${all.length}`);
  return all[index];
}

// A click, tried again where the page redrew the element between finding and
// clicking it (as the WebKit driver does, engine_drivers.py): a person's tap
// lands on whichever element is there.
async function clickAgainIfRedrawn({ selector, index, timeoutMs }) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (await nth(selector, index, timeoutMs)).click();
    } catch (error) {
      if (attempt === 3 || !String(error?.message).includes("detached")) throw error;
    }
  }
}

const commands = {
  open: ({ url }) => page.goto(url, { waitUntil: "load" }).then(() => { scope = page; }),
  reload: () => page.reload({ waitUntil: "load" }).then(() => { scope = page; }),
  wait: ({ selector, timeoutMs }) => scope.waitForSelector(selector, { timeout: timeoutMs }).then(() => null),
  waitUntil: ({ expression, timeoutMs }) =>
    scope.waitForFunction(expression, { timeout: timeoutMs, polling: 100 }).then(() => null),
  click: clickAgainIfRedrawn,
  count: ({ selector }) => scope.$$(selector).then((all) => all.length),
  evaluate: ({ expression }) => scope.evaluate(expression),
  enterFrame: async ({ selector, timeoutMs }) => {
    scope = await (await nth(selector, 0, timeoutMs)).contentFrame();
  },
  leaveFrame: async () => { scope = page; },
  close: () => browser.close(),
};

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const { op, ...args } = JSON.parse(line);
  let answer;
  try {
    const value = await commands[op](args);
    answer = { ok: true, value: value === undefined ? null : value };
  } catch (error) {
    answer = { ok: false, error: String(error && error.message ? error.message : error) };
  }
  process.stdout.write(JSON.stringify(answer) + "\n");
  if (op === "close") break;
}
