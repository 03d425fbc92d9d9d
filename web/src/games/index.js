// games/index.js: the page's games, one module per folder of games/list.js, in tab order.
// A game module exports one object; main.js, tabs.js and hash.js only ever iterate GAMES.
// The first game's module is in page.js; every other game is, until loadGame(game) has
// imported its module (a chunk of its own), only its meta.js: id, title, hashName, hashKeys
// (and isDailyHash if it has one), to which the build adds its index.js's object:
//   id          prefix of its elements' ids: its panel markup has #<id>-form and
//               #<id>-title; tabs.js adds #panel-<id>, #tab-<id> and the form's
//               #<id>-solve, -cancel, -copy and -status
//   title       the tab's label
//   hashName    the bare link that opens the tab (#calculator)
//   hashKeys    the keys of its share links; a key only one game has names that
//               game (hash.js), keys several share (show, hints) go with it
//   panel       the markup inside its tab panel (constant, no user text)
//   setup()     wires the panel's events once it is on the page
//   load()      optional: fetches what the game needs from the engine at start
//   openDefault() optional: what its tab shows when opened empty (an empty hash for
//               the first game, a bare #<hashName> link, its tab chosen); a form
//               the user has filled is left alone
//   shareHash() the link for what its form holds
//   solve()     Solve pressed
//   checkHash(values) optional: a message when the keys do not go together
//   applyHash(values) fills the form from a link and solves
//   isDailyHash(raw), openDaily(raw) optional: a puzzle-of-the-day link (#daily) and opening it
export { GAMES, gameLoaded, loadGame } from 'calcsolve:games';
