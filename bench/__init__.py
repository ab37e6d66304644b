"""The benchmarks, beside the tests and outside the product: nothing here
ships to the pages.

    site.py                  `python3 build.py bench`: the site's speed in Chromium
    ai.py                    `python3 build.py bench-ai`: the computer players' strength and speed
    series.py                what bench-ai plays for each game (its seeded series and endgames)
    runner.py                plays and reports those series, in CPython and in Pyodide
    random_player.py         the random player the levels are measured against
    dualities_search.py, evening_search.py, even_at_odds_endgame.py
                             narrower measurements of one game's hard level
    reference/               players from outside the project's bots, to measure against

Each script runs with the project's venv from the repository's root, e.g.
`.venv/bin/python bench/ai.py --no-browser --part series`.
"""
