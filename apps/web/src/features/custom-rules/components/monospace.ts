/** Mantine `styles` for a text area that holds code or JSON. */
export const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };
