import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installed app's manifest (linked from every page by vite-plugin-pwa). */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'PitCrew - Robotics Tournament Team Companion',
  short_name: 'PitCrew',
  description:
    'Book interview slots, track robots, message other teams, ask about the game manual and plan on a drawing board at the robotics tournament.',
  id: '/home',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  background_color: '#ffffff',
  theme_color: '#000000',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
