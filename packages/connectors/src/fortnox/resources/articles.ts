import { formatMinor } from '../../money';
import type { FortnoxApi } from '../client';

export interface ArticleInput {
  number: string;
  description: string;
  salesAccount: string;
  /** net price in öre */
  price: number;
  vatRate: number;
}

/** The article with that number, created when Fortnox does not have it yet. */
export async function findOrCreateArticle(api: FortnoxApi, article: ArticleInput): Promise<string> {
  const found = await api.request<{ Articles: { ArticleNumber: string }[] }>({
    path: '3/articles',
    query: { articlenumber: article.number },
  });
  const match = found.body.Articles.find((a) => a.ArticleNumber === article.number);
  if (match) return match.ArticleNumber;
  const res = await api.request<{ Article: { ArticleNumber: string } }>({
    method: 'POST',
    path: '3/articles',
    body: {
      Article: {
        ArticleNumber: article.number,
        Description: article.description.slice(0, 200),
        SalesAccount: Number(article.salesAccount),
        SalesPrice: Number(formatMinor(article.price, 'SEK')),
        VAT: article.vatRate,
        Type: 'STOCK',
      },
    },
  });
  return res.body.Article.ArticleNumber;
}
