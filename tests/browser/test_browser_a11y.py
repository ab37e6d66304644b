"""Accessibility in the browser: every move is said in words through a live
region; axe-core finds nothing serious on the menu, the rules pages, an
embed and every game page (mid-game and with the new-game dialog open);
every visible text meets WCAG AA contrast in the light and the dark scheme;
and with reduced motion nothing moves, while without it the computer's
thinking indicator pulses.

Each game page boots once, in a context that ignores the pages' Content
Security Policy so that axe (a devDependency, never part of the site) can
be injected; the colour scheme is switched on the same page."""

from __future__ import annotations

import json

import pytest

from app.pages import MENU
from conftest import BOOT_TIMEOUT_MS, ROOT
from ready_positions import SECOND_TAP_PAUSE_MS, open_ready, play_first_move
from sitebuild import package

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAMES = list(MENU)
SCHEMES = ["light", "dark"]
BLANK_EMBED = "<!doctype html><html lang=en><title>A game</title></html>"
"""Served for the rules pages' live iframes: the iframes are not what those
tests audit (an embed page is audited on its own), and each would boot Pyodide."""

AXE_SERIOUS = """async () => {
    const results = await axe.run(document, {iframes: false, resultTypes: ['violations']});
    return results.violations
        .filter(violation => ['serious', 'critical'].includes(violation.impact))
        .map(violation => `${violation.id} (${violation.impact}): ${violation.help}\\n    `
            + violation.nodes.slice(0, 6)
                .map(node => `${node.target.join(' ')} ${node.failureSummary.replace(/\\s+/g, ' ')}`)
                .join('\\n    '));
}"""

LOW_CONTRAST = """() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', {willReadFrequently: true});
    const rgba = colour => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = '#000';
        paint.fillStyle = colour;
        paint.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a / 255];
    };
    const over = (top, bottom) => top.slice(0, 3).map((value, index) => value * top[3] + bottom[index] * (1 - top[3])).concat(1);
    const luminance = ([r, g, b]) => {
        const linear = value => { value /= 255; return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (one, two) => {
        const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
        return (light + 0.05) / (dark + 0.05);
    };
    const opacity = node => {
        let product = 1;
        for (let at = node; at && at.nodeType === 1; at = at.parentElement) product *= parseFloat(getComputedStyle(at).opacity);
        return product;
    };
    const boxBackground = node => {
        const layers = [];
        for (let at = node; at; at = at.parentElement) {
            const colour = rgba(getComputedStyle(at).backgroundColor);
            if (colour[3] > 0) layers.push(colour);
            if (colour[3] >= 1) break;
        }
        if (!layers.length || layers[layers.length - 1][3] < 1) layers.push(rgba(getComputedStyle(document.body).backgroundColor));
        return layers.reverse().reduce((below, layer) => over(layer, below));
    };
    const svgBackground = node => {
        // The shape drawn under the middle of the text, else the box behind the drawing.
        const box = node.getBoundingClientRect();
        const under = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            .filter(shape => shape !== node && !node.contains(shape)
                && shape.closest('svg') && shape.matches('rect, polygon, circle, ellipse, path'));
        const base = boxBackground(node.closest('svg'));
        const shape = under.find(candidate => {
            const fill = getComputedStyle(candidate).fill;
            return fill && fill !== 'none' && !fill.startsWith('url');
        });
        if (!shape) return base;
        const fill = rgba(getComputedStyle(shape).fill);
        fill[3] *= parseFloat(getComputedStyle(shape).fillOpacity) * opacity(shape);
        return over(fill, base);
    };
    const disabled = node => node.closest('button:disabled, [aria-disabled="true"], input:disabled, select:disabled');
    const offenders = [];
    // Behind a modal dialog the page is inert and dimmed: only the dialog is read.
    const root = document.querySelector('dialog[open]') || document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const node = text.parentElement;
        if (!text.textContent.trim() || !node || seen.has(node)) continue;
        seen.add(node);
        if (!node.checkVisibility({opacityProperty: false, visibilityProperty: true}) || disabled(node)) continue;
        if (node.closest('[aria-hidden="true"]') && !node.closest('svg')) continue;
        const box = node.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        const style = getComputedStyle(node);
        const inSvg = node instanceof SVGElement;
        const scale = inSvg ? Math.abs(node.getScreenCTM()?.a || 1) : 1;
        const size = parseFloat(style.fontSize) * scale;
        const bold = parseInt(style.fontWeight, 10) >= 700;
        const large = size >= 24 || (bold && size >= 18.66);
        let background;
        let colour;
        if (inSvg) {
            const halo = style.stroke !== 'none' && parseFloat(style.strokeWidth) >= 2 && style.paintOrder.startsWith('stroke');
            background = halo ? rgba(style.stroke) : svgBackground(node);
            colour = rgba(style.fill);
            colour[3] *= parseFloat(style.fillOpacity);
        } else {
            background = boxBackground(node);
            colour = rgba(style.color);
        }
        colour[3] *= opacity(node);
        const shown = over(colour, background);
        const needed = large ? 3 : 4.5;
        const measured = ratio(shown, background);
        if (measured < needed) {
            const where = node.id ? `#${node.id}` : `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
            offenders.push(`${measured.toFixed(2)} < ${needed}: ${where} "${text.textContent.trim().slice(0, 40)}" `
                + `(text rgb(${shown.slice(0, 3).map(Math.round)}) on rgb(${background.slice(0, 3).map(Math.round)}))`);
        }
    }
    return offenders;
}"""

