// games/calc/store-rule.js: the player's Store rule (whether saving into Store costs a move,
// as their copy of the app has it: the radio pair under How to play), kept in localStorage
// so that a return visit plays, hints and solves by it.
import { $ } from '../../dom.js';

const STORE_RULE_KEY = 'calcsolve.calculator.storeRule';

export function saveStoreRule() {
  try {
    localStorage.setItem(STORE_RULE_KEY, $('opt-classic').checked ? 'free' : 'charged');
  } catch (error) {
    /* storage off: the choice holds for this visit */
  }
}

export function restoreStoreRule() {
  let rule = null;
  try {
    rule = localStorage.getItem(STORE_RULE_KEY);
  } catch (error) {
    /* storage off: the default */
  }
  $('opt-classic').checked = rule === 'free';
  $('store-charged').checked = rule !== 'free';
}
