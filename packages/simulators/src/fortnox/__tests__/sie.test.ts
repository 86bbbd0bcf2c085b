import { describe, expect, it } from 'vitest';
import { decodeCp437 } from '../../common/cp437';
import { balancedVoucher, startSimulator, year } from './harness';

type Simulator = Awaited<ReturnType<typeof startSimulator>>['sim'];

async function sie(sim: Simulator, path: string, token = 'token-a') {
  const res = await fetch(`${sim.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes,
    text: decodeCp437(bytes),
  };
}

const linesOf = (text: string, label: string) =>
  text.split('\r\n').filter((line) => line.startsWith(`${label} `));

describe('Fortnox SIE export', () => {
  it('renders a year as a PC8 SIE 4 file with CRLF line ends, header, chart, balances and vouchers', async () => {
    const { sim, call } = await startSimulator();
    sim.state.tenants.get('token-a')!.openingBalances.set(
      2,
      new Map([
        [1930, 50_000_00],
        [2081, -50_000_00],
      ]),
    );
    const posted = await call(
      'POST',
      '/3/vouchers',
      balancedVoucher({ Description: 'Utbetalning "Klarna" Å\\Ö' }),
    );
    expect(posted.status).toBe(201);
    const file = await sie(sim, '/3/sie/4?financialyear=2');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/octet-stream');
    // å, ä and ö as PC8 bytes (0x86, 0x84, 0x94), never as UTF-8
    expect(file.bytes.includes(0x94)).toBe(true);
    expect(file.bytes.includes(0xc3)).toBe(false);
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = file.text.split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['#FLAGGA 0', '#FORMAT PC8', '#SIETYP 4']);
    expect(lines).toContain('#FNAMN "Företaget token-a"');
    expect(lines).toContain('#ORGNR 556677-8899');
    expect(lines).toContain(`#RAR 0 ${year}0101 ${year}1231`);
    expect(lines).toContain(`#RAR -1 ${year - 1}0101 ${year - 1}1231`);
    expect(lines).toContain('#KONTO 1930 "Företagskonto/checkkonto/affärskonto"');
    expect(linesOf(file.text, '#IB')).toEqual([
      '#IB 0 1580 0.00',
      '#IB 0 1930 50000.00',
      '#IB 0 2081 -50000.00',
    ]);
    expect(linesOf(file.text, '#UB')).toEqual([
      '#UB 0 1580 -1000.00',
      '#UB 0 1930 50970.50',
      '#UB 0 2081 -50000.00',
    ]);
    expect(linesOf(file.text, '#RES')).toEqual(['#RES 0 6570 29.50']);
    const at = lines.indexOf(`#VER A 1 ${year}0601 "Utbetalning \\"Klarna\\" Å\\\\Ö"`);
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1, at + 6)).toEqual([
      '{',
      '#TRANS 1930 {} 970.50 "" "Företagskonto/checkkonto/affärskonto"',
      '#TRANS 6570 {} 29.50 "" "Bankkostnader"',
      '#TRANS 1580 {} -1000.00 "" "Fordringar för kontokort och kuponger"',
      '}',
    ]);
  });

  it('opens a year with the closing balances of the year before, its result on 2099', async () => {
    const { sim, call, clock } = await startSimulator();
    const tenant = sim.state.tenants.get('token-a')!;
    tenant.openingBalances.set(
      1,
      new Map([
        [1930, 100_00],
        [2081, -100_00],
      ]),
    );
    await call('POST', '/3/vouchers', balancedVoucher({ TransactionDate: `${year - 1}-06-01` }));
    clock.ms += 10_000;
    const file = await sie(sim, '/3/sie/4?financialyear=2');
    expect(linesOf(file.text, '#IB').filter((l) => l.startsWith('#IB 0'))).toEqual([
      '#IB 0 1580 -1000.00',
      '#IB 0 1930 1070.50',
      '#IB 0 2081 -100.00',
      '#IB 0 2099 29.50',
    ]);
    expect(linesOf(file.text, '#RES')).toEqual(['#RES -1 6570 29.50']);
    expect(linesOf(file.text, '#VER')).toEqual([]);
    // what was entered for a year gives way to the year before once that has vouchers
    tenant.openingBalances.set(2, new Map([[1930, 1]]));
    expect((await sie(sim, '/3/sie/4?financialyear=2')).text).toContain('#IB 0 1930 1070.50');
  });

  it('serves type 1 without vouchers, the current year by default, and refuses what it cannot', async () => {
    const { sim, call } = await startSimulator();
    await call('POST', '/3/vouchers', balancedVoucher());
    const typeOne = await sie(sim, '/3/sie/1');
    expect(typeOne.text).toContain('#SIETYP 1');
    expect(typeOne.text).toContain(`#RAR 0 ${year}0101`);
    expect(typeOne.text).toContain('#UB 0 1930 970.50');
    expect(linesOf(typeOne.text, '#VER')).toEqual([]);
    expect((await sie(sim, '/3/sie/4?FinancialYear=1')).text).toContain(`#RAR 0 ${year - 1}0101`);
    const json = (file: { text: string }) => JSON.parse(file.text).ErrorInformation.Code;
    const typeTwo = await sie(sim, '/3/sie/2');
    expect(typeTwo.status).toBe(400);
    expect(json(typeTwo)).toBe(2000759);
    expect((await sie(sim, '/3/sie/4?financialyear=9')).status).toBe(404);
    expect((await sie(sim, '/3/sie/4?financialyear=x')).status).toBe(400);
    const stranger = await sie(sim, '/3/sie/4', 'nope');
    expect(stranger.status).toBe(401);
    expect(json(stranger)).toBe(2000311);
  });

  it('counts the export against the 25-per-5-seconds limit', async () => {
    const { sim } = await startSimulator();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await sie(sim, '/3/sie/4')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(25);
    expect(statuses.at(-1)).toBe(429);
  });
});
