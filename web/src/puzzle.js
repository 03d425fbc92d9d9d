// puzzle.js: the engine's puzzle text for every game: one `name: value` line per
// field, the names being the game's own fields (engine.fields). This is the
// interface's format, not a game's rule: the engine reads, checks and explains
// every value. A value holding a line break cannot be sent, since it would read
// as another field.
export function puzzleText(entries) {
  const lines = [];
  for (const [name, value] of entries) {
    if (value === null || value === undefined || value === '') continue;
    const text = Array.isArray(value) ? value.join(', ') : String(value); // lists and pairs: comma-separated
    if (/[\r\n]/.test(text)) return null;
    lines.push(name + ': ' + text);
  }
  return lines.join('\n') + '\n';
}
