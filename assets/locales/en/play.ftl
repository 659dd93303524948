# Play's words in English: its panel, who plays, its dialogs (new game, games,
# settings, engines, change opponent, game over), the review in the panel, the coach.
