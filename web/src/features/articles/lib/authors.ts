/**
 * Author initials come from a map of known author labels; anyone else gets UN (spec §2
 * Article page). The labels are the bylines the newsroom publishes under.
 */
export const DEFAULT_INITIALS = 'UN';

const KNOWN_AUTHORS: Record<string, string> = {
  'Ana Popescu': 'AP',
  'Mihai Ionescu': 'MI',
  'Elena Dumitrescu': 'ED',
  'Andrei Stan': 'AS',
  'Ioana Marinescu': 'IM',
  'Radu Georgescu': 'RG',
  'James Carter': 'JC',
  'Sarah Mitchell': 'SM',
  'Maria Constantin': 'MC',
  'Editorial Team': 'ET',
  'Redacția': 'RE',
  'AI Generator': 'AI',
};

/** Known labels match whatever their case and spacing. */
const BY_KEY = new Map(Object.entries(KNOWN_AUTHORS).map(([label, initials]) => [authorKey(label), initials]));

function authorKey(label: string): string {
  return label.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export function authorInitials(author: string | null | undefined): string {
  return BY_KEY.get(authorKey(author ?? '')) ?? DEFAULT_INITIALS;
}
