export interface GuideHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

const anchorOf = (text: string, index: number) =>
  `${index + 1}-${
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'avsnitt'
  }`;

/**
 * The guide's sections for its table of contents: each h2 and h3 of the (server-sanitized) body
 * gets an id to link to. The HTML is only re-serialized, never added to from elsewhere.
 */
export function outlineOf(html: string): { html: string; headings: GuideHeading[] } {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const headings: GuideHeading[] = [];
  doc.body.querySelectorAll('h2, h3').forEach((element, index) => {
    const text = element.textContent?.trim() ?? '';
    if (!text) return;
    const id = `guide-${anchorOf(text, index)}`;
    element.id = id;
    headings.push({ id, text, level: element.tagName === 'H2' ? 2 : 3 });
  });
  return { html: doc.body.innerHTML, headings };
}
