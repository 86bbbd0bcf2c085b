import { MantineProvider } from '@mantine/core';
import type { Kpis } from '@portal/contracts/schemas/kpi';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KpiFigures } from '../components/kpi-figures';
import { kpiFormat, kpiValue } from '../utils/kpi-format';

const kpis: Kpis = {
  net_sales: '120000.00',
  gross_margin: 66.7,
  operating_margin: 25,
  current_ratio: 2.86,
  dso: 86.5,
  cash: '137500.00',
  monthly_burn: '-22500.00',
  burning: false,
  runway_months: null,
};

afterEach(cleanup);

describe('the KPIs as shown', () => {
  it('word each figure in Swedish, and a runway only while cash falls', () => {
    const f = kpiFormat('sv', 'Minskar inte');
    expect(f.kpi.gross_margin(kpis)).toBe('66,7 %');
    expect(f.kpi.current_ratio(kpis).replace(/\s/g, ' ')).toBe('2,86');
    expect(f.kpi.runway_months(kpis)).toBe('Minskar inte');
    expect(f.kpi.runway_months({ ...kpis, burning: true, runway_months: 7 })).toBe('7,0');
    expect(f.kpi.dso({ ...kpis, dso: null })).toBe('–');
    expect(kpiValue(kpis, 'runway_months')).toBeNull();
    expect(kpiValue({ ...kpis, burning: true, runway_months: 3.5 }, 'runway_months')).toBe(3.5);
  });

  it('show the figures with what each is made of', () => {
    render(
      <MantineProvider env="test">
        <KpiFigures kpis={kpis} format={kpiFormat('sv', 'Minskar inte')} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('kpi-gross_margin').textContent).toContain('Bruttomarginal66,7 %');
    expect(screen.getByTestId('kpi-runway_months').textContent).toContain(
      'kassan har inte minskat de senaste 3 månaderna',
    );
  });
});
