import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkTo, namesAParam, PARAM_NAMES, parseParams } from './params';
import { durationOf } from './position';

describe('URL parameters', () => {
  it('accept a step from 1 to 5 and a time inside it', () => {
    expect(parseParams('?step=3')).toEqual({ params: { step: 3 }, warnings: [], search: '?step=3' });
    expect(parseParams('?step=4&t=2.5')).toEqual({
      params: { step: 4, t: 2.5 },
      warnings: [],
      search: '?step=4&t=2.5',
    });
    expect(parseParams('')).toEqual({ params: {}, warnings: [], search: '' });
  });

  it.each(['0', '6', '-1', 'abc', '', '3.5', '1e0', ' 2', '０３'])(
    'ignore step=%j with one warning',
    (raw) => {
      const { params, warnings } = parseParams(`?step=${encodeURIComponent(raw)}`);
      expect(params.step).toBeUndefined();
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/^Ignoring step=/);
    },
  );

  it('ignore a time before the step, or not a number', () => {
    for (const t of ['-1', 'NaN', 'Infinity', '1,5', '', '1e3']) {
      const { params, warnings, search } = parseParams(`?step=1&t=${encodeURIComponent(t)}`);
      expect(params).toEqual({ step: 1 });
      expect(warnings).toHaveLength(1);
      expect(search).toBe('?step=1');
    }
  });

  it('read a time past the step’s end as its end, with one warning', () => {
    expect(parseParams('?step=4&t=999')).toEqual({
      params: { step: 4, t: 21 },
      warnings: ['Reading t="999" as 21: step 4 ends there.'],
      search: '?step=4&t=21',
    });
    // With the reply shown, step 1 lasts until the reply has arrived.
    expect(parseParams('?step=1&reply=1&t=16.5').params.t).toBe(16.5);
    expect(parseParams('?step=1&t=16.5').params.t).toBe(durationOf(1));
  });

  it('give back the query without what it warned about, and the query as given otherwise', () => {
    expect(parseParams('?step=banana&theme=dark&utm_source=talk&speed=9#top').search).toBe(
      '?theme=dark&utm_source=talk',
    );
    expect(parseParams('?step=2&a=targets:pods').search).toBe('?step=2');
    expect(parseParams('?view=nope').search).toBe('');
    // Untouched, not written again in another encoding.
    expect(parseParams('?view=explore&a=targets:pods,policy:Local').search).toBe(
      '?view=explore&a=targets:pods,policy:Local',
    );
    // Only the origins it trusts: without any, it would trust the referrer instead.
    const embed = (v: string) => parseParams(`?embed=1&allowedOrigins=${v}`).search;
    expect(embed('nonsense,https://docs.example.com')).toBe(
      `?embed=1&allowedOrigins=${encodeURIComponent('https://docs.example.com')}`,
    );
    expect(embed('nonsense')).toBe('?embed=1&allowedOrigins=');
    expect(parseParams('?embed=1&allowedOrigins=').params.allowedOrigins).toEqual([]);
  });

  it('take allowedOrigins entry by entry, naming in one warning those that are not origins', () => {
    const q = (v: string) => parseParams(`?embed=1&allowedOrigins=${encodeURIComponent(v)}`);
    expect(q('https://docs.example.com, http://localhost:4462/')).toMatchObject({
      params: { embed: true, allowedOrigins: ['https://docs.example.com', 'http://localhost:4462'] },
      warnings: [],
    });
    const { params, warnings } = q('localhost:4462,https://docs.example.com,https://x.example/docs');
    expect(params.allowedOrigins).toEqual(['https://docs.example.com']);
    expect(warnings).toEqual([
      'Ignoring "localhost:4462", "https://x.example/docs" in allowedOrigins: expected at most 20 origins, each scheme://host[:port] with no path, such as https://docs.example.com.',
    ]);
    // Given, with no good entry: no page is trusted, not even the referrer.
    expect(q('nonsense').params.allowedOrigins).toEqual([]);
    expect(q('https://docs.example.com,').warnings).toEqual([]);
    const many = Array.from({ length: 23 }, (_, i) => `https://h${i}.example`).join(',');
    expect(q(many).params.allowedOrigins).toHaveLength(20);
    expect(q(many).warnings).toHaveLength(1);
    expect(q(many).warnings[0]).toContain(
      'Ignoring "https://h20.example", "https://h21.example" and 1 more in',
    );
  });

  it('pass the explorer’s lanes on as written, for the explorer to check, and read the comparison', () => {
    const { params, warnings } = parseParams('?view=explore&a=targets:pods&b=lands:node-9&compare=1');
    expect(params).toEqual({ view: 'explore', compare: true, a: 'targets:pods', b: 'lands:node-9' });
    expect(warnings).toEqual([]);
  });

  it('name the explorer’s parameters where no explorer reads them', () => {
    const { params, warnings } = parseParams('?step=2&a=targets:pods&compare=1');
    expect(params).toEqual({ step: 2 });
    expect(warnings).toEqual([
      'Ignoring a="targets:pods": only the what-if explorer (view=explore) reads it.',
      'Ignoring compare="1": only the what-if explorer (view=explore) reads it.',
    ]);
  });

  it('accept the views there are, and nothing else', () => {
    expect(parseParams('?view=handout').params).toEqual({ view: 'handout' });
    expect(parseParams('?view=speaker&step=3').params).toEqual({ view: 'speaker', step: 3 });
    const { params, warnings } = parseParams('?view=<script>');
    expect(params).toEqual({});
    expect(warnings).toEqual(['Ignoring view="<script>": expected one of page, handout, explore, speaker.']);
  });

  it('quote a huge or markup-looking value briefly, as text', () => {
    const { warnings } = parseParams(
      `?step=${encodeURIComponent('<img src=x onerror=alert(1)>'.repeat(1000))}`,
    );
    expect(warnings[0]!.length).toBeLessThan(140);
  });
});

