/**
 * The repository's own lint rules (eslint.config.mjs loads them as the `casino` plugin).
 *
 * no-browser-globals-in-render: components render on the server too (docs/ssr.md, "Keeping a
 * component server-safe"). A component or a hook that reads `window`, `document`, `navigator` or
 * the storages while rendering throws there, or draws something else than the browser's first
 * render (a hydration mismatch). Reads inside an effect, a callback or an event handler are fine:
 * they run in the browser only. A lazy initial value (`useState(() => …)`, `useMemo`, `useReducer`'s
 * init) runs during the render, so it counts as the render.
 *
 * no-import-cycle: no circle of relative imports, type-only imports included. import-x/no-cycle
 * skips `import type` (it has no option to count them), so a circle closed through a type import
 * passes it; yet such a circle still ties the files into one room that cannot be understood, tested
 * or moved apart, and one type import turned into a value import makes it a run-time circle. The
 * way out is to move the shared type or helper down a floor (docs/ARCHITECTURE.md).
 */

const fs = require('node:fs');
const path = require('node:path');

const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'sessionStorage']);
/** Hooks whose function argument runs during the render itself. */
const RENDER_TIME_HOOKS = new Set(['useState', 'useMemo', 'useReducer']);
/** Wrappers whose function argument is a component. */
const COMPONENT_WRAPPERS = new Set(['observer', 'memo', 'forwardRef']);

const isComponentName = (name) => /^[A-Z]/.test(name);
const isHookName = (name) => /^use[A-Z0-9]/.test(name);

function calleeName(call) {
  const { callee } = call;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** The name a function is known by: its own, its variable's, or the variable of the wrapper call it is passed to. */
function functionName(fn) {
  if (fn.id) return fn.id.name;
  let node = fn;
  let parent = fn.parent;
  while (parent && parent.type === 'CallExpression' && COMPONENT_WRAPPERS.has(calleeName(parent) ?? '')) {
    node = parent;
    parent = parent.parent;
  }
  if (parent && parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') return parent.id.name;
  if (parent && parent.type === 'ExportDefaultDeclaration') return 'Default';
  return null;
}

const isFunction = (node) =>
  node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

/** A function passed to useState / useMemo / useReducer: it runs as part of the render. */
function runsDuringRender(fn) {
  const parent = fn.parent;
  return Boolean(
    parent && parent.type === 'CallExpression' && parent.arguments.includes(fn) && RENDER_TIME_HOOKS.has(calleeName(parent) ?? ''),
  );
}

/** The component or hook whose render this node runs in, or null (module code, a callback, an effect). */
function renderingFunction(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (!isFunction(current)) continue;
    if (runsDuringRender(current)) continue;
    const name = functionName(current);
    if (name && (isComponentName(name) || isHookName(name))) return name;
    return null;
  }
  return null;
}

/** A reference to the global itself, not a local or a parameter of the same name. */
function isGlobalReference(context, node) {
  const scope = context.sourceCode.getScope(node);
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(node.name);
    if (variable) return current.type === 'global' && variable.defs.length === 0;
  }
  return true;
}

/** A use of the name that is no read: a property key, `typeof window`, a type. */
function isRead(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return false;
  if ((parent.type === 'Property' || parent.type === 'MethodDefinition') && parent.key === node && !parent.computed) return false;
  if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') return false;
  if (parent.type.startsWith('TS')) return false;
  return true;
}

/** @type {import('eslint').Rule.RuleModule} */
const noBrowserGlobalsInRender = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow reading window, document, navigator or the storages while a component or hook renders (docs/ssr.md).' },
    schema: [],
    messages: {
      render:
        '`{{name}}` is read while {{owner}} renders: that throws on the server or draws something else than the server did. Read it in an effect or an event handler (docs/ssr.md, "Keeping a component server-safe").',
    },
  },
  create(context) {
    return {
      Identifier(node) {
        if (!BROWSER_GLOBALS.has(node.name) || !isRead(node)) return;
        const owner = renderingFunction(node);
        if (!owner || !isGlobalReference(context, node)) return;
        context.report({ node, messageId: 'render', data: { name: node.name, owner } });
      },
    };
  },
};

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

/** The file a relative specifier names, as TypeScript's bundler resolution finds it; null for anything else. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
    // `./x.js` written for a `./x.ts` source
    ...(/\.[cm]?js$/.test(base) ? ['.ts', '.tsx'].map((ext) => base.replace(/\.[cm]?js$/, ext)) : []),
  ];
  for (const candidate of candidates) {
    if (SOURCE_EXTENSIONS.includes(path.extname(candidate)) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  }
  return null;
}

/** Every specifier a file names in an import, an export … from, an import() or a require(), types included. */
function specifiersOf(file) {
  const ts = require('typescript');
  const text = fs.readFileSync(file, 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
}

/** The files a file imports relatively, read once per lint run (keyed by path and modification time). */
const edgesCache = new Map();
function edgesOf(file) {
  const mtime = fs.statSync(file).mtimeMs;
  const cached = edgesCache.get(file);
  if (cached && cached.mtime === mtime) return cached.edges;
  const edges = [
    ...new Set(
      specifiersOf(file)
        .map((specifier) => resolveRelative(file, specifier))
        .filter(Boolean),
    ),
  ];
  edgesCache.set(file, { mtime, edges });
  return edges;
}

/** The route from `start` back to `target` through relative imports, or null when there is none. */
function routeBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edgesOf(file)) {
      if (next === target) {
        const route = [];
        for (let step = file; step !== null; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (previous.has(next)) continue;
      previous.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid circles of relative imports, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import circle (type imports count): {{route}}. Move what both sides need down a floor instead of importing back.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file) || !fs.existsSync(file)) return {};
    const relative = (target) => path.relative(path.dirname(file), target) || path.basename(target);
    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveRelative(file, source.value);
      if (!target || target === file) return;
      const route = routeBack(target, file);
      if (!route) return;
      const names = [path.basename(file), ...route.map(relative), path.basename(file)];
      context.report({ node: source, messageId: 'cycle', data: { route: names.join(' → ') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

module.exports = { rules: { 'no-browser-globals-in-render': noBrowserGlobalsInRender, 'no-import-cycle': noImportCycle } };
