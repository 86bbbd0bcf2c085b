import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links at WCAG AA contrast on white.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** Darker dimmed and error text in the light theme, for AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-placeholder': t.colors.gray[6],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[5],
  },
});
