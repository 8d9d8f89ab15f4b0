import type { StepNumber } from './steps';

// The choices a reader, a URL, a host message or an attribute may make: one list each.

/** A step of the story, as a reader, a URL or a host names it. */
export const isStepNumber = (n: number): n is StepNumber => Number.isInteger(n) && n >= 1 && n <= 5;

export const SPEEDS = [0.5, 1, 1.5, 2] as const;
export type Speed = (typeof SPEEDS)[number];
export const isSpeed = (n: unknown): n is Speed => (SPEEDS as readonly unknown[]).includes(n);

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const isTheme = (s: unknown): s is Theme => (THEMES as readonly unknown[]).includes(s);

/** The scheme a host page declares for what is around an embed; `auto` follows it. */
export type HostScheme = 'light' | 'dark';
export const isHostScheme = (s: unknown): s is HostScheme => s === 'light' || s === 'dark';
