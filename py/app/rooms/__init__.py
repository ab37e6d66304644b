"""Rooms: friends playing one game, each on their own device (issue 45)."""
