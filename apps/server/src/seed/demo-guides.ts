import { readFileSync } from 'node:fs';
import type { GuideAudience } from '@portal/contracts/schemas/guides';
import type { Db } from '../db/client';
import { guideImages, userGuides } from '../db/schema/help';
import { guideImageUrl, newImageToken } from '../modules/guides/guide-images';
import { sanitizeRichText } from '../http/rich-text';
import { EN_GUIDES } from './demo-guides-en';
import { imagesOf, withImages } from './demo-guides-html';
import { SV_GUIDES } from './demo-guides-sv';

/** Which guide is about which system of the catalogue, and who reads it. */
const GUIDES: { slug: string; app: string | null; roles: GuideAudience[] }[] = [
  { slug: 'connect-shopify', app: 'shopify', roles: [] },
  { slug: 'connect-woocommerce', app: 'woocommerce', roles: [] },
  { slug: 'connect-stripe', app: 'stripe', roles: [] },
  { slug: 'connect-klarna', app: 'klarna', roles: [] },
  { slug: 'connect-fortnox', app: 'fortnox', roles: [] },
  { slug: 'connect-visma', app: 'visma', roles: [] },
  { slug: 'connect-sie', app: 'sie', roles: [] },
  {
    slug: 'switch-client-company',
    app: null,
    roles: ['MasterAccountant', 'PartnerAccountant'],
  },
];

const LANGUAGES = { sv: SV_GUIDES, en: EN_GUIDES } as const;

const imageFile = (file: string) => new URL(`./guide-images/${file}`, import.meta.url);

/**
 * /guides in the demo: "Connect <system>" for each of the catalogue's seven systems and one for
 * accountants, in Swedish and English, with screenshots of the portal (e2e/scripts/
 * guide-screenshots.ts takes them again when the screens change).
 */
export async function seedDemoGuides(db: Db, authorId: number, now: Date): Promise<void> {
  const urls = new Map<string, string>();
  const imageUrl = async (file: string) => {
    const known = urls.get(file);
    if (known) return known;
    const token = newImageToken();
    const data = readFileSync(imageFile(file));
    await db.insert(guideImages).values({ token, mime: 'image/png', data, createdBy: authorId });
    urls.set(file, guideImageUrl(token));
    return guideImageUrl(token);
  };
  for (const [index, guide] of GUIDES.entries()) {
    for (const [locale, texts] of Object.entries(LANGUAGES)) {
      const { title, summary, body } = texts[guide.slug]!;
      for (const name of imagesOf(body)) await imageUrl(`${name}-${locale}.png`);
      const html = withImages(body, (name) => urls.get(`${name}-${locale}.png`)!);
      await db.insert(userGuides).values({
        slug: guide.slug,
        locale,
        title,
        summary,
        body: sanitizeRichText(html.replace(/\n/g, '')),
        appSlug: guide.app,
        roles: guide.roles,
        isPublished: true,
        sortOrder: (index + 1) * 10,
        createdBy: authorId,
        updatedBy: authorId,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
}
