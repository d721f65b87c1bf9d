# Simultaneous hidden moves, for any game that has them: the service's own words.

sealed-already-sent = You have already sent your move: it stays sealed until { $waiting } has sent theirs, and cannot be changed.
sealed-all-act = { $players } play at once: each sends their move privately, and all are revealed together.
