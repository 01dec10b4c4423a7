<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>{first} and {last}</source>
        <comment>a list of cards</comment>
        <translation>{first} and {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <comment>a list of cards</comment>
        <translation>{first}, {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Pyramid: %n card(s)</source>
        <translation>
            <numerusform>Pyramid: %n card</numerusform>
            <numerusform>Pyramid: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing left to draw</source>
        <translation>Nothing left to draw</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n card(s)</source>
        <translation>
            <numerusform>Waste: %n card</numerusform>
            <numerusform>Waste: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {pile}: %n card(s)</source>
        <translation>
            <numerusform>Waste pile {pile}: %n card</numerusform>
            <numerusform>Waste pile {pile}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws a card</source>
        <translation>Draws a card</translation>
    </message>
    <message numerus="yes">
        <source>Pyramid {pyramid}: %n card(s)</source>
        <translation>
            <numerusform>Pyramid {pyramid}: %n card</numerusform>
            <numerusform>Pyramid {pyramid}: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve pile {pile}: empty</source>
        <translation>Reserve pile {pile}: empty</translation>
    </message>
    <message numerus="yes">
        <source>Reserve pile {pile}: %n card(s), top: {card}</source>
        <comment>the card on top plays</comment>
        <translation>
            <numerusform>Reserve pile {pile}: %n card, top: {card}</numerusform>
            <numerusform>Reserve pile {pile}: %n cards, top: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Face-down card</translation>
    </message>
    <message>
        <source>Another round: the waste goes back to the stock</source>
        <translation>Another round: the waste goes back to the stock</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Press</translation>
    </message>
    <message>
        <source>Selects the card, pairs it with the selected card, or removes a King</source>
        <translation>Selects the card, pairs it with the selected card, or removes a King</translation>
    </message>
    <message>
        <source>Pyramid row {row}, card {column} of {count}</source>
        <translation>Pyramid row {row}, card {column} of {count}</translation>
    </message>
    <message>
        <source>Pyramid {pyramid}, row {row}, card {column} of {count}</source>
        <translation>Pyramid {pyramid}, row {row}, card {column} of {count}</translation>
    </message>
    <message>
        <source>Reserve pile {pile}, top card</source>
        <translation>Reserve pile {pile}, top card</translation>
    </message>
    <message numerus="yes">
        <source>Reserve pile {pile}, under %n card(s)</source>
        <translation>
            <numerusform>Reserve pile {pile}, under %n card</numerusform>
            <numerusform>Reserve pile {pile}, under %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the stock</source>
        <translation>Top of the stock</translation>
    </message>
    <message>
        <source>Top of the waste</source>
        <translation>Top of the waste</translation>
    </message>
    <message numerus="yes">
        <source>In the waste, under %n card(s)</source>
        <translation>
            <numerusform>In the waste, under %n card</numerusform>
            <numerusform>In the waste, under %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of waste pile {pile}</source>
        <translation>Top of waste pile {pile}</translation>
    </message>
    <message numerus="yes">
        <source>In waste pile {pile}, under %n card(s)</source>
        <translation>
            <numerusform>In waste pile {pile}, under %n card</numerusform>
            <numerusform>In waste pile {pile}, under %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selected</translation>
    </message>
    <message>
        <source>free, pairs with the selected card</source>
        <translation>free, pairs with the selected card</translation>
    </message>
    <message>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>covered</translation>
    </message>
    <message>
        <source>{state}, in the hint</source>
        <translation>{state}, in the hint</translation>
    </message>
    <message>
        <source>{place}; {state}</source>
        <comment>a card&apos;s place, then its state</comment>
        <translation>{place}; {state}</translation>
    </message>
    <message>
        <source>{cards} removed</source>
        <translation>{cards} removed</translation>
    </message>
    <message numerus="yes">
        <source>%n now free: {cards}</source>
        <translation>
            <numerusform>%n now free: {cards}</numerusform>
            <numerusform>%n now free: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>{removed}; {free}</source>
        <comment>cards removed; cards freed</comment>
        <translation>{removed}; {free}</translation>
    </message>
    <message>
        <source>Drawn: {cards}</source>
        <translation>Drawn: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>%n card left in the stock</numerusform>
            <numerusform>%n cards left in the stock</numerusform>
        </translation>
    </message>
    <message>
        <source>{drawn}; {left}</source>
        <comment>cards drawn; stock left</comment>
        <translation>{drawn}; {left}</translation>
    </message>
    <message>
        <source>Another round: {pass}</source>
        <comment>the waste went back to the stock</comment>
        <translation>Another round: {pass}</translation>
    </message>
    <message>
        <source>pair {cards}</source>
        <translation>pair {cards}</translation>
    </message>
    <message>
        <source>remove {card}</source>
        <translation>remove {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>draw from the stock</translation>
    </message>
    <message>
        <source>another round</source>
        <translation>another round</translation>
    </message>
    <message>
        <source>Undone: {move}</source>
        <translation>Undone: {move}</translation>
    </message>
    <message>
        <source>Redone: {move}</source>
        <translation>Redone: {move}</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Hint: {move}</translation>
    </message>
    <message>
        <source>{card} selected; no free card pairs with it now</source>
        <translation>{card} selected; no free card pairs with it now</translation>
    </message>
    <message>
        <source>{card} selected; it pairs with {cards}</source>
        <translation>{card} selected; it pairs with {cards}</translation>
    </message>
    <message>
        <source>{card} no longer selected</source>
        <translation>{card} no longer selected</translation>
    </message>
    <message numerus="yes">
        <source>%n free card(s): {cards}</source>
        <translation>
            <numerusform>%n free card: {cards}</numerusform>
            <numerusform>%n free cards: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>New game; {cards}</source>
        <translation>New game; {cards}</translation>
    </message>
    <message>
        <source>Deal {code}; {cards}</source>
        <translation>Deal {code}; {cards}</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>Another round</source>
        <translation>Another round</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Move</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Replay this deal from the start</source>
        <translation>Replay this deal from the start</translation>
    </message>
    <message>
        <source>Share result</source>
        <translation>Share result</translation>
    </message>
    <message>
        <source>Daily goals…</source>
        <translation>Daily goals…</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Save position…</translation>
    </message>
    <message>
        <source>Save the position on the table to a file (to share or to solve)</source>
        <translation>Save the position on the table to a file (to share or to solve)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Show a move that keeps the game winnable</source>
        <translation>Show a move that keeps the game winnable</translation>
    </message>
    <message>
        <source>Can I still win?</source>
        <translation>Can I still win?</translation>
    </message>
    <message>
        <source>Ask the solver whether this position can still be won</source>
        <translation>Ask the solver whether this position can still be won</translation>
    </message>
    <message>
        <source>Show me how</source>
        <translation>Show me how</translation>
    </message>
    <message>
        <source>Watch the solver win from here (click or press a key to stop)</source>
        <translation>Watch the solver win from here (click or press a key to stop)</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Where did it go wrong?</translation>
    </message>
    <message>
        <source>Show the move that lost the game and a move that would have kept it</source>
        <translation>Show the move that lost the game and a move that would have kept it</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>More tools</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Daily deal</translation>
    </message>
    <message>
        <source>Today&apos;s deal: the same for every player</source>
        <translation>Today&apos;s deal: the same for every player</translation>
    </message>
    <message>
        <source>Highlight playable pairs</source>
        <translation>Highlight playable pairs</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferences…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistics…</translation>
    </message>
    <message>
        <source>Deal a new game at once, of the difficulty last chosen</source>
        <translation>Deal a new game at once, of the difficulty last chosen</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Copy position</translation>
    </message>
    <message>
        <source>Copy the position on the table as text (to share or to solve)</source>
        <translation>Copy the position on the table as text (to share or to solve)</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Paste position</translation>
    </message>
    <message>
        <source>Play the position text, deal code or deal number on the clipboard</source>
        <translation>Play the position text, deal code or deal number on the clipboard</translation>
    </message>
    <message>
        <source>Open position…</source>
        <translation>Open position…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the cards</source>
        <translation>Stop the clock and hide the cards</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Full screen</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>About Pyramid</source>
        <translation>About Pyramid</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Show me how is off while some cards are unseen: the solver&apos;s line would rely on cards you cannot see</source>
        <translation>Show me how is off while some cards are unseen: the solver&apos;s line would rely on cards you cannot see</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>another copy of the game is running with this data folder, but it does not answer</source>
        <translation>another copy of the game is running with this data folder, but it does not answer</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <source>Wine red</source>
        <translation>Wine red</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Walnut</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Slate</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>The deck&apos;s own back</translation>
    </message>
    <message>
        <source>it has no readable index.desktop</source>
        <translation>it has no readable index.desktop</translation>
    </message>
    <message>
        <source>its index.desktop file does not give the deck&apos;s name and drawing</source>
        <translation>its index.desktop file does not give the deck&apos;s name and drawing</translation>
    </message>
    <message>
        <source>the drawing its index.desktop names is missing</source>
        <translation>the drawing its index.desktop names is missing</translation>
    </message>
    <message>
        <source>its drawing is not a readable SVG file</source>
        <translation>its drawing is not a readable SVG file</translation>
    </message>
    <message>
        <source>its drawing lacks some of the 52 cards</source>
        <translation>its drawing lacks some of the 52 cards</translation>
    </message>
    <message>
        <source>its drawing is too large or too slow to draw</source>
        <translation>its drawing is too large or too slow to draw</translation>
    </message>
    <message>
        <source>The card deck in {folder} cannot be used: {reason}. The built-in cards are shown.</source>
        <translation>The card deck in {folder} cannot be used: {reason}. The built-in cards are shown.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <source>Built-in</source>
        <translation>Built-in</translation>
    </message>
    <message>
        <source>{name} ({folder})</source>
        <translation>{name} ({folder})</translation>
    </message>
    <message>
        <source>{name} — cannot be used</source>
        <translation>{name} — cannot be used</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Table colour</translation>
    </message>
    <message>
        <source>Choose a card deck folder</source>
        <translation>Choose a card deck folder</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Card deck</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>Card &amp;faces:</translation>
    </message>
    <message>
        <source>&amp;Other deck…</source>
        <translation>&amp;Other deck…</translation>
    </message>
    <message>
        <source>Use a card deck in the KDE format from any folder</source>
        <translation>Use a card deck in the KDE format from any folder</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Table:</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Other colour…</translation>
    </message>
    <message>
        <source>More decks: install KDE&apos;s card decks (Debian, Ubuntu: kdegames-card-data-kf5; Fedora, Arch: libkdegames) or put a deck folder in ~/.local/share/carddecks.</source>
        <translation>More decks: install KDE&apos;s card decks (Debian, Ubuntu: kdegames-card-data-kf5; Fedora, Arch: libkdegames) or put a deck folder in ~/.local/share/carddecks.</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Another round</source>
        <translation>Another round</translation>
    </message>
    <message>
        <source>This game can no longer be won: the pyramid can still be cleared, but not all 52 cards</source>
        <translation>This game can no longer be won: the pyramid can still be cleared, but not all 52 cards</translation>
    </message>
    <message>
        <source>This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one</source>
        <translation>This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one</translation>
    </message>
    <message>
        <source>This game can no longer be won; the solver had no time to rank the moves: try this one</source>
        <translation>This game can no longer be won; the solver had no time to rank the moves: try this one</translation>
    </message>
    <message>
        <source>The solver could not decide within the memory it may use: this move is only a suggestion</source>
        <translation>The solver could not decide within the memory it may use: this move is only a suggestion</translation>
    </message>
    <message>
        <source>The solver could not decide in time: this move is only a suggestion</source>
        <translation>The solver could not decide in time: this move is only a suggestion</translation>
    </message>
    <message>
        <source>No hint: no move can be played</source>
        <translation>No hint: no move can be played</translation>
    </message>
    <message>
        <source>This move keeps the most ways the hidden cards may lie winnable: {won} of {tried} tried</source>
        <translation>This move keeps the most ways the hidden cards may lie winnable: {won} of {tried} tried</translation>
    </message>
    <message>
        <source>Watch: the solver plays. Click or press any key to take over.</source>
        <translation>Watch: the solver plays. Click or press any key to take over.</translation>
    </message>
    <message>
        <source>Your turn: the game is yours again.</source>
        <translation>Your turn: the game is yours again.</translation>
    </message>
    <message>
        <source>This game can no longer be won. Watch a line that removes {best} of {total} cards; the solver could not prove that none removes more.</source>
        <translation>This game can no longer be won. Watch a line that removes {best} of {total} cards; the solver could not prove that none removes more.</translation>
    </message>
    <message>
        <source>This game can no longer be won. Watch the line that removes the most cards: {best} of {total}.</source>
        <translation>This game can no longer be won. Watch the line that removes the most cards: {best} of {total}.</translation>
    </message>
    <message>
        <source>Shown: {best} of {total} removed; the solver could not prove that no play removes more.</source>
        <translation>Shown: {best} of {total} removed; the solver could not prove that no play removes more.</translation>
    </message>
    <message>
        <source>Shown: {best} of {total} is the most any play removes in this game.</source>
        <translation>Shown: {best} of {total} is the most any play removes in this game.</translation>
    </message>
    <message>
        <source>This game can no longer be won, and no move removes another card ({best} of {total}): nothing to show</source>
        <translation>This game can no longer be won, and no move removes another card ({best} of {total}): nothing to show</translation>
    </message>
    <message>
        <source>Looking for the way to win…</source>
        <translation>Looking for the way to win…</translation>
    </message>
    <message>
        <source>This position cannot be won, and the solver ran out of the memory it may use before it found a line to the most cards.</source>
        <translation>This position cannot be won, and the solver ran out of the memory it may use before it found a line to the most cards.</translation>
    </message>
    <message>
        <source>This position cannot be won, and the solver found no line to the most cards in time.</source>
        <translation>This position cannot be won, and the solver found no line to the most cards in time.</translation>
    </message>
    <message>
        <source>The solver could not find a win within the memory it may use. This does not mean the game is lost.</source>
        <translation>The solver could not find a win within the memory it may use. This does not mean the game is lost.</translation>
    </message>
    <message>
        <source>The solver could not find a win in time. This does not mean the game is lost.</source>
        <translation>The solver could not find a win in time. This does not mean the game is lost.</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Where did it go wrong?</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Looking for the move that lost the game…</translation>
    </message>
    <message>
        <source>Here you played {move} (red frames), and after it the game could not be won.</source>
        <translation>Here you played {move} (red frames), and after it the game could not be won.</translation>
    </message>
    <message>
        <source>You played {move} here (red frames); the solver could not tell if it lost the game.</source>
        <translation>You played {move} here (red frames); the solver could not tell if it lost the game.</translation>
    </message>
    <message>
        <source>{move} (blue frames) would have kept it winnable.</source>
        <translation>{move} (blue frames) would have kept it winnable.</translation>
    </message>
    <message numerus="yes">
        <source>The board is back at that position (%n move(s) undone).</source>
        <translation>
            <numerusform>The board is back at that position (%n move undone).</numerusform>
            <numerusform>The board is back at that position (%n moves undone).</numerusform>
        </translation>
    </message>
    <message>
        <source>The most cards any play could remove: {best} of {total}. You removed {player}.</source>
        <translation>The most cards any play could remove: {best} of {total}. You removed {player}.</translation>
    </message>
    <message>
        <source>The solver proved that this deal could not be won from its first card: no move of yours lost it.</source>
        <translation>The solver proved that this deal could not be won from its first card: no move of yours lost it.</translation>
    </message>
    <message>
        <source>The most pyramid cards any play could remove: {best} of {total}. You removed {player}.</source>
        <translation>The most pyramid cards any play could remove: {best} of {total}. You removed {player}.</translation>
    </message>
    <message>
        <source>After {move} (red frames), fewer than {best} could be removed.</source>
        <translation>After {move} (red frames), fewer than {best} could be removed.</translation>
    </message>
    <message>
        <source>{move} (blue frames) would have kept {best} within reach.</source>
        <translation>{move} (blue frames) would have kept {best} within reach.</translation>
    </message>
    <message>
        <source>The solver ran out of time looking for the move after which fewer could be removed.</source>
        <translation>The solver ran out of time looking for the move after which fewer could be removed.</translation>
    </message>
    <message>
        <source>You removed as many as any play could.</source>
        <translation>You removed as many as any play could.</translation>
    </message>
    <message>
        <source>{best} are still within reach from here.</source>
        <translation>{best} are still within reach from here.</translation>
    </message>
    <message>
        <source>Nothing went wrong yet: this position can still be won.</source>
        <translation>Nothing went wrong yet: this position can still be won.</translation>
    </message>
    <message>
        <source>This deal could not be won from its first card: no move of yours lost it.</source>
        <translation>This deal could not be won from its first card: no move of yours lost it.</translation>
    </message>
    <message>
        <source>The solver could not show that this game was ever winnable.</source>
        <translation>The solver could not show that this game was ever winnable.</translation>
    </message>
    <message>
        <source>Par {par}: the fewest moves that win this deal ({shown} of the {moves} by Show me how)</source>
        <translation>Par {par}: the fewest moves that win this deal ({shown} of the {moves} by Show me how)</translation>
    </message>
    <message>
        <source>Par {par}: you matched it, a perfect game!</source>
        <translation>Par {par}: you matched it, a perfect game!</translation>
    </message>
    <message>
        <source>Par: not proven in time</source>
        <translation>Par: not proven in time</translation>
    </message>
    <message>
        <source>Par {par}: the fewest moves that win this deal (you: {moves})</source>
        <translation>Par {par}: the fewest moves that win this deal (you: {moves})</translation>
    </message>
    <message>
        <source>This game can no longer be won; this move keeps the most cards removable: {best} of {total}</source>
        <translation>This game can no longer be won; this move keeps the most cards removable: {best} of {total}</translation>
    </message>
    <message>
        <source>This game can no longer be won, and no move removes another card: {best} of {total} is the most</source>
        <translation>This game can no longer be won, and no move removes another card: {best} of {total} is the most</translation>
    </message>
    <message>
        <source>Shown how. This game counts as a win with help, not for records.</source>
        <translation>Shown how. This game counts as a win with help, not for records.</translation>
    </message>
    <message>
        <source>Par: computing…</source>
        <translation>Par: computing…</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Difficulty: how often a casual player wins this deal</source>
        <translation>Difficulty: how often a casual player wins this deal</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Any difficulty</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Daily deal {date}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>card name, e.g. King of diamonds</comment>
        <translation>{rank} of {suit}</translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message>
        <source>Can I still win?</source>
        <translation>Can I still win?</translation>
    </message>
    <message>
        <source>Can still be won in {won} of the {ways} ways the hidden cards may lie.</source>
        <translation>Can still be won in {won} of the {ways} ways the hidden cards may lie.</translation>
    </message>
    <message>
        <source>About {percent}% of the ways the hidden cards may lie can still be won ({won} of {tried}).</source>
        <translation>About {percent}% of the ways the hidden cards may lie can still be won ({won} of {tried}).</translation>
    </message>
    <message numerus="yes">
        <source>%n way(s) could not be decided in time.</source>
        <translation>
            <numerusform>%n way could not be decided in time.</numerusform>
            <numerusform>%n ways could not be decided in time.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking this position…</source>
        <translation>Checking this position…</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>The solver found a way to win from here.</translation>
    </message>
    <message>
        <source>No sequence of moves can win from here.</source>
        <translation>No sequence of moves can win from here.</translation>
    </message>
    <message>
        <source>The solver could not decide in time. This does not mean the game is lost.</source>
        <translation>The solver could not decide in time. This does not mean the game is lost.</translation>
    </message>
    <message>
        <source>Looking for the last step that could still be won…</source>
        <translation>Looking for the last step that could still be won…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>No earlier step could be proven winnable</source>
        <translation>No earlier step could be proven winnable</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>The solver failed: {error}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Back to the last winnable step</source>
        <translation>Back to the last winnable step</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Replay this deal</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pyramid Solitaire. Without arguments the game goes on where it was left.</source>
        <translation>Pyramid Solitaire. Without arguments the game goes on where it was left.</translation>
    </message>
    <message>
        <source>Messages are in the language chosen in Preferences, else in the system&apos;s; --lang chooses another. The position file format is described in {file}.</source>
        <translation>Messages are in the language chosen in Preferences, else in the system&apos;s; --lang chooses another. The position file format is described in {file}.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>CODE|NUMBER|FILE</source>
        <translation>CODE|NUMBER|FILE</translation>
    </message>
    <message>
        <source>the deal to play: a deal code such as PY1-N-AAAAAAS, a deal number 1–20000, or a position file</source>
        <translation>the deal to play: a deal code such as PY1-N-AAAAAAS, a deal number 1–20000, or a position file</translation>
    </message>
    <message>
        <source>the deal number, 1–20000</source>
        <translation>the deal number, 1–20000</translation>
    </message>
    <message>
        <source>the rules of --deal, e.g. W1 or TUSD (default N): {syntax}</source>
        <translation>the rules of --deal, e.g. W1 or TUSD (default N): {syntax}</translation>
    </message>
    <message>
        <source>draw the window into a PNG file and exit</source>
        <translation>draw the window into a PNG file and exit</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <source>the deal code of --screenshot</source>
        <translation>the deal code of --screenshot</translation>
    </message>
    <message>
        <source>the window size of --screenshot</source>
        <translation>the window size of --screenshot</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>show this help and exit</translation>
    </message>
    <message>
        <source>show the version of the game and exit</source>
        <translation>show the version of the game and exit</translation>
    </message>
    <message>
        <source>Usage: </source>
        <translation>Usage: </translation>
    </message>
    <message>
        <source>{option} needs a value</source>
        <translation>{option} needs a value</translation>
    </message>
    <message>
        <source>{option} takes no value</source>
        <translation>{option} takes no value</translation>
    </message>
    <message>
        <source>not understood: {arguments}</source>
        <translation>not understood: {arguments}</translation>
    </message>
    <message>
        <source>--lang takes id (Indonesian) or en (English)</source>
        <translation>--lang takes id (Indonesian) or en (English)</translation>
    </message>
    <message>
        <source>the language: id (Indonesian) or en (English)</source>
        <translation>the language: id (Indonesian) or en (English)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>the command line names more than one deal: name one</source>
        <translation>the command line names more than one deal: name one</translation>
    </message>
    <message>
        <source>not a deal code, a deal number 1–20000 or a position file</source>
        <translation>not a deal code, a deal number 1–20000 or a position file</translation>
    </message>
    <message>
        <source>{argument}: {problem}</source>
        <translation>{argument}: {problem}</translation>
    </message>
    <message>
        <source>--size {asked} is larger than the screen; using {used}</source>
        <translation>--size {asked} is larger than the screen; using {used}</translation>
    </message>
    <message>
        <source>the game cannot open its window: the system libraries {libraries} are missing; install the packages of your system that hold them</source>
        <translation>the game cannot open its window: the system libraries {libraries} are missing; install the packages of your system that hold them</translation>
    </message>
    <message>
        <source>the game cannot open its window: the system libraries {libraries} are missing; install them with: {command}</source>
        <translation>the game cannot open its window: the system libraries {libraries} are missing; install them with: {command}</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>could not write {file}</translation>
    </message>
    <message>
        <source>--size must look like 1280x800 (width x height in pixels), not {text}</source>
        <translation>--size must look like 1280x800 (width x height in pixels), not {text}</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>A game left unfinished for another one counts as abandoned: played and not won, and it ends a winning streak. A game with no move played is not counted.</source>
        <translation>A game left unfinished for another one counts as abandoned: played and not won, and it ends a winning streak. A game with no move played is not counted.</translation>
    </message>
    <message>
        <source>Practice is not counted. A win with help counts as a win, but records are for wins on your own.</source>
        <translation>Practice is not counted. A win with help counts as a win, but records are for wins on your own.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Start a new game?</translation>
    </message>
    <message>
        <source>Replay this deal from the start?</source>
        <translation>Replay this deal from the start?</translation>
    </message>
    <message>
        <source>Play this position instead?</source>
        <translation>Play this position instead?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Play the position</source>
        <translation>Play the position</translation>
    </message>
    <message>
        <source>This practice game will be lost. Practice is not counted in the statistics.</source>
        <translation>This practice game will be lost. Practice is not counted in the statistics.</translation>
    </message>
    <message>
        <source>Practice game</source>
        <translation>Practice game</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Game in progress</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>The game in progress will be lost.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Don&apos;t ask again</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <source>Time: {time}</source>
        <translation>Time: {time}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Moves: {moves}</translation>
    </message>
    <message>
        <source>Undos: {undos}</source>
        <translation>Undos: {undos}</translation>
    </message>
</context>
<context>
    <name>DailyGoals</name>
    <message>
        <source>Days played</source>
        <translation>Days played</translation>
    </message>
    <message>
        <source>Days with a goal met</source>
        <translation>Days with a goal met</translation>
    </message>
    <message>
        <source>Goals met</source>
        <translation>Goals met</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Current streak</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Best streak</translation>
    </message>
    <message>
        <source>Daily goals</source>
        <translation>Daily goals</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Calendar</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row with a goal met (best {best})</source>
        <translation>
            <numerusform>Streak: %n day in a row with a goal met (best {best})</numerusform>
            <numerusform>Streak: %n days in a row with a goal met (best {best})</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the goals and how to meet them</source>
        <translation>Show the goals and how to meet them</translation>
    </message>
    <message>
        <source>{date}: {met} of {count} goals met</source>
        <translation>{date}: {met} of {count} goals met</translation>
    </message>
    <message>
        <source>Deal {code}</source>
        <translation>Deal {code}</translation>
    </message>
    <message>
        <source>How: {moves}</source>
        <translation>How: {moves}</translation>
    </message>
    <message>
        <source>Clear the pyramid</source>
        <translation>Clear the pyramid</translation>
    </message>
    <message>
        <source>Win without help</source>
        <translation>Win without help</translation>
    </message>
    <message>
        <source>Win without undo</source>
        <translation>Win without undo</translation>
    </message>
    <message>
        <source>Win in {moves} moves or fewer</source>
        <translation>Win in {moves} moves or fewer</translation>
    </message>
    <message>
        <source>Remove the four Kings in the first round</source>
        <translation>Remove the four Kings in the first round</translation>
    </message>
    <message>
        <source>Win without another round</source>
        <translation>Win without another round</translation>
    </message>
    <message>
        <source>Score {score} points (Microsoft-style)</source>
        <translation>Score {score} points (Microsoft-style)</translation>
    </message>
    <message>
        <source>{goal}: met</source>
        <translation>{goal}: met</translation>
    </message>
    <message>
        <source>{goal}: not met</source>
        <translation>{goal}: not met</translation>
    </message>
    <message>
        <source>Daily goals: proving…</source>
        <translation>Daily goals: proving…</translation>
    </message>
    <message>
        <source>Daily goals: {goals}</source>
        <translation>Daily goals: {goals}</translation>
    </message>
    <message>
        <source>Daily goals met: {met} of {count}</source>
        <translation>Daily goals met: {met} of {count}</translation>
    </message>
    <message>
        <source>Daily goals…</source>
        <translation>Daily goals…</translation>
    </message>
</context>
<context>
    <name>DeadEnd</name>
    <message>
        <source>No more cards can be removed</source>
        <translation>No more cards can be removed</translation>
    </message>
    <message>
        <source>The solver has proven that no other pyramid card can be removed, however many rounds you play ({removed} of {total} are gone). The game goes on until you end it.</source>
        <translation>The solver has proven that no other pyramid card can be removed, however many rounds you play ({removed} of {total} are gone). The game goes on until you end it.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>End the game</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>Game ended: no more cards could be removed</source>
        <translation>Game ended: no more cards could be removed</translation>
    </message>
</context>
<context>
    <name>DealBar</name>
    <message>
        <source>Deal:</source>
        <translation>Deal:</translation>
    </message>
    <message>
        <source>Custom position</source>
        <translation>Custom position</translation>
    </message>
    <message>
        <source>Par {par}</source>
        <translation>Par {par}</translation>
    </message>
    <message>
        <source>Par: the fewest moves that win this deal</source>
        <translation>Par: the fewest moves that win this deal</translation>
    </message>
    <message>
        <source>Record: {moves} moves, {time}</source>
        <translation>Record: {moves} moves, {time}</translation>
    </message>
    <message>
        <source>Your best win of this deal on your own: fewest moves and best time to beat</source>
        <translation>Your best win of this deal on your own: fewest moves and best time to beat</translation>
    </message>
    <message>
        <source>Daily deal {date}:</source>
        <translation>Daily deal {date}:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Copy the deal code to the clipboard</source>
        <translation>Copy the deal code to the clipboard</translation>
    </message>
    <message>
        <source>The code of this deal: type it in New game to play the same cards again</source>
        <translation>The code of this deal: type it in New game to play the same cards again</translation>
    </message>
</context>
<context>
    <name>DealErrors</name>
    <message>
        <source>Type a deal code or a number</source>
        <translation>Type a deal code or a number</translation>
    </message>
    <message>
        <source>A deal code looks like PY1-N-AAAAAAS</source>
        <translation>A deal code looks like PY1-N-AAAAAAS</translation>
    </message>
    <message>
        <source>A deal code starts with PY1</source>
        <translation>A deal code starts with PY1</translation>
    </message>
    <message>
        <source>The last part of a deal code is 7 letters A–Z</source>
        <translation>The last part of a deal code is 7 letters A–Z</translation>
    </message>
    <message>
        <source>A deal number is between 1 and 20000</source>
        <translation>A deal number is between 1 and 20000</translation>
    </message>
    <message>
        <source>Type a deal number 1–20000 or a code like PY1-N-AAAAAAS</source>
        <translation>Type a deal number 1–20000 or a code like PY1-N-AAAAAAS</translation>
    </message>
    <message>
        <source>The rules part must start with one of {letters}</source>
        <translation>The rules part must start with one of {letters}</translation>
    </message>
    <message>
        <source>A rules option is repeated or out of order (order: {order})</source>
        <translation>A rules option is repeated or out of order (order: {order})</translation>
    </message>
    <message>
        <source>Unknown rules option (use {letters})</source>
        <translation>Unknown rules option (use {letters})</translation>
    </message>
    <message>
        <source>This is not a deal code</source>
        <translation>This is not a deal code</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Looking for a deal the solver can prove winnable…</source>
        <translation>Looking for a deal the solver can prove winnable…</translation>
    </message>
    <message>
        <source>No deal could be proven winnable under these rules in {seconds} seconds, so this deal is unchecked: it might be a dead end.</source>
        <translation>No deal could be proven winnable under these rules in {seconds} seconds, so this deal is unchecked: it might be a dead end.</translation>
    </message>
    <message>
        <source>The solver failed while checking deals ({error}), so this deal is unchecked: it might be a dead end.</source>
        <translation>The solver failed while checking deals ({error}), so this deal is unchecked: it might be a dead end.</translation>
    </message>
</context>
<context>
    <name>DealTableModel</name>
    <message>
        <source>Deal code</source>
        <translation>Deal code</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Daily deal</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message>
        <source>Wins of this deal with hints, checks, going back or Show me how: no records</source>
        <translation>Wins of this deal with hints, checks, going back or Show me how: no records</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Best time</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Fewest moves</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>The fewest moves that win this deal</source>
        <translation>The fewest moves that win this deal</translation>
    </message>
    <message>
        <source>This deal was the daily deal of that date</source>
        <translation>This deal was the daily deal of that date</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>You won!</source>
        <translation>You won!</translation>
    </message>
    <message>
        <source>No more moves can be played</source>
        <translation>No more moves can be played</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message numerus="yes">
        <source>Won with %n hint(s)</source>
        <translation>
            <numerusform>Won with %n hint</numerusform>
            <numerusform>Won with %n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won with %n check(s)</source>
        <translation>
            <numerusform>Won with %n check</numerusform>
            <numerusform>Won with %n checks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won after going back %n time(s)</source>
        <translation>
            <numerusform>Won after going back %n time</numerusform>
            <numerusform>Won after going back %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won with %n move(s) by Show me how</source>
        <translation>
            <numerusform>Won with %n move by Show me how</numerusform>
            <numerusform>Won with %n moves by Show me how</numerusform>
        </translation>
    </message>
    <message>
        <source>Position solved — practice</source>
        <translation>Position solved — practice</translation>
    </message>
    <message>
        <source>Solved from the review — practice</source>
        <translation>Solved from the review — practice</translation>
    </message>
    <message>
        <source>Solved again — practice</source>
        <translation>Solved again — practice</translation>
    </message>
    <message>
        <source>Hints: {count}</source>
        <translation>Hints: {count}</translation>
    </message>
    <message>
        <source>Checks (Can I still win?): {count}</source>
        <translation>Checks (Can I still win?): {count}</translation>
    </message>
    <message>
        <source>Back to a winnable step: {count}</source>
        <translation>Back to a winnable step: {count}</translation>
    </message>
    <message>
        <source>Moves played by Show me how: {count}</source>
        <translation>Moves played by Show me how: {count}</translation>
    </message>
    <message>
        <source>Practice: not counted in the statistics.</source>
        <translation>Practice: not counted in the statistics.</translation>
    </message>
    <message>
        <source>Counted as a win with help; records are for games on your own.</source>
        <translation>Counted as a win with help; records are for games on your own.</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Time: {time}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Moves: {moves}</translation>
    </message>
    <message>
        <source>Undos: {undos}</source>
        <translation>Undos: {undos}</translation>
    </message>
    <message>
        <source>Pyramid cards removed: {removed} of {total}</source>
        <translation>Pyramid cards removed: {removed} of {total}</translation>
    </message>
    <message>
        <source>Cards removed: {removed} of {total}</source>
        <translation>Cards removed: {removed} of {total}</translation>
    </message>
    <message>
        <source>{value} moves (was {old})</source>
        <translation>{value} moves (was {old})</translation>
    </message>
    <message>
        <source>{value} (was {old})</source>
        <translation>{value} (was {old})</translation>
    </message>
    <message>
        <source>score {value} (was {old})</source>
        <translation>score {value} (was {old})</translation>
    </message>
    <message>
        <source>New record for this deal: {records}</source>
        <translation>New record for this deal: {records}</translation>
    </message>
    <message>
        <source>New record for these rules: {records}</source>
        <translation>New record for these rules: {records}</translation>
    </message>
    <message numerus="yes">
        <source>Stock cards left: %n</source>
        <translation>
            <numerusform>Stock cards left: %n</numerusform>
            <numerusform>Stock cards left: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards left in the waste: %n</source>
        <translation>
            <numerusform>Card left in the waste: %n</numerusform>
            <numerusform>Cards left in the waste: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal: {label}</source>
        <translation>This deal: {label}</translation>
    </message>
</context>
<context>
    <name>ErrorNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again.</source>
        <translation>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again.</translation>
    </message>
    <message>
        <source>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again. The details are in {file}.</source>
        <translation>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again. The details are in {file}.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Pyramid</source>
        <translation>Pyramid</translation>
    </message>
    <message>
        <source>Giza</source>
        <translation>Giza</translation>
    </message>
    <message>
        <source>Pharaohs</source>
        <translation>Pharaohs</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triangle</translation>
    </message>
    <message>
        <source>King Tut</source>
        <translation>King Tut</translation>
    </message>
    <message>
        <source>Pyramid Thirteen</source>
        <translation>Pyramid Thirteen</translation>
    </message>
    <message>
        <source>Giza has no stock. The 28-card pyramid is dealt as in Pyramid, and the other 24 cards lie face up in eight piles of three below it. The top card of each pile is free: it pairs with a free pyramid card or with the top card of another pile (a King goes alone), and the card under it is free once it is gone. You win when all 52 cards are removed; the game is lost when no move is left.</source>
        <translation>Giza has no stock. The 28-card pyramid is dealt as in Pyramid, and the other 24 cards lie face up in eight piles of three below it. The top card of each pile is free: it pairs with a free pyramid card or with the top card of another pile (a King goes alone), and the card under it is free once it is gone. You win when all 52 cards are removed; the game is lost when no move is left.</translation>
    </message>
    <message>
        <source>Pharaohs has no stock: all 52 cards lie face up in three pyramids of 7, 6 and 2 rows. A card is free when no card of its own pyramid lies on it, so the last row of each pyramid is free at the start. Remove pairs that make 13 and Kings alone, from any of the pyramids. You win when all 52 cards are removed; the game is lost when no move is left.</source>
        <translation>Pharaohs has no stock: all 52 cards lie face up in three pyramids of 7, 6 and 2 rows. A card is free when no card of its own pyramid lies on it, so the last row of each pyramid is free at the start. Remove pairs that make 13 and Kings alone, from any of the pyramids. You win when all 52 cards are removed; the game is lost when no move is left.</translation>
    </message>
    <message>
        <source>Triangle turns the 28-card pyramid upside down: it stands on its point, and the single card at the bottom is the only free card at the start. Removing a card frees the cards above it that no other card lies on. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through three times. You win when the pyramid is cleared.</source>
        <translation>Triangle turns the 28-card pyramid upside down: it stands on its point, and the single card at the bottom is the only free card at the start. Removing a card frees the cards above it that no other card lies on. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through three times. You win when the pyramid is cleared.</translation>
    </message>
    <message>
        <source>King Tut deals the 28-card pyramid as in Pyramid. The stock is drawn three cards at a time onto one waste pile, and only its top card plays; the stock may be gone through as often as you like. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste. You win when the pyramid is cleared.</source>
        <translation>King Tut deals the 28-card pyramid as in Pyramid. The stock is drawn three cards at a time onto one waste pile, and only its top card plays; the stock may be gone through as often as you like. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste. You win when the pyramid is cleared.</translation>
    </message>
    <message>
        <source>Pyramid Thirteen deals the 28-card pyramid with its top six rows face down: only the last row is face up. A face-down card is turned face up when the last card lying on it goes, and it is then free. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through once. You win when the pyramid is cleared.</source>
        <translation>Pyramid Thirteen deals the 28-card pyramid with its top six rows face down: only the last row is face up. A face-down card is turned face up when the last card lying on it goes, and it is then free. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through once. You win when the pyramid is cleared.</translation>
    </message>
    <message>
        <source>{game}: remove pairs of free cards that make 13, and Kings alone.</source>
        <translation>{game}: remove pairs of free cards that make 13, and Kings alone.</translation>
    </message>
    <message>
        <source>The 28-card pyramid and a stock of 24 cards. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the rule families and options say how the stock is drawn and how often.</source>
        <translation>The 28-card pyramid and a stock of 24 cards. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the rule families and options say how the stock is drawn and how often.</translation>
    </message>
    <message>
        <source>{game} — {title}</source>
        <translation>{game} — {title}</translation>
    </message>
    <message>
        <source>{game} deals have no difficulty rating yet: a random deal may be easy or hard.</source>
        <translation>{game} deals have no difficulty rating yet: a random deal may be easy or hard.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>All 24 other cards start in the stock, and its top card lies face up: it plays like a free card, also with the top card of the waste. Stacked pairs are allowed: a card covered by only one card may be removed together with that card when they make 13 (a Queen on an Ace). Three passes through the stock; the pass is shown at the top right.</source>
        <translation>All 24 other cards start in the stock, and its top card lies face up: it plays like a free card, also with the top card of the waste. Stacked pairs are allowed: a card covered by only one card may be removed together with that card when they make 13 (a Queen on an Ace). Three passes through the stock; the pass is shown at the top right.</translation>
    </message>
    <message>
        <source>The other cards are the stock; turn them one at a time onto the waste. Only the newest waste card plays; a card lower down is free again once the cards on it are gone. One pass, no redeal. With the draw-three option, three cards are turned at a time, one onto each of three waste piles, and each pile&apos;s top card plays.</source>
        <translation>The other cards are the stock; turn them one at a time onto the waste. Only the newest waste card plays; a card lower down is free again once the cards on it are gone. One pass, no redeal. With the draw-three option, three cards are turned at a time, one onto each of three waste piles, and each pile&apos;s top card plays.</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Space or Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Left and Right arrows</source>
        <translation>Left and Right arrows</translation>
    </message>
    <message>
        <source>Move the focus ring through the free cards and the stock in reading order: the pyramid row by row, then the stock and the waste (a screen reader reads each card, its place and whether it is free)</source>
        <translation>Move the focus ring through the free cards and the stock in reading order: the pyramid row by row, then the stock and the waste (a screen reader reads each card, its place and whether it is free)</translation>
    </message>
    <message>
        <source>Up and Down arrows</source>
        <translation>Up and Down arrows</translation>
    </message>
    <message>
        <source>Move the focus ring to the nearest free card above or below</source>
        <translation>Move the focus ring to the nearest free card above or below</translation>
    </message>
    <message>
        <source>Home and End</source>
        <translation>Home and End</translation>
    </message>
    <message>
        <source>Move the focus ring to the first or the last free card</source>
        <translation>Move the focus ring to the first or the last free card</translation>
    </message>
    <message>
        <source>Put a dragged card back, or drop the selected card; close the panel of “Can I still win?” or “Where did it go wrong?”</source>
        <translation>Put a dragged card back, or drop the selected card; close the panel of “Can I still win?” or “Where did it go wrong?”</translation>
    </message>
    <message>
        <source>How to play Pyramid</source>
        <translation>How to play Pyramid</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
    </message>
    <message>
        <source>The three rule families</source>
        <translation>The three rule families</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>At the deal one card is turned onto the waste and 23 stay face down in the stock. Click the stock to turn its top card onto the waste. Only the top card of the waste can be paired: a card just drawn does not pair with the waste card it covers. When the stock is empty, click it again (“Another round”): the waste goes back in the same order, as often as you like. You win when the pyramid is empty.</source>
        <translation>At the deal one card is turned onto the waste and 23 stay face down in the stock. Click the stock to turn its top card onto the waste. Only the top card of the waste can be paired: a card just drawn does not pair with the waste card it covers. When the stock is empty, click it again (“Another round”): the waste goes back in the same order, as often as you like. You win when the pyramid is empty.</translation>
    </message>
    <message>
        <source>Play the card or the stock in the focus ring</source>
        <translation>Play the card or the stock in the focus ring</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Open the menu bar</translation>
    </message>
    <message>
        <source>Remove cards in pairs that add up to 13: Ace 1, Jack 11, Queen 12. A King is 13 and goes on its own. A card is free when no card of the row below lies on it. Click a free card, then another: if they make 13 both go. The cards the first one could pair with get a dashed frame.</source>
        <translation>Remove cards in pairs that add up to 13: Ace 1, Jack 11, Queen 12. A King is 13 and goes on its own. A card is free when no card of the row below lies on it. Click a free card, then another: if they make 13 both go. The cards the first one could pair with get a dashed frame.</translation>
    </message>
    <message>
        <source>Or drag a free card onto its partner: the card under it is marked when the two go together. A King dragged off its place goes; a card let go anywhere else goes back.</source>
        <translation>Or drag a free card onto its partner: the card under it is marked when the two go together. A King dragged off its place goes; a card let go anywhere else goes back.</translation>
    </message>
    <message>
        <source>With a screen reader every card on the table can be read, with its place and whether it is free; the arrow keys go from free card to free card, and each move, draw and answer is announced.</source>
        <translation>With a screen reader every card on the table can be read, with its place and whether it is free; the arrow keys go from free card to free card, and each move, draw and answer is announced.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Each family can be changed in Settings → Preferences; a change applies from the next deal. The rules code in a deal code (PY1-W1-…) says which options differ from the family.</source>
        <translation>Each family can be changed in Settings → Preferences; a change applies from the next deal. The rules code in a deal code (PY1-W1-…) says which options differ from the family.</translation>
    </message>
    <message>
        <source>Deal labels</source>
        <translation>Deal labels</translation>
    </message>
    <message>
        <source>Every deal has a code, shown at the top: type it in New game to play the same cards again.</source>
        <translation>Every deal has a code, shown at the top: type it in New game to play the same cards again.</translation>
    </message>
    <message>
        <source>The solver has found a way to clear this deal. New games are such deals by default.</source>
        <translation>The solver has found a way to clear this deal. New games are such deals by default.</translation>
    </message>
    <message>
        <source>A full random deal (a setting): it may have no solution. The true label is shown at the end of the round.</source>
        <translation>A full random deal (a setting): it may have no solution. The true label is shown at the end of the round.</translation>
    </message>
    <message>
        <source>No sequence of moves can clear it.</source>
        <translation>No sequence of moves can clear it.</translation>
    </message>
    <message>
        <source>Asks the solver about the position on the table. It answers “Verified winnable”, “Proven unwinnable”, or “Not determined” when it could not decide in time — that does not mean the game is lost. When it is lost you can undo, go back to the last step that could still be won, or replay the deal.</source>
        <translation>Asks the solver about the position on the table. It answers “Verified winnable”, “Proven unwinnable”, or “Not determined” when it could not decide in time — that does not mean the game is lost. When it is lost you can undo, go back to the last step that could still be won, or replay the deal.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Positions</translation>
    </message>
    <message>
        <source>Game → Copy position puts the position on the table on the clipboard as text (“# pyramid position v1”). Game → Paste position and Game → Open position play a position from the clipboard or a file: one set up from a real table, sent by a friend, or written by pyramid-qt-solve. Paste position also takes a deal code (what Copy in the deal bar copies) or a deal number. A position file can also be given on the command line: pyramid-qt FILE.</source>
        <translation>Game → Copy position puts the position on the table on the clipboard as text (“# pyramid position v1”). Game → Paste position and Game → Open position play a position from the clipboard or a file: one set up from a real table, sent by a friend, or written by pyramid-qt-solve. Paste position also takes a deal code (what Copy in the deal bar copies) or a deal number. A position file can also be given on the command line: pyramid-qt FILE.</translation>
    </message>
    <message>
        <source>The layout of {game}</source>
        <translation>The layout of {game}</translation>
    </message>
    <message>
        <source>Choose it in New game, or in Settings → Preferences for every new deal.</source>
        <translation>Choose it in New game, or in Settings → Preferences for every new deal.</translation>
    </message>
    <message>
        <source>The solver plays a shortest winning line from the position on the table; click or press any key to take over. A game won with its moves is a win with help: the end says how many it played.</source>
        <translation>The solver plays a shortest winning line from the position on the table; click or press any key to take over. A game won with its moves is a win with help: the end says how many it played.</translation>
    </message>
    <message>
        <source>After a loss, or from the Move menu: the board goes back to the last position that could still be won; the move played there is framed red, a move that keeps the game winnable blue. After a loss, play from there is practice: the loss stays as recorded.</source>
        <translation>After a loss, or from the Move menu: the board goes back to the last position that could still be won; the move played there is framed red, a move that keeps the game winnable blue. After a loss, play from there is practice: the loss stays as recorded.</translation>
    </message>
    <message>
        <source>The difficulty beside the label: how often a casual player wins the deal. New game… chooses it, and New game deals the one last chosen (Easy at first).</source>
        <translation>The difficulty beside the label: how often a casual player wins the deal. New game… chooses it, and New game deals the one last chosen (Easy at first).</translation>
    </message>
    <message>
        <source>A win after hints, checks, going back to a winnable step or moves of Show me how: it counts as a win and the end tells the help, but it sets no record.</source>
        <translation>A win after hints, checks, going back to a winnable step or moves of Show me how: it counts as a win and the end tells the help, but it sets no record.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Practice</translation>
    </message>
    <message>
        <source>A pasted or opened position, and play on after a review or after an Undo from a win: never counted in the statistics, and leaving it abandons nothing.</source>
        <translation>A pasted or opened position, and play on after a review or after an Undo from a win: never counted in the statistics, and leaving it abandons nothing.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source>Your fewest moves and best time on a deal and on its rules, from games won on your own: the deal bar shows the deal&apos;s record to beat, and a better win says New record.</source>
        <translation>Your fewest moves and best time on a deal and on its rules, from games won on your own: the deal bar shows the deal&apos;s record to beat, and a better win says New record.</translation>
    </message>
    <message>
        <source>Three goals a day on the daily deal, each harder than the last and each proven possible by the solver before it is offered. The line under the board marks a goal ★ once met; the calendar shows the days&apos; stars, your streak and, for a day that is over, how each goal could be met.</source>
        <translation>Three goals a day on the daily deal, each harder than the last and each proven possible by the solver before it is offered. The line under the board marks a goal ★ once met; the calendar shows the days&apos; stars, your streak and, for a day that is over, how each goal could be met.</translation>
    </message>
    <message>
        <source>Copies one line telling the finished game: date, deal code, moves against par, time and goals met. A friend pastes it into New game or Paste position to play the same deal.</source>
        <translation>Copies one line telling the finished game: date, deal code, moves against par, time and goals met. A friend pastes it into New game or Paste position to play the same deal.</translation>
    </message>
    <message>
        <source>Example: a pair of two pyramid cards scores 20, a pyramid card paired with the waste&apos;s top card 10, a King of the pyramid 10; cards of the stock and waste score nothing, so time and moves tell won games apart.</source>
        <translation>Example: a pair of two pyramid cards scores 20, a pyramid card paired with the waste&apos;s top card 10, a King of the pyramid 10; cards of the stock and waste score nothing, so time and moves tell won games apart.</translation>
    </message>
    <message>
        <source>Example: three pairs and a King clear the bottom row: 4 × {removal} + {bottom} = {first}. Clearing every row earns {bonuses} = {all_rows} in bonuses; removing all 52 cards (24 pairs and 4 Kings) before the last pyramid card adds 28 × {removal} = {removals}: {most} at most.</source>
        <translation>Example: three pairs and a King clear the bottom row: 4 × {removal} + {bottom} = {first}. Clearing every row earns {bonuses} = {all_rows} in bonuses; removing all 52 cards (24 pairs and 4 Kings) before the last pyramid card adds 28 × {removal} = {removals}: {most} at most.</translation>
    </message>
    <message>
        <source>Example: a pyramid cleared on pass 1 with 8 cards left in the stock and waste scores {first} − 8 = {a}; one not cleared, with 5 pyramid cards left, −5; one cleared on pass 3 with 2 cards left {third} − 2 = {b}. After {games} games the total is the match&apos;s: 0 or more makes par. The status bar shows the match so far; the match goes on after a restart. Under rules with more passes a game counts as it stood when its third pass ended; practice games (a position) do not count.</source>
        <translation>Example: a pyramid cleared on pass 1 with 8 cards left in the stock and waste scores {first} − 8 = {a}; one not cleared, with 5 pyramid cards left, −5; one cleared on pass 3 with 2 cards left {third} − 2 = {b}. After {games} games the total is the match&apos;s: 0 or more makes par. The status bar shows the match so far; the match goes on after a restart. Under rules with more passes a game counts as it stood when its third pass ended; practice games (a position) do not count.</translation>
    </message>
    <message>
        <source>Example: a win with 6 cards left in the stock and waste scores 6; a game that ends with 4 pyramid cards and 10 other cards on the table, 14. Fewer is better: 0, every card removed, is perfect.</source>
        <translation>Example: a win with 6 cards left in the stock and waste scores 6; a game that ends with 4 pyramid cards and 10 other cards on the table, 14. Fewer is better: 0, every card removed, is perfect.</translation>
    </message>
    <message>
        <source>The web rules&apos; own way: a result shows the time, the moves and the undos.</source>
        <translation>The web rules&apos; own way: a result shows the time, the moves and the undos.</translation>
    </message>
    <message>
        <source>Settings → Preferences → Scoring chooses how a game is scored; the status bar and the end panel follow it. By default each rule family scores its own way: Pyramide for the standard and traditional rules, no score for the web rules. When a game ends the solver looks for the best score this deal allows; when it proves it in time the end panel shows it beside yours, as in “870 of a possible 1,290”.</source>
        <translation>Settings → Preferences → Scoring chooses how a game is scored; the status bar and the end panel follow it. By default each rule family scores its own way: Pyramide for the standard and traditional rules, no score for the web rules. When a game ends the solver looks for the best score this deal allows; when it proves it in time the end panel shows it beside yours, as in “870 of a possible 1,290”.</translation>
    </message>
    <message>
        <source>Giza and Pharaohs are won by discarding every card: there Pyramide scores 10 a card, reserve cards too (a win is {win}); Microsoft-style gives each pyramid its row bonuses from its bottom row up (a Pharaohs win is {most} at most); Cards left counts the reserve cards. The Par Pyramid match is Pyramid&apos;s: other games show no score under it. The best score possible is shown where the solver knows it.</source>
        <translation>Giza and Pharaohs are won by discarding every card: there Pyramide scores 10 a card, reserve cards too (a win is {win}); Microsoft-style gives each pyramid its row bonuses from its bottom row up (a Pharaohs win is {most} at most); Cards left counts the reserve cards. The Par Pyramid match is Pyramid&apos;s: other games show no score under it. The best score possible is shown where the solver knows it.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>The fewest moves that win the deal, shown beside your moves when you win.</source>
        <translation>The fewest moves that win the deal, shown beside your moves when you win.</translation>
    </message>
    <message>
        <source>One deal a day, the same for everyone: verified winnable, of medium difficulty, with its own winning streak in the statistics.</source>
        <translation>One deal a day, the same for everyone: verified winnable, of medium difficulty, with its own winning streak in the statistics.</translation>
    </message>
    <message>
        <source>More help from the solver</source>
        <translation>More help from the solver</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Pyramid Help</source>
        <translation>Pyramid Help</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sections</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Help text</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Deal code {code} copied</source>
        <translation>Deal code {code} copied</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Game status</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Resize the window</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>Pyramid</translation>
    </message>
    <message>
        <source>{code} — Pyramid</source>
        <translation>{code} — Pyramid</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Share</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>About Pyramid</source>
        <translation>About Pyramid</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pyramid {version}&lt;/h3&gt;&lt;p&gt;Pyramid Solitaire for the desktop: remove pairs of cards that add up to 13.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6). Rules from the Pyramid Solitaire tradition.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pyramid {version}&lt;/h3&gt;&lt;p&gt;Pyramid Solitaire for the desktop: remove pairs of cards that add up to 13.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6). Rules from the Pyramid Solitaire tradition.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The sum must be 13</source>
        <translation>The sum must be 13</translation>
    </message>
    <message>
        <source>This card is blocked by another card</source>
        <translation>This card is blocked by another card</translation>
    </message>
    <message>
        <source>These two cards cannot pair under these rules</source>
        <translation>These two cards cannot pair under these rules</translation>
    </message>
    <message>
        <source>Only a King is removed on its own</source>
        <translation>Only a King is removed on its own</translation>
    </message>
    <message>
        <source>Choose two different cards</source>
        <translation>Choose two different cards</translation>
    </message>
    <message>
        <source>This card is no longer in play</source>
        <translation>This card is no longer in play</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>The stock is empty</translation>
    </message>
    <message>
        <source>The stock is not empty yet</source>
        <translation>The stock is not empty yet</translation>
    </message>
    <message>
        <source>There are no cards left to turn over</source>
        <translation>There are no cards left to turn over</translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>No passes left</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nothing to undo</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nothing to redo</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Empty: a random deal with your current rules.</source>
        <translation>Empty: a random deal with your current rules.</translation>
    </message>
    <message>
        <source>Empty: a random deal of {game}.</source>
        <translation>Empty: a random deal of {game}.</translation>
    </message>
    <message>
        <source>Deal {code}</source>
        <translation>Deal {code}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Rules of the game</translation>
    </message>
    <message>
        <source>Deal code (like PY1-N-AAAAAAS) or deal number 1–20000:</source>
        <translation>Deal code (like PY1-N-AAAAAAS) or deal number 1–20000:</translation>
    </message>
    <message>
        <source>Deal code or number</source>
        <translation>Deal code or number</translation>
    </message>
    <message>
        <source>Empty for a random deal</source>
        <translation>Empty for a random deal</translation>
    </message>
    <message>
        <source>&amp;Difficulty of a random deal:</source>
        <translation>&amp;Difficulty of a random deal:</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused. Click or press P to go on.</source>
        <translation>Paused. Click or press P to go on.</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Save the position</source>
        <translation>Save the position</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Open a position</translation>
    </message>
    <message>
        <source>Position files (*.txt *.pyramid);;All files (*)</source>
        <translation>Position files (*.txt *.pyramid);;All files (*)</translation>
    </message>
    <message>
        <source>The “rules:” line is missing.</source>
        <translation>The “rules:” line is missing.</translation>
    </message>
    <message>
        <source>These rules are unknown (a rules field looks like N, W1 or TD).</source>
        <translation>These rules are unknown (a rules field looks like N, W1 or TD).</translation>
    </message>
    <message>
        <source>The “pyramid:” section is missing.</source>
        <translation>The “pyramid:” section is missing.</translation>
    </message>
    <message>
        <source>The pyramid needs 7 rows.</source>
        <translation>The pyramid needs 7 rows.</translation>
    </message>
    <message>
        <source>This row of the pyramid has the wrong number of cards.</source>
        <translation>This row of the pyramid has the wrong number of cards.</translation>
    </message>
    <message>
        <source>This is not a card (a card is written like 7H, TD or 10♣; a removed one --).</source>
        <translation>This is not a card (a card is written like 7H, TD or 10♣; a removed one --).</translation>
    </message>
    <message>
        <source>A card appears more than once.</source>
        <translation>A card appears more than once.</translation>
    </message>
    <message>
        <source>A card lies over a removed card: it would float.</source>
        <translation>A card lies over a removed card: it would float.</translation>
    </message>
    <message>
        <source>This line is not part of a position.</source>
        <translation>This line is not part of a position.</translation>
    </message>
    <message>
        <source>This line appears twice.</source>
        <translation>This line appears twice.</translation>
    </message>
    <message>
        <source>The pass is not a number these rules allow.</source>
        <translation>The pass is not a number these rules allow.</translation>
    </message>
    <message>
        <source>These waste lines do not fit the rules (draw three uses waste1: to waste3:).</source>
        <translation>These waste lines do not fit the rules (draw three uses waste1: to waste3:).</translation>
    </message>
    <message>
        <source>This game of the Pyramid family cannot be played here yet.</source>
        <translation>This game of the Pyramid family cannot be played here yet.</translation>
    </message>
    <message>
        <source>This game has no stock and no waste: these lines do not belong to it.</source>
        <translation>This game has no stock and no waste: these lines do not belong to it.</translation>
    </message>
    <message>
        <source>This is not a position.</source>
        <translation>This is not a position.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}
“{text}”</source>
        <translation>Line {line}: {problem}
“{text}”</translation>
    </message>
    <message>
        <source>There is nothing to play on the clipboard: copy a position text (it starts with “# pyramid position v1”), a deal code such as PY1-N-AAAAAAS or a deal number 1–20000.</source>
        <translation>There is nothing to play on the clipboard: copy a position text (it starts with “# pyramid position v1”), a deal code such as PY1-N-AAAAAAS or a deal number 1–20000.</translation>
    </message>
    <message>
        <source>“{text}” on the clipboard is not a deal: {problem}</source>
        <translation>“{text}” on the clipboard is not a deal: {problem}</translation>
    </message>
    <message>
        <source>This text is far too long to be a position (a position is about a dozen lines).</source>
        <translation>This text is far too long to be a position (a position is about a dozen lines).</translation>
    </message>
    <message>
        <source>{file} could not be read.</source>
        <translation>{file} could not be read.</translation>
    </message>
    <message>
        <source>{file} is not a position file (not UTF-8 text, or too large).</source>
        <translation>{file} is not a position file (not UTF-8 text, or too large).</translation>
    </message>
    <message>
        <source>Position copied as text</source>
        <translation>Position copied as text</translation>
    </message>
    <message>
        <source>Position saved to {file}</source>
        <translation>Position saved to {file}</translation>
    </message>
    <message>
        <source>{file} could not be saved: the disk is full.</source>
        <translation>{file} could not be saved: the disk is full.</translation>
    </message>
    <message>
        <source>{file} could not be saved: that folder may not be written to.</source>
        <translation>{file} could not be saved: that folder may not be written to.</translation>
    </message>
    <message>
        <source>{file} could not be saved.</source>
        <translation>{file} could not be saved.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The settings file is damaged. Defaults are used; it is rewritten when you save.</source>
        <translation>The settings file is damaged. Defaults are used; it is rewritten when you save.</translation>
    </message>
    <message>
        <source>Some settings had invalid values and use their defaults until you save.</source>
        <translation>Some settings had invalid values and use their defaults until you save.</translation>
    </message>
    <message>
        <source>The settings file could not be read. Defaults are used.</source>
        <translation>The settings file could not be read. Defaults are used.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. They apply until you quit the game.</source>
        <translation>Your settings could not be saved. They apply until you quit the game.</translation>
    </message>
    <message>
        <source>There is a problem with the settings file.</source>
        <translation>There is a problem with the settings file.</translation>
    </message>
    <message>
        <source>Say why a &amp;move is not allowed</source>
        <translation>Say why a &amp;move is not allowed</translation>
    </message>
    <message>
        <source>When a card you choose cannot be played (it is blocked, or the two cards do not make 13), say why</source>
        <translation>When a card you choose cannot be played (it is blocked, or the two cards do not make 13), say why</translation>
    </message>
    <message>
        <source>Ask before &amp;leaving a game in progress</source>
        <translation>Ask before &amp;leaving a game in progress</translation>
    </message>
    <message>
        <source>New game, Replay and opening a position ask first when the game in progress has moves</source>
        <translation>New game, Replay and opening a position ask first when the game in progress has moves</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Deals:</translation>
    </message>
    <message>
        <source>Only &amp;verified winnable</source>
        <translation>Only &amp;verified winnable</translation>
    </message>
    <message>
        <source>Full &amp;random</source>
        <translation>Full &amp;random</translation>
    </message>
    <message>
        <source>Full random deals are labelled “Might be a dead end”: they may have no solution. The true label is shown when the round ends.</source>
        <translation>Full random deals are labelled “Might be a dead end”: they may have no solution. The true label is shown when the round ends.</translation>
    </message>
    <message>
        <source>Remove &amp;Kings automatically</source>
        <translation>Remove &amp;Kings automatically</translation>
    </message>
    <message>
        <source>A King is removed as soon as it is free: a move, as your click would be; Undo takes it back</source>
        <translation>A King is removed as soon as it is free: a move, as your click would be; Undo takes it back</translation>
    </message>
    <message>
        <source>R&amp;elax: no clock, no score</source>
        <translation>R&amp;elax: no clock, no score</translation>
    </message>
    <message>
        <source>Hide the game time and the score while you play and when the game ends (both still kept)</source>
        <translation>Hide the game time and the score while you play and when the game ends (both still kept)</translation>
    </message>
    <message>
        <source>Sc&amp;oring:</source>
        <translation>Sc&amp;oring:</translation>
    </message>
    <message>
        <source>How a game is scored; Help → How to play explains each system with an example</source>
        <translation>How a game is scored; Help → How to play explains each system with an example</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <source>How fast cards move; Off places them at once</source>
        <translation>How fast cards move; Off places them at once</translation>
    </message>
    <message>
        <source>A dark table and deeper suit colours</source>
        <translation>A dark table and deeper suit colours</translation>
    </message>
    <message>
        <source>Pyramide (10 a card)</source>
        <translation>Pyramide (10 a card)</translation>
    </message>
    <message>
        <source>Pyramide</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Microsoft-style (pairs, rows)</source>
        <translation>Microsoft-style (pairs, rows)</translation>
    </message>
    <message>
        <source>Microsoft-style</source>
        <translation>Microsoft-style</translation>
    </message>
    <message>
        <source>Par Pyramid match</source>
        <translation>Par Pyramid match</translation>
    </message>
    <message>
        <source>Par Pyramid</source>
        <translation>Par Pyramid</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cards left</translation>
    </message>
    <message>
        <source>Every card a win needs removed scores 10: a won game is 280 where the win clears the pyramid (the stock and waste score nothing), 520 where it takes every card</source>
        <translation>Every card a win needs removed scores 10: a won game is 280 where the win clears the pyramid (the stock and waste score nothing), 520 where it takes every card</translation>
    </message>
    <message>
        <source>5 a pair or King removed, and a bonus for each pyramid row cleared, from each pyramid&apos;s free row back: 25, 50, 75, 100, 150, 250, 500 (1,290 at most with one pyramid)</source>
        <translation>5 a pair or King removed, and a bonus for each pyramid row cleared, from each pyramid&apos;s free row back: 25, 50, 75, 100, 150, 250, 500 (1,290 at most with one pyramid)</translation>
    </message>
    <message>
        <source>The pyramid cleared on pass 1 scores 50, on pass 2 35, on pass 3 20, less the stock and waste cards left; not cleared, minus the pyramid cards left. Six games make a match; par is a total of 0 or more. Pyramid only: other games show no score under it</source>
        <translation>The pyramid cleared on pass 1 scores 50, on pass 2 35, on pass 3 20, less the stock and waste cards left; not cleared, minus the pyramid cards left. Six games make a match; par is a total of 0 or more. Pyramid only: other games show no score under it</translation>
    </message>
    <message>
        <source>The cards still on the table at the end, stock, waste and reserves too: 0 is perfect</source>
        <translation>The cards still on the table at the end, stock, waste and reserves too: 0 is perfect</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>No score is kept or shown</source>
        <translation>No score is kept or shown</translation>
    </message>
    <message>
        <source>The rules&apos; own</source>
        <translation>The rules&apos; own</translation>
    </message>
    <message>
        <source>Pyramide for the standard and traditional rules, no score for the web rules</source>
        <translation>Pyramide for the standard and traditional rules, no score for the web rules</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once</source>
        <translation>The language of the game; it changes at once</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>System language</translation>
    </message>
    <message>
        <source>Four-&amp;colour suits</source>
        <translation>Four-&amp;colour suits</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, told apart from hearts and spades</source>
        <translation>Diamonds blue and clubs green, told apart from hearts and spades</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;High contrast</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>{game} has no rules to choose: every deal is played by its own.</source>
        <translation>{game} has no rules to choose: every deal is played by its own.</translation>
    </message>
    <message>
        <source>Rules code: &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>Rules code: &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Appearance</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>{family} ({letter})</source>
        <translation>{family} ({letter})</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal.</source>
        <translation>Rule changes apply from the next deal.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The saved game was damaged and could not be restored (a copy was kept)</source>
        <translation>The saved game was damaged and could not be restored (a copy was kept)</translation>
    </message>
    <message>
        <source>The saved game could not be read</source>
        <translation>The saved game could not be read</translation>
    </message>
    <message>
        <source>Some values in the saved game were damaged and were reset; the game goes on</source>
        <translation>Some values in the saved game were damaged and were reset; the game goes on</translation>
    </message>
    <message>
        <source>Some values in the statistics file were damaged and were reset</source>
        <translation>Some values in the statistics file were damaged and were reset</translation>
    </message>
    <message>
        <source>Another program is using the statistics file: this session&apos;s statistics are kept and written when it is free</source>
        <translation>Another program is using the statistics file: this session&apos;s statistics are kept and written when it is free</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: the data folder is read-only</source>
        <translation>Statistics cannot be saved: the data folder is read-only</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: the disk is full</source>
        <translation>Statistics cannot be saved: the disk is full</translation>
    </message>
    <message>
        <source>The statistics file is from a newer version and was left untouched</source>
        <translation>The statistics file is from a newer version and was left untouched</translation>
    </message>
    <message>
        <source>Statistics cannot be saved</source>
        <translation>Statistics cannot be saved</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was kept aside and a new one started</source>
        <translation>The statistics file was damaged: it was kept aside and a new one started</translation>
    </message>
    <message>
        <source>The game cannot be saved: the disk is full</source>
        <translation>The game cannot be saved: the disk is full</translation>
    </message>
    <message>
        <source>The game cannot be saved: the data folder is read-only</source>
        <translation>The game cannot be saved: the data folder is read-only</translation>
    </message>
    <message>
        <source>The game cannot be saved</source>
        <translation>The game cannot be saved</translation>
    </message>
    <message>
        <source>The Par Pyramid match file was damaged: a new match was started (a copy was kept)</source>
        <translation>The Par Pyramid match file was damaged: a new match was started (a copy was kept)</translation>
    </message>
    <message>
        <source>The Par Pyramid match could not be read: a new match was started</source>
        <translation>The Par Pyramid match could not be read: a new match was started</translation>
    </message>
    <message>
        <source>The Par Pyramid match cannot be saved: it goes on until the game is closed</source>
        <translation>The Par Pyramid match cannot be saved: it goes on until the game is closed</translation>
    </message>
    <message>
        <source>A file could not be saved</source>
        <translation>A file could not be saved</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>File Folder</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Save As</source>
        <translation>Save As</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Choose</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Directory:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Directories</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Files</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Find Directory</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>All Files (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Go back</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Go forward</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Parent Directory</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Go to the parent directory</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Create New Folder</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Create a New Folder</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>New Folder</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;New Folder</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>List View</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Change to list view mode</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Detail View</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Change to detail view mode</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Sidebar</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>List of places and bookmarks</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Recent Places</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Rename</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Show &amp;hidden files</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 already exists.
Do you want to replace it?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
File not found.
Please verify the correct file name was given.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Directory not found.
Please verify the correct directory name was given.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Are you sure you want to delete &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Could not delete directory.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Date Modified</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>My Computer</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Close without Saving</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Show Details...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Hide Details...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Save All</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Yes to &amp;All</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;o to All</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Scroll here</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bottom</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Left edge</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Right edge</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Page up</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Page down</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Page left</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Page right</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Scroll up</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Scroll down</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Scroll left</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Scroll right</translation>
    </message>
</context>
<context>
    <name>QUnicodeControlCharacterMenu</name>
    <message>
        <source>Insert Unicode control character</source>
        <translation>Insert Unicode control character</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copy &amp;Link Location</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No finished games yet. Your results will appear here, one bar per game.</source>
        <translation>No finished games yet. Your results will appear here, one bar per game.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Lost</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandoned</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Recent results</translation>
    </message>
    <message numerus="yes">
        <source>Game {number}: won with help in {time}, %n move(s)</source>
        <translation>
            <numerusform>Game {number}: won with help in {time}, %n move</numerusform>
            <numerusform>Game {number}: won with help in {time}, %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {number}: won in {time}, %n move(s)</source>
        <translation>
            <numerusform>Game {number}: won in {time}, %n move</numerusform>
            <numerusform>Game {number}: won in {time}, %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {number}: lost, {removed} of {cards} pyramid cards removed</source>
        <translation>Game {number}: lost, {removed} of {cards} pyramid cards removed</translation>
    </message>
    <message>
        <source>Game {number}: abandoned, {removed} of {cards} pyramid cards removed</source>
        <translation>Game {number}: abandoned, {removed} of {cards} pyramid cards removed</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Passes through the stock:</translation>
    </message>
    <message>
        <source>How many times the stock may be dealt; a recycle starts the next pass</source>
        <translation>How many times the stock may be dealt; a recycle starts the next pass</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unlimited</translation>
    </message>
    <message>
        <source>unlimited passes</source>
        <translation>unlimited passes</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n pass</numerusform>
            <numerusform>%n passes</numerusform>
        </translation>
    </message>
    <message>
        <source>The number of passes is one character, 1–{max} or {unlimited}, right after the rules letter</source>
        <translation>The number of passes is one character, 1–{max} or {unlimited}, right after the rules letter</translation>
    </message>
    <message>
        <source>&amp;Win when:</source>
        <translation>&amp;Win when:</translation>
    </message>
    <message>
        <source>Whether the stock and waste must be cleared too</source>
        <translation>Whether the stock and waste must be cleared too</translation>
    </message>
    <message>
        <source>The pyramid is cleared</source>
        <translation>The pyramid is cleared</translation>
    </message>
    <message>
        <source>All 52 cards are removed</source>
        <translation>All 52 cards are removed</translation>
    </message>
    <message>
        <source>won when the pyramid is cleared</source>
        <translation>won when the pyramid is cleared</translation>
    </message>
    <message>
        <source>won when all 52 cards are removed</source>
        <translation>won when all 52 cards are removed</translation>
    </message>
    <message>
        <source>&amp;Stacked pairs</source>
        <translation>&amp;Stacked pairs</translation>
    </message>
    <message>
        <source>A card covered by only one card may pair with that card</source>
        <translation>A card covered by only one card may pair with that card</translation>
    </message>
    <message>
        <source>no stacked pairs</source>
        <translation>no stacked pairs</translation>
    </message>
    <message>
        <source>stacked pairs</source>
        <translation>stacked pairs</translation>
    </message>
    <message>
        <source>&amp;Drawn card vs waste card</source>
        <translation>&amp;Drawn card vs waste card</translation>
    </message>
    <message>
        <source>The newest talon card may pair with the waste card under it</source>
        <translation>The newest talon card may pair with the waste card under it</translation>
    </message>
    <message>
        <source>no drawn card vs waste card</source>
        <translation>no drawn card vs waste card</translation>
    </message>
    <message>
        <source>drawn card vs waste card</source>
        <translation>drawn card vs waste card</translation>
    </message>
    <message>
        <source>Draw &amp;three onto three waste piles</source>
        <translation>Draw &amp;three onto three waste piles</translation>
    </message>
    <message>
        <source>The stock is dealt in threes, one card onto each of three waste piles</source>
        <translation>The stock is dealt in threes, one card onto each of three waste piles</translation>
    </message>
    <message>
        <source>one waste pile</source>
        <translation>one waste pile</translation>
    </message>
    <message>
        <source>draw three onto three waste piles</source>
        <translation>draw three onto three waste piles</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>One card starts on the waste; only the waste top plays; unlimited passes.</source>
        <translation>One card starts on the waste; only the waste top plays; unlimited passes.</translation>
    </message>
    <message>
        <source>Web rules</source>
        <translation>Web rules</translation>
    </message>
    <message>
        <source>The stock top plays too, even with the waste top; stacked pairs; 3 passes.</source>
        <translation>The stock top plays too, even with the waste top; stacked pairs; 3 passes.</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Traditional</translation>
    </message>
    <message>
        <source>Cards are turned one at a time; only the newest waste card plays; one pass.</source>
        <translation>Cards are turned one at a time; only the newest waste card plays; one pass.</translation>
    </message>
</context>
<context>
    <name>RulesTexts</name>
    <message>
        <source>One card starts on the waste, the rest in the stock; the top waste card plays</source>
        <translation>One card starts on the waste, the rest in the stock; the top waste card plays</translation>
    </message>
    <message>
        <source>All cards start in the stock, whose top card plays as well as the top waste card</source>
        <translation>All cards start in the stock, whose top card plays as well as the top waste card</translation>
    </message>
    <message>
        <source>All cards start face down in the stock; the top waste card plays</source>
        <translation>All cards start face down in the stock; the top waste card plays</translation>
    </message>
    <message>
        <source>{clauses}.</source>
        <translation>{clauses}.</translation>
    </message>
    <message>
        <source>{field} · {family}</source>
        <translation>{field} · {family}</translation>
    </message>
    <message>
        <source>a family letter ({families})</source>
        <translation>a family letter ({families})</translation>
    </message>
    <message>
        <source>then {option} 1–{max} or {unlimited} ({unlimited_text})</source>
        <translation>then {option} 1–{max} or {unlimited} ({unlimited_text})</translation>
    </message>
    <message>
        <source>then any of {flags}, each the opposite of the family&apos;s choice</source>
        <translation>then any of {flags}, each the opposite of the family&apos;s choice</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>Cards left: {count}</source>
        <translation>Cards left: {count}</translation>
    </message>
    <message>
        <source>Score: {score} · match {total}, game {game} of {games}</source>
        <translation>Score: {score} · match {total}, game {game} of {games}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Score: {score}</translation>
    </message>
    <message>
        <source>Cards left: {count}, the fewest possible {best}</source>
        <translation>Cards left: {count}, the fewest possible {best}</translation>
    </message>
    <message>
        <source>Score ({system}): {score}</source>
        <translation>Score ({system}): {score}</translation>
    </message>
    <message>
        <source>Score ({system}): {score} of a possible {best}</source>
        <translation>Score ({system}): {score} of a possible {best}</translation>
    </message>
    <message>
        <source>Practice: not counted in the Par Pyramid match</source>
        <translation>Practice: not counted in the Par Pyramid match</translation>
    </message>
    <message>
        <source>Par Pyramid match: {total} after game {game} of {games}</source>
        <translation>Par Pyramid match: {total} after game {game} of {games}</translation>
    </message>
    <message>
        <source>Par Pyramid match over: {total} — par made (0 or more)</source>
        <translation>Par Pyramid match over: {total} — par made (0 or more)</translation>
    </message>
    <message>
        <source>Par Pyramid match over: {total} — below par (par is 0 or more)</source>
        <translation>Par Pyramid match over: {total} — below par (par is 0 or more)</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>Pyramid</source>
        <translation>Pyramid</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>(par {par})</source>
        <translation>(par {par})</translation>
    </message>
    <message>
        <source>Finish a dealt game to share its result.</source>
        <translation>Finish a dealt game to share its result.</translation>
    </message>
    <message>
        <source>Copied to the clipboard: {line}</source>
        <translation>Copied to the clipboard: {line}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <source>Delete the finished games of rules {rules}, or of all rule sets?</source>
        <translation>Delete the finished games of rules {rules}, or of all rule sets?</translation>
    </message>
    <message>
        <source>This cannot be undone. A game in progress is kept.</source>
        <translation>This cannot be undone. A game in progress is kept.</translation>
    </message>
    <message>
        <source>Reset {rules} only</source>
        <translation>Reset {rules} only</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Reset all</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Exported to {file}</translation>
    </message>
    <message>
        <source>Could not write {file}</source>
        <translation>Could not write {file}</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Open folder</translation>
    </message>
    <message>
        <source>Each bar is one game, as tall as the share of the {cards} pyramid cards it removed (a win is a full bar); the line is the win rate.</source>
        <translation>Each bar is one game, as tall as the share of the {cards} pyramid cards it removed (a win is a full bar); the line is the win rate.</translation>
    </message>
    <message>
        <source>Only rules {rules}</source>
        <translation>Only rules {rules}</translation>
    </message>
    <message>
        <source>No deals finished yet. Every deal you finish is listed here with your best time.</source>
        <translation>No deals finished yet. Every deal you finish is listed here with your best time.</translation>
    </message>
    <message>
        <source>No deals finished with these rules yet.</source>
        <translation>No deals finished with these rules yet.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Won with help</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Current streak</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Longest streak</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Best time</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Average time</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Fewest moves</translation>
    </message>
    <message>
        <source>Perfect: won at par</source>
        <translation>Perfect: won at par</translation>
    </message>
    <message>
        <source>Daily deals won in a row (now / best)</source>
        <translation>Daily deals won in a row (now / best)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Re&amp;play this deal</source>
        <translation>Re&amp;play this deal</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <source>Rese&amp;t…</source>
        <translation>Rese&amp;t…</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Pass {n}</source>
        <translation>Pass {n}</translation>
    </message>
    <message>
        <source>Pass {n} of {total}</source>
        <translation>Pass {n} of {total}</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>Verified winnable</source>
        <translation>Verified winnable</translation>
    </message>
    <message>
        <source>Proven unwinnable</source>
        <translation>Proven unwinnable</translation>
    </message>
    <message>
        <source>Not determined</source>
        <translation>Not determined</translation>
    </message>
    <message>
        <source>Might be a dead end</source>
        <translation>Might be a dead end</translation>
    </message>
</context>
</TS>
