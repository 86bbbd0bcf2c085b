import { ConnectorError } from '../../errors';
import type { VismaApi } from '../client';
import { odataText, readAll } from '../client';
import type { InvoiceLine } from '../mapping/invoice';
import { articleNumber, ratePercent } from '../mapping/invoice';
import type { ReferenceData } from './reference-data';

interface ArticleItem {
  Id: string;
  Number: string;
}

/** The article booking sales on the line's account at its rate, created when Visma lacks it. */
export async function findOrCreateArticle(
  api: VismaApi,
  ref: ReferenceData,
  line: InvoiceLine,
): Promise<string> {
  const number = articleNumber(line);
  const found = await readAll<ArticleItem>(api, 'v2/articles', {
    $filter: `Number eq ${odataText(number)}`,
  });
  const match = found.find((a) => a.Number === number);
  if (match) return match.Id;
  const res = await api
    .request<ArticleItem>({
      method: 'POST',
      path: 'v2/articles',
      body: {
        Number: number,
        Name: `Konto ${line.account}, ${ratePercent(line.coding)} % moms`,
        CodingId: line.coding.Id,
        UnitId: await ref.unitId(),
        IsActive: true,
      },
    })
    .catch(async (error: unknown) => {
      // created by a concurrent attempt between our look and our create
      if (!(error instanceof ConnectorError && error.code === 'conflict')) throw error;
      const again = await readAll<ArticleItem>(api, 'v2/articles', {
        $filter: `Number eq ${odataText(number)}`,
      });
      const created = again.find((a) => a.Number === number);
      if (!created) throw error;
      return { body: created };
    });
  return res.body.Id;
}
