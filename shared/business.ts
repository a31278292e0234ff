// Who we are, in one place: the facts a buyer checks before paying (footer, /about, /pay-safely, share pages,
// the TravelAgency JSON-LD). The defaults below are the embedded ones; a deployment sets its own through
// BUSINESS_* variables, read by the web build (web/vite.config.ts) and by the worker (worker/src/business.ts).
// Plain TypeScript, no zod: the footer imports this on every visitor's first load.

export type Business = {
  legalName: string;
  tradeName: string;
  /** Goods and Services Tax identification number (15 characters, checked by `gstinProblem`). */
  gstin: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: 'IN' };
  /** Shown in this order; the first is the office line, the second the mobile we answer on WhatsApp too. */
  phones: [string, ...string[]];
  /** The one WhatsApp number of the app and the worker's pages, international form without '+'. */
  whatsappNumber: string;
  email: string;
  hours: string;
  foundingYear: number;
  /** Shown only when set. */
  memberships: { iata?: string; taai?: string; iato?: string; tourismMinistry?: string };
  /** The only accounts we take money on (/pay-safely, the booking page). */
  payment: {
    upiId: string;
    payeeName: string;
    bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
  };
  /** Consumer Protection (E-Commerce) Rules 2020, rule 4(4): the grievance officer's name and contacts. */
  grievanceOfficer: { name: string; email: string; phone: string };
};

export const DEFAULT_BUSINESS: Business = {
  legalName: 'Vishwa Tours and Travels Private Limited',
  tradeName: 'Vishwa Tours & Travels',
  gstin: '33AAECV4821M1Z6',
  address: {
    street: 'No. 14, Venkatnarayana Road, T. Nagar',
    locality: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600017',
    country: 'IN',
  },
  phones: ['+91 44 4859 2040', '+91 98400 12345'],
  whatsappNumber: '919840012345',
  email: 'hello@vishwatravels.in',
  hours: 'Mon–Sat, 9:30 am to 7:00 pm IST',
  foundingYear: 2009,
  memberships: {},
  payment: {
    upiId: 'vishwatravels@icici',
    payeeName: 'Vishwa Tours and Travels Pvt Ltd',
    bank: {
      accountName: 'Vishwa Tours and Travels Private Limited',
      accountNumber: '000405123456',
      ifsc: 'ICIC0000004',
      bankName: 'ICICI Bank',
      branch: 'T. Nagar, Chennai',
    },
  },
  grievanceOfficer: { name: 'R. Meenakshi', email: 'grievance@vishwatravels.in', phone: '+91 44 4859 2041' },
};

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** GST state codes (01–38 as of 2024, 97 other territory, 99 centre jurisdiction). */
const isStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/** The GSTIN check character: the Luhn mod 36 scheme over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why `gstin` is not a valid GSTIN, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (gstin.length !== 15) return `a GSTIN has 15 characters; "${gstin}" has ${gstin.length}`;
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin))
    return `"${gstin}" is not shaped like a GSTIN (2 digits, a PAN, an entity number, Z, a check character)`;
  if (!isStateCode(Number(gstin.slice(0, 2)))) return `"${gstin.slice(0, 2)}" is not a GST state code`;
  const expected = gstinCheckCharacter(gstin.slice(0, 14));
  if (gstin[14] !== expected) return `the check character of "${gstin}" should be ${expected}`;
  return null;
}

type Variables = Record<string, string | undefined>;

/** Each BUSINESS_* variable and where it goes; lists (phones) are comma separated. */
const VARIABLES: Record<string, (business: Business, value: string) => void> = {
  BUSINESS_LEGAL_NAME: (b, v) => void (b.legalName = v),
  BUSINESS_TRADE_NAME: (b, v) => void (b.tradeName = v),
  BUSINESS_GSTIN: (b, v) => void (b.gstin = v.toUpperCase()),
  BUSINESS_ADDRESS_STREET: (b, v) => void (b.address.street = v),
  BUSINESS_ADDRESS_LOCALITY: (b, v) => void (b.address.locality = v),
  BUSINESS_ADDRESS_REGION: (b, v) => void (b.address.region = v),
  BUSINESS_ADDRESS_POSTAL_CODE: (b, v) => void (b.address.postalCode = v),
  BUSINESS_PHONES: (b, v) => void (b.phones = v.split(',').map((phone) => phone.trim()) as Business['phones']),
  BUSINESS_WHATSAPP_NUMBER: (b, v) => void (b.whatsappNumber = v.replace(/\D/g, '')),
  BUSINESS_EMAIL: (b, v) => void (b.email = v),
  BUSINESS_HOURS: (b, v) => void (b.hours = v),
  BUSINESS_FOUNDING_YEAR: (b, v) => void (b.foundingYear = Number(v)),
  BUSINESS_IATA_NUMBER: (b, v) => void (b.memberships.iata = v),
  BUSINESS_TAAI_NUMBER: (b, v) => void (b.memberships.taai = v),
  BUSINESS_IATO_NUMBER: (b, v) => void (b.memberships.iato = v),
  BUSINESS_TOURISM_APPROVAL: (b, v) => void (b.memberships.tourismMinistry = v),
  BUSINESS_UPI_ID: (b, v) => void (b.payment.upiId = v),
  BUSINESS_PAYEE_NAME: (b, v) => void (b.payment.payeeName = v),
  BUSINESS_BANK_ACCOUNT_NAME: (b, v) => void (b.payment.bank.accountName = v),
  BUSINESS_BANK_ACCOUNT_NUMBER: (b, v) => void (b.payment.bank.accountNumber = v),
  BUSINESS_BANK_IFSC: (b, v) => void (b.payment.bank.ifsc = v.toUpperCase()),
  BUSINESS_BANK_NAME: (b, v) => void (b.payment.bank.bankName = v),
  BUSINESS_BANK_BRANCH: (b, v) => void (b.payment.bank.branch = v),
  BUSINESS_GRIEVANCE_NAME: (b, v) => void (b.grievanceOfficer.name = v),
  BUSINESS_GRIEVANCE_EMAIL: (b, v) => void (b.grievanceOfficer.email = v),
  BUSINESS_GRIEVANCE_PHONE: (b, v) => void (b.grievanceOfficer.phone = v),
};
// Marked pure so the web bundle, which never reads it, drops the table.
export const BUSINESS_VARIABLES = /* @__PURE__ */ Object.keys(VARIABLES);

