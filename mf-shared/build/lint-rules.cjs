/**
 * The repository's own lint rules (eslint.config.mjs loads them as the `casino` plugin).
 *
 * no-browser-globals-in-render: components render on the server too (docs/ssr.md, "Keeping a
 * component server-safe"). A component or a hook that reads `window`, `document`, `navigator` or
 * the storages while rendering throws there, or draws something else than the browser's first
 * render (a hydration mismatch). Reads inside an effect, a callback or an event handler are fine:
 * they run in the browser only. A lazy initial value (`useState(() => …)`, `useMemo`, `useReducer`'s
 * init) runs during the render, so it counts as the render.
 */

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

module.exports = { rules: { 'no-browser-globals-in-render': noBrowserGlobalsInRender } };
