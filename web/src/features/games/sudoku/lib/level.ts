/** The four difficulty levels, easiest first: the order grading compares them in. */
export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;

export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return (LEVELS as readonly unknown[]).includes(value);
}

/** The harder of two levels. */
export function harder(a: Level, b: Level): Level {
  return LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b;
}

export function atMost(level: Level, limit: Level): boolean {
  return LEVELS.indexOf(level) <= LEVELS.indexOf(limit);
}