MARK_PAIRS = [("focus", "paper"), ("focus", "card"), ("legal", "cell"), ("legal", "card"), ("accent", "paper"),
              ("odd", "card"), ("even", "card"), ("odd", "cell"), ("even", "cell"), ("cell-edge", "paper")]
"""Colours that carry meaning as lines and marks (the focus ring, legal
targets, the mover, Odd and Even, a hex board's rim) and what they are
drawn on: 3:1 at least."""
WEAK_MARKS = """pairs => {
    const style = getComputedStyle(document.documentElement);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const paint = canvas.getContext('2d', {willReadFrequently: true});
    const rgb = name => {
        paint.clearRect(0, 0, 1, 1);
        paint.fillStyle = style.getPropertyValue(`--${name}`).trim();
        paint.fillRect(0, 0, 1, 1);
        return [...paint.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = colour => colour.map(value => {
        value /= 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }).reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index], 0);
    return pairs.map(([mark, ground]) => {
        const [light, dark] = [luminance(rgb(mark)), luminance(rgb(ground))].sort((a, b) => b - a);
        return [`--${mark} on --${ground}`, (light + 0.05) / (dark + 0.05)];
    }).filter(([, ratio]) => ratio < 3).map(([pair, ratio]) => `${pair}: ${ratio.toFixed(2)}`);
}"""

ANIMATION_CHECK = """() => {
    const running = document.getAnimations()
        .filter(animation => animation.playState === 'running')
        .map(animation => {
            const name = animation.animationName || animation.transitionProperty || 'animation';
            return `${name} on ${animation.effect?.target?.id || animation.effect?.target?.tagName}`;
        });
    const transitions = [...document.querySelectorAll('*')]
        .filter(node => getComputedStyle(node).transitionDuration.split(',').some(duration => parseFloat(duration) > 0))
        .map(node => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')} ${getComputedStyle(node).transitionDuration}`);
    const animated = [...document.querySelectorAll('*')]
        .filter(node => getComputedStyle(node).animationName !== 'none')
        .map(node => `${node.tagName.toLowerCase()}#${node.id} ${getComputedStyle(node).animationName}`);
    return {running, transitions: transitions.slice(0, 10), animated: animated.slice(0, 10)};
}"""

WATCH_THINKING = """() => {
    window.__thinkingSeen = null;
    const check = """ + ANIMATION_CHECK + """;
    const observer = new MutationObserver(() => {
        if (document.documentElement.hasAttribute('data-thinking') && !window.__thinkingSeen) {
            const status = document.getElementById('status');
            window.__thinkingSeen = {
                ...check(),
                statusAnimation: getComputedStyle(status, '::after').animationName,
                statusAnimations: status.getAnimations({subtree: true}).filter(animation => animation.playState === 'running').length,
            };
            observer.disconnect();
        }
    });
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-thinking']});
}"""


OPENINGS = {
    "dualities": "Odd: black ",
    "evening": "White: stone on ",
    "even-at-odds": "You: ",
    "even-odds": "You: plays ",
    "beat-the-odds": "You: re-rolls the ",
}
"""How the sentence for the first move on each ready position begins."""


# -- fixtures ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def audit_context(browser):
    context = browser.new_context(bypass_csp=True, service_workers="block", viewport={"width": 1280, "height": 800})
    context.route("**/embed.html*", lambda route: route.fulfill(body=BLANK_EMBED, content_type="text/html"))
    yield context
    context.close()


@pytest.fixture(scope="module")
def game_pages(audit_context, site):
    """One booted page per game on its ready position, opened on first use."""
    pages: dict = {}

    def get(game_id: str):
        if game_id not in pages:
            page = audit_context.new_page()
            page.set_default_timeout(20_000)
            open_ready(page, site, game_id, BOOT_TIMEOUT_MS)
            page.add_script_tag(path=str(AXE))
            pages[game_id] = page
        return pages[game_id]

    yield get
    for page in pages.values():
        page.close()


