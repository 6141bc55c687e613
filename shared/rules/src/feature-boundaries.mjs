// An ESLint rule for the rooms inside a remote (`mf-*/src`): each feature folder `src/features/{name}/` is entered
// only through its front door (`features/{name}` or `features/{name}/index`), `src/lib/` is shared by the features
// and imports none of them, and no two features import each other, directly or through others.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const REMOTE_SRC = /^(.*[\\/]mf-[a-z-]+[\\/]src)[\\/](.*)$/;
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test\.(ts|tsx)$|[\\/](test|testing)[\\/]/;
// Every module specifier in a file: static imports and re-exports, side-effect imports, `import()`.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Where a path inside a remote's src lies: { area: 'features', feature } or { area: 'lib' | 'testing' | ... }. */
function placeOf(srcRelative) {
  const [top, name, ...rest] = srcRelative.split(/[\\/]/);
  if (top === 'features' && name !== undefined) return { area: 'features', feature: name, rest };
  return { area: top, feature: null, rest: [name, ...rest].filter(Boolean) };
}

const isFrontDoor = (rest) => rest.length === 0 || (rest.length === 1 && /^index(\.(ts|tsx|js))?$/.test(rest[0]));

function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return SOURCE.test(entry.name) && !TEST.test(path) ? [path] : [];
  });
}

// Which features each feature's runtime files import, per remote; read once per lint run.
const graphs = new Map();
function featureGraph(srcRoot) {
  let graph = graphs.get(srcRoot);
  if (graph) return graph;
  graph = new Map();
  for (const file of listFiles(join(srcRoot, 'features'))) {
    const from = placeOf(relative(srcRoot, file)).feature;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      if (!specifier.startsWith('.')) continue;
      const to = placeOf(relative(srcRoot, resolve(dirname(file), specifier)));
      if (to.area === 'features' && to.feature !== from) graph.get(from).add(to.feature);
    }
  }
  graphs.set(srcRoot, graph);
  return graph;
}

/** A path of features from `start` to `goal` ([start, ..., goal]), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = goal; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const frontDoorRule = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's features meet only through each other's front door, without cycles" },
    schema: [],
    messages: {
      deep:
        "Import the '{{feature}}' feature through its front door ('{{door}}'): export what you need from " +
        'its index.ts, or move code both features use into src/lib.',
      libToFeature:
        "src/lib is shared by the features and must not import one ('{{feature}}'): move what it needs into " +
        'src/lib, or the code into the feature.',
      cycle:
        "The features '{{from}}' and '{{feature}}' import each other ({{path}}): move what both need into " +
        'src/lib, or into one of them.',
    },
  },
  create(context) {
    const match = REMOTE_SRC.exec(context.filename);
    if (!match) return {};
    const [, srcRoot, inSrc] = match;
    const here = placeOf(inSrc);
    const runtime = !TEST.test(context.filename);

    const check = (node) => {
      const specifier = node.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(context.filename), specifier);
      const inTarget = relative(srcRoot, target);
      if (inTarget.startsWith('..')) return;
      const there = placeOf(inTarget);
      if (there.area !== 'features' || there.feature === here.feature) return;
      if (here.area === 'lib') {
        context.report({ node, messageId: 'libToFeature', data: { feature: there.feature } });
        return;
      }
      if (!isFrontDoor(there.rest)) {
        const door = relative(dirname(context.filename), join(srcRoot, 'features', there.feature))
          .split(sep)
          .join('/');
        context.report({
          node,
          messageId: 'deep',
          data: { feature: there.feature, door: door.startsWith('.') ? door : `./${door}` },
        });
        return;
      }
      if (here.area !== 'features' || !runtime) return;
      const back = pathBetween(featureGraph(srcRoot), there.feature, here.feature);
      if (back) {
        context.report({
          node,
          messageId: 'cycle',
          data: { from: here.feature, feature: there.feature, path: [here.feature, ...back].join(' -> ') },
        });
      }
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
    };
  },
};

/** The ESLint plugin: `reelist/feature-front-door`. */
export const featureBoundaries = { rules: { 'feature-front-door': frontDoorRule } };

/** @internal Forgets the feature graphs read so far (tests write a tree, lint it, change it). */
export function resetFeatureGraphs() {
  graphs.clear();
}
