import * as z from 'zod';
import { isValidAadhaar } from '../aadhaar';
import { DARSHAN } from '../constants';
import { isoDate } from './common';

export type DarshanWindow = { from: string; to: string };

export const darshanPassengerSchema = z.object({
  name: z.string(),
  age: z.string(),
  aadhaar: z.string(),
});
export type DarshanPassenger = z.infer<typeof darshanPassengerSchema>;

/**
 * The darshan form as typed (strings, like the inputs hold them), checked with the spec's exact messages
 * (§5). The window bounds both dates, which must exist (2027-02-30 is outside any window).
 */
export function darshanFormSchema(window: DarshanWindow = DARSHAN.defaultWindow) {
  return z
    .object({
      numberOfTickets: z.string(),
      darshanDate: z.string(),
      alternateDarshanDate: z.string().default(''),
      passengers: z.array(darshanPassengerSchema),
    })
    .superRefine((form, ctx) => {
      const tickets = Number(form.numberOfTickets);
      if (form.numberOfTickets.trim() === '' || !Number.isInteger(tickets) || tickets < DARSHAN.minTickets) {
        ctx.addIssue({
          code: 'custom',
          path: ['numberOfTickets'],
          message: 'Please enter number of tickets (minimum 1)',
        });
      } else if (tickets > DARSHAN.maxTickets) {
        ctx.addIssue({ code: 'custom', path: ['numberOfTickets'], message: 'Maximum 10 tickets allowed' });
      }
      if (!form.darshanDate) {
        ctx.addIssue({ code: 'custom', path: ['darshanDate'], message: 'Darshan date is required' });
      } else if (
        !isoDate.safeParse(form.darshanDate).success ||
        form.darshanDate < window.from ||
        form.darshanDate > window.to
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['darshanDate'],
          message: `Pick a date from ${window.from} to ${window.to}`,
        });
      }
      if (form.alternateDarshanDate) {
        if (form.alternateDarshanDate === form.darshanDate) {
          ctx.addIssue({
            code: 'custom',
            path: ['alternateDarshanDate'],
            message: 'Alternate date should be different from main darshan date',
          });
        } else if (
          !isoDate.safeParse(form.alternateDarshanDate).success ||
          form.alternateDarshanDate < window.from ||
          form.alternateDarshanDate > window.to
        ) {
          ctx.addIssue({
            code: 'custom',
            path: ['alternateDarshanDate'],
            message: `Pick a date from ${window.from} to ${window.to}`,
          });
        }
      }
      form.passengers.forEach((person, index) => {
        const n = index + 1;
        if (!person.name.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: ['passengers', index, 'name'],
            message: `Name is required for Person ${n}`,
          });
        }
        const age = Number(person.age);
        if (!person.age.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: ['passengers', index, 'age'],
            message: `Age is required for Person ${n}`,
          });
        } else if (!Number.isInteger(age) || age < DARSHAN.minAge || age > DARSHAN.maxAge) {
          ctx.addIssue({
            code: 'custom',
            path: ['passengers', index, 'age'],
            message: `Please enter a valid age for Person ${n}`,
          });
        }
        if (!person.aadhaar.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: ['passengers', index, 'aadhaar'],
            message: `Aadhaar number is required for Person ${n}`,
          });
        } else if (!isValidAadhaar(person.aadhaar)) {
          ctx.addIssue({
            code: 'custom',
            path: ['passengers', index, 'aadhaar'],
            message: `Please enter a valid Aadhaar number for Person ${n}`,
          });
        }
      });
    });
}
export type DarshanForm = z.infer<ReturnType<typeof darshanFormSchema>>;
