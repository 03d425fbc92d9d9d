// games/calc/store-rule.js: the player's Store rule (whether saving into Store costs a move,
// as their copy of the app has it: the radio pair under How to play), kept in localStorage
// so that a return visit plays, hints and solves by it. No imports: boot.js carries it (with
// requests.js), so a link's first solve is asked under the rule the page will play by, and
// the page's first read of localStorage (opening this site's storage: a call into the
// browser of about a millisecond) is made there, while the page's script is still loading.
const STORE_RULE_KEY = 'calcsolve.calculator.storeRule';

// 'free' (saving into Store costs no move: the first 2017 version) or 'charged' (the
// default: today's app), as saved on this device.
export function storedStoreRule() {
  try {
    return localStorage.getItem(STORE_RULE_KEY) === 'free' ? 'free' : 'charged';
  } catch (error) {
    return 'charged'; // storage off: the default
  }
}

export function saveStoreRule(rule) {
  try {
    localStorage.setItem(STORE_RULE_KEY, rule);
  } catch (error) {
    /* storage off: the choice holds for this visit */
  }
}
