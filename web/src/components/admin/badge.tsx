export type BadgeTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

/** A short state word (published, held, revoked…) in the colour of what it means. */
export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
