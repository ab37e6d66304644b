"""Which games have a page, and the class that drives it ("module:Class").

Plain strings, so the build can read this without importing the pages."""

PAGES: dict[str, str] = {
    "beat-the-odds": "app.beat_the_odds:BeatTheOddsPage",
    "dualities": "app.dualities:DualitiesPage",
    "even-at-odds": "app.even_at_odds:EvenAtOddsPage",
    "evening": "app.evening:EveningPage",
    "even-odds": "app.even_odds:EvenOddsPage",
}
