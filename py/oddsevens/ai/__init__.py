"""Computer players. They see a game only through view(seat), legal_moves and play."""