def open_static(context, address: str):
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.goto(address)
    page.wait_for_selector("html[data-ready], main.rules", state="attached")
    page.add_script_tag(path=str(AXE))
    return page


def check_axe(page, where: str) -> None:
    violations = page.evaluate(AXE_SERIOUS)
    assert not violations, f"axe on {where}:\n" + "\n".join(violations)


ANIMATIONS_SETTLED = """() => Promise.all(document.getAnimations()
    .filter(animation => animation.effect.getTiming().iterations !== Infinity)
    .map(animation => animation.finished.catch(() => null)))"""
"""Contrast is judged on what a player reads: after a piece's arrival and
the colours' change of scheme, not mid-fade."""


QUIET_MS = 3000
"""How long the board must stay unchanged, with no computer thinking, before
contrast is judged: longer than any computer seat's pause before its move."""
WATCH_THE_BOARD = """() => {
    if (window.__boardChanged !== undefined) return;
    window.__boardChanged = performance.now();
    const changed = () => { window.__boardChanged = performance.now(); };
    new MutationObserver(changed).observe(document.getElementById('board'),
        {subtree: true, childList: true, attributes: true, characterData: true});
    new MutationObserver(changed).observe(document.documentElement, {attributes: true, attributeFilter: ['data-thinking']});
}"""
BOARD_QUIET = """ms => !document.documentElement.hasAttribute('data-thinking')
    && performance.now() - window.__boardChanged > ms"""


def wait_for_the_computers(page) -> None:
    """Until the computer seats have answered the move just played: on a
    busy machine their tiles could otherwise arrive, fading in, while
    contrast is being judged."""
    page.evaluate(WATCH_THE_BOARD)
    page.wait_for_function(BOARD_QUIET, arg=QUIET_MS, timeout=90_000)
    page.evaluate(ANIMATIONS_SETTLED)


def check_contrast(page, where: str) -> None:
    problems = []
    for scheme in SCHEMES:
        page.emulate_media(color_scheme=scheme)
        page.evaluate(ANIMATIONS_SETTLED)
        problems += [f"{scheme}: {problem}" for problem in page.evaluate(LOW_CONTRAST)]
    page.emulate_media(color_scheme="light")
    assert not problems, f"text below WCAG AA contrast on {where}:\n" + "\n".join(problems)


# -- tests --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_game_page_says_moves_passes_axe_and_contrast(game_pages, game_id):
    page = game_pages(game_id)
    assert page.locator("#announce[aria-live=polite]").text_content() == ""
    play_first_move(page, game_id)
    page.wait_for_function("document.getElementById('announce').textContent !== ''")
    said = page.locator("#announce").text_content()
    assert said.startswith(OPENINGS[game_id]) and said.endswith("."), said
    assert said not in page.locator("#status").text_content()
    wait_for_the_computers(page)
    check_axe(page, f"{game_id} in play")
    check_contrast(page, f"{game_id} in play")
    coordinates = page.locator("#panel button[data-action=coordinates]")
    if coordinates.count():
        coordinates.click()
        page.wait_for_selector("#board .coordinate", state="attached")
        check_contrast(page, f"{game_id} with its coordinates shown")
        # Sooner, a second click on the same button is a double click, one toggle
        # (app/taps.py), and the choice, kept on the device, would stay on for the next game's page.
        page.wait_for_timeout(SECOND_TAP_PAUSE_MS)
        coordinates.click()
        page.wait_for_selector("#board .coordinate", state="detached")
    page.locator("#panel button", has_text="New game").first.click()
    page.wait_for_selector("#dialog[open] form")
    check_axe(page, f"{game_id} with the new-game dialog open")
    check_contrast(page, f"{game_id} with the new-game dialog open")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dialog:not([open])", state="attached")


def test_menu_and_rules_pages_pass_axe_and_contrast(audit_context, site):
    for address in ("node_modules/axe-core/axe.min.js", "vendor/axe-core/axe.min.js", "axe.min.js"):
        assert audit_context.request.get(site + address).status == 404, f"axe-core is not part of the site: {address}"
    menu = open_static(audit_context, site)
    assert menu.locator("h1").count() == 1, "the menu has one level-one heading"
    check_axe(menu, "the menu")
    check_contrast(menu, "the menu")
    weak = []
    for scheme in SCHEMES:
        menu.emulate_media(color_scheme=scheme)
        weak += [f"{scheme}: {pair}" for pair in menu.evaluate(WEAK_MARKS, MARK_PAIRS)]
    menu.emulate_media(color_scheme="light")
    assert not weak, "marks below 3:1 against what they are drawn on:\n" + "\n".join(weak)
    menu.close()
    for game_id in GAMES:
        rules = open_static(audit_context, f"{site}rules/{game_id}.html")
        check_axe(rules, f"rules/{game_id}.html")
        if game_id == "dualities":
            check_contrast(rules, "rules/dualities.html")
        rules.close()


