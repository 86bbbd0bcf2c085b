/* global document */
// Apply the stored theme and language before the first paint (avoids a light flash in dark
// mode). A file of its own, not inline: the Content-Security-Policy allows the portal's own
// scripts only.
try {
  document.documentElement.setAttribute(
    'data-mantine-color-scheme',
    localStorage.getItem('dark') === 'true' ? 'dark' : 'light',
  );
  const locale = localStorage.getItem('locale');
  if (locale === 'en' || locale === 'sv') document.documentElement.lang = locale;
} catch {
  // storage blocked: the app applies its defaults once it starts
}
