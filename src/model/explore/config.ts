import type { NodeName } from '../cluster';

// The what-if explorer's configuration: the settings a reader chooses, in the form's order,
// how two of them differ, and their text in the URL.

export interface Config {
  readonly targets: 'node-ports' | 'pods';
  readonly policy: 'Cluster' | 'Local';
  readonly source: 'client' | 'own';
  readonly allocate: 'true' | 'false-new' | 'false-kept';
  readonly pods: 'node-1' | 'node-2' | 'both';
  readonly lands: NodeName;
}

export type Field = keyof Config;

export interface Option<V> {
  readonly value: V;
  readonly label: string;
  /** The words for it outside its group, where the label alone would not say which setting it is. */
  readonly short?: string;
}

/** The configuration as a reader chooses it: each field's name on screen and its options, in order. */
export const FIELDS: {
  readonly [F in Field]: { readonly name: string; readonly options: readonly Option<Config[F]>[] };
} = {
  targets: {
    name: 'Targets',
    options: [
      { value: 'node-ports', label: 'Node ports' },
      { value: 'pods', label: 'Pods' },
    ],
  },
  policy: {
    name: 'externalTrafficPolicy',
    options: [
      { value: 'Cluster', label: 'Cluster' },
      { value: 'Local', label: 'Local' },
    ],
  },
  source: {
    name: 'Balancer source',
    options: [
      { value: 'client', label: 'Keeps the client address', short: 'client address kept' },
      { value: 'own', label: 'Uses its own address', short: 'balancer’s own address' },
    ],
  },
  allocate: {
    name: 'allocateLoadBalancerNodePorts',
    options: [
      { value: 'true', label: 'true', short: 'node ports allocated' },
      { value: 'false-new', label: 'false, new Service', short: 'no node port' },
      { value: 'false-kept', label: 'false, 31000 kept', short: 'allocation off, 31000 kept' },
    ],
  },
  pods: {
    name: 'web Pods on',
    options: [
      { value: 'node-1', label: 'Node-1', short: 'web-1 on Node-1' },
      { value: 'node-2', label: 'Node-2', short: 'web-1 on Node-2' },
      { value: 'both', label: 'Both Nodes', short: 'web Pods on both Nodes' },
    ],
  },
  lands: {
    name: 'Connection lands on',
    options: [
      { value: 'node-1', label: 'Node-1', short: 'lands on Node-1' },
      { value: 'node-2', label: 'Node-2', short: 'lands on Node-2' },
    ],
  },
};

export const FIELD_NAMES = Object.keys(FIELDS) as readonly Field[];

/** Lane A opens on the story's step 1; lane B on its step 3. */
export const DEFAULTS: readonly [Config, Config] = [
  {
    targets: 'node-ports',
    policy: 'Cluster',
    source: 'client',
    allocate: 'true',
    pods: 'node-1',
    lands: 'node-2',
  },
  { targets: 'pods', policy: 'Cluster', source: 'client', allocate: 'true', pods: 'node-1', lands: 'node-2' },
];

/** Every configuration there is, for tests that must hold for all of them. */
export function allConfigs(): Config[] {
  let configs: Partial<Record<Field, string>>[] = [{}];
  for (const f of FIELD_NAMES)
    configs = configs.flatMap((c) => FIELDS[f].options.map((o) => ({ ...c, [f]: o.value })));
  return configs as unknown as Config[];
}

/** Whether a field means anything for this configuration: where the connection lands, only for Node ports. */
export const applies = (c: Config, f: Field): boolean => f !== 'lands' || c.targets === 'node-ports';

/**
 * The fields set apart in two configurations, in the form's order. A field that means nothing
 * for one of them (where a Pod-target connection lands) is no difference: the fields that make
 * it mean nothing are.
 */
export function differingFields(a: Config, b: Config): Field[] {
  return FIELD_NAMES.filter((f) => applies(a, f) && applies(b, f) && a[f] !== b[f]);
}

/** A field's value in a few words that say which setting it is: "Node ports", "web-1 on Node-2". */
function shortOf<F extends Field>(c: Config, f: F): string {
  const option = FIELDS[f].options.find((o) => o.value === c[f]);
  return option?.short ?? option?.label ?? String(c[f]);
}

/**
 * What sets lanes A and B apart, in one line that follows "What differs:": "A: Node ports,
 * Local · B: Pods, Cluster", only the fields that differ.
 */
export function differenceLine(a: Config, b: Config): string {
  const fields = differingFields(a, b);
  if (fields.length === 0) return 'nothing, A and B have the same settings';
  const side = (name: string, c: Config) => `${name}: ${fields.map((f) => shortOf(c, f)).join(', ')}`;
  return `${side('A', a)} · ${side('B', b)}`;
}

/** A configuration in the URL: "targets:pods,policy:Local", only what differs from the lane's default. */

export function configText(c: Config, lane: 0 | 1): string {
  return FIELD_NAMES.filter((f) => c[f] !== DEFAULTS[lane][f])
    .map((f) => `${f}:${c[f]}`)
    .join(',');
}

/**
 * A configuration from its text: what is valid is kept, and what is not is named in one warning,
 * as every other parameter's is.
 */
export function parseConfig(text: string, lane: 0 | 1): { config: Config; warning?: string } {
  const config: Record<string, string> = { ...DEFAULTS[lane] };
  const bad: string[] = [];
  for (const entry of text.split(',').filter(Boolean)) {
    const [key = '', value = ''] = entry.split(':');
    const field = FIELD_NAMES.find((f) => f === key);
    const option = field && FIELDS[field].options.find((o) => o.value === value);
    if (field && option) config[field] = option.value;
    else bad.push(JSON.stringify(entry.length > 40 ? `${entry.slice(0, 40)}…` : entry));
  }
  const named = bad.slice(0, 2).join(', ') + (bad.length > 2 ? ` and ${bad.length - 2} more` : '');
  return {
    config: config as unknown as Config,
    ...(bad.length > 0
      ? {
          warning: `Ignoring ${named} in ${lane === 0 ? 'a' : 'b'}: expected field:value pairs, such as targets:pods or policy:Local, with fields ${FIELD_NAMES.join(', ')}.`,
        }
      : {}),
  };
}
