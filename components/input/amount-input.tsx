'use client';

import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { filterAmount, filterAmountBound, filterUnsignedAmount } from '@/lib/input/amount';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** An amount that cannot be negative (a price or rent bound): the rule's minus is not kept. */
  unsigned?: boolean;
  /** A filter's bound, which may be written in 万 (`1.5万`): the form reads it (readAmountBound). */
  tenThousands?: boolean;
};

/** Every amount field of the client: what the user types is kept to the amount rule of SPEC §5. */
export function AmountInput({
  value,
  onValueChange,
  unsigned = false,
  tenThousands = false,
  ...rest
}: Props) {
  const filter = tenThousands ? filterAmountBound : unsigned ? filterUnsignedAmount : filterAmount;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => onValueChange(filter(event.target.value));
  return (
    <input {...rest} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={onChange} />
  );
}
