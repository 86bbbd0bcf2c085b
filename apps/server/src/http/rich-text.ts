import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (FAQ answers, user guides) is stored only as sanitized HTML: an allowlist of tags and
 * attributes, links to http(s), mailto or the portal's own paths, images only from the portal's
 * own media (the Content-Security-Policy allows nothing else). Everything else is dropped, so no
 * script, handler, style or frame written by one user ever reaches another user's browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // the contents of these never become text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
    // headings a rich text may hold start at h2: the screen's title is the h1
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_MEDIA.test(frame.attribs.src ?? ''),
};
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel', 'target'],
};

/** Images must be the portal's own uploads (`/api/media/…`). */
const OWN_MEDIA = /^\/api\/media\/[A-Za-z0-9/_-]+$/;

/** The HTML as it may be stored and shown. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a rich text, for search and short excerpts. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when a rich text holds no words and no image (e.g. `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html) === '' && !/<img\b/i.test(sanitizeRichText(html));
}
