// Structured JSON logs for `wrangler tail`: one object per line, personal data never written.

type Level = 'info' | 'warn' | 'error';

// Keys whose values are personal data or file contents. Matched case-insensitively anywhere in a key.
const SENSITIVE_KEY =
  /aadhaar|aadhar|passport|filedata|file_data|email|phone|name|address|dob|message|password|token|secret|key|authorization|body/i;
const REDACTED = '[redacted]';

/** A copy of `value` with every sensitive field replaced, at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SENSITIVE_KEY.test(key) ? REDACTED : redact(inner, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && /\b[2-9]\d{3}\s?\d{4}\s?\d{4}\b/.test(value)) return REDACTED; // Aadhaar-like
  return value;
}

/**
 * Writes one log line. `event` names what happened ('request', 'catalog.store_failed'…); `fields` are
 * redacted before they are written.
 */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...(redact(fields) as object) });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

/**
 * An error as a log field: its type and reason, never a stack full of request data. The keys are not
 * 'name'/'message', which the redaction above would blank.
 */
export function errorField(error: unknown): { type: string; reason: string } {
  return error instanceof Error
    ? { type: error.name, reason: error.message }
    : { type: 'Error', reason: String(error) };
}
