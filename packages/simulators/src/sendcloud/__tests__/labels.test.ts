import { describe, expect, it } from 'vitest';
import { pages, parcel, pdfText, sendcloud } from './client';

async function bought(count: number, options: Parameters<typeof sendcloud>[0] = {}) {
  const client = await sendcloud(options);
  const answer = await client.post('/parcels', {
    parcels: Array.from({ length: count }, (_, i) => parcel({ external_reference: `l-${i}` })),
  });
  const parcels = answer.json.parcels as { id: number; tracking_number: string }[];
  return { ...client, parcels, ids: parcels.map((p) => p.id).join(',') };
}

describe('Sendcloud simulator: label documents', () => {
  it('prints one A6 page per parcel for a label printer', async () => {
    const { get, ids, parcels } = await bought(3);
    const pdf = await get(`/labels/label_printer?ids=${ids}`, { accept: 'application/pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf.bytes)).toBe(3);
    expect(pdf.bytes.toString('latin1')).toContain('/MediaBox [0 0 297.64 419.53]');
    for (const p of parcels) expect(pdfText(pdf.bytes)).toContain(p.tracking_number);
  });

  it('fills A4 sheets with four labels from the position asked', async () => {
    const { get, ids } = await bought(5);
    const fromTopLeft = await get(`/labels/normal_printer?ids=${ids}`);
    expect(pages(fromTopLeft.bytes)).toBe(2);
    expect(fromTopLeft.bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const two = ids.split(',').slice(0, 2).join(',');
    // the first in the bottom right quarter, the second on a new sheet
    const fromBottomRight = await get(`/labels/normal_printer?ids=${two}&start_from=3`);
    expect(pages(fromBottomRight.bytes)).toBe(2);
  });

  it('writes ZPL for a 10 × 15 cm printer at 203 dpi, with the tracking number as Code 128', async () => {
    const { get, parcels } = await bought(1);
    const zpl = await get(`/parcels/${parcels[0]!.id}/documents/label`, {
      accept: 'application/zpl',
    });
    expect(zpl.type).toBe('application/zpl');
    const text = zpl.bytes.toString();
    expect(text.startsWith('^XA')).toBe(true);
    expect(text.trimEnd().endsWith('^XZ')).toBe(true);
    expect(text).toContain('^PW812');
    expect(text).toContain('^LL1218');
    expect(text).toMatch(/\^BC[^\n]*\n\^FD\d+\^FS/);
    expect(text).toContain(parcels[0]!.tracking_number);
    expect(text).toContain('Anna Andersson');
  });

  it('keeps labels for seven days, then answers 410', async () => {
    const { get, parcels, sim } = await bought(1);
    const path = `/parcels/${parcels[0]!.id}/documents/label`;
    sim.state.advanceClock(6 * 86_400_000);
    expect((await get(path, { accept: 'application/pdf' })).status).toBe(200);
    sim.state.advanceClock(2 * 86_400_000);
    const expired = await get(path, { accept: 'application/pdf' });
    expect(expired.status).toBe(410);
    expect(expired.json.error.message).toMatch(/expired/);
  });

  it('has no label for a cancelled parcel', async () => {
    const { get, post, parcels } = await bought(1);
    await post(`/parcels/${parcels[0]!.id}/cancel`, undefined);
    expect((await get(`/labels/label_printer/${parcels[0]!.id}`)).status).toBe(404);
  });
});
