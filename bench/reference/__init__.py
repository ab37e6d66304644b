"""Players that hard is measured against: a Dualities player of another
design (dualities_outside_player.py) and Dualities' search as it was before
issue #18 (dualities_search_before.py), frozen."""
