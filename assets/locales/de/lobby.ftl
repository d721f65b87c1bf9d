# Eine Partie eröffnen: /<spiel> neu, /suramun starten, die Knöpfe der Lobby und wo eine
# Partie gespielt werden kann.

humans-need-a-server = Partien gegen andere Spieler brauchen einen Serverkanal: Dort wird die Lobby gepostet, und die Partie bekommt einen Thread. Hier kannst du mit `gegen_ki:True` gegen die KI spielen oder mit `/suramun starten` solo gegen Suramun.
lobby-cancelled = Partie #{ $table } wurde von ihrem Ersteller abgebrochen.
lobby-started-in = **{ $title }** (Partie #{ $table }) hat in { $place } begonnen.
lobby-started-soon = **{ $title }** (Partie #{ $table }) hat begonnen: Ihr Thread öffnet sich gleich.
lobby-start-not-creator = Nur wer Partie #{ $table } eröffnet hat, kann sie vorzeitig starten.
lobby-start-not-a-lobby = Partie #{ $table } hat schon begonnen oder wurde abgebrochen.
lobby-elsewhere = Partie #{ $table } ist eröffnet: Ihre Lobby ist in { $channel }, dem Partie-Kanal dieses Servers.
lobby-elsewhere-failed = Ich konnte nicht in { $channel } posten, dem Partie-Kanal dieses Servers, also wurde die Partie nicht eröffnet. Ein Moderator kann dort meine Berechtigungen prüfen (Kanal ansehen, Nachrichten senden, Öffentliche Threads erstellen) oder den Kanal mit `/manawell einstellungen` ändern.
ai-started-here = **{ $title }** (Partie #{ $table }) gegen die KI hat hier begonnen.
ai-started-in = **{ $title }** (Partie #{ $table }) gegen die KI hat in { $place } begonnen.
solo-no-dm = Ich kann in diesem Kanal nicht posten und konnte dir keine DM schicken: Starte die Partie in einer DM mit mir oder auf einem Server, auf dem ich bin.
solo-started = **{ $title }** (Partie #{ $table }): Deine Partie ist in { $place }. Viel Glück!
moved-to-dm = **{ $title }** (Partie #{ $table }): Ich kann in diesem Kanal nicht posten, deshalb ist deine Partie in unserer DM: { $link }. Viel Glück!
daily-in-dm = **{ $title }** (Partie #{ $table }): Die Tagesherausforderung wird in unseren Direktnachrichten gespielt, damit niemand deine Züge vor Ende des Tages (UTC) sieht: { $link }. Viel Glück!
missing-permissions = Ich kann in diesem Kanal keine Partie leiten: Ich brauche hier { $count ->
        [one] die Berechtigung
       *[other] die Berechtigungen
    } { $list }. Ein Server-Admin kann sie mir in den Kanaleinstellungen geben; bis dahin kannst du in einer DM mit mir spielen.
list-and = { $init } und { $last }
# Die Berechtigungen, wie Discords Einstellungen sie nennen.
permission-view-channel = Kanal ansehen
permission-send-messages = Nachrichten senden
permission-attach-files = Dateien anhängen
permission-create-public-threads = Öffentliche Threads erstellen
permission-send-messages-in-threads = Nachrichten in Threads senden
permission-read-message-history = Nachrichtenverlauf anzeigen
