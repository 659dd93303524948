# The words of the Learn, Puzzles and Edit panels, the mode bar, the overlays (toasts,
# promotion, claims) and the keys overlay, in English.
