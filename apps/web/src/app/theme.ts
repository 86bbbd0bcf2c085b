import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links at WCAG AA contrast on white.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/**
 * Darker dimmed, error and light-variant text in the light theme, for AA contrast (the active
 * menu item under the pointer too).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-placeholder': t.colors.gray[6],
    '--mantine-color-blue-light-color': t.colors.blue[9],
    '--mantine-primary-color-light-color': t.colors.blue[9],
    '--mantine-color-blue-light-hover': t.colors.blue[1],
    '--mantine-primary-color-light-hover': t.colors.blue[1],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[5],
  },
});
