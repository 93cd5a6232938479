/**
 * `@casino/mf-shared/change-password`: the login password change of the member centre and of the
 * first login. Not in the package's main entry: it needs the register rules (and yup), which the
 * shared boot chunk every page downloads must not carry; each remote that uses it bundles it.
 */
export {
  ChangePasswordStore,
  CHANGE_PASSWORD_FIELDS,
  changePasswordErrors,
  newPasswordError,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password';
export { ChangePasswordFields } from './change-password-fields';
