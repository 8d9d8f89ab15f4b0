import { describe, expect, it } from 'vitest';
import { CHANNEL, parseCommand } from './messages';
import { normalOrigin } from './params';
import { parseParams } from './params';

const msg = (o: object) => ({ channel: CHANNEL, ...o });

describe('host messages', () => {
  it('accept the eight commands in their documented shapes', () => {
    expect(parseCommand(msg({ type: 'play' }))).toEqual({ command: { type: 'play' } });
    expect(parseCommand(msg({ type: 'pause' }))).toEqual({ command: { type: 'pause' } });
    expect(parseCommand(msg({ type: 'next' }))).toEqual({ command: { type: 'next' } });
    expect(parseCommand(msg({ type: 'previous' }))).toEqual({ command: { type: 'previous' } });
    expect(parseCommand(msg({ type: 'report' }))).toEqual({ command: { type: 'report' } });
    expect(parseCommand(msg({ type: 'seek', step: 3, t: 1.5 }))).toEqual({
      command: { type: 'seek', step: 3, t: 1.5 },
    });
    expect(parseCommand(msg({ type: 'seek', step: 2 }))).toEqual({
      command: { type: 'seek', step: 2, t: 0 },
    });
    expect(parseCommand(msg({ type: 'setSpeed', speed: 1.5 }))).toEqual({
      command: { type: 'setSpeed', speed: 1.5 },
    });
    expect(parseCommand(msg({ type: 'setTheme', theme: 'dark' }))).toEqual({
      command: { type: 'setTheme', theme: 'dark' },
    });
    expect(parseCommand(msg({ type: 'hostScheme', scheme: 'dark' }))).toEqual({
      command: { type: 'hostScheme', scheme: 'dark' },
    });
    expect(parseCommand(msg({ type: 'hostScheme', scheme: null }))).toEqual({
      command: { type: 'hostScheme', scheme: null },
    });
  });

  it.each([
    null,
    'play',
    42,
    [],
    { type: 'play' },
    msg({ type: 'jump' }),
    msg({ type: 'seek', step: 6 }),
    msg({ type: 'seek', step: '3' }),
    msg({ type: 'seek', step: 3, t: -1 }),
    msg({ type: 'seek', step: 3, t: Number.NaN }),
    msg({ type: 'setSpeed', speed: 3 }),
    msg({ type: 'setTheme', theme: 'neon' }),
    msg({ type: 'hostScheme' }),
    msg({ type: 'hostScheme', scheme: 'auto' }),
    msg({ type: 'hostScheme', scheme: 'light dark' }),
    msg({ type: 'x'.repeat(100_000) }),
  ])('reject %j with a reason', (data) => {
    const parsed = parseCommand(data);
    expect(parsed).toHaveProperty('error');
    expect(JSON.stringify(parsed).length).toBeLessThan(200);
  });

  it('never reaches the prototype through __proto__, constructor or prototype keys', () => {
    const evil = JSON.parse(
      `{"channel":"${CHANNEL}","type":"seek","step":2,"__proto__":{"polluted":true,"step":4}}`,
    );
    expect(parseCommand(evil)).toEqual({ command: { type: 'seek', step: 2, t: 0 } });
    const inherited = Object.create({ channel: CHANNEL, type: 'play' });
    expect(parseCommand(inherited)).toHaveProperty('error');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('origins and embed parameters', () => {
  it('takes only exact origins', () => {
    expect(normalOrigin('https://docs.example.com')).toBe('https://docs.example.com');
    expect(normalOrigin('http://localhost:4174')).toBe('http://localhost:4174');
    expect(normalOrigin('https://docs.example.com/guide')).toBeNull();
    expect(normalOrigin('*')).toBeNull();
    expect(normalOrigin('javascript:alert(1)')).toBeNull();
  });

  it('parses embed, allowedOrigins, controls, theme, speed and autoplay', () => {
    const { params, warnings } = parseParams(
      '?embed=1&allowedOrigins=https://a.example,http://localhost:4174&controls=minimal&theme=dark&speed=1.5&autoplay=1',
    );
    expect(warnings).toEqual([]);
    expect(params).toEqual({
      embed: true,
      allowedOrigins: ['https://a.example', 'http://localhost:4174'],
      controls: 'minimal',
      theme: 'dark',
      speed: 1.5,
      autoplay: true,
    });
  });

  it('keeps only the good origins of a list, and drops bad choices, one warning each', () => {
    // Not the whole list: that would fall back to trusting whichever page embeds the frame.
    const { params, warnings } = parseParams('?allowedOrigins=https://a.example,*&theme=neon&speed=9');
    expect(params).toEqual({ allowedOrigins: ['https://a.example'] });
    expect(parseParams('?allowedOrigins=*').params).toEqual({ allowedOrigins: [] });
    expect(warnings).toHaveLength(3);
  });
});
