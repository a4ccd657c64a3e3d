'use client';

import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { filterAmount } from '@/lib/input/amount';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Every amount field of the client: what the user types is kept to the amount rule of SPEC §5. */
export function AmountInput({ value, onValueChange, ...rest }: Props) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange(filterAmount(event.target.value));
  return (
    <input {...rest} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={onChange} />
  );
}
