/** One language's version of a demo guide; its body is HTML with image markers. */
export interface GuideTexts {
  title: string;
  summary: string;
  body: string;
}

const MARKER = /\{\{image:([a-z0-9-]+)\}\}/g;

/** An image of the portal, `guide-images/<name>-<locale>.png`, stored when the demo is seeded. */
export const figure = (name: string, alt: string) =>
  `<p><img src="{{image:${name}}}" alt="${alt}"></p>`;

/** The names of the images a body shows. */
export const imagesOf = (body: string) => [...body.matchAll(MARKER)].map((m) => m[1]!);

/** The body with each image marker replaced by the stored image's address. */
export const withImages = (body: string, url: (name: string) => string) =>
  body.replace(MARKER, (_, name: string) => url(name));
