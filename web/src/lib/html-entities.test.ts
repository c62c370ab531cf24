import { describe, expect, it } from 'vitest';
import { decodeEntities } from './html-entities';

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones as written', () => {
    expect(decodeEntities('a &amp; b &lt;i&gt; &quot;q&quot; &#39;s&#x219;&nbsp;x &bogus; &#0;')).toBe('a & b <i> "q" \'sș\u00a0x &bogus; &#0;');
  });
});
