// The page's MobX (the shared singleton of the browser builds): the exports the apps and
// mobx-react-lite use, and only those, so the page does not download flow, spy, toJS and the rest
// (docs/performance.md). @whole/mobx is the package itself under a name the share key does not
// match (an alias of the webpack preset). Add an export here when an app needs it;
// shared-subsets.test.ts fails until then.
export {
  // The apps' stores.
  action,
  computed,
  makeAutoObservable,
  makeObservable,
  observable,
  observableRef,
  observableShallow,
  reaction,
  runInAction,
  // mobx-react-lite.
  Reaction,
  _getGlobalState,
  getDependencyTree,
} from '@whole/mobx';
