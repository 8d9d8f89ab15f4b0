import { build } from 'vite';

export default async function globalSetup(): Promise<void> {
  await build({ configFile: 'e2e/hosts/react/vite.config.ts', logLevel: 'warn' });
}
