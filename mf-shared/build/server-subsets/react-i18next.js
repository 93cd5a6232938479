// The server builds' react-i18next (docs/ssr.md, "Render cost"): the whole package, with a
// useTranslation made for a render that runs once. The package's hook copies the instance it is
// given into a new object for each component and keeps its answer in refs that a server render
// never reads again: a tenth of a render's time for a page of a hundred translated components.
// Here the answer ([t, i18n, ready], with the same names as properties) is made once per instance,
// scope and state of the instance's messages, and every component of that scope shares it. The
// translate function is the instance's own getFixedT, as the package's hook asks for it; a server
// render never changes the language or subscribes (effects do not run on the server).
//
// @whole/react-i18next is the package itself under a name the share key does not match (an alias
// of the webpack preset). Calls this hook does not answer itself (a language or an instance in the
// options, a key prefix given as a selector) go to the package's hook: a server render calls a
// component's hooks once, so the choice is the same for the whole life of the component.
import { useContext } from 'react';
import { I18nContext, getI18n, useTranslation as usePackageTranslation } from '@whole/react-i18next';

export * from '@whole/react-i18next';

/** Per instance: the answers by scope, forgotten when messages are added or the language changes. */
const answersOf = new WeakMap();

function answersFor(i18n) {
  let answers = answersOf.get(i18n);
  if (!answers) {
    answers = new Map();
    const forget = () => answers.clear();
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    i18n.on('languageChanged', forget);
    i18n.on('loaded', forget);
    answersOf.set(i18n, answers);
  }
  return answers;
}

export function useTranslation(ns, options) {
  const context = useContext(I18nContext);
  const i18n = context?.i18n ?? getI18n();
  if (!i18n || options?.i18n || options?.lng || (options?.keyPrefix !== undefined && typeof options.keyPrefix !== 'string')) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: the same branch for the component's one render
    return usePackageTranslation(ns, options);
  }
  const keyPrefix = options?.keyPrefix;
  const named = ns || context?.defaultNS || i18n.options?.defaultNS;
  const namespaces = typeof named === 'string' ? [named] : named || ['translation'];
  const scope = `${namespaces.join('\u0001')}\u0000${keyPrefix ?? ''}`;
  const answers = answersFor(i18n);
  let answer = answers.get(scope);
  if (!answer) {
    const ready = Boolean(i18n.isInitialized || i18n.initializedStoreOnce) && namespaces.every((name) => i18n.hasLoadedNamespace(name));
    const nsMode = i18n.options?.react?.nsMode;
    const t = i18n.getFixedT(i18n.language, nsMode === 'fallback' ? namespaces : namespaces[0], keyPrefix, { scopeNs: namespaces });
    answer = Object.assign([t, i18n, ready], { t, i18n, ready });
    answers.set(scope, answer);
  }
  return answer;
}
