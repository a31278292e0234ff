// Aadhaar numbers: 12 digits, first digit 2-9, last digit a Verhoeff check digit (UIDAI issues no other kind).

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

export function verhoeffValid(digits: string): boolean {
  let check = 0;
  const reversed = digits.split('').reverse();
  for (let i = 0; i < reversed.length; i++) {
    check = MULTIPLY[check]![PERMUTE[i % 8]![Number(reversed[i])]!]!;
  }
  return check === 0;
}

/** True for a well-formed Aadhaar number; spaces are ignored. */
export function isValidAadhaar(input: string): boolean {
  const digits = input.replace(/\s/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}

/** What the Aadhaar input shows while typing: digits only, in groups of 4, at most 14 characters. */
export function formatAadhaarInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 12);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Masks all but the last four digits, for logs and for anything shown back to staff screens. */
export function maskAadhaar(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length < 4 ? '****' : `XXXX XXXX ${digits.slice(-4)}`;
}
