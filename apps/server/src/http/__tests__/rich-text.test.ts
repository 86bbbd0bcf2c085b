import { describe, expect, it } from 'vitest';
import { INERT, XSS_PAYLOADS } from '../../test/xss';
import { isBlankRichText, richTextToPlain, sanitizeRichText } from '../rich-text';

describe('sanitizeRichText', () => {
  it.each(XSS_PAYLOADS)('makes %s inert', (payload) => {
    expect(sanitizeRichText(payload)).not.toMatch(INERT);
  });

  it('keeps headings, lists, emphasis, links and the portal’s own images', () => {
    const html =
      '<h2>Steg</h2><ol><li><strong>Logga in</strong> i <a href="https://admin.shopify.com">Shopify</a></li></ol>' +
      '<p><img src="/api/media/guide-images/t0k3n/" alt="Skärmbild"></p>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h2>Steg</h2>');
    expect(clean).toContain('<strong>Logga in</strong>');
    expect(clean).toContain(
      '<a href="https://admin.shopify.com" rel="noopener noreferrer nofollow" target="_blank">Shopify</a>',
    );
    expect(clean).toContain('<img src="/api/media/guide-images/t0k3n/" alt="Skärmbild" />');
  });

  it('drops images from elsewhere (the Content-Security-Policy would block them anyway)', () => {
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('turns a top-level heading into h2 under the screen’s h1', () => {
    expect(sanitizeRichText('<h1>Rubrik</h1>')).toBe('<h2>Rubrik</h2>');
  });
});

describe('richTextToPlain', () => {
  it('gives the words with spaces between blocks', () => {
    expect(
      richTextToPlain(
        '<h2>Koppla</h2><p>Öppna&nbsp;<b>Inställningar</b></p><ul><li>ett</li><li>två</li></ul>',
      ),
    ).toBe('Koppla Öppna Inställningar ett två');
  });

  it('never lets a script’s text through', () => {
    expect(richTextToPlain('<p>a</p><script>alert(1)</script>')).toBe('a');
  });
});

describe('isBlankRichText', () => {
  it('sees an empty editor as blank, text or an image as content', () => {
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p> </p><p><br></p>')).toBe(true);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
    expect(isBlankRichText('<p><img src="/api/media/guide-images/a/"></p>')).toBe(false);
  });
});
