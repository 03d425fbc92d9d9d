// field-markup.js: the markup of a number field as every game's form writes it:
// its label, the input (numeric keyboard, no spell check) and the line under it
// where the engine's message about that field goes (the input names that line
// with aria-describedby). Constant text only: no user text goes in here.
export function numberField(id, label, className = 'field') {
  return `<div class="${className}">
        <label for="${id}">${label}</label>
        <input id="${id}" inputmode="numeric" spellcheck="false" aria-describedby="${id}-error">
        <p class="field-error" id="${id}-error"></p>
      </div>`;
}
