import { createTheme, darken, Drawer, Modal, type CSSVariablesResolver } from '@mantine/core';

const base = {
  primaryColor: 'blue',
  // Shade 8 keeps white button text and blue links at WCAG AA contrast on white.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
} as const;

/**
 * The theme in the interface's language: every dialog's and drawer's close button is named
 * ("Stäng"/"Close"), so none needs to remember it.
 */
export function themeFor(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    ...base,
    components: {
      Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
      Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
    },
  });
}

/**
 * Darker dimmed, error and light-variant text in the light theme, for AA contrast (the active
 * menu item under the pointer too).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    // a file input's placeholder is a real element axe checks: 4.9:1 on white
    '--mantine-color-placeholder': darken(t.colors.gray[6], 0.2),
    // light-variant text (alerts, badges, the active menu item) darker than the darkest shade
    // (green's and yellow's darkest still miss AA on their tint), and a pale hover
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)],
        [`--mantine-color-${name}-light-hover`, shades[1]],
      ]),
    ),
    '--mantine-primary-color-light-color': darken(t.colors.blue[9], 0.3),
    '--mantine-primary-color-light-hover': t.colors.blue[1],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[5],
  },
});
