// games/calc/graph.js: the "Graph" view of a solved level: the solution space as
// the engine gives it (engine.graph: the states on some shortest solution,
// layer by layer, each edge labelled with its button, at most 200 drawn), laid
// out by dagre (@dagrejs/dagre, in its own chunk loaded when a graph is first
// opened: the first screen never needs it; cached for offline use) and
// drawn as SVG: the shown solution in bold, and in play where the player is.
// Nothing here knows a rule; the graph comes whole from the engine.
import '../../../css/games/calc-graph.css';
import { el, formatInt, plural, svgEl } from '../../dom.js';
import { solver } from '../../engine-client.js';

const CHAR_WIDTH = 7.5; // px per character of a label at the graph's font size
const VALUE_CHAR_WIDTH = 10; // px per character of a node's display value, drawn larger

// A node's label as the engine writes it ("12 · S 3 · [+]1"): the display value,
// drawn large, and the rest of the state (Store, the offset), drawn small under it.
export function splitLabel(label) {
  const parts = String(label).split(' · ');
  return { value: parts[0], detail: parts.slice(1).join(' · ') };
}

// The engine's graph of the level text: {layers, nodes, edges, total, hidden} or {error}.
export async function fetchGraph(text, options = {}) {
  return (await solver.request('graph', { game: 'calculator', text, options })).result;
}

// dagre, fetched once, when the first graph is drawn (refresh() waits for it).
let dagre = null;
let dagreLoading = null;
function loadDagre() {
  dagreLoading ||= import('@dagrejs/dagre').then((module) => {
    dagre = module.default || module;
  });
  return dagreLoading;
}

// Node and edge positions from dagre: one rank per layer, left to right.
function layout(graph) {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'LR', nodesep: 14, ranksep: 56, edgesep: 8, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) {
    const { value, detail } = splitLabel(node.label);
    const width = Math.max(value.length * VALUE_CHAR_WIDTH, detail.length * CHAR_WIDTH * 0.85) + 18;
    g.setNode(String(node.id), { width: Math.max(38, width), height: detail ? 40 : 28 });
  }
  for (const edge of graph.edges) {
    g.setEdge(String(edge.from), String(edge.to), { width: edge.label.length * CHAR_WIDTH + 6, height: 14, labelpos: 'c' });
  }
  dagre.layout(g);
  return g;
}

// `here`: {key, layer} of a game in progress, marked when it is a drawn state (key null: the
// start, the one node of layer 0).
// Only after loadDagre() (box.refresh) has finished.
function graphSvg(graph, here = null) {
  const g = layout(graph);
  const { width, height } = g.graph();
  const svg = svgEl('svg', { viewBox: `0 0 ${Math.ceil(width)} ${Math.ceil(height)}`, width: Math.ceil(width), height: Math.ceil(height), class: 'graph-svg', role: 'img', 'aria-label': 'The states on shortest solutions, from the start on the left to the goal on the right' });
  for (const edge of graph.edges) {
    const e = g.edge(String(edge.from), String(edge.to));
    const d = e.points.map((p, i) => (i ? 'L' : 'M') + p.x.toFixed(1) + ' ' + p.y.toFixed(1)).join(' ');
    svg.append(svgEl('path', { d, class: 'graph-edge' + (edge.solution ? ' on-solution' : '') }));
    const label = svgEl('text', { x: e.x.toFixed(1), y: (e.y + 4).toFixed(1), class: 'graph-edge-label' + (edge.solution ? ' on-solution' : '') });
    label.textContent = edge.label;
    svg.append(label);
  }
  for (const node of graph.nodes) {
    const n = g.node(String(node.id));
    const isHere = here && node.layer === here.layer && (here.key === null || node.key === here.key);
    const group = svgEl('g', { class: 'graph-node' + (node.solution ? ' on-solution' : '') + (isHere ? ' here' : ''), 'data-layer': node.layer, 'data-key': node.key });
    group.append(svgEl('rect', { x: (n.x - n.width / 2).toFixed(1), y: (n.y - n.height / 2).toFixed(1), width: n.width.toFixed(1), height: n.height, rx: 6 }));
    const { value, detail } = splitLabel(node.label);
    const text = svgEl('text', { x: n.x.toFixed(1), y: (n.y + (detail ? -1 : 5)).toFixed(1), class: 'graph-node-value' });
    text.textContent = value;
    group.append(text);
    if (detail) {
      const small = svgEl('text', { x: n.x.toFixed(1), y: (n.y + 13).toFixed(1), class: 'graph-node-detail' });
      small.textContent = detail;
      group.append(small);
    }
    const title = svgEl('title');
    title.textContent = node.label + ' after ' + node.layer + ' ' + plural(node.layer, 'move') + (isHere ? ' (you are here)' : '');
    group.append(title);
    svg.append(group);
  }
  return svg;
}

