// main.js: the page's start-up. Builds a tab per game from games/index.js,
// wires Solve, Cancel and Copy link the same way in every tab, opens the link
// in the address bar, and marks the page ready once the engine is up. What the
// first screen does not use comes by import() (esbuild's chunks): the other games'
// modules, the generic tabs, the embed snippet, the service worker's registration.
import '../css/page.css';
import { $, EMBED, HOLD_MS, SINGLE_FILE, clearNotice, pageHeld, revealPage, showNotice } from './dom.js';
import { afterFirstScreen, firstScreenShown, helper, solver } from './engine-client.js';
import { GAMES, gameLoaded, loadGame } from './games/index.js';
import { awaitGames, hashIsBlank, linkedGame, safeApplyHash } from './hash.js';
import { postHeightWhenFramed } from './embed.js';
import { cancelRunning, searchingTab } from './jobs.js';
import { applyTheme } from './theme.js';
import { copyLink, setHash, showTitle } from './share.js';
import { addTab, buildPanel, buildTabs, selectTab, shownTab, tabs, wireTabKey, wireTabKeys } from './tabs.js';

function wireTab(game) {
  const tab = tabs[game.id];
  $(game.id + '-form').addEventListener('submit', (event) => {
    event.preventDefault();
    // a form with Play (tabs.js addPlayButton): Play and Enter in a field play, Solve solves
    if (tab.play && event.submitter !== tab.solve) tab.play();
    else game.solve();
  });
  // Cancel clicked: the focus, on Cancel (which goes), moves to the answer's title, which says
  // so, where the search was shown (the form's Solve may be far below, in a closed "Your own
  // level"); Esc (wireEscape) leaves it where the player is, the page not scrolled
  tab.cancel.addEventListener('click', () => {
    const onCancel = document.activeElement === tab.cancel || document.activeElement === document.body;
    cancelRunning();
    $(game.id + '-title').textContent = 'Search cancelled.';
    if (onCancel) $(game.id + '-title').focus({ preventScroll: true });
  });
  tab.copy.addEventListener('click', () => copyLink(game.id));
}

// The tab's icon, kept in a <template> in index.html until now, in place of the empty one (see there).
function showIcon() {
  const icon = document.getElementById('page-icon');
  const none = document.getElementById('page-icon-none');
  if (icon && none) none.replaceWith(icon.content);
}

// The notice goes with its × or with Esc (when no shortcut list, level box or pick took the
// Esc first: those call preventDefault, and window hears a key after the document has).
// The focus, when it was on the ×, goes to the tab shown rather than to the page's start.
// With no notice up, Esc cancels the search running in the tab shown, as its Cancel does
// (the key a dialog's or a download's Cancel answers to; each game's "?" list says so).
function wireEscape() {
  const dismiss = () => {
    const hadFocus = $('notice').contains(document.activeElement);
    clearNotice();
    if (hadFocus) $('tab-' + shownTab())?.focus();
  };
  $('notice-close').addEventListener('click', dismiss);
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!$('notice').hidden) {
      dismiss();
      return;
    }
    const searching = searchingTab();
    if (searching && !tabs[searching].panel.hidden) {
      event.preventDefault();
      tabs[searching].cancel.click();
    }
  });
}

// The games of the engine's list that have no folder under games/ get a tab built from their
// fields (play/generic-tab.js), once the engine has answered: a link to one waits for them.
async function addGenericGames() {
  const { result: listed } = await helper.request('games', {});
  if (!Array.isArray(listed)) return;
  const unlisted = listed.filter((g) => !GAMES.some((game) => game.hashName === g.name));
  if (unlisted.length === 0) return;
  const { genericGame } = await import('./play/generic-tab.js');
  for (const info of unlisted) {
    const { result: fields } = await helper.request('fields', { game: info.name, options: {} });
    if (!Array.isArray(fields)) continue;
    const game = genericGame(info, fields);
    GAMES.push(game);
    addTab(game);
    wireTabKey(game.id);
  }
}

// The game the address opens, its module loaded (a game other than the first is a chunk of its
// own, fetched first); the first game when that fails (the message is the link's to give).
async function openedGame() {
  const game = linkedGame();
  if (gameLoaded(game)) return game;
  try {
    return await loadGame(game);
  } catch (error) {
    return GAMES[0];
  }
}

