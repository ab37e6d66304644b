"""What a phone player meets on screen, as the browser tests check it: each
a JavaScript function run in the page (or frame) of a game."""

CHECK_TARGETS = """selector => {
    const classes = node => String(node.className.baseVal ?? node.className);
    const describe = node => node.tagName.toLowerCase() + (node.id ? '#' + node.id : '')
        + (classes(node) ? '.' + classes(node).trim().split(/\\s+/).join('.') : '');
    const name = node => node.dataset.cell || node.dataset.tile || node.dataset.die || node.dataset.color
        || node.textContent.trim().slice(0, 30);
    const found = [...document.querySelectorAll(selector)].filter(node => node.getClientRects().length);
    const failures = [];
    for (const node of found) {
        node.scrollIntoView({block: 'nearest', inline: 'nearest'});
        const box = node.getBoundingClientRect();
        const x = box.left + box.width / 2, y = box.top + box.height / 2;
        const side = Math.min(box.width, box.height);
        const inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
        const hit = inView ? document.elementFromPoint(x, y) : null;
        const own = hit !== null && (hit === node || node.contains(hit));
        if (side < 24 || !own) {
            failures.push(`${name(node)}: ${Math.round(box.width)}×${Math.round(box.height)} px, `
                + (own ? 'its own at its centre' : hit ? `${describe(hit)} at its centre` : 'centre off screen'));
        }
    }
    return [found.length, failures];
}"""
"""Every node matching the selector that is drawn: scrolled into view as a
finger would scroll, it must be 24 CSS pixels or more on its smaller side
(WCAG 2.2's target size) and be itself at its centre. Returns how many
were measured and each one that failed, in words."""

WORDS_OUT_OF_PLACE = """() => {
    const boxes = '#play :is(.score, .score .who, .score .points, button, .even-odds-standings :is(th, td), .result, #status)';
    const found = [];
    for (const node of document.querySelectorAll(boxes)) {
        if (!node.getClientRects().length) continue;
        if (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1) {
            found.push(`${node.className || node.tagName}: "${node.textContent.trim().slice(0, 40)}" runs out of its box`);
        }
    }
    for (const cell of document.querySelectorAll('.even-odds-standings tbody :is(th, td)')) {
        if (cell.getClientRects().length > 1 || cell.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(cell).lineHeight)) {
            found.push(`standings: "${cell.textContent.trim()}" breaks over two lines`);
        }
    }
    const texts = [...document.querySelectorAll('#board svg text')].filter(text => text.getClientRects().length && text.textContent.trim());
    const boxesOf = texts.map(text => text.getBoundingClientRect());
    for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
            const a = boxesOf[i], b = boxesOf[j];
            const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
            const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
            // Words on one line run into each other; a box's room for descenders over a caption under it does not count.
            if (across > 1 && down > 0.5 * Math.min(a.height, b.height)) {
                found.push(`"${texts[i].textContent.trim().slice(0, 30)}" lies over "${texts[j].textContent.trim().slice(0, 30)}"`);
            }
        }
    }
    return found;
}"""
"""Score cards, buttons, standings cells, the result and the status line
whose words run out of their box (or a standings name or count broken over
two lines), and any two words of the board's drawing that lie over each
other on one line."""
