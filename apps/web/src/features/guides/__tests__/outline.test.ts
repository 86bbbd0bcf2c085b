import { describe, expect, it } from 'vitest';
import { outlineOf } from '../utils/outline';

describe('outlineOf', () => {
  it('lists the h2 and h3 headings in order and gives each a unique anchor', () => {
    const { html, headings } = outlineOf(
      '<h2>Lägg till appen</h2><p>Text</p><h3>Steg</h3><h2>Lägg till appen</h2><h4>Not</h4>',
    );
    expect(headings.map((h) => [h.text, h.level])).toEqual([
      ['Lägg till appen', 2],
      ['Steg', 3],
      ['Lägg till appen', 2],
    ]);
    expect(new Set(headings.map((h) => h.id)).size).toBe(3);
    for (const heading of headings) expect(html).toContain(`id="${heading.id}"`);
    expect(headings[0]!.id).toBe('guide-1-lagg-till-appen');
  });

  it('keeps the body as it was apart from the anchors', () => {
    const body =
      '<ol><li>Öppna <strong>Appkoppling</strong></li></ol><p><img src="/api/media/guide-images/x/" alt="Bild"></p>';
    expect(outlineOf(body)).toEqual({ html: body, headings: [] });
  });
});