describe('the address of a moment', () => {
  const base = 'https://docs.example.com/lb/?theme=dark&speed=2&autoplay=1&utm_source=talk#top';

  it('names the step, the time and a speed other than 1×, and keeps what else the page had', () => {
    const url = new URL(linkTo({ step: 3, t: 2.46, speed: 1.5 }, base));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      theme: 'dark',
      speed: '1.5',
      utm_source: 'talk',
      step: '3',
      t: '2.5',
    });
    expect(url.hash).toBe('#top');
  });

  it('drops a speed set back to 1× and the autoplay the page was opened with', () => {
    const url = new URL(linkTo({ step: 1, t: 0, speed: 1 }, base));
    expect([...url.searchParams.keys()]).toEqual(['theme', 'utm_source', 'step']);
    // What it writes reads back as the same moment, paused.
    expect(parseParams(url.search).params).toEqual({ theme: 'dark', step: 1 });
  });
});

describe('which URLs hydrate the pre-rendered page', () => {
  it('a query naming a site parameter, valid or not, renders on the client', () => {
    expect(namesAParam('?step=3')).toBe(true);
    expect(namesAParam('?step=banana')).toBe(true);
    expect(namesAParam('?embed')).toBe(true);
    expect(namesAParam('?utm_source=newsletter&fbclid=abc')).toBe(false);
    expect(namesAParam('')).toBe(false);
  });

  it('public/boot.js hides the pre-rendered page for exactly the same names', () => {
    const boot = readFileSync(new URL('../../public/boot.js', import.meta.url), 'utf8');
    const list = boot.match(/\[([^\]]*)\]\.some/)?.[1] ?? '';
    expect(
      list
        .split(',')
        .map((n) => n.trim().replace(/^'|'$/g, ''))
        .filter(Boolean),
    ).toEqual([...PARAM_NAMES]);
  });
});
