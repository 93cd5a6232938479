import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ReactNode } from 'react';
import { useStores, useUiKit } from '@casino/mf-shared';
import './form-field.css';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The translated validation message, when the field is invalid. */
  error?: string | undefined;
  type?: 'text' | 'password' | 'email' | 'tel';
  placeholder?: string | undefined;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
  /** A value is required: marked after the label (a form explains the mark) and told to assistive technology. */
  required?: boolean;
  /** Shown after the input (a captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its validation message: antd on desktop, antd-mobile on mobile. */
export const FormField = observer(function FormField(props: FormFieldProps) {
  const { layout } = useStores();
  const ui = useUiKit({ extras: true });
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    error,
    type = 'text',
    placeholder,
    autoComplete,
    maxLength,
    disabled,
    required = false,
    addon,
  } = props;
  const errorId = `${id}-error`;
  const inputArea = useRef<HTMLDivElement>(null);
  // antd-mobile's Input puts aria props on its wrapper, not on the <input>: tie the message to the input itself.
  useEffect(() => {
    if (ui.isDesktop) return;
    const element = inputArea.current?.querySelector('input');
    if (!element) return;
    element.setAttribute('aria-invalid', error ? 'true' : 'false');
    element.required = required;
    if (required) element.setAttribute('aria-required', 'true');
    else element.removeAttribute('aria-required');
    if (error) element.setAttribute('aria-describedby', errorId);
    else element.removeAttribute('aria-describedby');
  });
  const common = { id, value, placeholder, autoComplete, maxLength, disabled, onBlur };

  let input: ReactNode;
  if (ui.isDesktop) {
    const { Input: DesktopInput } = ui.desktop;
    const desktopProps = {
      ...common,
      status: error ? ('error' as const) : undefined,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorId : undefined,
      required,
      'aria-required': required || undefined,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    };
    input = type === 'password' ? <DesktopInput.Password {...desktopProps} /> : <DesktopInput type={type} {...desktopProps} />;
  } else {
    const { Input: MobileInput } = ui.mobile;
    input = <MobileInput {...common} type={type} onChange={onChange} />;
  }

  return (
    <div className={`form-field form-field--${layout.device}${error ? ' form-field--error' : ''}`}>
      <label htmlFor={id} className={`form-field__label${required ? ' form-field__label--required' : ''}`}>
        {label}
      </label>
      <div className="form-field__control">
        <div className="form-field__input" ref={inputArea}>
          {input}
        </div>
        {addon}
      </div>
      {error && (
        <div id={errorId} className="form-field__error">
          {error}
        </div>
      )}
    </div>
  );
});