async function start() {
  const opened = await openedGame();
  if (SINGLE_FILE) for (const node of document.querySelectorAll('[data-dist-only]')) node.hidden = true;
  wireEscape();
  // the tabs index.html was built with (web/build.mjs), painted before this script ran, give
  // way to the working ones, in the same place, before the next paint
  document.querySelector('.tabs[role="tablist"]').replaceChildren();
  buildTabs(GAMES, (game) => {
    wireTab(game);
    game.setup();
  });
  wireTabKeys((id, focus) => loadGame(tabs[id].game).then(() => {
    // a history entry, as a level picked is: Back returns to the tab before
    selectTab(id, { focus, updateHash: (hash) => setHash(hash, { push: true }) });
    showTitle(id);
    if (tabs[id].game.openDefault) tabs[id].game.openDefault();
  }, (error) => showNotice('This game could not be loaded: ' + String((error && error.message) || error))));
  // Back, Forward or an address typed: the link opened; a focus it left on nothing (the keys it
  // was on redrawn) goes to the tab shown, where the keyboard carries on, as the notice's × does
  // A link to another tab followed from far down the page (the day's Digits link under a won
  // Calculator) brings the tabs into view: the page stayed scrolled past the new game's top
  window.addEventListener('hashchange', () => {
    const before = shownTab();
    return safeApplyHash().then(() => {
      const tab = $('tab-' + shownTab());
      if (shownTab() !== before && tab && tab.getBoundingClientRect().top < 0) tab.scrollIntoView({ block: 'start' });
      if (document.activeElement && document.activeElement !== document.body) return;
      tab?.focus({ preventScroll: true });
    });
  });
  // the game the link opens is built and loads now; the others (their modules, panels, the
  // Calculator's 199 levels on a Digits link) once the first screen is up, so the
  // link's answer does not queue behind them
  // its requests (the Calculator's linked level) go out before its panel is built, so the
  // engine reads the level while the page builds, as soon as it is up (load() touches no
  // markup before its answers come)
  const openedLoad = opened.load ? opened.load() : null;
  buildPanel(opened.id);
  // (its chunk fetched, then built in a calm moment of its own: afterFirstScreen, engine-client.js)
  const later = (game) => afterFirstScreen().then(() => loadGame(game)).then(afterFirstScreen).then(() => {
    buildPanel(game.id);
    return game.load && game.load();
  }).catch(() => undefined); // a chunk that failed to come is fetched again when its tab is chosen
  const loaded = Promise.all(GAMES.map((game) => (game !== opened ? later(game) : openedLoad)));
  // listed once the first screen is up, or at once for a link that names none of the page's games
  let listed = null;
  // (a listing that fails, the engine restarted by a Cancel meanwhile, leaves the page's own games)
  const listGames = () => (listed ||= solver.ready.then(addGenericGames).catch(() => undefined));
  awaitGames(listGames);
  afterFirstScreen().then(listGames);
  afterFirstScreen().then(showIcon);
  afterFirstScreen().then(() => import('./embed-snippet.js')).then((module) => module.wireEmbedSnippet());
  Promise.all([loaded, solver.ready]).then(() => {
    if (solver.fatal) showNotice(solver.fatal);
    import('./offline.js').then((module) => module.registerOffline()); // after the start, so its downloads do not slow the first solution
    document.documentElement.dataset.ready = 'true';
    try {
      performance.mark('calcsolve-ready');
    } catch (error) {
      /* only for the benchmark */
    }
  });
  // an empty hash opens the first game's default (level 1, ready to solve)
  const opening = hashIsBlank() && GAMES[0].openDefault ? GAMES[0].openDefault() : null;
  // the first screen is up once the link is opened (its answer shown if asked for); the
  // deferred work (engine-client.js) also goes ahead if that takes long (a search of minutes)
  Promise.race([Promise.all([opening, safeApplyHash()]), new Promise((resolve) => setTimeout(resolve, 1500))])
    .then(firstScreenShown, firstScreenShown)
    .then(revealPage);
  // a link whose answer takes long is shown before it, its search running, once its game is
  // on screen (not an empty device), or when the wait above gives up (dom.js)
  const revealWhenPlaying = () => {
    if (document.querySelector('.panel:not([hidden]) :is(.play-view, .play-area):not([data-state="idle"])')) revealPage();
    else if (pageHeld()) setTimeout(revealWhenPlaying, 50);
  };
  setTimeout(revealWhenPlaying, Math.max(0, HOLD_MS - performance.now()));
}

if (EMBED) document.documentElement.classList.add('embed');
applyTheme();
postHeightWhenFramed();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