// One sentence under the drawing: what is drawn and what is hidden.
export function graphCaption(graph) {
  let text = formatInt(graph.total) + ' ' + plural(graph.total, 'state') + ' lie on a shortest solution';
  if (graph.hidden > 0) text += '; the first ' + formatInt(graph.nodes.length) + ' are drawn, ' + formatInt(graph.hidden) + ' more are hidden';
  return text + '. Bold: the first shortest solution.';
}

// A <details> "Graph" box that fetches and draws the graph when opened.
// getText() gives the level text; getHere() (optional) the player's place;
// getOptions() (optional) the rules it is played under (classic, digits); pressName(press)
// (optional) a press as the keypad names it (the engine's "Store:save" is the Save key).
const MIN_FIT_SCALE = 0.7;

export function graphBox(id, getText, getHere = () => null, getOptions = () => ({}), pressName = (press) => press) {
  const summary = el('summary', { text: 'Graph of the solutions (shows the answer)' });
  const body = el('div', { className: 'graph-body' });
  const box = el('details', { className: 'graph-box', attrs: { id } }, [summary, body]);
  box.refresh = async () => {
    if (!box.open) return;
    const text = getText();
    if (!text) return;
    body.replaceChildren(el('p', { className: 'graph-note', text: 'Drawing…' }));
    let graph;
    try {
      [graph] = await Promise.all([fetchGraph(text, getOptions()), loadDagre()]);
    } catch (error) {
      body.replaceChildren(el('p', { className: 'graph-note', text: 'The graph could not be made: ' + String(error.message || error) }));
      return;
    }
    if (graph.error) {
      body.replaceChildren(el('p', { className: 'graph-note', text: graph.error.message }));
      return;
    }
    for (const edge of graph.edges) edge.label = pressName(edge.label);
    box.graph = graph;
    box.redraw();
  };
  // a graph fits the box's width when its labels stay readable (shrunk to no less
  // than MIN_FIT_SCALE); a wider one keeps its size and scrolls (the button toggles)
  box.redraw = () => {
    if (!box.graph) return;
    const svg = graphSvg(box.graph, getHere());
    if (box.fit === undefined) {
      const natural = Number(svg.getAttribute('width'));
      box.fit = box.graph.nodes.length <= 40 && natural * MIN_FIT_SCALE <= Math.max(body.clientWidth, 1);
    }
    const scroll = el('div', { className: 'graph-scroll' + (box.fit ? ' fit' : '') }, [svg]);
    const fit = el('button', { className: 'btn ghost small', text: box.fit ? 'Actual size' : 'Fit to width', attrs: { type: 'button' } });
    fit.addEventListener('click', () => {
      box.fit = !box.fit;
      box.redraw();
      box.querySelector('.graph-note button')?.focus(); // the button is drawn anew: the focus stays on it
    });
    body.replaceChildren(scroll, el('p', { className: 'graph-note', text: graphCaption(box.graph) + ' ' }, [fit]));
  };
  // a new game: closed (close), so another level opens with its answer hidden as Show
  // solution's is; left open for the same level opened afresh or with its answer asked for
  box.reset = ({ close = true } = {}) => {
    if (close) box.open = false;
    box.graph = null;
    box.fit = undefined;
    body.replaceChildren();
    box.refresh();
  };
  box.addEventListener('toggle', () => box.refresh());
  return box;
}