/** Everything wrong with `business`, one line each (empty when it is fine). */
export function businessProblems(business: Business): string[] {
  const problems: string[] = [];
  const gstin = gstinProblem(business.gstin);
  if (gstin) problems.push(`BUSINESS_GSTIN: ${gstin}`);
  const year = business.foundingYear;
  if (!Number.isInteger(year) || year < 1900 || year > 2100)
    problems.push(`BUSINESS_FOUNDING_YEAR: "${year}" is not a year`);
  if (!/^[1-9]\d{9,14}$/.test(business.whatsappNumber))
    problems.push('BUSINESS_WHATSAPP_NUMBER: give the country code and number, e.g. 919840012345');
  if (!/^[\w.-]{2,256}@[a-zA-Z]{2,64}$/.test(business.payment.upiId))
    problems.push(`BUSINESS_UPI_ID: "${business.payment.upiId}" is not a UPI ID like name@bank`);
  if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(business.payment.bank.ifsc))
    problems.push(`BUSINESS_BANK_IFSC: "${business.payment.bank.ifsc}" is not an IFSC like ICIC0000004`);
  if (!business.phones.length || business.phones.some((phone) => !phone))
    problems.push('BUSINESS_PHONES: give at least one phone number');
  return problems;
}

/**
 * The defaults with every BUSINESS_* variable that is set (non-empty) applied. Throws, naming each bad
 * variable, when the result is not valid: a build or a worker with a wrong GSTIN never serves it.
 */
export function businessFrom(variables: Variables): Business {
  const business = JSON.parse(JSON.stringify(DEFAULT_BUSINESS)) as Business;
  for (const [name, apply] of Object.entries(VARIABLES)) {
    const value = variables[name]?.trim();
    if (value) apply(business, value);
  }
  const problems = businessProblems(business);
  if (problems.length) throw new Error(`The business settings are not valid:\n  ${problems.join('\n  ')}`);
  return business;
}

// The web build replaces __BUSINESS__ with its resolved settings (web/vite.config.ts); elsewhere it is undefined.
declare const __BUSINESS__: Business | undefined;

/** The business as this bundle was built with: the web app's settings, or the defaults (the worker reads its own). */
export const BUSINESS: Business = typeof __BUSINESS__ === 'undefined' ? DEFAULT_BUSINESS : __BUSINESS__;

/** The address in one line, as the footer and letters write it. */
export const addressLine = (business: Business) => {
  const { street, locality, region, postalCode } = business.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
};

/** The memberships and licences that are set, with their labels, in a fixed order. */
export function membershipList(business: Business): { label: string; number: string }[] {
  const { iata, taai, iato, tourismMinistry } = business.memberships;
  return [
    { label: 'IATA accredited agent', number: iata },
    { label: 'TAAI member', number: taai },
    { label: 'IATO member', number: iato },
    { label: 'Approved by the Ministry of Tourism, Government of India', number: tourismMinistry },
  ].flatMap((entry) => (entry.number ? [{ label: entry.label, number: entry.number }] : []));
}
