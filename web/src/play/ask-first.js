// play/ask-first.js: Show solution asks first, in every game. Its first press shows nothing: the
// button reads "Really show?" and the game's line says what it will show; a second press
// of the same button shows it. Anything else cancels the ask (the focus leaving the button, a tap
// or a key elsewhere), and the button reads Show solution again; either way the line's words go. Once the solution is on show
// the button is Hide solution, which hides at once. A link's &show=solution never comes here.
const ASKING = 'Really show?'; // no wider than Show solution; the button keeps its width while it asks, so no other button moves

// button: the game's Show solution; shown(): the solution is on show; asks(): a game is in play
// (with none, the press shows at once); show(), hide(): the game's; say(text): the game's line,
// without moving the page; words(): the sentence the first press says.
export function askFirst(button, { shown, asks, show, hide, say, words }) {
  const armed = () => button.dataset.armed === 'yes';
  // the ask's words go with it: shown or cancelled, "Press it again" no longer holds
  const disarm = () => {
    if (!armed()) return;
    button.dataset.armed = '';
    button.style.minWidth = '';
    say('');
    if (!shown()) button.textContent = 'Show solution';
    document.removeEventListener('pointerdown', elsewhere, true);
    document.removeEventListener('keydown', keyElsewhere, true);
  };
  // a tap elsewhere (a touch browser may not move the focus off a tapped button) or a key
  // other than the button's own Enter and Space
  const elsewhere = (event) => {
    if (!button.contains(event.target)) disarm();
  };
  const keyElsewhere = (event) => {
    if (event.target !== button || (event.key !== 'Enter' && event.key !== ' ')) disarm();
  };
  button.addEventListener('blur', disarm);
  button.addEventListener('click', () => {
    if (shown()) return hide();
    if (!armed() && asks()) {
      button.dataset.armed = 'yes';
      button.style.minWidth = button.getBoundingClientRect().width + 'px';
      button.textContent = ASKING;
      document.addEventListener('pointerdown', elsewhere, true);
      document.addEventListener('keydown', keyElsewhere, true);
      say(words());
      return undefined;
    }
    disarm();
    return show();
  });
  return { disarm };
}
