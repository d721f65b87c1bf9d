# Die Wörter der Regelhilfe selbst, rund um die Themen jedes Spiels (`/<spiel> rules`,
# `rules` im Terminal).

rules-heading = **{ $game }: { $title }**
rules-more = Mehr: `/{ $command } { command-rivality-rules } { command-rivality-rules.topic }:` { $topics }
rules-no-topic = Die Regeln von { $game } haben kein Thema „{ $topic }“.
rules-local-in-rulebook = Die Regeln dieses Spiels stehen in seiner Spielregel; `help` zeigt, wie man einen Zug tippt.
rules-local-no-topic = Kein Regelthema `{ $topic }`: Die Themen sind { $topics }.
