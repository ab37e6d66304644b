"""The page layer: the only code that talks to the browser.

It holds the current state, passes clicks to the engine and re-renders.
No rule lives here: moves come from `legal_moves`, results from the state.
"""