def test_an_embedded_game_passes_axe_and_contrast(new_context, site):
    context = new_context(bypass_csp=True, viewport={"width": 600, "height": 500})
    page = context.new_page()
    page.goto(f"{site}embed.html?game=evening&opponent=friend&start=now")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.add_script_tag(path=str(AXE))
    play_first_move(page, "evening")
    page.wait_for_function("document.getElementById('announce').textContent.startsWith('White: ')")
    check_axe(page, "embed.html")
    check_contrast(page, "embed.html")
    context.close()


def test_a_lesson_step_and_a_puzzle_pass_axe_and_contrast(new_context, site):
    """The lesson's strip (its task, Back, Try again, Next step) and the
    puzzle's, over a board, the explanation of a miss in the status line."""
    context = new_context(bypass_csp=True, viewport={"width": 412, "height": 915})
    page = context.new_page()
    for address, ready in (("game=dualities&lesson=1&step=3", "data-lesson-step"), ("game=evening&puzzle=evening-021", "data-puzzle")):
        page.goto(f"{site}index.html?{address}")
        page.wait_for_selector(f"html[data-ready][{ready}]", state="attached", timeout=BOOT_TIMEOUT_MS)
        page.add_script_tag(path=str(AXE))
        check_axe(page, address)
        check_contrast(page, address)
    context.close()


def test_an_embed_at_rest_and_one_loading_pass_axe_and_contrast(new_context, site):
    """Before the reader's tap (the drawn board, the line, Play), then while
    the game downloads (its progress bar), the snapshot held back to keep it
    there. The board is inert and dimmed while it loads, an inactive part
    that WCAG's contrast minimum leaves out, so only axe judges that state."""
    context = new_context(bypass_csp=True, viewport={"width": 600, "height": 500})
    page = context.new_page()
    page.route(f"**/{package.SNAPSHOT}", lambda route: None)
    page.goto(f"{site}embed.html?game=dualities")
    page.get_by_role("button", name="Play").wait_for()
    page.add_script_tag(path=str(AXE))
    check_axe(page, "an embed at rest")
    check_contrast(page, "an embed at rest")
    page.get_by_role("button", name="Play").click()
    page.get_by_role("progressbar", name="Downloading Dualities").wait_for()
    check_axe(page, "an embed downloading its game")
    assert page.locator("#board").get_attribute("aria-busy") == "true" and page.evaluate("document.getElementById('board').inert")
    context.close()


def test_reduced_motion_stops_every_animation_and_the_default_animates(new_context, site, game_pages):
    """With reduced motion asked for, Beat the Odds against the computer is
    still at the moment the computer starts thinking, just after the dice
    were rolled; without it (Dualities), the thinking indicator pulses."""
    still = new_context(reduced_motion="reduce")
    page = still.new_page()
    page.set_default_timeout(20_000)
    key = json.dumps("oddsevens:beat-the-odds")
    entry = {"version": 1, "setup": {"seats": ["human", "computer"], "options": {"target": 100}},
             "record": {"game": "beat-the-odds", "players": 2, "seed": 3,
                        "options": {"target": 100, "dice": [6, 1, 1, 2, 3, 5]}, "moves": []}}
    page.add_init_script(f"localStorage.setItem({key}, {json.dumps(json.dumps(entry))});")
    page.goto(f"{site}?game=beat-the-odds")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_TIMEOUT_MS)
    page.evaluate(WATCH_THINKING)
    page.locator("#panel button", has_text="Roll").first.click()
    page.wait_for_function("window.__thinkingSeen !== null", timeout=60_000)
    seen = page.evaluate("window.__thinkingSeen")
    assert seen["statusAnimation"] == "none" and seen["statusAnimations"] == 0, seen
    assert not seen["running"] and not seen["transitions"] and not seen["animated"], seen
    still.close()

    moving = game_pages("dualities")
    moving.wait_for_selector("html:not([data-thinking]) #board .cell.legal")
    moving.evaluate(WATCH_THINKING)
    play_first_move(moving, "dualities")
    moving.wait_for_function("window.__thinkingSeen !== null", timeout=60_000)
    seen = moving.evaluate("window.__thinkingSeen")
    assert seen["statusAnimation"] == "thinking-pulse" and seen["statusAnimations"] == 1, seen
