import { describe, expect, it } from 'vitest';
import {
  DEFAULTS,
  FIELDS,
  FIELD_NAMES,
  allConfigs,
  configText,
  differenceLine,
  differingFields,
  parseConfig,
  type Config,
} from './config';

describe('the URL text of a configuration', () => {
  it('names only what differs from the lane’s default', () => {
    expect(configText(DEFAULTS[0], 0)).toBe('');
    expect(configText({ ...DEFAULTS[1], policy: 'Local' }, 1)).toBe('policy:Local');
  });

  it('keeps what is valid and names what is not, in one warning', () => {
    const { config, warning } = parseConfig('targets:pods,policy:Sometimes,colour:blue', 0);
    expect(config).toEqual({ ...DEFAULTS[0], targets: 'pods' });
    expect(warning).toBe(
      'Ignoring "policy:Sometimes", "colour:blue" in a: expected field:value pairs, such as targets:pods or policy:Local, with fields targets, policy, source, allocate, pods, lands.',
    );
  });
});

describe('what differs between two lanes', () => {
  const [a, b] = DEFAULTS;

  it('names only the differing settings, each lane’s in the form’s order', () => {
    expect(differenceLine({ ...a, policy: 'Local' }, b)).toBe('A: Node ports, Local · B: Pods, Cluster');
    expect(differingFields({ ...a, policy: 'Local' }, b)).toEqual(['targets', 'policy']);
    expect(differenceLine(a, { ...a, source: 'own', allocate: 'false-new' })).toBe(
      'A: client address kept, node ports allocated · B: balancer’s own address, no node port',
    );
  });

  it('says which setting a value is where its label alone would not', () => {
    expect(differenceLine(a, { ...a, pods: 'both', lands: 'node-1' })).toBe(
      'A: web-1 on Node-1, lands on Node-2 · B: web Pods on both Nodes, lands on Node-1',
    );
  });

  it('says so when nothing differs, whatever a field that does not apply is set to', () => {
    expect(differenceLine(a, a)).toBe('nothing, A and B have the same settings');
    expect(differingFields(b, { ...b, lands: 'node-1' })).toEqual([]);
    // Where one lane's connection lands is no difference when the other's goes straight to a Pod.
    expect(differenceLine({ ...a, lands: 'node-1' }, b)).toBe('A: Node ports · B: Pods');
  });

  it('is the same both ways round, for every pair of configurations that differ in one field', () => {
    for (const c of allConfigs())
      for (const f of FIELD_NAMES)
        for (const o of FIELDS[f].options) {
          const d = { ...c, [f]: o.value } as Config;
          const fields = differingFields(c, d);
          expect(fields).toEqual(differingFields(d, c));
          expect(fields.length).toBeLessThanOrEqual(1);
          if (fields.length === 0) expect(differenceLine(c, d)).toMatch(/^nothing/);
          else expect(differenceLine(c, d)).toMatch(/^A: [^·]+ · B: [^·]+$/);
        }
  });
});
