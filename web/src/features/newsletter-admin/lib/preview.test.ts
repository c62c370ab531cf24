import { describe, expect, it } from 'vitest';
import { isBlankBody, previewDocument } from './preview';

describe('a campaign body', () => {
  it('is blank with no words and no image, whatever empty markup the editor leaves', () => {
    expect(isBlankBody('')).toBe(true);
    expect(isBlankBody('<p></p>')).toBe(true);
    expect(isBlankBody('<p>&nbsp; </p><h2> </h2>')).toBe(true);
    expect(isBlankBody('<p>Hello</p>')).toBe(false);
    expect(isBlankBody('<p><img src="https://news.example/a.jpg" alt="A park"></p>')).toBe(false);
  });

  it('is previewed in a document of its language, with a note while it is blank', () => {
    expect(previewDocument('<p></p>', 'ro')).toContain('<html lang="ro">');
    expect(previewDocument('<p></p>', 'en')).toContain('<p class="empty">The preview shows here as you write.</p>');
    expect(previewDocument('<h2>Hi</h2>', 'en')).toContain('<body><h2>Hi</h2></body>');
  });
});
