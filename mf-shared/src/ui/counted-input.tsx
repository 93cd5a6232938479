import { observer } from 'mobx-react-lite';
import { useUiKit } from '../kits/ui-kits';

interface CountedInputProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  'aria-label'?: string;
  id?: string;
}

/** A text input that shows how many of its maximum characters are used. */
export const CountedInput = observer(function CountedInput({ value, onChange, maxLength, ...rest }: CountedInputProps) {
  const ui = useUiKit({ extras: true });
  if (ui.isDesktop) {
    const { Input } = ui.desktop;
    return <Input value={value} maxLength={maxLength} showCount onChange={(event) => onChange(event.target.value)} {...rest} />;
  }
  const { Input: MobileInput } = ui.mobile;
  return (
    <div className="counted-input">
      <MobileInput value={value} maxLength={maxLength} onChange={onChange} {...rest} />
      <span className="counted-input__count" aria-live="polite">{`${value.length}/${maxLength}`}</span>
    </div>
  );
});
