
## Generals (GAP-34: six in each state's pool)

kk-general-khanate_0 = Batu Khan
kk-general-khanate_1 = Subutai
kk-general-khanate_2 = Jebe
kk-general-khanate_3 = Toghrul
kk-general-khanate_4 = Arslan
kk-general-khanate_5 = Kaidu
kk-general-kingdom_0 = Sir Aimery
kk-general-kingdom_1 = Sir Roland
kk-general-kingdom_2 = Lady Isolde
kk-general-kingdom_3 = Sir Gaspard
kk-general-kingdom_4 = Sir Thibault
kk-general-kingdom_5 = Lady Mathilde
kk-general-empire_0 = General Volkov
kk-general-empire_1 = General Orlov
kk-general-empire_2 = General Sokolova
kk-general-empire_3 = General Morozov
kk-general-empire_4 = General Belov
kk-general-empire_5 = General Zorin
kk-general-republic_0 = Captain Doria
kk-general-republic_1 = Captain Sforza
kk-general-republic_2 = Captain Colleoni
kk-general-republic_3 = Captain Vitelli
kk-general-republic_4 = Captain Orsini
kk-general-republic_5 = Captain Gattamelata
