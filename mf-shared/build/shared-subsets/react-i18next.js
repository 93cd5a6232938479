// The page's react-i18next (the shared singleton of the browser builds): the exports the apps use,
// and only those, so the page does not download Trans and its HTML parser (docs/performance.md).
// @whole/react-i18next is the package itself under a name the share key does not match (an alias
// of the webpack preset). Add an export here when an app needs it; shared-subsets.test.ts fails
// until then.
export { I18nextProvider, initReactI18next, useTranslation } from '@whole/react-i18next';
