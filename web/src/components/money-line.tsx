import type { ReactNode } from 'react';
import { formatRupees } from '#shared/package-format';

type Props = { amount: number; className?: string; children: ReactNode };

/** One line of a list of amounts (a `<dl>`): what it is, then the rupees. */
export function MoneyLine({ amount, className, children }: Props) {
  return (
    <div className={className}>
      <dt>{children}</dt>
      <dd>{formatRupees(amount)}</dd>
    </div>
  );
}
