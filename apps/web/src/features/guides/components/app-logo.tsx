import { Image } from '@mantine/core';
import type { GuideApp } from '../api/get-guide-apps';

/** An app's logo beside its name; decorative, the name says which app it is. */
export function AppLogo({ app, size = 20 }: { app: GuideApp | undefined; size?: number }) {
  if (!app?.logo) return null;
  return <Image src={app.logo} alt="" w={size} h={size} fit="contain" />;
}
