# Les mots de l'aide aux règles elle-même, autour des sujets de chaque jeu (`/<jeu> rules`,
# `rules` dans le terminal).

rules-heading = **{ $game } : { $title }**
rules-more = Plus : `/{ $command } { command-rivality-rules } { command-rivality-rules.topic }:` { $topics }
rules-no-topic = Les règles de { $game } n'ont pas de sujet « { $topic } ».
rules-local-in-rulebook = Les règles de ce jeu sont dans son livret de règles ; `help` montre comment taper un coup.
rules-local-no-topic = Pas de sujet de règles `{ $topic }` : les sujets sont { $topics }.
