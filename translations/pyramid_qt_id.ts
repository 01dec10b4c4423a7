<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id" sourcelanguage="en">
<context>
    <name>Access</name>
    <message>
        <source>{first} and {last}</source>
        <comment>a list of cards</comment>
        <translation>{first} dan {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <comment>a list of cards</comment>
        <translation>{first}, {rest}</translation>
    </message>
    <message numerus="yes">
        <source>Pyramid: %n card(s)</source>
        <translation>
            <numerusform>Piramida: %n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Tumpukan ambil: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing left to draw</source>
        <translation>Tidak ada lagi yang bisa ditarik</translation>
    </message>
    <message numerus="yes">
        <source>Waste: %n card(s)</source>
        <translation>
            <numerusform>Buangan: %n kartu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Waste pile {pile}: %n card(s)</source>
        <translation>
            <numerusform>Tumpukan buangan {pile}: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Draws a card</source>
        <translation>Menarik satu kartu</translation>
    </message>
    <message numerus="yes">
        <source>Pyramid {pyramid}: %n card(s)</source>
        <translation>
            <numerusform>Piramida {pyramid}: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve pile {pile}: empty</source>
        <translation>Tumpukan cadangan {pile}: kosong</translation>
    </message>
    <message numerus="yes">
        <source>Reserve pile {pile}: %n card(s), top: {card}</source>
        <comment>the card on top plays</comment>
        <translation>
            <numerusform>Tumpukan cadangan {pile}: %n kartu, teratas: {card}</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kartu tertutup</translation>
    </message>
    <message>
        <source>Another round: the waste goes back to the stock</source>
        <translation>Putaran lagi: buangan kembali ke tumpukan ambil</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Tekan</translation>
    </message>
    <message>
        <source>Selects the card, pairs it with the selected card, or removes a King</source>
        <translation>Memilih kartu, memasangkannya dengan kartu yang dipilih, atau menyingkirkan Raja</translation>
    </message>
    <message>
        <source>Pyramid row {row}, card {column} of {count}</source>
        <translation>Piramida baris {row}, kartu ke-{column} dari {count}</translation>
    </message>
    <message>
        <source>Pyramid {pyramid}, row {row}, card {column} of {count}</source>
        <translation>Piramida {pyramid}, baris {row}, kartu ke-{column} dari {count}</translation>
    </message>
    <message>
        <source>Reserve pile {pile}, top card</source>
        <translation>Tumpukan cadangan {pile}, kartu teratas</translation>
    </message>
    <message numerus="yes">
        <source>Reserve pile {pile}, under %n card(s)</source>
        <translation>
            <numerusform>Tumpukan cadangan {pile}, di bawah %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of the stock</source>
        <translation>Kartu teratas tumpukan ambil</translation>
    </message>
    <message>
        <source>Top of the waste</source>
        <translation>Kartu teratas buangan</translation>
    </message>
    <message numerus="yes">
        <source>In the waste, under %n card(s)</source>
        <translation>
            <numerusform>Di buangan, di bawah %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>Top of waste pile {pile}</source>
        <translation>Kartu teratas tumpukan buangan {pile}</translation>
    </message>
    <message numerus="yes">
        <source>In waste pile {pile}, under %n card(s)</source>
        <translation>
            <numerusform>Di tumpukan buangan {pile}, di bawah %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <source>selected</source>
        <translation>dipilih</translation>
    </message>
    <message>
        <source>free, pairs with the selected card</source>
        <translation>bebas, bisa dipasangkan dengan kartu yang dipilih</translation>
    </message>
    <message>
        <source>free</source>
        <translation>bebas</translation>
    </message>
    <message>
        <source>covered</source>
        <translation>terhalang</translation>
    </message>
    <message>
        <source>{state}, in the hint</source>
        <translation>{state}, bagian dari petunjuk</translation>
    </message>
    <message>
        <source>{place}; {state}</source>
        <comment>a card&apos;s place, then its state</comment>
        <translation>{place}; {state}</translation>
    </message>
    <message>
        <source>{cards} removed</source>
        <translation>{cards} disingkirkan</translation>
    </message>
    <message numerus="yes">
        <source>%n now free: {cards}</source>
        <translation>
            <numerusform>%n kini bebas: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>{removed}; {free}</source>
        <comment>cards removed; cards freed</comment>
        <translation>{removed}; {free}</translation>
    </message>
    <message>
        <source>Drawn: {cards}</source>
        <translation>Ditarik: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the stock</source>
        <translation>
            <numerusform>sisa %n kartu di tumpukan ambil</numerusform>
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
        <translation>Putaran lagi: {pass}</translation>
    </message>
    <message>
        <source>pair {cards}</source>
        <translation>pasangkan {cards}</translation>
    </message>
    <message>
        <source>remove {card}</source>
        <translation>singkirkan {card}</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>tarik dari tumpukan ambil</translation>
    </message>
    <message>
        <source>another round</source>
        <translation>putaran lagi</translation>
    </message>
    <message>
        <source>Undone: {move}</source>
        <translation>Diurungkan: {move}</translation>
    </message>
    <message>
        <source>Redone: {move}</source>
        <translation>Diulangi: {move}</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Petunjuk: {move}</translation>
    </message>
    <message>
        <source>{card} selected; no free card pairs with it now</source>
        <translation>{card} dipilih; belum ada kartu bebas yang bisa menjadi pasangannya</translation>
    </message>
    <message>
        <source>{card} selected; it pairs with {cards}</source>
        <translation>{card} dipilih; pasangannya: {cards}</translation>
    </message>
    <message>
        <source>{card} no longer selected</source>
        <translation>{card} tidak dipilih lagi</translation>
    </message>
    <message numerus="yes">
        <source>%n free card(s): {cards}</source>
        <translation>
            <numerusform>%n kartu bebas: {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>New game; {cards}</source>
        <translation>Permainan baru; {cards}</translation>
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
        <translation>Putaran lagi</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tarik</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Langkah</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pe&amp;ngaturan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Bilah alat utama</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ulangi deal</translation>
    </message>
    <message>
        <source>Replay this deal from the start</source>
        <translation>Ulangi deal ini dari awal</translation>
    </message>
    <message>
        <source>Share result</source>
        <translation>Bagikan hasil</translation>
    </message>
    <message>
        <source>Daily goals…</source>
        <translation>Target harian…</translation>
    </message>
    <message>
        <source>Save position…</source>
        <translation>Simpan posisi…</translation>
    </message>
    <message>
        <source>Save the position on the table to a file (to share or to solve)</source>
        <translation>Simpan posisi di meja ke sebuah berkas (untuk dibagikan atau dipecahkan)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ulangi langkah</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Show a move that keeps the game winnable</source>
        <translation>Tunjukkan langkah yang membuat permainan tetap bisa dimenangkan</translation>
    </message>
    <message>
        <source>Can I still win?</source>
        <translation>Masih bisa menang?</translation>
    </message>
    <message>
        <source>Ask the solver whether this position can still be won</source>
        <translation>Tanyakan kepada komputer apakah posisi ini masih bisa dimenangkan</translation>
    </message>
    <message>
        <source>Show me how</source>
        <translation>Tunjukkan caranya</translation>
    </message>
    <message>
        <source>Watch the solver win from here (click or press a key to stop)</source>
        <translation>Lihat komputer menamatkan permainan dari sini (klik atau tekan tombol apa saja untuk berhenti)</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Di mana salahnya?</translation>
    </message>
    <message>
        <source>Show the move that lost the game and a move that would have kept it</source>
        <translation>Tunjukkan langkah penyebab kekalahan dan langkah yang seharusnya dimainkan</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Alat lainnya</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Deal harian</translation>
    </message>
    <message>
        <source>Today&apos;s deal: the same for every player</source>
        <translation>Deal hari ini: sama untuk semua pemain</translation>
    </message>
    <message>
        <source>Highlight playable pairs</source>
        <translation>Sorot pasangan yang bisa dimainkan</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Preferensi…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>Deal a new game at once, of the difficulty last chosen</source>
        <translation>Bagikan permainan baru seketika, dengan tingkat kesulitan yang terakhir dipilih</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Permainan Baru…</translation>
    </message>
    <message>
        <source>Copy position</source>
        <translation>Salin posisi</translation>
    </message>
    <message>
        <source>Copy the position on the table as text (to share or to solve)</source>
        <translation>Salin posisi di meja sebagai teks (untuk dibagikan atau dipecahkan)</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Tempel posisi</translation>
    </message>
    <message>
        <source>Play the position text, deal code or deal number on the clipboard</source>
        <translation>Mainkan teks posisi, kode deal, atau nomor deal yang ada di papan klip</translation>
    </message>
    <message>
        <source>Open position…</source>
        <translation>Buka posisi…</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Stop the clock and hide the cards</source>
        <translation>Hentikan waktu dan sembunyikan kartu</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Layar penuh</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <source>About Pyramid</source>
        <translation>Tentang Pyramid</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Keluar</translation>
    </message>
    <message>
        <source>Show me how is off while some cards are unseen: the solver&apos;s line would rely on cards you cannot see</source>
        <translation>Tunjukkan caranya tidak tersedia selama masih ada kartu yang belum terlihat: permainan komputer akan bergantung pada kartu yang tidak dapat Anda lihat</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>another copy of the game is running with this data folder, but it does not answer</source>
        <translation>salinan lain permainan ini sedang berjalan dengan folder data yang sama, tetapi tidak merespons</translation>
    </message>
</context>
<context>
    <name>Appearance</name>
    <message>
        <source>Green</source>
        <translation>Hijau</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Biru</translation>
    </message>
    <message>
        <source>Wine red</source>
        <translation>Merah anggur</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Kayu walnut</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Abu-abu batu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Merah</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Punggung bawaan dek</translation>
    </message>
    <message>
        <source>it has no readable index.desktop</source>
        <translation>tidak ada index.desktop yang bisa dibaca</translation>
    </message>
    <message>
        <source>its index.desktop file does not give the deck&apos;s name and drawing</source>
        <translation>berkas index.desktop-nya tidak menyebut nama dek dan gambarnya</translation>
    </message>
    <message>
        <source>the drawing its index.desktop names is missing</source>
        <translation>gambar yang disebut index.desktop-nya tidak ada</translation>
    </message>
    <message>
        <source>its drawing is not a readable SVG file</source>
        <translation>gambarnya bukan berkas SVG yang bisa dibaca</translation>
    </message>
    <message>
        <source>its drawing lacks some of the 52 cards</source>
        <translation>gambarnya tidak memuat semua 52 kartu</translation>
    </message>
    <message>
        <source>its drawing is too large or too slow to draw</source>
        <translation>gambarnya terlalu besar atau terlalu lambat untuk digambar</translation>
    </message>
    <message>
        <source>The card deck in {folder} cannot be used: {reason}. The built-in cards are shown.</source>
        <translation>Dek kartu di {folder} tidak bisa dipakai: {reason}. Kartu bawaan ditampilkan sebagai gantinya.</translation>
    </message>
</context>
<context>
    <name>AppearancePage</name>
    <message>
        <source>Built-in</source>
        <translation>Bawaan</translation>
    </message>
    <message>
        <source>{name} ({folder})</source>
        <translation>{name} ({folder})</translation>
    </message>
    <message>
        <source>{name} — cannot be used</source>
        <translation>{name} — tidak bisa dipakai</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Warna meja</translation>
    </message>
    <message>
        <source>Choose a card deck folder</source>
        <translation>Pilih folder dek kartu</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Dek kartu</translation>
    </message>
    <message>
        <source>Card &amp;faces:</source>
        <translation>&amp;Muka kartu:</translation>
    </message>
    <message>
        <source>&amp;Other deck…</source>
        <translation>Dek &amp;lain…</translation>
    </message>
    <message>
        <source>Use a card deck in the KDE format from any folder</source>
        <translation>Pakai dek kartu berformat KDE dari folder mana pun</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Punggung kartu:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>M&amp;eja:</translation>
    </message>
    <message>
        <source>Other colour…</source>
        <translation>Warna lain…</translation>
    </message>
    <message>
        <source>More decks: install KDE&apos;s card decks (Debian, Ubuntu: kdegames-card-data-kf5; Fedora, Arch: libkdegames) or put a deck folder in ~/.local/share/carddecks.</source>
        <translation>Dek lainnya: pasang dek kartu KDE (Debian, Ubuntu: kdegames-card-data-kf5; Fedora, Arch: libkdegames) atau taruh folder dek di ~/.local/share/carddecks.</translation>
    </message>
</context>
<context>
    <name>Assist</name>
    <message>
        <source>Draw</source>
        <translation>Tarik</translation>
    </message>
    <message>
        <source>Another round</source>
        <translation>Putaran lagi</translation>
    </message>
    <message>
        <source>This game can no longer be won: the pyramid can still be cleared, but not all 52 cards</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi: piramida masih bisa dikosongkan, tetapi tidak semua 52 kartu</translation>
    </message>
    <message>
        <source>This game can no longer be won; ranking the moves needs more memory than the solver may use: try this one</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi; menilai langkah-langkahnya butuh memori lebih banyak daripada yang boleh dipakai komputer: coba langkah ini</translation>
    </message>
    <message>
        <source>This game can no longer be won; the solver had no time to rank the moves: try this one</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi; komputer tidak sempat menilai langkah-langkahnya: coba langkah ini</translation>
    </message>
    <message>
        <source>The solver could not decide within the memory it may use: this move is only a suggestion</source>
        <translation>Komputer belum bisa memastikan dengan memori yang boleh dipakainya: langkah ini hanya saran</translation>
    </message>
    <message>
        <source>The solver could not decide in time: this move is only a suggestion</source>
        <translation>Komputer belum bisa memastikan dalam waktu yang tersedia: langkah ini hanya saran</translation>
    </message>
    <message>
        <source>No hint: no move can be played</source>
        <translation>Tidak ada petunjuk: tidak ada langkah yang bisa dimainkan</translation>
    </message>
    <message>
        <source>This move keeps the most ways the hidden cards may lie winnable: {won} of {tried} tried</source>
        <translation>Langkah ini menjaga paling banyak susunan kartu tersembunyi yang masih bisa dimenangkan: {won} dari {tried} yang dicoba</translation>
    </message>
    <message>
        <source>Watch: the solver plays. Click or press any key to take over.</source>
        <translation>Perhatikan: komputer sedang bermain. Klik atau tekan tombol apa saja untuk mengambil alih.</translation>
    </message>
    <message>
        <source>Your turn: the game is yours again.</source>
        <translation>Giliran Anda: permainan kembali ke tangan Anda.</translation>
    </message>
    <message>
        <source>This game can no longer be won. Watch a line that removes {best} of {total} cards; the solver could not prove that none removes more.</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi. Perhatikan urutan langkah yang menyingkirkan {best} dari {total} kartu; komputer belum bisa memastikan bahwa tidak ada urutan yang menyingkirkan lebih banyak.</translation>
    </message>
    <message>
        <source>This game can no longer be won. Watch the line that removes the most cards: {best} of {total}.</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi. Perhatikan urutan langkah yang menyingkirkan kartu paling banyak: {best} dari {total}.</translation>
    </message>
    <message>
        <source>Shown: {best} of {total} removed; the solver could not prove that no play removes more.</source>
        <translation>Sudah ditunjukkan: {best} dari {total} disingkirkan; komputer belum bisa memastikan bahwa tidak ada permainan yang menyingkirkan lebih banyak.</translation>
    </message>
    <message>
        <source>Shown: {best} of {total} is the most any play removes in this game.</source>
        <translation>Sudah ditunjukkan: {best} dari {total} adalah jumlah terbanyak yang bisa disingkirkan dalam permainan ini.</translation>
    </message>
    <message>
        <source>This game can no longer be won, and no move removes another card ({best} of {total}): nothing to show</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi, dan tidak ada langkah yang bisa menyingkirkan kartu lagi ({best} dari {total}): tidak ada yang bisa ditunjukkan</translation>
    </message>
    <message>
        <source>Looking for the way to win…</source>
        <translation>Mencari cara untuk menang…</translation>
    </message>
    <message>
        <source>This position cannot be won, and the solver ran out of the memory it may use before it found a line to the most cards.</source>
        <translation>Posisi ini tidak bisa dimenangkan, dan memori yang boleh dipakai komputer habis sebelum urutan langkah menuju kartu terbanyak ditemukan.</translation>
    </message>
    <message>
        <source>This position cannot be won, and the solver found no line to the most cards in time.</source>
        <translation>Posisi ini tidak bisa dimenangkan, dan komputer tidak sempat menemukan urutan langkah menuju kartu terbanyak.</translation>
    </message>
    <message>
        <source>The solver could not find a win within the memory it may use. This does not mean the game is lost.</source>
        <translation>Komputer tidak menemukan jalan menang dengan memori yang boleh dipakainya. Ini tidak berarti permainan sudah kalah.</translation>
    </message>
    <message>
        <source>The solver could not find a win in time. This does not mean the game is lost.</source>
        <translation>Komputer tidak menemukan jalan menang dalam waktu yang tersedia. Ini tidak berarti permainan sudah kalah.</translation>
    </message>
    <message>
        <source>Where did it go wrong?</source>
        <translation>Di mana salahnya?</translation>
    </message>
    <message>
        <source>Looking for the move that lost the game…</source>
        <translation>Mencari langkah penyebab kekalahan…</translation>
    </message>
    <message>
        <source>Here you played {move} (red frames), and after it the game could not be won.</source>
        <translation>Di sini Anda memainkan langkah {move} (bingkai merah), dan sesudahnya permainan tidak bisa dimenangkan lagi.</translation>
    </message>
    <message>
        <source>You played {move} here (red frames); the solver could not tell if it lost the game.</source>
        <translation>Di sini Anda memainkan langkah {move} (bingkai merah); komputer belum bisa memastikan apakah langkah itu penyebab kekalahan.</translation>
    </message>
    <message>
        <source>{move} (blue frames) would have kept it winnable.</source>
        <translation>Dengan langkah {move} (bingkai biru), permainan masih bisa dimenangkan.</translation>
    </message>
    <message numerus="yes">
        <source>The board is back at that position (%n move(s) undone).</source>
        <translation>
            <numerusform>Papan kembali ke posisi itu (%n langkah diurungkan).</numerusform>
        </translation>
    </message>
    <message>
        <source>The most cards any play could remove: {best} of {total}. You removed {player}.</source>
        <translation>Kartu terbanyak yang bisa disingkirkan: {best} dari {total}. Anda menyingkirkan {player}.</translation>
    </message>
    <message>
        <source>The solver proved that this deal could not be won from its first card: no move of yours lost it.</source>
        <translation>Komputer membuktikan bahwa deal ini memang tidak bisa dimenangkan sejak awal: bukan langkah Anda yang membuat kalah.</translation>
    </message>
    <message>
        <source>The most pyramid cards any play could remove: {best} of {total}. You removed {player}.</source>
        <translation>Kartu piramida terbanyak yang bisa disingkirkan: {best} dari {total}. Anda menyingkirkan {player}.</translation>
    </message>
    <message>
        <source>After {move} (red frames), fewer than {best} could be removed.</source>
        <translation>Sesudah langkah {move} (bingkai merah), kartu yang bisa disingkirkan tidak lagi mencapai {best}.</translation>
    </message>
    <message>
        <source>{move} (blue frames) would have kept {best} within reach.</source>
        <translation>Dengan langkah {move} (bingkai biru), {best} kartu masih bisa dicapai.</translation>
    </message>
    <message>
        <source>The solver ran out of time looking for the move after which fewer could be removed.</source>
        <translation>Komputer kehabisan waktu mencari langkah yang membuat kartu yang bisa disingkirkan berkurang.</translation>
    </message>
    <message>
        <source>You removed as many as any play could.</source>
        <translation>Anda sudah menyingkirkan kartu sebanyak mungkin.</translation>
    </message>
    <message>
        <source>{best} are still within reach from here.</source>
        <translation>Dari sini {best} kartu masih bisa dicapai.</translation>
    </message>
    <message>
        <source>Nothing went wrong yet: this position can still be won.</source>
        <translation>Belum ada yang salah: posisi ini masih bisa dimenangkan.</translation>
    </message>
    <message>
        <source>This deal could not be won from its first card: no move of yours lost it.</source>
        <translation>Deal ini memang tidak bisa dimenangkan sejak awal: bukan langkah Anda yang membuat kalah.</translation>
    </message>
    <message>
        <source>The solver could not show that this game was ever winnable.</source>
        <translation>Komputer tidak bisa membuktikan bahwa permainan ini pernah bisa dimenangkan.</translation>
    </message>
    <message>
        <source>Par {par}: the fewest moves that win this deal ({shown} of the {moves} by Show me how)</source>
        <translation>Par {par}: langkah paling sedikit untuk menamatkan deal ini ({shown} dari {moves} langkah oleh Tunjukkan caranya)</translation>
    </message>
    <message>
        <source>Par {par}: you matched it, a perfect game!</source>
        <translation>Par {par}: Anda menyamainya, permainan sempurna!</translation>
    </message>
    <message>
        <source>Par: not proven in time</source>
        <translation>Par: belum terbukti dalam batas waktu</translation>
    </message>
    <message>
        <source>Par {par}: the fewest moves that win this deal (you: {moves})</source>
        <translation>Par {par}: langkah paling sedikit untuk menamatkan deal ini (Anda: {moves})</translation>
    </message>
    <message>
        <source>This game can no longer be won; this move keeps the most cards removable: {best} of {total}</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi; langkah ini menjaga agar kartu yang bisa disingkirkan tetap sebanyak mungkin: {best} dari {total}</translation>
    </message>
    <message>
        <source>This game can no longer be won, and no move removes another card: {best} of {total} is the most</source>
        <translation>Permainan ini tidak bisa dimenangkan lagi, dan tidak ada langkah yang bisa menyingkirkan kartu lagi: {best} dari {total} adalah yang terbanyak</translation>
    </message>
    <message>
        <source>Shown how. This game counts as a win with help, not for records.</source>
        <translation>Caranya sudah ditunjukkan. Permainan ini dihitung sebagai kemenangan dengan bantuan, bukan untuk rekor.</translation>
    </message>
    <message>
        <source>Par: computing…</source>
        <translation>Par: sedang dihitung…</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>Difficulty: how often a casual player wins this deal</source>
        <translation>Tingkat kesulitan: seberapa sering pemain biasa menamatkan deal ini</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Kesulitan apa saja</translation>
    </message>
    <message>
        <source>Daily deal {date}</source>
        <translation>Deal harian {date}</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Raja</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <comment>card name, e.g. King of diamonds</comment>
        <translation>{rank} {suit}</translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message>
        <source>Can I still win?</source>
        <translation>Masih bisa menang?</translation>
    </message>
    <message>
        <source>Can still be won in {won} of the {ways} ways the hidden cards may lie.</source>
        <translation>Masih bisa dimenangkan dalam {won} dari {ways} susunan kartu tersembunyi yang mungkin.</translation>
    </message>
    <message>
        <source>About {percent}% of the ways the hidden cards may lie can still be won ({won} of {tried}).</source>
        <translation>Sekitar {percent}% susunan kartu tersembunyi yang mungkin masih bisa dimenangkan ({won} dari {tried}).</translation>
    </message>
    <message numerus="yes">
        <source>%n way(s) could not be decided in time.</source>
        <translation>
            <numerusform>%n susunan tidak dapat diputuskan tepat waktu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking this position…</source>
        <translation>Mengecek posisi ini…</translation>
    </message>
    <message>
        <source>The solver found a way to win from here.</source>
        <translation>Komputer menemukan jalan untuk menang dari sini.</translation>
    </message>
    <message>
        <source>No sequence of moves can win from here.</source>
        <translation>Tidak ada urutan langkah yang bisa menang dari sini.</translation>
    </message>
    <message>
        <source>The solver could not decide in time. This does not mean the game is lost.</source>
        <translation>Komputer belum bisa memastikan dalam waktu yang tersedia. Ini bukan berarti permainan sudah kalah.</translation>
    </message>
    <message>
        <source>Looking for the last step that could still be won…</source>
        <translation>Mencari langkah terakhir yang masih bisa menang…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>No earlier step could be proven winnable</source>
        <translation>Tidak ada langkah sebelumnya yang terbukti masih bisa menang</translation>
    </message>
    <message>
        <source>The solver failed: {error}</source>
        <translation>Perhitungan gagal: {error}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>Back to the last winnable step</source>
        <translation>Kembali ke langkah yang masih bisa menang</translation>
    </message>
    <message>
        <source>Replay this deal</source>
        <translation>Ulangi deal ini</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Pyramid Solitaire. Without arguments the game goes on where it was left.</source>
        <translation>Pyramid Solitaire. Tanpa argumen, permainan berlanjut dari posisi terakhir.</translation>
    </message>
    <message>
        <source>Messages are in the language chosen in Preferences, else in the system&apos;s; --lang chooses another. The position file format is described in {file}.</source>
        <translation>Pesan memakai bahasa yang dipilih di Preferensi, atau bahasa sistem jika belum dipilih; --lang memilih bahasa lain. Format berkas posisi dijelaskan di {file}.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Pilihan</translation>
    </message>
    <message>
        <source>CODE|NUMBER|FILE</source>
        <translation>KODE|NOMOR|BERKAS</translation>
    </message>
    <message>
        <source>the deal to play: a deal code such as PY1-N-AAAAAAS, a deal number 1–20000, or a position file</source>
        <translation>deal yang dimainkan: kode deal seperti PY1-N-AAAAAAS, nomor deal 1–20000, atau berkas posisi</translation>
    </message>
    <message>
        <source>the deal number, 1–20000</source>
        <translation>nomor deal, 1–20000</translation>
    </message>
    <message>
        <source>the rules of --deal, e.g. W1 or TUSD (default N): {syntax}</source>
        <translation>aturan untuk --deal, misalnya W1 atau TUSD (bawaan N): {syntax}</translation>
    </message>
    <message>
        <source>draw the window into a PNG file and exit</source>
        <translation>gambar jendela ke berkas PNG lalu keluar</translation>
    </message>
    <message>
        <source>CODE</source>
        <translation>KODE</translation>
    </message>
    <message>
        <source>the deal code of --screenshot</source>
        <translation>kode deal untuk --screenshot</translation>
    </message>
    <message>
        <source>the window size of --screenshot</source>
        <translation>ukuran jendela untuk --screenshot</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>tampilkan bantuan ini lalu keluar</translation>
    </message>
    <message>
        <source>show the version of the game and exit</source>
        <translation>tampilkan versi permainan lalu keluar</translation>
    </message>
    <message>
        <source>Usage: </source>
        <translation>Pemakaian: </translation>
    </message>
    <message>
        <source>{option} needs a value</source>
        <translation>{option} perlu diberi nilai</translation>
    </message>
    <message>
        <source>{option} takes no value</source>
        <translation>{option} tidak memakai nilai</translation>
    </message>
    <message>
        <source>not understood: {arguments}</source>
        <translation>tidak dipahami: {arguments}</translation>
    </message>
    <message>
        <source>--lang takes id (Indonesian) or en (English)</source>
        <translation>--lang hanya menerima id (Indonesia) atau en (Inggris)</translation>
    </message>
    <message>
        <source>the language: id (Indonesian) or en (English)</source>
        <translation>bahasa: id (Indonesia) atau en (Inggris)</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BERKAS</translation>
    </message>
    <message>
        <source>the command line names more than one deal: name one</source>
        <translation>baris perintah menyebut lebih dari satu deal: sebutkan satu saja</translation>
    </message>
    <message>
        <source>not a deal code, a deal number 1–20000 or a position file</source>
        <translation>bukan kode deal, nomor deal 1–20000, ataupun berkas posisi</translation>
    </message>
    <message>
        <source>{argument}: {problem}</source>
        <translation>{argument}: {problem}</translation>
    </message>
    <message>
        <source>--size {asked} is larger than the screen; using {used}</source>
        <translation>--size {asked} lebih besar daripada layar; dipakai {used}</translation>
    </message>
    <message>
        <source>the game cannot open its window: the system libraries {libraries} are missing; install the packages of your system that hold them</source>
        <translation>permainan tidak bisa membuka jendelanya: pustaka sistem {libraries} tidak ada; pasang paket sistem Anda yang memuatnya</translation>
    </message>
    <message>
        <source>the game cannot open its window: the system libraries {libraries} are missing; install them with: {command}</source>
        <translation>permainan tidak bisa membuka jendelanya: pustaka sistem {libraries} tidak ada; pasang dengan: {command}</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>tidak dapat menulis {file}</translation>
    </message>
    <message>
        <source>--size must look like 1280x800 (width x height in pixels), not {text}</source>
        <translation>--size harus berbentuk seperti 1280x800 (lebar x tinggi dalam piksel), bukan {text}</translation>
    </message>
</context>
<context>
    <name>Confirm</name>
    <message>
        <source>A game left unfinished for another one counts as abandoned: played and not won, and it ends a winning streak. A game with no move played is not counted.</source>
        <translation>Permainan yang belum selesai lalu diganti dengan permainan lain dicatat sebagai “ditinggalkan”: dihitung dimainkan tetapi tidak menang, dan memutus rangkaian menang beruntun. Permainan yang belum dimainkan satu langkah pun tidak dihitung.</translation>
    </message>
    <message>
        <source>Practice is not counted. A win with help counts as a win, but records are for wins on your own.</source>
        <translation>Latihan tidak dihitung. Kemenangan dengan bantuan dihitung sebagai kemenangan, tetapi rekor hanya untuk kemenangan tanpa bantuan.</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Mulai permainan baru?</translation>
    </message>
    <message>
        <source>Replay this deal from the start?</source>
        <translation>Ulangi deal ini dari awal?</translation>
    </message>
    <message>
        <source>Play this position instead?</source>
        <translation>Mainkan posisi ini sebagai gantinya?</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ulangi deal</translation>
    </message>
    <message>
        <source>Play the position</source>
        <translation>Mainkan posisi</translation>
    </message>
    <message>
        <source>This practice game will be lost. Practice is not counted in the statistics.</source>
        <translation>Permainan latihan ini akan hilang. Latihan tidak dihitung dalam statistik.</translation>
    </message>
    <message>
        <source>Practice game</source>
        <translation>Permainan latihan</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Permainan sedang berjalan</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Permainan yang sedang berjalan akan hilang.</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Jangan tanya lagi</translation>
    </message>
</context>
<context>
    <name>Counters</name>
    <message>
        <source>Time: {time}</source>
        <translation>Waktu: {time}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Langkah: {moves}</translation>
    </message>
    <message>
        <source>Undos: {undos}</source>
        <translation>Diurungkan: {undos}</translation>
    </message>
</context>
<context>
    <name>DailyGoals</name>
    <message>
        <source>Days played</source>
        <translation>Hari dimainkan</translation>
    </message>
    <message>
        <source>Days with a goal met</source>
        <translation>Hari dengan target tercapai</translation>
    </message>
    <message>
        <source>Goals met</source>
        <translation>Target tercapai</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Runtun saat ini</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Runtun terbaik</translation>
    </message>
    <message>
        <source>Daily goals</source>
        <translation>Target harian</translation>
    </message>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>Streak: %n day(s) in a row with a goal met (best {best})</source>
        <translation>
            <numerusform>Runtun: %n hari berturut-turut dengan target tercapai (terbaik {best})</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the goals and how to meet them</source>
        <translation>Tampilkan target dan cara mencapainya</translation>
    </message>
    <message>
        <source>{date}: {met} of {count} goals met</source>
        <translation>{date}: {met} dari {count} target tercapai</translation>
    </message>
    <message>
        <source>Deal {code}</source>
        <translation>Deal {code}</translation>
    </message>
    <message>
        <source>How: {moves}</source>
        <translation>Caranya: {moves}</translation>
    </message>
    <message>
        <source>Clear the pyramid</source>
        <translation>Bersihkan piramida</translation>
    </message>
    <message>
        <source>Win without help</source>
        <translation>Menang tanpa bantuan</translation>
    </message>
    <message>
        <source>Win without undo</source>
        <translation>Menang tanpa urungkan</translation>
    </message>
    <message>
        <source>Win in {moves} moves or fewer</source>
        <translation>Menang dalam {moves} langkah atau kurang</translation>
    </message>
    <message>
        <source>Remove the four Kings in the first round</source>
        <translation>Buang keempat Raja pada putaran pertama</translation>
    </message>
    <message>
        <source>Win without another round</source>
        <translation>Menang tanpa putaran lagi</translation>
    </message>
    <message>
        <source>Score {score} points (Microsoft-style)</source>
        <translation>Raih {score} poin (gaya Microsoft)</translation>
    </message>
    <message>
        <source>{goal}: met</source>
        <translation>{goal}: tercapai</translation>
    </message>
    <message>
        <source>{goal}: not met</source>
        <translation>{goal}: belum tercapai</translation>
    </message>
    <message>
        <source>Daily goals: proving…</source>
        <translation>Target harian: sedang dibuktikan…</translation>
    </message>
    <message>
        <source>Daily goals: {goals}</source>
        <translation>Target harian: {goals}</translation>
    </message>
    <message>
        <source>Daily goals met: {met} of {count}</source>
        <translation>Target harian tercapai: {met} dari {count}</translation>
    </message>
    <message>
        <source>Daily goals…</source>
        <translation>Target harian…</translation>
    </message>
</context>
<context>
    <name>DeadEnd</name>
    <message>
        <source>No more cards can be removed</source>
        <translation>Tidak ada lagi kartu yang bisa disingkirkan</translation>
    </message>
    <message>
        <source>The solver has proven that no other pyramid card can be removed, however many rounds you play ({removed} of {total} are gone). The game goes on until you end it.</source>
        <translation>Komputer sudah membuktikan bahwa tidak ada lagi kartu piramida yang bisa disingkirkan, berapa putaran pun Anda mainkan ({removed} dari {total} sudah disingkirkan). Permainan berlanjut sampai Anda mengakhirinya.</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Akhiri permainan</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Terus bermain</translation>
    </message>
    <message>
        <source>Game ended: no more cards could be removed</source>
        <translation>Permainan diakhiri: tidak ada lagi kartu yang bisa disingkirkan</translation>
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
        <translation>Posisi khusus</translation>
    </message>
    <message>
        <source>Par {par}</source>
        <translation>Par {par}</translation>
    </message>
    <message>
        <source>Par: the fewest moves that win this deal</source>
        <translation>Par: langkah paling sedikit untuk menamatkan deal ini</translation>
    </message>
    <message>
        <source>Record: {moves} moves, {time}</source>
        <translation>Rekor: {moves} langkah, {time}</translation>
    </message>
    <message>
        <source>Your best win of this deal on your own: fewest moves and best time to beat</source>
        <translation>Kemenangan terbaik Anda di deal ini tanpa bantuan: langkah paling sedikit dan waktu terbaik untuk dikalahkan</translation>
    </message>
    <message>
        <source>Daily deal {date}:</source>
        <translation>Deal harian {date}:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Salin</translation>
    </message>
    <message>
        <source>Copy the deal code to the clipboard</source>
        <translation>Salin kode deal ke papan klip</translation>
    </message>
    <message>
        <source>The code of this deal: type it in New game to play the same cards again</source>
        <translation>Kode deal ini: ketik di Permainan Baru untuk memainkan kartu yang sama lagi</translation>
    </message>
</context>
<context>
    <name>DealErrors</name>
    <message>
        <source>Type a deal code or a number</source>
        <translation>Ketik kode deal atau nomor deal</translation>
    </message>
    <message>
        <source>A deal code looks like PY1-N-AAAAAAS</source>
        <translation>Kode deal berbentuk seperti PY1-N-AAAAAAS</translation>
    </message>
    <message>
        <source>A deal code starts with PY1</source>
        <translation>Kode deal diawali dengan PY1</translation>
    </message>
    <message>
        <source>The last part of a deal code is 7 letters A–Z</source>
        <translation>Bagian terakhir kode deal berisi 7 huruf A–Z</translation>
    </message>
    <message>
        <source>A deal number is between 1 and 20000</source>
        <translation>Nomor deal berada di antara 1 dan 20000</translation>
    </message>
    <message>
        <source>Type a deal number 1–20000 or a code like PY1-N-AAAAAAS</source>
        <translation>Ketik nomor deal 1–20000 atau kode seperti PY1-N-AAAAAAS</translation>
    </message>
    <message>
        <source>The rules part must start with one of {letters}</source>
        <translation>Bagian aturan harus diawali salah satu dari {letters}</translation>
    </message>
    <message>
        <source>A rules option is repeated or out of order (order: {order})</source>
        <translation>Ada pilihan aturan yang berulang atau tidak berurutan (urutannya: {order})</translation>
    </message>
    <message>
        <source>Unknown rules option (use {letters})</source>
        <translation>Pilihan aturan tidak dikenal (gunakan {letters})</translation>
    </message>
    <message>
        <source>This is not a deal code</source>
        <translation>Ini bukan kode deal</translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message>
        <source>Looking for a deal the solver can prove winnable…</source>
        <translation>Mencari deal yang terbukti bisa tamat…</translation>
    </message>
    <message>
        <source>No deal could be proven winnable under these rules in {seconds} seconds, so this deal is unchecked: it might be a dead end.</source>
        <translation>Dalam {seconds} detik tidak ada deal yang terbukti bisa tamat dengan aturan ini, jadi deal ini belum dicek: mungkin buntu.</translation>
    </message>
    <message>
        <source>The solver failed while checking deals ({error}), so this deal is unchecked: it might be a dead end.</source>
        <translation>Pengecekan deal gagal ({error}), jadi deal ini belum dicek: mungkin buntu.</translation>
    </message>
</context>
<context>
    <name>DealTableModel</name>
    <message>
        <source>Deal code</source>
        <translation>Kode deal</translation>
    </message>
    <message>
        <source>Daily deal</source>
        <translation>Deal harian</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Menang dengan bantuan</translation>
    </message>
    <message>
        <source>Wins of this deal with hints, checks, going back or Show me how: no records</source>
        <translation>Kemenangan deal ini dengan petunjuk, pengecekan, mundur, atau Tunjukkan caranya: tidak untuk rekor</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Waktu terbaik</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Langkah paling sedikit</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Terakhir dimainkan</translation>
    </message>
    <message>
        <source>The fewest moves that win this deal</source>
        <translation>Jumlah langkah paling sedikit untuk menamatkan deal ini</translation>
    </message>
    <message>
        <source>This deal was the daily deal of that date</source>
        <translation>Deal ini adalah deal harian pada tanggal itu</translation>
    </message>
</context>
<context>
    <name>EndPanel</name>
    <message>
        <source>You won!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>No more moves can be played</source>
        <translation>Tidak ada lagi langkah yang dapat dimainkan</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Menang dengan bantuan</translation>
    </message>
    <message numerus="yes">
        <source>Won with %n hint(s)</source>
        <translation>
            <numerusform>Menang dengan %n petunjuk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won with %n check(s)</source>
        <translation>
            <numerusform>Menang dengan %n pengecekan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won after going back %n time(s)</source>
        <translation>
            <numerusform>Menang setelah %n kali mundur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won with %n move(s) by Show me how</source>
        <translation>
            <numerusform>Menang dengan %n langkah dari Tunjukkan caranya</numerusform>
        </translation>
    </message>
    <message>
        <source>Position solved — practice</source>
        <translation>Posisi tamat — latihan</translation>
    </message>
    <message>
        <source>Solved from the review — practice</source>
        <translation>Tamat dari tinjauan — latihan</translation>
    </message>
    <message>
        <source>Solved again — practice</source>
        <translation>Tamat lagi — latihan</translation>
    </message>
    <message>
        <source>Hints: {count}</source>
        <translation>Petunjuk: {count}</translation>
    </message>
    <message>
        <source>Checks (Can I still win?): {count}</source>
        <translation>Pengecekan (Masih bisa menang?): {count}</translation>
    </message>
    <message>
        <source>Back to a winnable step: {count}</source>
        <translation>Kembali ke langkah yang masih bisa menang: {count}</translation>
    </message>
    <message>
        <source>Moves played by Show me how: {count}</source>
        <translation>Langkah oleh Tunjukkan caranya: {count}</translation>
    </message>
    <message>
        <source>Practice: not counted in the statistics.</source>
        <translation>Latihan: tidak dihitung dalam statistik.</translation>
    </message>
    <message>
        <source>Counted as a win with help; records are for games on your own.</source>
        <translation>Dihitung sebagai kemenangan dengan bantuan; rekor hanya untuk permainan tanpa bantuan.</translation>
    </message>
    <message>
        <source>Time: {time}</source>
        <translation>Waktu: {time}</translation>
    </message>
    <message>
        <source>Moves: {moves}</source>
        <translation>Langkah: {moves}</translation>
    </message>
    <message>
        <source>Undos: {undos}</source>
        <translation>Diurungkan: {undos}</translation>
    </message>
    <message>
        <source>Pyramid cards removed: {removed} of {total}</source>
        <translation>Kartu piramida yang disingkirkan: {removed}&#xa0;dari&#xa0;{total}</translation>
    </message>
    <message>
        <source>Cards removed: {removed} of {total}</source>
        <translation>Kartu yang disingkirkan: {removed}&#xa0;dari&#xa0;{total}</translation>
    </message>
    <message>
        <source>{value} moves (was {old})</source>
        <translation>{value} langkah (sebelumnya {old})</translation>
    </message>
    <message>
        <source>{value} (was {old})</source>
        <translation>{value} (sebelumnya {old})</translation>
    </message>
    <message>
        <source>score {value} (was {old})</source>
        <translation>skor {value} (sebelumnya {old})</translation>
    </message>
    <message>
        <source>New record for this deal: {records}</source>
        <translation>Rekor baru deal ini: {records}</translation>
    </message>
    <message>
        <source>New record for these rules: {records}</source>
        <translation>Rekor baru aturan ini: {records}</translation>
    </message>
    <message numerus="yes">
        <source>Stock cards left: %n</source>
        <translation>
            <numerusform>Sisa kartu tumpukan ambil: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cards left in the waste: %n</source>
        <translation>
            <numerusform>Sisa kartu buangan: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>This deal: {label}</source>
        <translation>Deal ini: {label}</translation>
    </message>
</context>
<context>
    <name>ErrorNotice</name>
    <message>
        <source>Something went wrong</source>
        <translation>Terjadi kesalahan</translation>
    </message>
    <message>
        <source>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again.</source>
        <translation>Permainan mengalami kesalahan: {error}

Tindakan Anda barusan mungkin tidak terlaksana; permainan tetap berjalan. Jika terjadi lagi, keluar dari permainan lalu jalankan lagi.</translation>
    </message>
    <message>
        <source>The game ran into an error: {error}

What you just did may not have happened; the game goes on. If it happens again, quit the game and start it again. The details are in {file}.</source>
        <translation>Permainan mengalami kesalahan: {error}

Tindakan Anda barusan mungkin tidak terlaksana; permainan tetap berjalan. Jika terjadi lagi, keluar dari permainan lalu jalankan lagi. Rinciannya tercatat di {file}.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Pyramid</source>
        <translation>Piramida</translation>
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
        <translation>Segitiga</translation>
    </message>
    <message>
        <source>King Tut</source>
        <translation>Raja Tut</translation>
    </message>
    <message>
        <source>Pyramid Thirteen</source>
        <translation>Piramida Tiga Belas</translation>
    </message>
    <message>
        <source>Giza has no stock. The 28-card pyramid is dealt as in Pyramid, and the other 24 cards lie face up in eight piles of three below it. The top card of each pile is free: it pairs with a free pyramid card or with the top card of another pile (a King goes alone), and the card under it is free once it is gone. You win when all 52 cards are removed; the game is lost when no move is left.</source>
        <translation>Giza tidak punya tumpukan ambil. Piramida 28 kartu dibagikan seperti di Piramida, dan 24 kartu lainnya terbuka dalam delapan tumpukan berisi tiga kartu di bawahnya. Kartu teratas setiap tumpukan bebas: kartu itu berpasangan dengan kartu piramida yang bebas atau dengan kartu teratas tumpukan lain (Raja disingkirkan sendirian), dan kartu di bawahnya menjadi bebas setelah kartu itu disingkirkan. Anda menang jika ke-52 kartu sudah disingkirkan; permainan kalah jika tidak ada lagi langkah.</translation>
    </message>
    <message>
        <source>Pharaohs has no stock: all 52 cards lie face up in three pyramids of 7, 6 and 2 rows. A card is free when no card of its own pyramid lies on it, so the last row of each pyramid is free at the start. Remove pairs that make 13 and Kings alone, from any of the pyramids. You win when all 52 cards are removed; the game is lost when no move is left.</source>
        <translation>Pharaohs tidak punya tumpukan ambil: ke-52 kartu terbuka dalam tiga piramida berisi 7, 6, dan 2 baris. Kartu bebas jika tidak ada kartu dari piramidanya sendiri yang menindihnya, jadi baris terakhir setiap piramida bebas sejak awal. Singkirkan pasangan yang jumlahnya 13 dan Raja sendirian, dari piramida mana pun. Anda menang jika ke-52 kartu sudah disingkirkan; permainan kalah jika tidak ada lagi langkah.</translation>
    </message>
    <message>
        <source>Triangle turns the 28-card pyramid upside down: it stands on its point, and the single card at the bottom is the only free card at the start. Removing a card frees the cards above it that no other card lies on. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through three times. You win when the pyramid is cleared.</source>
        <translation>Segitiga membalik piramida 28 kartu: piramida berdiri di ujungnya, dan satu kartu di bagian bawah adalah satu-satunya kartu bebas di awal. Membuang sebuah kartu membebaskan kartu di atasnya yang tidak ditindih kartu lain. Buang pasangan kartu bebas yang berjumlah 13 dan Raja sendirian, bersama kartu teratas tumpukan buangan; tumpukan ambil diambil satu kartu setiap kali dan dilalui tiga kali. Anda menang saat piramida bersih.</translation>
    </message>
    <message>
        <source>King Tut deals the 28-card pyramid as in Pyramid. The stock is drawn three cards at a time onto one waste pile, and only its top card plays; the stock may be gone through as often as you like. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste. You win when the pyramid is cleared.</source>
        <translation>Raja Tut membagikan piramida 28 kartu seperti Piramida. Tumpukan ambil diambil tiga kartu sekaligus ke satu tumpukan buangan, dan hanya kartu teratasnya yang bisa dimainkan; tumpukan ambil boleh dilalui sesering yang Anda mau. Buang pasangan kartu bebas yang berjumlah 13 dan Raja sendirian, bersama kartu teratas tumpukan buangan. Anda menang saat piramida bersih.</translation>
    </message>
    <message>
        <source>Pyramid Thirteen deals the 28-card pyramid with its top six rows face down: only the last row is face up. A face-down card is turned face up when the last card lying on it goes, and it is then free. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the stock is drawn one card at a time and gone through once. You win when the pyramid is cleared.</source>
        <translation>Piramida Tiga Belas membagikan piramida 28 kartu dengan enam baris teratasnya tertutup: hanya baris terakhir yang terbuka. Kartu tertutup dibuka saat kartu terakhir yang menindihnya pergi, dan saat itu kartu itu bebas. Buang pasangan kartu bebas yang berjumlah 13 dan Raja sendirian, bersama kartu teratas tumpukan buangan; tumpukan ambil diambil satu kartu setiap kali dan hanya dilalui sekali. Anda menang saat piramida bersih.</translation>
    </message>
    <message>
        <source>{game}: remove pairs of free cards that make 13, and Kings alone.</source>
        <translation>{game}: singkirkan pasangan kartu bebas yang jumlahnya 13, dan Raja sendirian.</translation>
    </message>
    <message>
        <source>The 28-card pyramid and a stock of 24 cards. Remove pairs of free cards that make 13 and Kings alone, with the top card of the waste; the rule families and options say how the stock is drawn and how often.</source>
        <translation>Piramida 28 kartu dan tumpukan ambil berisi 24 kartu. Singkirkan pasangan kartu bebas yang jumlahnya 13 dan Raja sendirian, bersama kartu teratas buangan; keluarga aturan dan pilihannya menentukan cara dan berapa kali tumpukan ambil ditarik.</translation>
    </message>
    <message>
        <source>{game} — {title}</source>
        <translation>{game} — {title}</translation>
    </message>
    <message>
        <source>{game} deals have no difficulty rating yet: a random deal may be easy or hard.</source>
        <translation>Deal {game} belum punya tingkat kesulitan: deal acak bisa mudah atau sulit.</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>All 24 other cards start in the stock, and its top card lies face up: it plays like a free card, also with the top card of the waste. Stacked pairs are allowed: a card covered by only one card may be removed together with that card when they make 13 (a Queen on an Ace). Three passes through the stock; the pass is shown at the top right.</source>
        <translation>Ke-24 kartu lainnya mulai di tumpukan ambil dengan kartu teratasnya terbuka: kartu itu bisa dimainkan seperti kartu bebas, juga dengan kartu teratas buangan. Pasangan bertumpuk diperbolehkan: kartu yang tinggal tertutup satu kartu boleh disingkirkan bersama kartu penutupnya jika jumlahnya 13 (Ratu di atas As). Tiga putaran tumpukan ambil; putaran yang sedang berjalan tampil di kanan atas.</translation>
    </message>
    <message>
        <source>The other cards are the stock; turn them one at a time onto the waste. Only the newest waste card plays; a card lower down is free again once the cards on it are gone. One pass, no redeal. With the draw-three option, three cards are turned at a time, one onto each of three waste piles, and each pile&apos;s top card plays.</source>
        <translation>Kartu lainnya menjadi tumpukan ambil; buka satu per satu ke buangan. Hanya kartu buangan terbaru yang bisa dimainkan; kartu di bawahnya bebas lagi setelah kartu di atasnya disingkirkan. Satu putaran, tanpa pembagian ulang. Dengan pilihan tarik tiga, tiga kartu dibuka sekaligus, satu ke masing-masing dari tiga tumpukan buangan, dan kartu teratas tiap tumpukan bisa dimainkan.</translation>
    </message>
    <message>
        <source>Space or Enter</source>
        <translation>Spasi atau Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Left and Right arrows</source>
        <translation>Panah kiri dan kanan</translation>
    </message>
    <message>
        <source>Move the focus ring through the free cards and the stock in reading order: the pyramid row by row, then the stock and the waste (a screen reader reads each card, its place and whether it is free)</source>
        <translation>Pindahkan penanda fokus melewati kartu bebas dan tumpukan ambil sesuai urutan baca: piramida baris demi baris, lalu tumpukan ambil dan buangan (pembaca layar membacakan setiap kartu, letaknya, dan apakah kartu itu bebas)</translation>
    </message>
    <message>
        <source>Up and Down arrows</source>
        <translation>Panah atas dan bawah</translation>
    </message>
    <message>
        <source>Move the focus ring to the nearest free card above or below</source>
        <translation>Pindahkan penanda fokus ke kartu bebas terdekat di atas atau di bawah</translation>
    </message>
    <message>
        <source>Home and End</source>
        <translation>Home dan End</translation>
    </message>
    <message>
        <source>Move the focus ring to the first or the last free card</source>
        <translation>Pindahkan penanda fokus ke kartu bebas pertama atau terakhir</translation>
    </message>
    <message>
        <source>Put a dragged card back, or drop the selected card; close the panel of “Can I still win?” or “Where did it go wrong?”</source>
        <translation>Kembalikan kartu yang sedang diseret, atau batalkan pilihan kartu; tutup panel “Masih bisa menang?” atau “Di mana salahnya?”</translation>
    </message>
    <message>
        <source>How to play Pyramid</source>
        <translation>Cara bermain Pyramid</translation>
    </message>
    <message>
        <source>How to play {game}</source>
        <translation>Cara bermain {game}</translation>
    </message>
    <message>
        <source>The three rule families</source>
        <translation>Tiga keluarga aturan</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <source>At the deal one card is turned onto the waste and 23 stay face down in the stock. Click the stock to turn its top card onto the waste. Only the top card of the waste can be paired: a card just drawn does not pair with the waste card it covers. When the stock is empty, click it again (“Another round”): the waste goes back in the same order, as often as you like. You win when the pyramid is empty.</source>
        <translation>Saat dibagikan, satu kartu dibuka ke buangan dan 23 kartu tetap tertutup di tumpukan ambil. Klik tumpukan ambil untuk membuka kartu teratasnya ke buangan. Hanya kartu teratas buangan yang bisa dipasangkan: kartu yang baru ditarik tidak bisa dipasangkan dengan kartu buangan yang ditutupnya. Saat tumpukan ambil kosong, klik lagi (“Putaran lagi”): buangan kembali dengan urutan yang sama, sesering yang Anda mau. Anda menang saat piramida kosong.</translation>
    </message>
    <message>
        <source>Play the card or the stock in the focus ring</source>
        <translation>Mainkan kartu atau tumpukan ambil yang bertanda fokus</translation>
    </message>
    <message>
        <source>Open the menu bar</source>
        <translation>Buka bilah menu</translation>
    </message>
    <message>
        <source>Remove cards in pairs that add up to 13: Ace 1, Jack 11, Queen 12. A King is 13 and goes on its own. A card is free when no card of the row below lies on it. Click a free card, then another: if they make 13 both go. The cards the first one could pair with get a dashed frame.</source>
        <translation>Singkirkan kartu berpasangan yang jumlahnya 13: As 1, Jack 11, Ratu 12. Raja bernilai 13 dan disingkirkan sendirian. Kartu bebas jika tidak ada kartu dari baris di bawahnya yang menindihnya. Klik satu kartu bebas, lalu satu lagi: jika jumlahnya 13, keduanya disingkirkan. Kartu yang bisa menjadi pasangan kartu pertama diberi bingkai putus-putus.</translation>
    </message>
    <message>
        <source>Or drag a free card onto its partner: the card under it is marked when the two go together. A King dragged off its place goes; a card let go anywhere else goes back.</source>
        <translation>Atau seret kartu bebas ke pasangannya: kartu di bawahnya ditandai jika keduanya bisa disingkirkan bersama. Raja yang diseret dari tempatnya langsung disingkirkan; kartu yang dilepas di tempat lain kembali ke tempatnya.</translation>
    </message>
    <message>
        <source>With a screen reader every card on the table can be read, with its place and whether it is free; the arrow keys go from free card to free card, and each move, draw and answer is announced.</source>
        <translation>Dengan pembaca layar, setiap kartu di meja bisa dibacakan beserta letaknya dan apakah kartu itu bebas; tombol panah berpindah dari kartu bebas ke kartu bebas, dan setiap langkah, tarikan, dan jawaban diumumkan.</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Pilihan aturan</translation>
    </message>
    <message>
        <source>Each family can be changed in Settings → Preferences; a change applies from the next deal. The rules code in a deal code (PY1-W1-…) says which options differ from the family.</source>
        <translation>Setiap keluarga aturan bisa diubah di Pengaturan → Preferensi; perubahan berlaku mulai deal berikutnya. Kode aturan di dalam kode deal (PY1-W1-…) menunjukkan pilihan mana yang berbeda dari keluarganya.</translation>
    </message>
    <message>
        <source>Deal labels</source>
        <translation>Label deal</translation>
    </message>
    <message>
        <source>Every deal has a code, shown at the top: type it in New game to play the same cards again.</source>
        <translation>Setiap deal punya kode yang tampil di atas: ketik kode itu di Permainan Baru untuk memainkan kartu yang sama lagi.</translation>
    </message>
    <message>
        <source>The solver has found a way to clear this deal. New games are such deals by default.</source>
        <translation>Komputer sudah menemukan jalan untuk menamatkan deal ini. Secara bawaan, permainan baru selalu memakai deal seperti ini.</translation>
    </message>
    <message>
        <source>A full random deal (a setting): it may have no solution. The true label is shown at the end of the round.</source>
        <translation>Deal acak penuh (dipilih di pengaturan): mungkin tidak bisa ditamatkan. Label sebenarnya ditampilkan di akhir permainan.</translation>
    </message>
    <message>
        <source>No sequence of moves can clear it.</source>
        <translation>Tidak ada urutan langkah yang bisa menamatkannya.</translation>
    </message>
    <message>
        <source>Asks the solver about the position on the table. It answers “Verified winnable”, “Proven unwinnable”, or “Not determined” when it could not decide in time — that does not mean the game is lost. When it is lost you can undo, go back to the last step that could still be won, or replay the deal.</source>
        <translation>Menanyakan kepada komputer apakah posisi di meja masih bisa dimenangkan. Jawabannya “Sudah dicek bisa tamat”, “Terbukti tidak bisa tamat”, atau “Belum dipastikan” jika komputer belum bisa memastikan dalam waktu yang tersedia — itu bukan berarti permainan sudah kalah. Jika sudah kalah, Anda bisa mengurungkan langkah, kembali ke langkah terakhir yang masih bisa menang, atau mengulangi deal ini.</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>Posisi</translation>
    </message>
    <message>
        <source>Game → Copy position puts the position on the table on the clipboard as text (“# pyramid position v1”). Game → Paste position and Game → Open position play a position from the clipboard or a file: one set up from a real table, sent by a friend, or written by pyramid-qt-solve. Paste position also takes a deal code (what Copy in the deal bar copies) or a deal number. A position file can also be given on the command line: pyramid-qt FILE.</source>
        <translation>Permainan → Salin posisi menaruh posisi di meja ke papan klip sebagai teks (“# pyramid position v1”). Permainan → Tempel posisi dan Permainan → Buka posisi memainkan posisi dari papan klip atau dari berkas: posisi yang disusun dari meja sungguhan, kiriman teman, atau hasil pyramid-qt-solve. Tempel posisi juga menerima kode deal (yang disalin tombol Salin di bilah deal) atau nomor deal. Berkas posisi juga bisa diberikan di baris perintah: pyramid-qt BERKAS.</translation>
    </message>
    <message>
        <source>The layout of {game}</source>
        <translation>Tata letak {game}</translation>
    </message>
    <message>
        <source>Choose it in New game, or in Settings → Preferences for every new deal.</source>
        <translation>Pilih di Permainan Baru, atau di Pengaturan → Preferensi untuk setiap deal baru.</translation>
    </message>
    <message>
        <source>The solver plays a shortest winning line from the position on the table; click or press any key to take over. A game won with its moves is a win with help: the end says how many it played.</source>
        <translation>Komputer memainkan urutan langkah menang terpendek dari posisi di meja; klik atau tekan tombol apa saja untuk mengambil alih. Permainan yang dimenangkan dengan langkah-langkahnya adalah kemenangan dengan bantuan: layar akhir menyebutkan berapa langkah yang dimainkannya.</translation>
    </message>
    <message>
        <source>After a loss, or from the Move menu: the board goes back to the last position that could still be won; the move played there is framed red, a move that keeps the game winnable blue. After a loss, play from there is practice: the loss stays as recorded.</source>
        <translation>Setelah kalah, atau dari menu Langkah: papan kembali ke posisi terakhir yang masih bisa dimenangkan; langkah yang Anda mainkan di sana diberi bingkai merah, dan langkah yang membuat permainan tetap bisa dimenangkan diberi bingkai biru. Setelah kalah, bermain dari sana adalah latihan: kekalahan tetap tercatat.</translation>
    </message>
    <message>
        <source>The difficulty beside the label: how often a casual player wins the deal. New game… chooses it, and New game deals the one last chosen (Easy at first).</source>
        <translation>Tingkat kesulitan di samping label: seberapa sering pemain biasa memenangkan deal itu. Pilih di Permainan Baru…; Permainan Baru membagikan tingkat yang terakhir dipilih (Mudah pada awalnya).</translation>
    </message>
    <message>
        <source>A win after hints, checks, going back to a winnable step or moves of Show me how: it counts as a win and the end tells the help, but it sets no record.</source>
        <translation>Kemenangan setelah petunjuk, pengecekan, kembali ke langkah yang masih bisa menang, atau langkah dari Tunjukkan caranya: dihitung sebagai kemenangan dan layar akhir menyebutkan bantuannya, tetapi tidak membuat rekor.</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Latihan</translation>
    </message>
    <message>
        <source>A pasted or opened position, and play on after a review or after an Undo from a win: never counted in the statistics, and leaving it abandons nothing.</source>
        <translation>Posisi yang ditempel atau dibuka, dan lanjut bermain setelah tinjauan atau setelah Urungkan dari kemenangan: tidak pernah dihitung dalam statistik, dan meninggalkannya tidak dicatat sebagai permainan yang ditinggalkan.</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Rekor</translation>
    </message>
    <message>
        <source>Your fewest moves and best time on a deal and on its rules, from games won on your own: the deal bar shows the deal&apos;s record to beat, and a better win says New record.</source>
        <translation>Langkah paling sedikit dan waktu terbaik Anda di sebuah deal dan di aturannya, dari permainan yang dimenangkan tanpa bantuan: bilah deal menunjukkan rekor deal yang harus dikalahkan, dan kemenangan yang lebih baik menyebut Rekor baru.</translation>
    </message>
    <message>
        <source>Three goals a day on the daily deal, each harder than the last and each proven possible by the solver before it is offered. The line under the board marks a goal ★ once met; the calendar shows the days&apos; stars, your streak and, for a day that is over, how each goal could be met.</source>
        <translation>Tiga target setiap hari pada deal harian, makin lama makin sulit, dan masing-masing sudah dibuktikan bisa dicapai oleh komputer sebelum ditawarkan. Baris di bawah papan menandai target dengan ★ begitu tercapai; kalender menunjukkan bintang setiap hari, runtun Anda, dan untuk hari yang sudah lewat, cara mencapai setiap target.</translation>
    </message>
    <message>
        <source>Copies one line telling the finished game: date, deal code, moves against par, time and goals met. A friend pastes it into New game or Paste position to play the same deal.</source>
        <translation>Menyalin satu baris tentang permainan yang selesai: tanggal, kode deal, langkah dibanding par, waktu, dan target yang tercapai. Teman dapat menempelkannya ke Permainan Baru atau Tempel posisi untuk memainkan deal yang sama.</translation>
    </message>
    <message>
        <source>Example: a pair of two pyramid cards scores 20, a pyramid card paired with the waste&apos;s top card 10, a King of the pyramid 10; cards of the stock and waste score nothing, so time and moves tell won games apart.</source>
        <translation>Contoh: pasangan dua kartu piramida bernilai 20, kartu piramida yang dipasangkan dengan kartu teratas tumpukan buangan 10, Raja dari piramida 10; kartu tumpukan ambil dan tumpukan buangan tidak menghasilkan poin, sehingga waktu dan jumlah langkah yang membedakan permainan yang dimenangkan.</translation>
    </message>
    <message>
        <source>Example: three pairs and a King clear the bottom row: 4 × {removal} + {bottom} = {first}. Clearing every row earns {bonuses} = {all_rows} in bonuses; removing all 52 cards (24 pairs and 4 Kings) before the last pyramid card adds 28 × {removal} = {removals}: {most} at most.</source>
        <translation>Contoh: tiga pasangan dan satu Raja mengosongkan baris terbawah: 4 × {removal} + {bottom} = {first}. Mengosongkan semua baris menghasilkan bonus {bonuses} = {all_rows}; menyingkirkan ke-52 kartu (24 pasangan dan 4 Raja) sebelum kartu piramida terakhir menambah 28 × {removal} = {removals}: paling banyak {most}.</translation>
    </message>
    <message>
        <source>Example: a pyramid cleared on pass 1 with 8 cards left in the stock and waste scores {first} − 8 = {a}; one not cleared, with 5 pyramid cards left, −5; one cleared on pass 3 with 2 cards left {third} − 2 = {b}. After {games} games the total is the match&apos;s: 0 or more makes par. The status bar shows the match so far; the match goes on after a restart. Under rules with more passes a game counts as it stood when its third pass ended; practice games (a position) do not count.</source>
        <translation>Contoh: piramida yang dikosongkan pada putaran 1 dengan sisa 8 kartu di tumpukan ambil dan tumpukan buangan bernilai {first} − 8 = {a}; yang tidak dikosongkan, dengan sisa 5 kartu piramida, −5; yang dikosongkan pada putaran 3 dengan sisa 2 kartu {third} − 2 = {b}. Setelah {games} permainan, jumlahnya menjadi skor pertandingan: 0 atau lebih berarti mencapai par. Bilah status menampilkan pertandingan sejauh ini; pertandingan berlanjut setelah aplikasi dibuka lagi. Pada aturan dengan lebih banyak putaran, permainan dinilai seperti keadaannya saat putaran ketiga berakhir; permainan latihan (sebuah posisi) tidak dihitung.</translation>
    </message>
    <message>
        <source>Example: a win with 6 cards left in the stock and waste scores 6; a game that ends with 4 pyramid cards and 10 other cards on the table, 14. Fewer is better: 0, every card removed, is perfect.</source>
        <translation>Contoh: kemenangan dengan sisa 6 kartu di tumpukan ambil dan tumpukan buangan bernilai 6; permainan yang berakhir dengan 4 kartu piramida dan 10 kartu lain di meja, 14. Makin sedikit makin baik: 0, semua kartu tersingkir, adalah sempurna.</translation>
    </message>
    <message>
        <source>The web rules&apos; own way: a result shows the time, the moves and the undos.</source>
        <translation>Cara aturan web sendiri: hasil menampilkan waktu, jumlah langkah, dan jumlah pembatalan.</translation>
    </message>
    <message>
        <source>Settings → Preferences → Scoring chooses how a game is scored; the status bar and the end panel follow it. By default each rule family scores its own way: Pyramide for the standard and traditional rules, no score for the web rules. When a game ends the solver looks for the best score this deal allows; when it proves it in time the end panel shows it beside yours, as in “870 of a possible 1,290”.</source>
        <translation>Pengaturan → Preferensi → Penilaian memilih cara permainan dinilai; bilah status dan panel akhir mengikutinya. Secara bawaan setiap keluarga aturan memakai caranya sendiri: Pyramide untuk aturan standar dan tradisional, tanpa skor untuk aturan web. Saat permainan berakhir, komputer mencari skor terbaik yang mungkin pada deal ini; jika terbukti tepat waktu, panel akhir menampilkannya di samping skor Anda, seperti “870 dari kemungkinan 1.290”.</translation>
    </message>
    <message>
        <source>Giza and Pharaohs are won by discarding every card: there Pyramide scores 10 a card, reserve cards too (a win is {win}); Microsoft-style gives each pyramid its row bonuses from its bottom row up (a Pharaohs win is {most} at most); Cards left counts the reserve cards. The Par Pyramid match is Pyramid&apos;s: other games show no score under it. The best score possible is shown where the solver knows it.</source>
        <translation>Giza dan Pharaohs dimenangkan dengan membuang semua kartu: di sana Pyramide memberi 10 per kartu, termasuk kartu tumpukan cadangan (kemenangan bernilai {win}); gaya Microsoft memberi setiap piramida bonus barisnya dari baris terbawah ke atas (kemenangan Pharaohs paling banyak {most}); Sisa kartu ikut menghitung kartu tumpukan cadangan. Pertandingan Par Pyramid khusus untuk Pyramid: permainan lain tidak menampilkan skor dengannya. Skor terbaik yang mungkin ditampilkan jika komputer mengetahuinya.</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Par</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>The fewest moves that win the deal, shown beside your moves when you win.</source>
        <translation>Jumlah langkah paling sedikit untuk menamatkan deal, ditampilkan di samping langkah Anda saat Anda menang.</translation>
    </message>
    <message>
        <source>One deal a day, the same for everyone: verified winnable, of medium difficulty, with its own winning streak in the statistics.</source>
        <translation>Satu deal per hari, sama untuk semua orang: sudah dicek bisa tamat, tingkat kesulitan sedang, dengan catatan menang beruntunnya sendiri di statistik.</translation>
    </message>
    <message>
        <source>More help from the solver</source>
        <translation>Bantuan lain dari komputer</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Pyramid Help</source>
        <translation>Bantuan Pyramid</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Bagian</translation>
    </message>
    <message>
        <source>Help text</source>
        <translation>Teks bantuan</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Deal code {code} copied</source>
        <translation>Kode deal {code} disalin</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Status permainan</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Ubah ukuran jendela</translation>
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
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Bagikan</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Permainan Baru…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Ulangi deal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Urungkan</translation>
    </message>
    <message>
        <source>About Pyramid</source>
        <translation>Tentang Pyramid</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pyramid {version}&lt;/h3&gt;&lt;p&gt;Pyramid Solitaire for the desktop: remove pairs of cards that add up to 13.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later.&lt;/p&gt;&lt;p&gt;Made with Qt for Python (PySide6). Rules from the Pyramid Solitaire tradition.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pyramid {version}&lt;/h3&gt;&lt;p&gt;Pyramid Solitaire untuk desktop: singkirkan pasangan kartu yang jumlahnya 13.&lt;/p&gt;&lt;p&gt;Lisensi: GNU General Public License, versi 3 atau yang lebih baru.&lt;/p&gt;&lt;p&gt;Dibuat dengan Qt for Python (PySide6). Aturan dari tradisi Pyramid Solitaire.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Meja kartu</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>The sum must be 13</source>
        <translation>Jumlahnya harus sama dengan 13</translation>
    </message>
    <message>
        <source>This card is blocked by another card</source>
        <translation>Kartu ini terhalang oleh kartu lain</translation>
    </message>
    <message>
        <source>These two cards cannot pair under these rules</source>
        <translation>Kedua kartu ini tidak boleh dipasangkan dengan aturan ini</translation>
    </message>
    <message>
        <source>Only a King is removed on its own</source>
        <translation>Hanya Raja yang bisa disingkirkan sendirian</translation>
    </message>
    <message>
        <source>Choose two different cards</source>
        <translation>Pilih dua kartu yang berbeda</translation>
    </message>
    <message>
        <source>This card is no longer in play</source>
        <translation>Kartu ini sudah disingkirkan</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Permainan sudah selesai</translation>
    </message>
    <message>
        <source>The stock is empty</source>
        <translation>Tumpukan ambil kosong</translation>
    </message>
    <message>
        <source>The stock is not empty yet</source>
        <translation>Tumpukan ambil belum kosong</translation>
    </message>
    <message>
        <source>There are no cards left to turn over</source>
        <translation>Tidak ada lagi kartu untuk dibalik</translation>
    </message>
    <message>
        <source>No passes left</source>
        <translation>Jatah putaran sudah habis</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Tidak ada langkah untuk diurungkan</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Tidak ada langkah untuk diulangi</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Empty: a random deal with your current rules.</source>
        <translation>Kosong: deal acak dengan aturan Anda saat ini.</translation>
    </message>
    <message>
        <source>Empty: a random deal of {game}.</source>
        <translation>Kosong: deal acak {game}.</translation>
    </message>
    <message>
        <source>Deal {code}</source>
        <translation>Deal {code}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan Baru</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Aturan permainan</translation>
    </message>
    <message>
        <source>Deal code (like PY1-N-AAAAAAS) or deal number 1–20000:</source>
        <translation>Kode deal (seperti PY1-N-AAAAAAS) atau nomor deal 1–20000:</translation>
    </message>
    <message>
        <source>Deal code or number</source>
        <translation>Kode deal atau nomor</translation>
    </message>
    <message>
        <source>Empty for a random deal</source>
        <translation>Kosongkan untuk deal acak</translation>
    </message>
    <message>
        <source>&amp;Difficulty of a random deal:</source>
        <translation>&amp;Tingkat kesulitan deal acak:</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused. Click or press P to go on.</source>
        <translation>Dijeda. Klik atau tekan P untuk melanjutkan.</translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>Save the position</source>
        <translation>Simpan posisi</translation>
    </message>
    <message>
        <source>Open a position</source>
        <translation>Buka posisi</translation>
    </message>
    <message>
        <source>Position files (*.txt *.pyramid);;All files (*)</source>
        <translation>Berkas posisi (*.txt *.pyramid);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>The “rules:” line is missing.</source>
        <translation>Baris “rules:” tidak ada.</translation>
    </message>
    <message>
        <source>These rules are unknown (a rules field looks like N, W1 or TD).</source>
        <translation>Aturan ini tidak dikenal (kode aturan berbentuk seperti N, W1, atau TD).</translation>
    </message>
    <message>
        <source>The “pyramid:” section is missing.</source>
        <translation>Bagian “pyramid:” tidak ada.</translation>
    </message>
    <message>
        <source>The pyramid needs 7 rows.</source>
        <translation>Piramida harus punya 7 baris.</translation>
    </message>
    <message>
        <source>This row of the pyramid has the wrong number of cards.</source>
        <translation>Jumlah kartu di baris piramida ini salah.</translation>
    </message>
    <message>
        <source>This is not a card (a card is written like 7H, TD or 10♣; a removed one --).</source>
        <translation>Ini bukan kartu (kartu ditulis seperti 7H, TD, atau 10♣; kartu yang sudah disingkirkan --).</translation>
    </message>
    <message>
        <source>A card appears more than once.</source>
        <translation>Ada kartu yang muncul lebih dari sekali.</translation>
    </message>
    <message>
        <source>A card lies over a removed card: it would float.</source>
        <translation>Ada kartu di atas kartu yang sudah disingkirkan: kartu itu akan melayang.</translation>
    </message>
    <message>
        <source>This line is not part of a position.</source>
        <translation>Baris ini bukan bagian dari posisi.</translation>
    </message>
    <message>
        <source>This line appears twice.</source>
        <translation>Baris ini muncul dua kali.</translation>
    </message>
    <message>
        <source>The pass is not a number these rules allow.</source>
        <translation>Nomor putaran ini tidak diizinkan oleh aturan ini.</translation>
    </message>
    <message>
        <source>These waste lines do not fit the rules (draw three uses waste1: to waste3:).</source>
        <translation>Baris buangan ini tidak cocok dengan aturannya (tarik tiga memakai waste1: sampai waste3:).</translation>
    </message>
    <message>
        <source>This game of the Pyramid family cannot be played here yet.</source>
        <translation>Permainan keluarga Piramida ini belum bisa dimainkan di sini.</translation>
    </message>
    <message>
        <source>This game has no stock and no waste: these lines do not belong to it.</source>
        <translation>Permainan ini tidak punya tumpukan ambil dan buangan: baris ini bukan bagiannya.</translation>
    </message>
    <message>
        <source>This is not a position.</source>
        <translation>Ini bukan posisi.</translation>
    </message>
    <message>
        <source>Line {line}: {problem}
“{text}”</source>
        <translation>Baris {line}: {problem}
“{text}”</translation>
    </message>
    <message>
        <source>There is nothing to play on the clipboard: copy a position text (it starts with “# pyramid position v1”), a deal code such as PY1-N-AAAAAAS or a deal number 1–20000.</source>
        <translation>Tidak ada yang bisa dimainkan di papan klip: salin teks posisi (diawali “# pyramid position v1”), kode deal seperti PY1-N-AAAAAAS, atau nomor deal 1–20000.</translation>
    </message>
    <message>
        <source>“{text}” on the clipboard is not a deal: {problem}</source>
        <translation>“{text}” di papan klip bukan deal: {problem}</translation>
    </message>
    <message>
        <source>This text is far too long to be a position (a position is about a dozen lines).</source>
        <translation>Teks ini terlalu panjang untuk sebuah posisi (posisi hanya sekitar selusin baris).</translation>
    </message>
    <message>
        <source>{file} could not be read.</source>
        <translation>{file} tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>{file} is not a position file (not UTF-8 text, or too large).</source>
        <translation>{file} bukan berkas posisi (bukan teks UTF-8, atau terlalu besar).</translation>
    </message>
    <message>
        <source>Position copied as text</source>
        <translation>Posisi disalin sebagai teks</translation>
    </message>
    <message>
        <source>Position saved to {file}</source>
        <translation>Posisi disimpan ke {file}</translation>
    </message>
    <message>
        <source>{file} could not be saved: the disk is full.</source>
        <translation>{file} tidak dapat disimpan: disk penuh.</translation>
    </message>
    <message>
        <source>{file} could not be saved: that folder may not be written to.</source>
        <translation>{file} tidak dapat disimpan: folder itu tidak boleh ditulisi.</translation>
    </message>
    <message>
        <source>{file} could not be saved.</source>
        <translation>{file} tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posisi</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>The settings file is damaged. Defaults are used; it is rewritten when you save.</source>
        <translation>Berkas pengaturan rusak. Nilai bawaan dipakai; berkas ditulis ulang saat Anda menyimpan.</translation>
    </message>
    <message>
        <source>Some settings had invalid values and use their defaults until you save.</source>
        <translation>Beberapa pengaturan bernilai tidak sah dan memakai nilai bawaan sampai Anda menyimpan.</translation>
    </message>
    <message>
        <source>The settings file could not be read. Defaults are used.</source>
        <translation>Berkas pengaturan tidak dapat dibaca. Nilai bawaan dipakai.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. They apply until you quit the game.</source>
        <translation>Pengaturan Anda tidak dapat disimpan. Pengaturan itu berlaku sampai Anda keluar dari permainan.</translation>
    </message>
    <message>
        <source>There is a problem with the settings file.</source>
        <translation>Ada masalah pada berkas pengaturan.</translation>
    </message>
    <message>
        <source>Say why a &amp;move is not allowed</source>
        <translation>&amp;Jelaskan mengapa langkah ditolak</translation>
    </message>
    <message>
        <source>When a card you choose cannot be played (it is blocked, or the two cards do not make 13), say why</source>
        <translation>Jika kartu yang Anda pilih tidak bisa dimainkan (terhalang, atau jumlah kedua kartu bukan 13), beri tahu alasannya</translation>
    </message>
    <message>
        <source>Ask before &amp;leaving a game in progress</source>
        <translation>Ta&amp;nya sebelum meninggalkan permainan</translation>
    </message>
    <message>
        <source>New game, Replay and opening a position ask first when the game in progress has moves</source>
        <translation>Permainan Baru, Ulangi deal, dan membuka posisi bertanya dulu jika permainan yang sedang berjalan sudah punya langkah</translation>
    </message>
    <message>
        <source>Deals:</source>
        <translation>Deal:</translation>
    </message>
    <message>
        <source>Only &amp;verified winnable</source>
        <translation>Hanya yang sudah &amp;dicek bisa tamat</translation>
    </message>
    <message>
        <source>Full &amp;random</source>
        <translation>Acak pen&amp;uh</translation>
    </message>
    <message>
        <source>Full random deals are labelled “Might be a dead end”: they may have no solution. The true label is shown when the round ends.</source>
        <translation>Deal acak penuh berlabel “Mungkin buntu”: mungkin tidak bisa ditamatkan. Label sebenarnya ditampilkan di akhir permainan.</translation>
    </message>
    <message>
        <source>Remove &amp;Kings automatically</source>
        <translation>Singkirkan &amp;Raja secara otomatis</translation>
    </message>
    <message>
        <source>A King is removed as soon as it is free: a move, as your click would be; Undo takes it back</source>
        <translation>Raja langsung disingkirkan begitu bebas: dihitung satu langkah, sama seperti klik Anda; Urungkan mengembalikannya</translation>
    </message>
    <message>
        <source>R&amp;elax: no clock, no score</source>
        <translation>&amp;Santai: tanpa waktu, tanpa skor</translation>
    </message>
    <message>
        <source>Hide the game time and the score while you play and when the game ends (both still kept)</source>
        <translation>Sembunyikan waktu permainan dan skor saat bermain dan saat permainan selesai (keduanya tetap dicatat)</translation>
    </message>
    <message>
        <source>Sc&amp;oring:</source>
        <translation>P&amp;enilaian:</translation>
    </message>
    <message>
        <source>How a game is scored; Help → How to play explains each system with an example</source>
        <translation>Cara permainan dinilai; Bantuan → Cara bermain menjelaskan setiap sistem dengan contoh</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>A&amp;nimasi:</translation>
    </message>
    <message>
        <source>How fast cards move; Off places them at once</source>
        <translation>Seberapa cepat kartu bergerak; “Mati” langsung menaruh kartu di tempatnya</translation>
    </message>
    <message>
        <source>Pyramide (10 a card)</source>
        <translation>Pyramide (10 per kartu)</translation>
    </message>
    <message>
        <source>Pyramide</source>
        <translation>Pyramide</translation>
    </message>
    <message>
        <source>Microsoft-style (pairs, rows)</source>
        <translation>Gaya Microsoft (pasangan, baris)</translation>
    </message>
    <message>
        <source>Microsoft-style</source>
        <translation>gaya Microsoft</translation>
    </message>
    <message>
        <source>Par Pyramid match</source>
        <translation>Pertandingan Par Pyramid</translation>
    </message>
    <message>
        <source>Par Pyramid</source>
        <translation>Par Pyramid</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Sisa kartu</translation>
    </message>
    <message>
        <source>Every card a win needs removed scores 10: a won game is 280 where the win clears the pyramid (the stock and waste score nothing), 520 where it takes every card</source>
        <translation>Setiap kartu yang harus disingkirkan untuk menang bernilai 10: kemenangan bernilai 280 jika menang berarti mengosongkan piramida (kartu tumpukan ambil dan tumpukan buangan tidak bernilai), 520 jika menang berarti menyingkirkan semua kartu</translation>
    </message>
    <message>
        <source>5 a pair or King removed, and a bonus for each pyramid row cleared, from each pyramid&apos;s free row back: 25, 50, 75, 100, 150, 250, 500 (1,290 at most with one pyramid)</source>
        <translation>5 per pasangan atau Raja yang disingkirkan, ditambah bonus untuk setiap baris piramida yang dikosongkan, dari baris bebas setiap piramida ke belakang: 25, 50, 75, 100, 150, 250, 500 (paling banyak 1.290 dengan satu piramida)</translation>
    </message>
    <message>
        <source>The pyramid cleared on pass 1 scores 50, on pass 2 35, on pass 3 20, less the stock and waste cards left; not cleared, minus the pyramid cards left. Six games make a match; par is a total of 0 or more. Pyramid only: other games show no score under it</source>
        <translation>Piramida yang dikosongkan pada putaran 1 bernilai 50, pada putaran 2 35, pada putaran 3 20, dikurangi sisa kartu di tumpukan ambil dan tumpukan buangan; jika tidak dikosongkan, minus sisa kartu piramida. Enam permainan menjadi satu pertandingan; par adalah jumlah 0 atau lebih. Khusus Pyramid: permainan lain tidak menampilkan skor dengannya</translation>
    </message>
    <message>
        <source>The cards still on the table at the end, stock, waste and reserves too: 0 is perfect</source>
        <translation>Kartu yang masih di meja di akhir permainan, termasuk tumpukan ambil, tumpukan buangan, dan tumpukan cadangan: 0 adalah sempurna</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Mati</translation>
    </message>
    <message>
        <source>No score is kept or shown</source>
        <translation>Tidak ada skor yang dicatat atau ditampilkan</translation>
    </message>
    <message>
        <source>The rules&apos; own</source>
        <translation>Bawaan aturan</translation>
    </message>
    <message>
        <source>Pyramide for the standard and traditional rules, no score for the web rules</source>
        <translation>Pyramide untuk aturan standar dan tradisional, tanpa skor untuk aturan web</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Ba&amp;hasa:</translation>
    </message>
    <message>
        <source>The language of the game; it changes at once</source>
        <translation>Bahasa permainan; langsung berlaku</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Bahasa sistem</translation>
    </message>
    <message>
        <source>Four-&amp;colour suits</source>
        <translation>Empat &amp;warna jenis kartu</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green, told apart from hearts and spades</source>
        <translation>Wajik biru dan keriting hijau, agar mudah dibedakan dari hati dan sekop</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Kontras &amp;tinggi</translation>
    </message>
    <message>
        <source>A dark table and deeper suit colours</source>
        <translation>Meja gelap dan warna jenis kartu lebih pekat</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>{game} has no rules to choose: every deal is played by its own.</source>
        <translation>{game} tidak punya aturan untuk dipilih: setiap deal dimainkan dengan aturannya sendiri.</translation>
    </message>
    <message>
        <source>Rules code: &lt;b&gt;{code}&lt;/b&gt;</source>
        <translation>Kode aturan: &lt;b&gt;{code}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Preferensi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Tampilan</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Perm&amp;ainan:</translation>
    </message>
    <message>
        <source>{family} ({letter})</source>
        <translation>{family} ({letter})</translation>
    </message>
    <message>
        <source>Rule changes apply from the next deal.</source>
        <translation>Perubahan aturan berlaku mulai deal berikutnya.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Bermain</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The saved game was damaged and could not be restored (a copy was kept)</source>
        <translation>Permainan tersimpan rusak dan tidak dapat dipulihkan (salinannya disimpan)</translation>
    </message>
    <message>
        <source>The saved game could not be read</source>
        <translation>Permainan tersimpan tidak dapat dibaca</translation>
    </message>
    <message>
        <source>Some values in the saved game were damaged and were reset; the game goes on</source>
        <translation>Beberapa nilai dalam permainan tersimpan rusak dan dikembalikan ke nilai bawaan; permainan berlanjut</translation>
    </message>
    <message>
        <source>Some values in the statistics file were damaged and were reset</source>
        <translation>Beberapa nilai dalam berkas statistik rusak dan dikembalikan ke nilai bawaan</translation>
    </message>
    <message>
        <source>Another program is using the statistics file: this session&apos;s statistics are kept and written when it is free</source>
        <translation>Program lain sedang memakai berkas statistik: statistik sesi ini disimpan dan ditulis setelah berkas itu bebas</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: the data folder is read-only</source>
        <translation>Statistik tidak dapat disimpan: folder data hanya-baca</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: the disk is full</source>
        <translation>Statistik tidak dapat disimpan: disk penuh</translation>
    </message>
    <message>
        <source>The statistics file is from a newer version and was left untouched</source>
        <translation>Berkas statistik berasal dari versi yang lebih baru dan dibiarkan apa adanya</translation>
    </message>
    <message>
        <source>Statistics cannot be saved</source>
        <translation>Statistik tidak dapat disimpan</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was kept aside and a new one started</source>
        <translation>Berkas statistik rusak: berkas itu disisihkan dan berkas baru dimulai</translation>
    </message>
    <message>
        <source>The game cannot be saved: the disk is full</source>
        <translation>Permainan tidak dapat disimpan: disk penuh</translation>
    </message>
    <message>
        <source>The game cannot be saved: the data folder is read-only</source>
        <translation>Permainan tidak dapat disimpan: folder data hanya-baca</translation>
    </message>
    <message>
        <source>The game cannot be saved</source>
        <translation>Permainan tidak dapat disimpan</translation>
    </message>
    <message>
        <source>The Par Pyramid match file was damaged: a new match was started (a copy was kept)</source>
        <translation>Berkas pertandingan Par Pyramid rusak: pertandingan baru dimulai (salinannya disimpan)</translation>
    </message>
    <message>
        <source>The Par Pyramid match could not be read: a new match was started</source>
        <translation>Pertandingan Par Pyramid tidak dapat dibaca: pertandingan baru dimulai</translation>
    </message>
    <message>
        <source>The Par Pyramid match cannot be saved: it goes on until the game is closed</source>
        <translation>Pertandingan Par Pyramid tidak dapat disimpan: pertandingan berlanjut sampai aplikasi ditutup</translation>
    </message>
    <message>
        <source>A file could not be saved</source>
        <translation>Sebuah berkas tidak dapat disimpan</translation>
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
        <translation>Berkas</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folder Berkas</translation>
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
        <translation>Pintasan</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak diketahui</translation>
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
        <translation>Simpan Sebagai</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pilih</translation>
    </message>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cari di:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nama berkas:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Jenis berkas:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Cari Folder</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Semua Berkas (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder Induk</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ke folder induk</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Buat Folder Baru</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Buat folder baru</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folder Baru</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folder &amp;Baru</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Tampilan Daftar</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Ganti ke tampilan daftar</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Tampilan Rinci</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ganti ke tampilan rinci</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bilah sisi</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Daftar tempat dan markah</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tempat Terkini</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Ganti Nama</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Tampilkan berkas &amp;tersembunyi</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 sudah ada.
Apakah Anda ingin menggantinya?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Berkas tidak ditemukan.
Pastikan nama berkas yang diberikan sudah benar.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folder tidak ditemukan.
Pastikan nama folder yang diberikan sudah benar.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; dilindungi dari penulisan.
Apakah Anda tetap ingin menghapusnya?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Apakah Anda yakin ingin menghapus &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Tidak dapat menghapus folder.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipe</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tanggal Diubah</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer Saya</translation>
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
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Tutup tanpa Menyimpan</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ula&amp;ngi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Tampilkan Rincian...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan Rincian...</translation>
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
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Simpan Semua</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk &amp;Semua</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Tidak untuk Se&amp;mua</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hentikan</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Coba Lagi</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Kembalikan Bawaan</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Gulir ke sini</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Atas</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bawah</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Tepi kiri</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tepi kanan</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Satu halaman ke atas</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Satu halaman ke bawah</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Satu halaman ke kiri</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Satu halaman ke kanan</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Gulir ke atas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Gulir ke bawah</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Gulir ke kiri</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Gulir ke kanan</translation>
    </message>
</context>
<context>
    <name>QUnicodeControlCharacterMenu</name>
    <message>
        <source>Insert Unicode control character</source>
        <translation>Sisipkan karakter kendali Unicode</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ula&amp;ngi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;Lokasi Tautan</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>No finished games yet. Your results will appear here, one bar per game.</source>
        <translation>Belum ada permainan yang selesai. Hasil Anda akan muncul di sini, satu batang per permainan.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Ditinggalkan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Persentase menang</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Menang dengan bantuan</translation>
    </message>
    <message>
        <source>Recent results</source>
        <translation>Hasil terakhir</translation>
    </message>
    <message numerus="yes">
        <source>Game {number}: won with help in {time}, %n move(s)</source>
        <translation>
            <numerusform>Permainan {number}: menang dengan bantuan dalam {time}, %n langkah</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game {number}: won in {time}, %n move(s)</source>
        <translation>
            <numerusform>Permainan {number}: menang dalam {time}, %n langkah</numerusform>
        </translation>
    </message>
    <message>
        <source>Game {number}: lost, {removed} of {cards} pyramid cards removed</source>
        <translation>Permainan {number}: kalah, {removed} dari {cards} kartu piramida disingkirkan</translation>
    </message>
    <message>
        <source>Game {number}: abandoned, {removed} of {cards} pyramid cards removed</source>
        <translation>Permainan {number}: ditinggalkan, {removed} dari {cards} kartu piramida disingkirkan</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>&amp;Passes through the stock:</source>
        <translation>&amp;Putaran tumpukan ambil:</translation>
    </message>
    <message>
        <source>How many times the stock may be dealt; a recycle starts the next pass</source>
        <translation>Berapa kali tumpukan ambil boleh dibagikan sampai habis; setiap kali buangan dikembalikan ke tumpukan ambil, putaran berikutnya dimulai</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Tanpa batas</translation>
    </message>
    <message>
        <source>unlimited passes</source>
        <translation>putaran tanpa batas</translation>
    </message>
    <message numerus="yes">
        <source>%n pass(es)</source>
        <translation>
            <numerusform>%n putaran</numerusform>
        </translation>
    </message>
    <message>
        <source>The number of passes is one character, 1–{max} or {unlimited}, right after the rules letter</source>
        <translation>Jumlah putaran ditulis satu karakter, 1–{max} atau {unlimited}, tepat setelah huruf aturan</translation>
    </message>
    <message>
        <source>&amp;Win when:</source>
        <translation>&amp;Menang jika:</translation>
    </message>
    <message>
        <source>Whether the stock and waste must be cleared too</source>
        <translation>Apakah tumpukan ambil dan buangan juga harus habis</translation>
    </message>
    <message>
        <source>The pyramid is cleared</source>
        <translation>Piramida sudah kosong</translation>
    </message>
    <message>
        <source>All 52 cards are removed</source>
        <translation>Semua 52 kartu disingkirkan</translation>
    </message>
    <message>
        <source>won when the pyramid is cleared</source>
        <translation>menang jika piramida sudah kosong</translation>
    </message>
    <message>
        <source>won when all 52 cards are removed</source>
        <translation>menang jika semua 52 kartu disingkirkan</translation>
    </message>
    <message>
        <source>&amp;Stacked pairs</source>
        <translation>Pasangan &amp;bertumpuk</translation>
    </message>
    <message>
        <source>A card covered by only one card may pair with that card</source>
        <translation>Kartu yang tinggal tertutup satu kartu boleh dipasangkan dengan kartu penutupnya</translation>
    </message>
    <message>
        <source>no stacked pairs</source>
        <translation>tanpa pasangan bertumpuk</translation>
    </message>
    <message>
        <source>stacked pairs</source>
        <translation>pasangan bertumpuk</translation>
    </message>
    <message>
        <source>&amp;Drawn card vs waste card</source>
        <translation>&amp;Kartu tarikan berpasangan dengan buangan</translation>
    </message>
    <message>
        <source>The newest talon card may pair with the waste card under it</source>
        <translation>Kartu yang baru ditarik boleh dipasangkan dengan kartu buangan di bawahnya</translation>
    </message>
    <message>
        <source>no drawn card vs waste card</source>
        <translation>kartu tarikan tidak berpasangan dengan buangan</translation>
    </message>
    <message>
        <source>drawn card vs waste card</source>
        <translation>kartu tarikan berpasangan dengan buangan</translation>
    </message>
    <message>
        <source>Draw &amp;three onto three waste piles</source>
        <translation>&amp;Tarik tiga kartu ke tiga tumpukan buangan</translation>
    </message>
    <message>
        <source>The stock is dealt in threes, one card onto each of three waste piles</source>
        <translation>Tumpukan ambil dibagikan tiga-tiga, satu kartu ke masing-masing dari tiga tumpukan buangan</translation>
    </message>
    <message>
        <source>one waste pile</source>
        <translation>satu tumpukan buangan</translation>
    </message>
    <message>
        <source>draw three onto three waste piles</source>
        <translation>tarik tiga kartu ke tiga tumpukan buangan</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standar</translation>
    </message>
    <message>
        <source>One card starts on the waste; only the waste top plays; unlimited passes.</source>
        <translation>Satu kartu dibuka ke buangan; hanya kartu teratas buangan yang bisa dimainkan; putaran tanpa batas.</translation>
    </message>
    <message>
        <source>Web rules</source>
        <translation>Aturan web</translation>
    </message>
    <message>
        <source>The stock top plays too, even with the waste top; stacked pairs; 3 passes.</source>
        <translation>Kartu teratas tumpukan ambil ikut bisa dimainkan, juga dipasangkan dengan kartu teratas buangan; pasangan bertumpuk; 3 putaran.</translation>
    </message>
    <message>
        <source>Traditional</source>
        <translation>Tradisional</translation>
    </message>
    <message>
        <source>Cards are turned one at a time; only the newest waste card plays; one pass.</source>
        <translation>Kartu dibuka satu per satu; hanya kartu buangan terbaru yang bisa dimainkan; satu putaran.</translation>
    </message>
</context>
<context>
    <name>RulesTexts</name>
    <message>
        <source>One card starts on the waste, the rest in the stock; the top waste card plays</source>
        <translation>Satu kartu dibuka ke buangan, sisanya di tumpukan ambil; kartu teratas buangan bisa dimainkan</translation>
    </message>
    <message>
        <source>All cards start in the stock, whose top card plays as well as the top waste card</source>
        <translation>Semua kartu mulai di tumpukan ambil; kartu teratasnya bisa dimainkan, begitu pula kartu teratas buangan</translation>
    </message>
    <message>
        <source>All cards start face down in the stock; the top waste card plays</source>
        <translation>Semua kartu mulai tertutup di tumpukan ambil; kartu teratas buangan bisa dimainkan</translation>
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
        <translation>huruf keluarga aturan ({families})</translation>
    </message>
    <message>
        <source>then {option} 1–{max} or {unlimited} ({unlimited_text})</source>
        <translation>lalu {option} 1–{max} atau {unlimited} ({unlimited_text})</translation>
    </message>
    <message>
        <source>then any of {flags}, each the opposite of the family&apos;s choice</source>
        <translation>lalu boleh ditambah {flags}, masing-masing kebalikan dari pilihan keluarganya</translation>
    </message>
</context>
<context>
    <name>Scores</name>
    <message>
        <source>Cards left: {count}</source>
        <translation>Sisa kartu: {count}</translation>
    </message>
    <message>
        <source>Score: {score} · match {total}, game {game} of {games}</source>
        <translation>Skor: {score} · pertandingan {total}, permainan {game} dari {games}</translation>
    </message>
    <message>
        <source>Score: {score}</source>
        <translation>Skor: {score}</translation>
    </message>
    <message>
        <source>Cards left: {count}, the fewest possible {best}</source>
        <translation>Sisa kartu: {count}, paling sedikit yang mungkin {best}</translation>
    </message>
    <message>
        <source>Score ({system}): {score}</source>
        <translation>Skor ({system}): {score}</translation>
    </message>
    <message>
        <source>Score ({system}): {score} of a possible {best}</source>
        <translation>Skor ({system}): {score} dari kemungkinan {best}</translation>
    </message>
    <message>
        <source>Practice: not counted in the Par Pyramid match</source>
        <translation>Latihan: tidak dihitung dalam pertandingan Par Pyramid</translation>
    </message>
    <message>
        <source>Par Pyramid match: {total} after game {game} of {games}</source>
        <translation>Pertandingan Par Pyramid: {total} setelah permainan {game} dari {games}</translation>
    </message>
    <message>
        <source>Par Pyramid match over: {total} — par made (0 or more)</source>
        <translation>Pertandingan Par Pyramid selesai: {total} — par tercapai (0 atau lebih)</translation>
    </message>
    <message>
        <source>Par Pyramid match over: {total} — below par (par is 0 or more)</source>
        <translation>Pertandingan Par Pyramid selesai: {total} — di bawah par (par adalah 0 atau lebih)</translation>
    </message>
</context>
<context>
    <name>Share</name>
    <message>
        <source>Pyramid</source>
        <translation>Piramida</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n langkah</numerusform>
        </translation>
    </message>
    <message>
        <source>(par {par})</source>
        <translation>(par {par})</translation>
    </message>
    <message>
        <source>Finish a dealt game to share its result.</source>
        <translation>Selesaikan permainan sebuah deal untuk membagikan hasilnya.</translation>
    </message>
    <message>
        <source>Copied to the clipboard: {line}</source>
        <translation>Disalin ke papan klip: {line}</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Reset statistics</source>
        <translation>Atur ulang statistik</translation>
    </message>
    <message>
        <source>Delete the finished games of rules {rules}, or of all rule sets?</source>
        <translation>Hapus permainan yang sudah selesai dengan aturan {rules} saja, atau dengan semua aturan?</translation>
    </message>
    <message>
        <source>This cannot be undone. A game in progress is kept.</source>
        <translation>Ini tidak dapat diurungkan. Permainan yang sedang berjalan tetap disimpan.</translation>
    </message>
    <message>
        <source>Reset {rules} only</source>
        <translation>Atur ulang {rules} saja</translation>
    </message>
    <message>
        <source>Reset all</source>
        <translation>Atur ulang semua</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Ekspor statistik</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Berkas CSV (*.csv);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>Exported to {file}</source>
        <translation>Diekspor ke {file}</translation>
    </message>
    <message>
        <source>Could not write {file}</source>
        <translation>Tidak dapat menulis {file}</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Buka folder</translation>
    </message>
    <message>
        <source>Each bar is one game, as tall as the share of the {cards} pyramid cards it removed (a win is a full bar); the line is the win rate.</source>
        <translation>Setiap batang adalah satu permainan, setinggi bagian dari {cards} kartu piramida yang berhasil disingkirkan (menang berarti batang penuh); garisnya adalah persentase menang.</translation>
    </message>
    <message>
        <source>Only rules {rules}</source>
        <translation>Hanya aturan {rules}</translation>
    </message>
    <message>
        <source>No deals finished yet. Every deal you finish is listed here with your best time.</source>
        <translation>Belum ada deal yang selesai. Setiap deal yang Anda selesaikan tercantum di sini beserta waktu terbaik Anda.</translation>
    </message>
    <message>
        <source>No deals finished with these rules yet.</source>
        <translation>Belum ada deal yang selesai dengan aturan ini.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Aturan:</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Won with help</source>
        <translation>Menang dengan bantuan</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Persentase menang</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Menang beruntun saat ini</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Menang beruntun terpanjang</translation>
    </message>
    <message>
        <source>Best time</source>
        <translation>Waktu terbaik</translation>
    </message>
    <message>
        <source>Average time</source>
        <translation>Waktu rata-rata</translation>
    </message>
    <message>
        <source>Fewest moves</source>
        <translation>Langkah paling sedikit</translation>
    </message>
    <message>
        <source>Perfect: won at par</source>
        <translation>Sempurna: menang sesuai par</translation>
    </message>
    <message>
        <source>Daily deals won in a row (now / best)</source>
        <translation>Menang deal harian beruntun (kini / terbaik)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Ringkasan</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deal</translation>
    </message>
    <message>
        <source>Re&amp;play this deal</source>
        <translation>&amp;Ulangi deal ini</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Ekspor CSV…</translation>
    </message>
    <message>
        <source>Rese&amp;t…</source>
        <translation>A&amp;tur ulang…</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>Pass {n}</source>
        <translation>Putaran {n}</translation>
    </message>
    <message>
        <source>Pass {n} of {total}</source>
        <translation>Putaran {n} dari {total}</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <source>Verified winnable</source>
        <translation>Sudah dicek bisa tamat</translation>
    </message>
    <message>
        <source>Proven unwinnable</source>
        <translation>Terbukti tidak bisa tamat</translation>
    </message>
    <message>
        <source>Not determined</source>
        <translation>Belum dipastikan</translation>
    </message>
    <message>
        <source>Might be a dead end</source>
        <translation>Mungkin buntu</translation>
    </message>
</context>
</TS>
