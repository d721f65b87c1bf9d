# Rivalry's set-up: a side's set-up drafted privately (Discord's set-up panel, the
# terminal), then sealed. Only its player ever reads these.

setup-title = **Your set-up for { $side ->
    [republic] the Republic
   *[kingdom] the Kingdom
}** (only you see it; the other side sees nothing until both set-ups are sealed)
setup-armies = { $count ->
    [one] 1 army
   *[other] { $count } armies
}
setup-cavalry = { $count } cavalry
setup-no-units = no units
setup-extra-here = {" "}+ the extra army
setup-capital-mark = ★ capital ·{" "}
setup-elsewhere = Elsewhere: { $tiles }
setup-placed = Placed: { $units } of { $all } units, { $cavalry } of at most { $most } of them cavalry, and the extra army.
setup-problem = ⚠️ Not ready: { $reason }
setup-ready = ✅ Ready to seal.
setup-problem-city-count = choose exactly { $needed } different cities, not { $count }.
setup-problem-foreign-site = { $site } is not a city site of your nation.
setup-problem-capital = the capital { $site } must be one of your four cities.
setup-problem-foreign-tile = { $tile } is not a land tile of your nation.
setup-problem-tile-twice = { $tile } is listed twice.
setup-problem-unit-count = place exactly { $needed } units, not { $count }.
setup-problem-cavalry = at most { $most } of the { $all } units may be cavalry, not { $count }.
setup-problem-extra = the extra army goes on a tile of one of your cities, not { $tile }.
setup-problem-empty-city = { $city } needs at least one unit on its tiles.
setup-all-placed = all { $all } units are placed: take one off a tile first.
setup-all-cavalry = all { $most } cavalry are placed: take one off a tile first.
setup-none-to-remove = there is none of that kind on { $tile }.

# The panel on Discord.
setup-menu-cities = Your four cities
setup-menu-capital = Your capital
setup-menu-tile = A tile to place units on
setup-tile-option = { $tile } · { $units }
setup-placing-on = Placing on **{ $tile }**: { $units }.
setup-add-army = +1 army
setup-remove-army = −1 army
setup-add-cavalry = +1 cavalry
setup-remove-cavalry = −1 cavalry
setup-extra-button = Extra army here
setup-suggested-button = Suggested set-up
setup-seal-button = Seal my set-up
setup-open-button = Set up my side
setup-sealed = Your set-up is sealed. The game begins when the other side's is sealed too.
setup-not-waiting = This table is not waiting for your set-up.
setup-refused = Not changed: { $reason }
setup-unreadable = This set-up cannot be read: { $reason }

# The terminal (`manawell local --game rivalry`).
setup-local-ask = Type your set-up as one line like the one above, or 1 for the suggested one. The other side sees nothing of it until both are sealed.
