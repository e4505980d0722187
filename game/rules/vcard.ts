/**
 * A small vCard (.vcf) reader for importing contacts: versions 2.1, 3.0 and 4.0 as phones and
 * address books export them. It reads what a contact here holds (name, e-mail, phone, birthday,
 * anniversary) and nothing else. Pure: text in, entries or one clear error out.
 * (No maintained parser on npm fitted: the well-kept ones are for building cards, or bring a
 * whole address-book model; this one is table-tested in tests/game/vcard.test.ts.)
 */

/** A month and day, with the year when the card gives one ("--0412" gives none). */
export interface VCardDate {
  month: number;
  day: number;
  year: number | null;
}

export interface VCardEntry {
  name: string; // FN, else N's given and family names; '' when the card has neither
  email: string | null; // the preferred (else first) EMAIL
  phone: string | null; // the preferred (else first) TEL, as written
  birthday: VCardDate | null;
  anniversary: VCardDate | null;
}

export type VCardResult = { ok: true; entries: VCardEntry[] } | { ok: false; error: string };

interface Property {
  name: string; // upper case, without its group
  params: Map<string, string[]>; // upper-case names; bare 2.1 params ("CELL") are TYPE values
  value: string; // decoded, unescaped
}

/** Joins folded lines (a line starting with a space or tab continues the one before) and 2.1's quoted-printable soft breaks. */
function unfold(text: string): string[] {
  const physical = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const lines: string[] = [];
  for (const line of physical) {
    const last = lines.length - 1;
    if ((line.startsWith(' ') || line.startsWith('\t')) && last >= 0) lines[last] += line.slice(1);
    else if (last >= 0 && /QUOTED-PRINTABLE/i.test(lines[last]!.split(':')[0]!) && lines[last]!.endsWith('=')) lines[last] = lines[last]!.slice(0, -1) + line;
    else lines.push(line);
  }
  return lines;
}

/** Splits on `separator` outside double quotes. */
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i) & 0xff);
  }
  try {
    return new TextDecoder(charset || 'utf-8').decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder('utf-8').decode(new Uint8Array(bytes)); // an unknown CHARSET: UTF-8 is the likeliest
  }
}

const unescapeText = (value: string) => value.replace(/\\([nN,;:\\])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** One content line, or null when it is not of the form NAME[;params]:value. */
function parseLine(line: string): Property | null {
  const colon = splitOutsideQuotes(line, ':');
  if (colon.length < 2) return null;
  const [head, ...rest] = splitOutsideQuotes(colon[0]!, ';');
  const name = head!.replace(/^[^.]*\./, '').trim().toUpperCase(); // drop an Apple-style "item1." group
  if (!/^[A-Z0-9-]+$/.test(name)) return null;
  const params = new Map<string, string[]>();
  for (const param of rest) {
    const [key, value] = param.includes('=') ? [param.slice(0, param.indexOf('=')), param.slice(param.indexOf('=') + 1)] : ['TYPE', param];
    const values = value.replace(/"/g, '').split(',').map((v) => v.trim().toUpperCase());
    params.set(key.trim().toUpperCase(), [...(params.get(key.trim().toUpperCase()) ?? []), ...values]);
  }
  const raw = colon.slice(1).join(':');
  const encoding = params.get('ENCODING')?.[0];
  const value = encoding === 'QUOTED-PRINTABLE' ? decodeQuotedPrintable(raw, params.get('CHARSET')?.[0] ?? 'utf-8') : unescapeText(raw);
  return { name, params, value: value.trim() };
}

/** BDAY/ANNIVERSARY forms: 1990-04-12, 19900412, --0412, --04-12, with or without a time after T. */
export function parseVCardDate(value: string): VCardDate | null {
  const date = value.split('T')[0]!.trim();
  const full = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(date);
  const noYear = /^--(\d{2})-?(\d{2})$/.exec(date);
  const [year, month, day] = full ? [Number(full[1]), Number(full[2]), Number(full[3])] : noYear ? [null, Number(noYear[1]), Number(noYear[2])] : [null, 0, 0];
  if (month < 1 || month > 12 || day < 1) return null;
  const longest = new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate(); // 2024: a leap year keeps Feb 29 without a year
  return day <= longest ? { month, day, year } : null;
}

const isPreferred = (property: Property) =>
  (property.params.get('TYPE') ?? []).includes('PREF') || (property.params.get('PREF') ?? []).length > 0;

/** The preferred property of a name, else the first with a value. */
function pick(properties: Property[], name: string): string | null {
  const candidates = properties.filter((property) => property.name === name && property.value !== '');
  return (candidates.find(isPreferred) ?? candidates[0])?.value ?? null;
}

function nameOf(properties: Property[]): string {
  const formatted = pick(properties, 'FN');
  if (formatted) return formatted;
  const structured = pick(properties, 'N');
  if (!structured) return '';
  const [family = '', given = ''] = structured.split(';');
  return [given, family].map((part) => part.trim()).filter(Boolean).join(' ');
}

function entryOf(properties: Property[]): VCardEntry {
  const date = (...names: string[]): VCardDate | null => {
    for (const value of names.map((name) => pick(properties, name))) {
      const parsed = value === null ? null : parseVCardDate(value);
      if (parsed) return parsed;
    }
    return null;
  };
  return {
    name: nameOf(properties),
    email: pick(properties, 'EMAIL'),
    phone: pick(properties, 'TEL')?.replace(/^tel:/i, '') ?? null,
    birthday: date('BDAY'),
    anniversary: date('ANNIVERSARY', 'X-ANNIVERSARY', 'X-MS-ANNIVERSARY', 'X-EVOLUTION-ANNIVERSARY'),
  };
}

/**
 * Reads every card of a .vcf. A file that is not vCard (no BEGIN:VCARD, a card left open, a card
 * inside a card) or has more than `maxEntries` cards is refused as a whole, with the reason.
 */
export function parseVCards(text: string, maxEntries: number): VCardResult {
  const entries: VCardEntry[] = [];
  let open: Property[] | null = null;
  let openedAt = 0;
  const lines = unfold(text);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const property = parseLine(line);
    const lineNumber = index + 1;
    if (property?.name === 'BEGIN' && property.value.toUpperCase() === 'VCARD') {
      if (open) return { ok: false, error: `The card that starts on line ${openedAt} has no END:VCARD before the next one.` };
      if (entries.length === maxEntries) return { ok: false, error: `This file has more than ${maxEntries.toLocaleString('en-US')} contacts; split it and import the parts.` };
      open = [];
      openedAt = lineNumber;
    } else if (property?.name === 'END' && property.value.toUpperCase() === 'VCARD') {
      if (!open) return { ok: false, error: `Line ${lineNumber} ends a card that never began (END:VCARD without BEGIN:VCARD).` };
      entries.push(entryOf(open));
      open = null;
    } else if (open) {
      if (property) open.push(property); // a line that is not a property inside a card is skipped, as address books do
    } else {
      return { ok: false, error: `This is not a vCard file: line ${lineNumber} is outside any BEGIN:VCARD … END:VCARD.` };
    }
  }
  if (open) return { ok: false, error: `The card that starts on line ${openedAt} has no END:VCARD.` };
  if (entries.length === 0) return { ok: false, error: 'This file has no contacts in it: a vCard file has BEGIN:VCARD … END:VCARD for each.' };
  return { ok: true, entries };
}
