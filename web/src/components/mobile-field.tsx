import type { ComponentProps } from 'react';
import { TextField } from './text-field';

/** A mobile number: the phone keypad and the number the browser keeps for the visitor. */
export function MobileField(props: ComponentProps<typeof TextField>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}
