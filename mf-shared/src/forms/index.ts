/**
 * `@casino/mf-shared/forms`: the pieces of a form (a labelled field, the form's alert, its submit
 * button, a small ruled form's store, an SMS countdown). Not in the package's main entry: no first
 * view of a page shows a form, so the shared boot chunk every page downloads does not carry them;
 * each remote that uses them bundles them. They hold no state of the page: the kits and the stores
 * they read come from the main entry, the singleton.
 */
export { FormField, type FormFieldProps } from './form-field';
export { FormAlert, formMessageText, type FormMessage } from './form-alert';
export { SubmitButton } from './submit-button';
export { RuledFormStore, type FormRules } from './ruled-form-store';
export { CountdownStore } from './countdown-store';
