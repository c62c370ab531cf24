import { describe, expect, it } from 'vitest';
import { AI_UNREVIEWED, isAiSigned, needsReview } from './ai-review';

describe('an AI Studio draft in the editor', () => {
  it('is known by its signature, whatever its case and spacing', () => {
    expect(isAiSigned('AI Generator')).toBe(true);
    expect(isAiSigned('  ai   generator ')).toBe(true);
    expect(isAiSigned('desk')).toBe(false);
    expect(isAiSigned(null)).toBe(false);
  });

  it('asks for a review until it is published or scheduled, or when publishing was refused for want of one', () => {
    expect(needsReview({ editorial_signature: 'AI Generator', status: 'draft' }, null)).toBe(true);
    expect(needsReview({ editorial_signature: 'AI Generator', status: 'published' }, null)).toBe(false);
    expect(needsReview({ editorial_signature: 'AI Generator', status: 'scheduled' }, null)).toBe(false);
    expect(needsReview({ editorial_signature: 'desk', status: 'draft' }, null)).toBe(false);
    expect(needsReview({ editorial_signature: 'desk', status: 'draft' }, AI_UNREVIEWED)).toBe(true);
    expect(needsReview({ editorial_signature: 'desk', status: 'draft' }, 'Another refusal.')).toBe(false);
    expect(needsReview(null, null)).toBe(false);
  });
});
