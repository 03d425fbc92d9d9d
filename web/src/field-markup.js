// field-markup.js: markup every game's panel writes alike: a number field (its
// label, the input (numeric keyboard, no spell check) and the line under it where
// the engine's message about that field goes, named by aria-describedby), and the
// note under each "?" list of shortcuts. Constant text only: no user text goes in here.
export function numberField(id, label, className = 'field') {
  return `<div class="${className}">
        <label for="${id}">${label}</label>
        <input id="${id}" inputmode="numeric" spellcheck="false" aria-describedby="${id}-error">
        <p class="field-error" id="${id}-error"></p>
      </div>`;
}

// Under every game's "?" list of shortcuts: its one-key shortcuts (h, 1, n…) are a screen
// reader's own keys in browse mode (next heading, …), so they work in focus mode.
export const SHORTCUTS_NOTE = '<p class="hint">With a screen reader, switch to focus (forms) mode first: in browse mode these keys are the reader\'s own.</p>';
