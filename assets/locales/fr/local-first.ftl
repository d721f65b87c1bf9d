# `manawell local` lancé sans rien dire du jeu : les jeux proposés, une ligne chacun, joués
# contre l'IA ; après une partie finie, sa revanche d'abord ; et que faire une fois une
# partie finie. Ce qui se tape (numéros, `r`, commandes) reste en anglais.

local-first-ask = Quel jeu ? Chacun se joue contre l'IA ; tape son numéro (Entrée : 1).
local-first-rivality = Rivality : pose des tuiles de terrain dont les Sorts invoquent tes Golems ; tiens les terres qui valent le plus (toi contre une IA).
local-first-solo = Rivality en solo : les mêmes tuiles, seul contre le magicien Suramun, qui copie chacun de tes déplacements.
local-first-magistrar = Magistrar : deux mages, cinq duels de pions de sort contre des jetons d'énergie, une piste d'énergie à gravir.
local-first-aetherium = Aetherium : un duel de pierres d'élément, des pions sur les cases d'action et la piste de l'Aether.
local-first-rivalry = Rivalry : la République contre le Royaume pour l'île de Cannebar : armées, dés et capitales.
local-first-over = La partie { $table } est finie.
local-first-rematch-ask = La rejouer (Entrée ou r), ou choisir un autre jeu par son numéro :
local-first-rematch = Une revanche : { $title }, { $who }.
local-first-rematch-ai = contre l'IA ({ $level })
local-first-rematch-solo = contre Suramun
local-first-rematch-hot-seat = les mêmes joueurs à ce clavier
local-first-other-ways = Autres façons de jouer : `manawell local --players 2` (à plusieurs sur un clavier), `manawell local --help` (toutes les options).
local-first-prompt = Jeu :
local-first-not-listed = `{ $line }` n'est pas dans la liste : tape un numéro de 1 à { $count }, ou `quit`.
local-over-next = Et maintenant : relance `manawell local` pour une revanche ou un autre jeu (la liste des jeux) ; `rules` et `help` marchent dans chaque jeu.

# `choose` (un coup construit étape par étape) : ses invites et ses réponses.
local-choice-prompt-back = Ton choix (son numéro, ou `back`)>
local-choice-first-step = C'est la première étape : il n'y en a pas d'avant.
local-choice-no-number = Il n'y a pas de { $n } ici : tape un numéro de 1 à { $count }.

# `hint` dans un jeu où l'IA ne donne pas de conseil.
local-no-hints-in-game = Pas de conseil dans { $title } : `hint` est pour Rivality, où le niveau Difficile de l'IA pèse tes coups.

# `--db` (ou MANAWELL_DATABASE_URL) dans un dossier qui n'existe pas.
local-io-no-folder = impossible d'ouvrir la base de données { $url } : le dossier { $folder } n'existe pas (crée-le, ou donne à `--db` un fichier dans un dossier existant)

# Une ligne qui n'est pas un coup, quand la raison la cite déjà.
local-not-a-move-said = Refusé : { $why }. Tape `help` pour la syntaxe, `moves` pour les coups de ce tour.

# La dernière partie de ce terminal est illisible ; `why` dit ce qui ne va pas.
local-damaged = La partie n° { $table } est illisible : { $why } ; elle reste telle quelle dans la base (préviens qui s'en occupe).
# Ensuite, quand les options données l'auraient reprise.
local-damaged-new = Pour jouer une autre partie à côté, lance `manawell local --new` avec tes options, ou `manawell local` seul pour en choisir une.
