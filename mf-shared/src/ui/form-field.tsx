import { Input as DesktopInput } from 'antd';
import { Input as MobileInput } from 'antd-mobile';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/stores-context';

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
  /** Shown after the input (a captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its validation message: antd on desktop, antd-mobile on mobile. */
export const FormField = observer(function FormField(props: FormFieldProps) {
  const { layout } = useStores();
  const { id, label, value, onChange, onBlur, error, type = 'text', placeholder, autoComplete, maxLength, disabled, addon } = props;
  const errorId = `${id}-error`;
  const common = { id, value, placeholder, autoComplete, maxLength, disabled, onBlur };

  let input: ReactNode;
  if (layout.isDesktop) {
    const desktopProps = {
      ...common,
      status: error ? ('error' as const) : undefined,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    };
    input = type === 'password' ? <DesktopInput.Password {...desktopProps} /> : <DesktopInput type={type} {...desktopProps} />;
  } else {
    input = <MobileInput {...common} type={type} onChange={onChange} style={{ '--font-size': '15px' }} />;
  }

  return (
    <div className={`auth-field${error ? ' auth-field--error' : ''}`} style={{ marginBottom: 12 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      <div
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          ...(layout.isDesktop ? {} : { borderBottom: `1px solid ${error ? '#e0556b' : '#d9d9d9'}`, padding: '6px 0' }),
        }}
      >
        <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
        {addon}
      </div>
      {error && (
        <div id={errorId} className="auth-field__error" style={{ color: '#e0556b', fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
});
