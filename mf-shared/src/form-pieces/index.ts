/**
 * `@casino/mf-shared/form-pieces`: the pieces the money forms and record lists of several remotes
 * share (the amount and withdraw password of a withdrawal or a transfer, a new password typed
 * twice, a paged record query). Not in the package's main entry: no first view needs them, so the
 * shared boot chunk every page downloads does not carry them; each remote that uses them bundles them.
 */
export { AmountPasswordFields, type AmountPasswordForm } from './amount-password-fields';
export { NewPasswordFields, type NewPasswordField } from './new-password-fields';
export { PagedQuery, type PagedAnswer, type PageRequest } from './paged-query';
