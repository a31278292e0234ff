// npm run staff:token -- <Name>: a new console token for one person of the staff. Prints the token (give it to
// them; it is not kept anywhere) and the `Name:sha256` entry to append to ADMIN_STAFF (comma-separated).
import { createHash, randomBytes } from 'node:crypto';

const name = process.argv.slice(2).join(' ').trim();
if (!name || name.length > 40 || /[:,]/.test(name) || ['Owner', 'me', 'none'].includes(name)) {
  console.error(
    'Usage: npm run staff:token -- <Name>   (up to 40 characters, no ":" or ",", not "Owner", "me" or "none")',
  );
  process.exit(1);
}
const token = randomBytes(33).toString('base64url');
const hash = createHash('sha256').update(token).digest('hex');
console.log(`Token for ${name} (give it to them; it is shown only now): ${token}`);
console.log(`Add to ADMIN_STAFF: ${name}:${hash}`);
