// widget/widget.js: the <calcsolve-widget> custom element, built by
// web/build-widget.mjs into web/dist/widget.js, the one script a site includes:
//
//   <script type="module" src="https://example.org/calcsolve/widget.js"></script>
//   <calcsolve-widget level="199"></calcsolve-widget>                 the level and its solution
//   <calcsolve-widget level="199" mode="play"></calcsolve-widget>     a keypad to play it, with hints
//   <calcsolve-widget level="199" theme="dark"></calcsolve-widget>    light (default), dark or auto
//   <calcsolve-widget game="calculator2" level="184" mode="play"></calcsolve-widget>   Calculator 2's level 184
//
// It renders into its own shadow root with its own stylesheet (css/widget.css),
// so the host page's CSS and the widget's cannot touch each other, and it takes
// the size of its content (an inline block; no fixed height). Changing `game`, `level`
// or `mode` redraws it; `theme` is CSS alone (css/widget.css). The engine (widget/engine.js) is loaded once per page.
// Each game's view is its folder's widget.js ({game, hash, renderSolution, renderPlay}), gathered
// from games/list.js by the build (`calcsolve:game-widgets`): a game with a widget.js has a widget.
import css from '../../css/widget.css';
import { bundledLevel, loadEngine, pageUrl } from './engine.js';
import { GAME_WIDGETS as GAMES } from 'calcsolve:game-widgets';
import { el } from '../dom.js';

const MODES = ['solution', 'play'];
let sheet = null;

// One constructed stylesheet shared by every widget, or a <style> where
// adoptedStyleSheets is missing.
function styleShadow(root) {
  if ('adoptedStyleSheets' in Document.prototype && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
  } else {
    root.append(el('style', { text: css }));
  }
}

class CalcsolveWidget extends HTMLElement {
  static get observedAttributes() {
    return ['game', 'level', 'mode'];
  }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    styleShadow(this.shadowRoot);
    this.drawn = 0; // which draw is the latest: an older one that finishes later is dropped
  }

  connectedCallback() {
    this.draw();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.draw();
  }

  show(node, state) {
    for (const child of [...this.shadowRoot.childNodes]) if (child.nodeName !== 'STYLE') child.remove();
    this.shadowRoot.append(node);
    this.setAttribute('data-state', state);
  }

  message(text, state) {
    return this.show(el('section', { className: 'card' }, [el('p', { className: state === 'error' ? 'error' : 'status', text })]), state);
  }

  // The engine did not load (calcsolve.wasm from another origin without CORS, a 404, a
  // Content-Security-Policy without 'wasm-unsafe-eval'): a short message in the widget's
  // place naming the file, and a link to the full page, never an empty 0×0 element.
  failed(error) {
    const wasm = new URL('calcsolve.wasm', import.meta.url).href;
    const level = String(this.getAttribute('level') || '').trim();
    const game = GAMES.find((g) => g.game === (this.getAttribute('game') || GAMES[0].game));
    const page = pageUrl(game && /^\d{1,6}$/.test(level) ? game.hash({ level }) : '');
    const detail = String((error && error.message) || error).slice(0, 120);
    this.show(el('section', { className: 'card' }, [
      el('p', { className: 'error', text: `The solver could not load ${wasm} (${detail}).` }),
      el('p', { className: 'foot' }, [el('a', { text: 'Open calcsolve', attrs: { href: page, target: '_blank', rel: 'noopener' } })]),
    ]), 'error');
  }

  async draw() {
    const drawing = ++this.drawn;
    const mode = this.getAttribute('mode') || 'solution';
    if (!this.shadowRoot.querySelector('.card')) this.message('Loading the solver…', 'loading');
    let engine;
    try {
      engine = await loadEngine();
    } catch (error) {
      if (drawing === this.drawn) this.failed(error);
      return;
    }
    if (drawing !== this.drawn) return;
    if (!MODES.includes(mode)) return this.message(`mode must be one of ${MODES.join(', ')}, not “${mode}”`, 'error');
    const name = this.getAttribute('game') || GAMES[0].game;
    const game = GAMES.find((g) => g.game === name);
    if (!game) return this.message(`game must be one of ${GAMES.map((g) => g.game).join(', ')}, not “${name}”`, 'error');
    const level = bundledLevel(engine, game.game, this.getAttribute('level'));
    if (!level) return this.message(`level must be the number of a bundled level, not “${this.getAttribute('level') ?? ''}”`, 'error');
    try {
      this.show(mode === 'play' ? game.renderPlay(engine, level) : game.renderSolution(engine, level), 'ready');
    } catch (error) {
      this.message('The solver failed: ' + String((error && error.message) || error), 'error');
    }
  }
}

if (!customElements.get('calcsolve-widget')) customElements.define('calcsolve-widget', CalcsolveWidget);
