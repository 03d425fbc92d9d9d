// hash.js: opens share links. Reads location.hash into one game and its values
// (never throws: a bad link gives a message naming the problem), selects that
// game's tab and hands the values to the game (game.applyHash). Knows no game:
// it iterates the page's list of games and their hashName and hashKeys, and
// loads the module of the game a link opens first (loadGame, games/index.js).
import { clearNotice, formatInt, isEmbedFlag, quote, showNotice } from './dom.js';
import { GAMES, gameLoaded, loadGame } from './games/index.js';
import { hashIsNew } from './share.js';
import { selectTab, tabs } from './tabs.js';

const MAX_HASH = 2000;
// every game's keys, games added once the engine listed them (main.js) included
const knownKeys = () => [...new Set(GAMES.flatMap((game) => game.hashKeys))];
// the games the engine lists beyond the page's own (main.js adds them): a link naming none of
// the page's games has them listed, and waits for them, before it says the key is unknown
let listGames = null;
export function awaitGames(list) {
  listGames = () => list().catch(() => undefined);
}

// Reads the hash into {game, values}, {game, only} (a bare game name) or
// {error}; {game: null} when it names nothing.
export function parseHash(raw) {
  if (raw.length > MAX_HASH) return { error: 'This link is too long (' + formatInt(raw.length) + ' characters; a calcsolve link is at most ' + formatInt(MAX_HASH) + ').' };
  const parts = raw.split('&').filter((part) => part !== '' && !isEmbedFlag(part));
  if (parts.length === 0) return { game: null };
  const values = new Map();
  for (const part of parts) {
    const eq = part.indexOf('=');
    let key, value;
    try {
      key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
      value = eq < 0 ? null : decodeURIComponent(part.slice(eq + 1));
    } catch (error) {
      return { error: 'This link is malformed: ' + quote(part) + ' has a bad percent escape (a % must be followed by two hex digits of UTF-8).' };
    }
    if (eq < 0 && parts.length === 1) {
      const game = GAMES.find((g) => g.hashName === key.toLowerCase());
      if (game) return { game, only: true };
      return { error: 'This link names an unknown game or key ' + quote(key) + '. Known games: ' + GAMES.map((g) => g.hashName).join(', ') + '.' };
    }
    if (!knownKeys().includes(key)) return { error: 'This link has an unknown key ' + quote(key) + '. Known keys: ' + knownKeys().join(', ') + '.' };
    if (value === null) return { error: 'This link gives no value for ' + quote(key) + ' (expected ' + key + '=…).' };
    if (values.has(key)) return { error: 'This link gives ' + quote(key) + ' twice.' };
    values.set(key, value);
  }
  if (values.size === 0) return { game: null };
  // a game is named by the keys only it has; keys several games share (show,
  // hints, ...) go with whichever game those name
  const owners = (key) => GAMES.filter((g) => g.hashKeys.includes(key));
  let named = [...new Set([...values.keys()].map(owners).filter((list) => list.length === 1).map((list) => list[0]))];
  if (named.length === 0) named = GAMES.filter((g) => g.hashKeys.some((key) => values.has(key))).slice(0, 1);
  if (named.length > 1) return { error: 'This link mixes games (' + named.map((g) => g.hashName).join(' and ') + '); it can open one.' };
  const game = named[0];
  const error = game.checkHash ? game.checkHash(values) : null;
  if (error) return { error };
  return { game, values };
}

async function applyHash() {
  if (!hashIsNew()) return;
  const hash = location.hash;
  // a puzzle of the day (#daily...): the first game that has one opens it
  const daily = GAMES.find((game) => game.isDailyHash && game.isDailyHash(hash.replace(/^#/, '')));
  if (daily) {
    await loadGame(daily);
    selectTab(daily.id);
    await daily.openDaily(hash.replace(/^#/, ''));
    return;
  }
  const parse = () => {
    try {
      return parseHash(hash.replace(/^#/, ''));
    } catch (error) {
      return { error: 'This link could not be read.' };
    }
  };
  let parsed = parse();
  // a game's own checks of its keys (checkHash) come with its module
  if (parsed.game && !gameLoaded(parsed.game)) {
    await loadGame(parsed.game);
    parsed = parse();
  }
  if (parsed.error && listGames) {
    await listGames();
    if (location.hash !== hash) return;
    parsed = parse();
  }
  if (parsed.error) {
    showNotice(parsed.error);
    return;
  }
  clearNotice();
  if (!parsed.game) return;
  selectTab(parsed.game.id);
  if (parsed.only) {
    tabs[parsed.game.id].lastHash = hash.slice(1);
    if (parsed.game.openDefault) await parsed.game.openDefault();
    return;
  }
  await parsed.game.applyHash(parsed.values);
}

// The game the address opens: a puzzle of the day's, the one a link names, else the first.
export function linkedGame() {
  const raw = location.hash.replace(/^#/, '');
  const daily = GAMES.find((game) => game.isDailyHash && game.isDailyHash(raw));
  if (daily) return daily;
  let parsed = {};
  try {
    parsed = parseHash(raw);
  } catch (error) {
    /* a bad link opens the first game, with its message */
  }
  return parsed.game || GAMES[0];
}

// An address with nothing to open (empty, or only the embed flag): the first game's default.
export const hashIsBlank = () => location.hash.replace(/^#/, '').split('&').every((part) => part === '' || isEmbedFlag(part));

export function safeApplyHash() {
  return applyHash().catch((error) => showNotice('This link could not be opened: ' + String((error && error.message) || error)));
}
