import { maskPhone } from './phone-mask.ts';

type Props = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'type' | 'value' | 'inputMode' | 'placeholder'
> & {
  value: string;
  onChange: (text: string) => void;
};

/**
 * The one phone field of the site (the order's contacts, the support form): it writes the
 * number as Russians do, «+7 (912) 345-67-89», as the visitor types, whether they start with
 * +7, 8 or the ten digits alone — so every form takes what another took.
 */
export function PhoneInput({ value, onChange, ...input }: Props) {
  return (
    <input
      {...input}
      type="tel"
      inputMode="tel"
      placeholder="+7 (___) ___-__-__"
      value={value}
      onChange={(event) => onChange(maskPhone(event.target.value, value))}
    />
  );
}
