/**
 * The names by which a Service speaks to the AWS Load Balancer Controller (model/state.ts has
 * them), given by the caller: the chunk this module goes in imports nothing of the page's first
 * chunk, which the bundler would otherwise split to share.
 */
export interface LbcNames {
  readonly LB_TYPE_ANNOTATION: string;
  readonly LBC_CLASS: string;
  readonly TARGET_TYPE_ANNOTATION: string;
  readonly TARGET_GROUP_ATTRIBUTES_ANNOTATION: string;
}

// A reader's own Service, from what kubectl prints: its Service and EndpointSlices as plain data
// (the parsing is done elsewhere), checked field by field. Every answer is either one message
// naming what was wrong and what was expected, or the Service as the explorer needs it.

/** One YAML document as parsed: its value and the line it starts on. */
export interface Doc {
  readonly value: unknown;
  readonly line: number;
}

export interface OwnPort {
  readonly name: string;
  readonly port: number;
  /** The Service's targetPort as written: a number, or the name of a container port. */
  readonly targetPort: number | string;
  readonly nodePort: number | null;
}

export interface OwnEndpoint {
  readonly address: string;
  /** The slice's port for the chosen Service port: what a Pod target is registered at. */
  readonly port: number;
  readonly nodeName: string | null;
  readonly pod: string | null;
  readonly ready: boolean;
  readonly serving: boolean;
  readonly terminating: boolean;
  readonly slice: string;
}

export interface OwnNode {
  readonly name: string;
  readonly ip: string;
}

/** A setting the explorer shows and the field or annotation that decided it. */
export interface Decision {
  readonly setting: string;
  readonly says: string;
  /** The field or annotation that decided it, as written in the manifest. */
  readonly by: string;
  /** Where this page does not know the implementation: what is known of it. */
  readonly fact?: string;
}

export interface OwnService {
  readonly name: string;
  readonly namespace: string;
  readonly type: 'LoadBalancer';
  readonly ports: readonly OwnPort[];
  /** The TCP port followed: one of `ports`. */
  readonly port: OwnPort;
  readonly externalTrafficPolicy: 'Cluster' | 'Local';
  readonly healthCheckNodePort: number | null;
  readonly allocateLoadBalancerNodePorts: boolean;
  readonly loadBalancerClass: string | null;
  /** status.loadBalancer.ingress: an address or a host name each. */
  readonly ingress: readonly string[];
  readonly annotations: Readonly<Record<string, string>>;
  /** spec.selector in YAML's flow style: "app: web". */
  readonly selector: string;
  readonly endpoints: readonly OwnEndpoint[];
  /** Nodes from `kubectl get nodes -o wide`, where pasted. */
  readonly nodes: readonly OwnNode[];
  /** Who registers the balancer's targets, as the manifest tells it. */
  readonly implementation: 'lbc' | 'in-tree-aws' | 'gke' | 'other';
  readonly targets: 'node-ports' | 'pods';
  readonly source: 'client' | 'own';
  readonly decisions: readonly Decision[];
}

export interface ReadOptions {
  readonly portName?: string;
  readonly nodes?: readonly OwnNode[];
  readonly names: LbcNames;
}

export type OwnReading = { readonly service: OwnService } | { readonly error: string };

const NAME = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HOST = /^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/i;

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value named in a message: short, quoted, never markup (messages are shown as text anyway). */
export function quoted(v: unknown): string {
  if (Array.isArray(v)) return v.length === 0 ? 'an empty list' : `a list of ${v.length}`;
  if (typeof v === 'object' && v !== null) return 'a mapping';
  const text = typeof v === 'string' ? v : String(v);
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

interface Item {
  readonly value: Obj;
  /** Where it is, in the words of a message: "the document at line 3", "items[1] of the List at line 40". */
  readonly where: string;
}

function itemsOf(docs: readonly Doc[]): Item[] {
  const items: Item[] = [];
  for (const doc of docs) {
    const where = `the document at line ${doc.line}`;
    if (doc.value === null || doc.value === undefined) continue;
    if (!isObj(doc.value))
      refuse(`${cap(where)} is not a Kubernetes object: expected a mapping with apiVersion and kind.`);
    const v = doc.value as Obj;
    if (v.kind === 'List' || (typeof v.kind === 'string' && v.kind.endsWith('List') && 'items' in v)) {
      const list = v.items ?? [];
      if (!Array.isArray(list)) refuse(`items of the List at line ${doc.line} is not a list of objects.`);
      (list as unknown[]).forEach((item, i) => {
        const at = `items[${i}] of the List at line ${doc.line}`;
        if (!isObj(item)) refuse(`${cap(at)} is not a Kubernetes object: expected a mapping with kind.`);
        items.push({ value: item as Obj, where: at });
      });
    } else items.push({ value: v, where });
  }
  return items;
}

const cap = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

function str(o: Obj, key: string, where: string, path: string): string | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') refuse(`${path} in ${where} is ${quoted(v)}: expected a string.`);
  return v as string;
}

function name(o: Obj | undefined, where: string, path: string): string {
  const v = o?.name;
  if (typeof v !== 'string' || !NAME.test(v))
    refuse(
      `${path} in ${where} is ${v === undefined ? 'missing' : quoted(v)}: expected a Kubernetes name (lower-case letters, digits, "-" and ".").`,
    );
  return v as string;
}

function port(v: unknown, path: string, where: string, min = 1): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > 65535)
    refuse(`${path} in ${where} is ${quoted(v)}: expected a port number from ${min} to 65535.`);
  return v as number;
}

function obj(o: Obj, key: string, where: string, path: string): Obj | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (!isObj(v)) refuse(`${path} in ${where} is ${quoted(v)}: expected a mapping.`);
  return v as Obj;
}

function list(o: Obj, key: string, where: string, path: string): readonly unknown[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) refuse(`${path} in ${where} is ${quoted(v)}: expected a list.`);
  return v as unknown[];
}

function annotationsOf(meta: Obj | undefined, where: string): Record<string, string> {
  const a = meta && obj(meta, 'annotations', where, 'metadata.annotations');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a ?? {})) {
    if (typeof v !== 'string')
      refuse(`metadata.annotations ${quoted(k)} in ${where} is ${quoted(v)}: expected a string.`);
    out[k] = v as string;
  }
  return out;
}

function readPorts(spec: Obj, where: string): OwnPort[] {
  const ports = list(spec, 'ports', where, 'spec.ports');
  const tcp: OwnPort[] = [];
  ports.forEach((p, i) => {
    const path = `spec.ports[${i}]`;
    if (!isObj(p)) refuse(`${path} in ${where} is ${quoted(p)}: expected a mapping with port.`);
    const q = p as Obj;
    const protocol = q.protocol ?? 'TCP';
    if (protocol !== 'TCP') return;
    const target = q.targetPort ?? q.port;
    tcp.push({
      name: typeof q.name === 'string' ? q.name : '',
      port: port(q.port, `${path}.port`, where),
      targetPort:
        typeof target === 'string' && NAME.test(target) ? target : port(target, `${path}.targetPort`, where),
      nodePort:
        q.nodePort === undefined || q.nodePort === null ? null : port(q.nodePort, `${path}.nodePort`, where),
    });
  });
  if (tcp.length === 0)
    refuse(
      `spec.ports in ${where} has no TCP port${ports.length ? ` (its ${ports.length} ${ports.length === 1 ? 'port is' : 'ports are'} not protocol: TCP)` : ''}: expected at least one port with protocol TCP, the only one this page follows.`,
    );
  return tcp;
}

function readEndpoints(slice: Item, service: string, chosen: OwnPort): OwnEndpoint[] {
  const { value: s, where } = slice;
  const meta = obj(s, 'metadata', where, 'metadata');
  const sliceName = name(meta, where, 'metadata.name');
  const labels = meta && obj(meta, 'labels', where, 'metadata.labels');
  const of = labels?.['kubernetes.io/service-name'];
  if (of !== service)
    refuse(
      `EndpointSlice ${sliceName} (${where}) has metadata.labels kubernetes.io/service-name ${of === undefined ? 'missing' : quoted(of)}: expected ${quoted(service)}, the Service pasted.`,
    );
  const type = s.addressType;
  if (type === 'IPv6') return [];
  if (type !== 'IPv4')
    refuse(`addressType in EndpointSlice ${sliceName} (${where}) is ${quoted(type)}: expected IPv4.`);
  const ports = list(s, 'ports', where, 'ports');
  // The slice names its ports as the Service does; a Service with one unnamed port has one unnamed slice port.
  const match = ports.find(
    (p) => isObj(p) && (p.name ?? '') === chosen.name && (p.protocol ?? 'TCP') === 'TCP',
  );
  const endpoints = list(s, 'endpoints', where, 'endpoints');
  if (endpoints.length === 0) return [];
  if (!isObj(match))
    refuse(
      `ports in EndpointSlice ${sliceName} (${where}) has no TCP port named ${quoted(chosen.name)}: expected the slice of Service port ${chosen.name || chosen.port}.`,
    );
  const slicePort = port((match as Obj).port, 'ports[].port', where);
  return endpoints.map((e, i) => {
    const path = `endpoints[${i}]`;
    if (!isObj(e)) refuse(`${path} in EndpointSlice ${sliceName} is ${quoted(e)}: expected a mapping.`);
    const ep = e as Obj;
    const addresses = list(ep, 'addresses', where, `${path}.addresses`);
    const address = addresses[0];
    if (typeof address !== 'string' || !IPV4.test(address))
      refuse(
        `${path}.addresses in EndpointSlice ${sliceName} (${where}) is ${quoted(addresses)}: expected an IPv4 address.`,
      );
    const conditions = obj(ep, 'conditions', where, `${path}.conditions`) ?? {};
    const flag = (k: string, otherwise: boolean) => {
      const v = conditions[k];
      if (v === undefined || v === null) return otherwise;
      if (typeof v !== 'boolean')
        refuse(
          `${path}.conditions.${k} in EndpointSlice ${sliceName} is ${quoted(v)}: expected true or false.`,
        );
      return v as boolean;
    };
    // As the API defines them: ready unset means ready, serving unset follows ready.
    const terminating = flag('terminating', false);
    const ready = flag('ready', !terminating);
    const serving = flag('serving', ready);
    const nodeName = str(ep, 'nodeName', where, `${path}.nodeName`) ?? null;
    if (nodeName !== null && !NAME.test(nodeName))
      refuse(
        `${path}.nodeName in EndpointSlice ${sliceName} is ${quoted(nodeName)}: expected a Node's name.`,
      );
    const ref = obj(ep, 'targetRef', where, `${path}.targetRef`);
    const pod = ref?.name;
    if (pod !== undefined && (typeof pod !== 'string' || !NAME.test(pod)))
      refuse(
        `${path}.targetRef.name in EndpointSlice ${sliceName} is ${quoted(pod)}: expected a Pod's name.`,
      );
    return {
      address: address as string,
      port: slicePort,
      nodeName,
      pod: typeof pod === 'string' && NAME.test(pod) ? pod : null,
      ready,
      serving,
      terminating,
      slice: sliceName,
    };
  });
}

/** Nodes from `kubectl get nodes -o wide`: NAME and INTERNAL-IP of each row. */
export function readNodes(text: string): OwnNode[] | { error: string } {
  if (text.length > 64 * 1024)
    return { error: 'The Nodes pasted are over 64 KB: expected what kubectl get nodes -o wide prints.' };
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length === 0) return [];
  const header = (lines[0] ?? '').trim().split(/\s+/);
  const nameAt = header.indexOf('NAME');
  const ipAt = header.indexOf('INTERNAL-IP');
  if (nameAt !== 0 || ipAt < 0)
    return {
      error:
        'The Nodes on line 1 have no NAME and INTERNAL-IP columns: expected what kubectl get nodes -o wide prints.',
    };
  const nodes: OwnNode[] = [];
  for (const [i, line] of lines.slice(1).entries()) {
    const cells = line.trim().split(/\s+/);
    const n = cells[nameAt] ?? '';
    const ip = cells[ipAt] ?? '';
    if (!NAME.test(n) || !IPV4.test(ip))
      return {
        error: `Line ${i + 2} of the Nodes has NAME ${quoted(n)} and INTERNAL-IP ${quoted(ip)}: expected a Node's name and its IPv4 address.`,
      };
    nodes.push({ name: n, ip });
  }
  return nodes;
}

const GKE = /^(cloud\.google\.com|networking\.gke\.io)\//;

const FACT_IN_TREE =
  'Without aws-load-balancer-type: external or loadBalancerClass: service.k8s.aws/nlb the in-tree cloud provider owns the Service, and it ignores aws-load-balancer-nlb-target-type.';
const FACT_GKE =
  'On GKE a type: LoadBalancer Service’s own L4 balancer targets Nodes (instance groups, or GCE_VM_IP NEGs with subsetting) and reaches Pods through kube-proxy; cloud.google.com/neg gives Pod-IP NEGs for Ingress, Gateway or standalone NEGs, not for this balancer.';
const UNKNOWN =
  'this page does not know your implementation: shown with Node-port targets, as most L4 balancers of a Service do';

function implementationOf(
  annotations: Readonly<Record<string, string>>,
  cls: string | null,
  names: LbcNames,
): Pick<OwnService, 'implementation' | 'targets' | 'source'> & { decisions: Decision[] } {
  const { LB_TYPE_ANNOTATION, LBC_CLASS, TARGET_TYPE_ANNOTATION, TARGET_GROUP_ATTRIBUTES_ANNOTATION } = names;
  const lbType = annotations[LB_TYPE_ANNOTATION];
  const targetType = annotations[TARGET_TYPE_ANNOTATION];
  const attrs = annotations[TARGET_GROUP_ATTRIBUTES_ANNOTATION] ?? '';
  const owned = lbType === 'external' || cls === LBC_CLASS;
  if (owned) {
    const ownedBy =
      cls === LBC_CLASS ? `spec.loadBalancerClass: ${LBC_CLASS}` : `${LB_TYPE_ANNOTATION}: external`;
    const ip = targetType === 'ip';
    const preserve = /preserve_client_ip\.enabled=(true|false)/.exec(attrs)?.[1];
    // The LBC's defaults: instance targets keep the client address, ip targets over TCP do not.
    const keeps = preserve === undefined ? !ip : preserve === 'true';
    return {
      implementation: 'lbc',
      targets: ip ? 'pods' : 'node-ports',
      source: keeps ? 'client' : 'own',
      decisions: [
        {
          setting: 'Targets',
          says: `${ip ? 'Pods' : 'Node ports'}: the AWS Load Balancer Controller owns this Service (${ownedBy}) and registers ${ip ? 'Pod addresses (ip targets)' : 'each Node at its node port (instance targets)'}.`,
          by:
            targetType === undefined
              ? `${TARGET_TYPE_ANNOTATION} unset (instance)`
              : `${TARGET_TYPE_ANNOTATION}: ${targetType}`,
        },
        {
          setting: 'Balancer source',
          says: keeps ? 'The balancer keeps the client address.' : 'The balancer sends from its own address.',
          by:
            preserve === undefined
              ? `preserve_client_ip.enabled unset in ${TARGET_GROUP_ATTRIBUTES_ANNOTATION}: the default for ${ip ? 'ip targets over TCP is off' : 'instance targets is on'}`
              : `${TARGET_GROUP_ATTRIBUTES_ANNOTATION}: preserve_client_ip.enabled=${preserve}`,
        },
      ],
    };
  }
  const gkeKeys = Object.keys(annotations).filter((k) => GKE.test(k));
  const [implementation, by, fact]: [OwnService['implementation'], string, string | undefined] =
    cls !== null
      ? ['other', `spec.loadBalancerClass: ${cls}`, undefined]
      : gkeKeys.length > 0
        ? ['gke', `annotation ${gkeKeys[0] ?? ''}`, FACT_GKE]
        : lbType !== undefined || targetType !== undefined
          ? [
              'in-tree-aws',
              lbType === undefined ? `${LB_TYPE_ANNOTATION} unset` : `${LB_TYPE_ANNOTATION}: ${lbType}`,
              FACT_IN_TREE,
            ]
          : ['other', 'no loadBalancerClass and no annotation this page knows', undefined];
  return {
    implementation,
    targets: 'node-ports',
    source: 'client',
    decisions: [
      { setting: 'Targets', says: `Node ports: ${UNKNOWN}.`, by, ...(fact ? { fact } : {}) },
      {
        setting: 'Balancer source',
        says: 'Shown keeping the client address, as the story’s balancer does with Node-port targets.',
        by,
      },
    ],
  };
}

/**
 * The reader's Service from its documents: one Service, of type LoadBalancer with a TCP port, and
 * the EndpointSlices of that Service with at least one IPv4 endpoint. `portName` picks which TCP
 * port to follow where there are several (the first otherwise).
 */
export function readOwnService(docs: readonly Doc[], options: ReadOptions): OwnReading {
  try {
    return { service: read(docs, options) };
  } catch (e) {
    if (e instanceof Refusal) return { error: e.message };
    throw e;
  }
}

function read(docs: readonly Doc[], options: ReadOptions): OwnService {
  const items = itemsOf(docs);
  if (items.length === 0)
    refuse(
      'There is nothing to read: expected what kubectl get service NAME -o yaml and kubectl get endpointslices -l kubernetes.io/service-name=NAME -o yaml print.',
    );
  const services = items.filter((i) => i.value.kind === 'Service');
  const slices = items.filter((i) => i.value.kind === 'EndpointSlice');
  const others = items.filter((i) => i.value.kind !== 'Service' && i.value.kind !== 'EndpointSlice');
  const first = others[0];
  if (first)
    refuse(
      `${cap(first.where)} has kind ${quoted(first.value.kind)}: expected a Service or an EndpointSlice.`,
    );
  const svc = services[0];
  if (!svc)
    refuse(
      'No Service: expected a document with kind: Service, what kubectl get service NAME -o yaml prints.',
    );
  const { value: s, where } = svc as Item;
  if (services.length > 1)
    refuse(
      `${cap((services[1] as Item).where)} is a second Service: expected one Service and its EndpointSlices.`,
    );
  const meta = obj(s, 'metadata', where, 'metadata');
  const svcName = name(meta, where, 'metadata.name');
  const namespace =
    meta?.namespace === undefined ? 'default' : name({ name: meta.namespace }, where, 'metadata.namespace');
  const spec =
    obj(s, 'spec', where, 'spec') ??
    refuse(`${cap(where)} has no spec: expected the Service as kubectl prints it.`);
  const type = (spec as Obj).type ?? 'ClusterIP';
  if (type !== 'LoadBalancer')
    refuse(
      `spec.type of Service ${svcName} (${where}) is ${quoted(type)}: expected LoadBalancer, the type of Service a cloud balancer sends to${type === 'ClusterIP' ? ' (a ClusterIP Service is reached only inside the cluster)' : ''}.`,
    );
  const families = list(spec as Obj, 'ipFamilies', where, 'spec.ipFamilies');
  if (families.length > 0 && !families.includes('IPv4'))
    refuse(
      `spec.ipFamilies of Service ${svcName} (${where}) is ${quoted(families)}: IPv6 only; expected IPv4, the only family this page follows.`,
    );
  const ports = readPorts(spec as Obj, where);
  const chosen =
    ports.find((p) => p.name === options.portName || String(p.port) === options.portName) ??
    (ports[0] as OwnPort);
  const policyValue = (spec as Obj).externalTrafficPolicy ?? 'Cluster';
  if (policyValue !== 'Cluster' && policyValue !== 'Local')
    refuse(`spec.externalTrafficPolicy in ${where} is ${quoted(policyValue)}: expected Cluster or Local.`);
  const policy = policyValue as 'Cluster' | 'Local';
  const hc = (spec as Obj).healthCheckNodePort;
  const healthCheckNodePort =
    hc === undefined || hc === null ? null : port(hc, 'spec.healthCheckNodePort', where);
  if (policy === 'Local' && healthCheckNodePort === null)
    refuse(
      `spec.healthCheckNodePort of Service ${svcName} (${where}) is missing: expected the port the API server allocates under externalTrafficPolicy Local.`,
    );
  const allocateValue = (spec as Obj).allocateLoadBalancerNodePorts ?? true;
  if (typeof allocateValue !== 'boolean')
    refuse(
      `spec.allocateLoadBalancerNodePorts in ${where} is ${quoted(allocateValue)}: expected true or false.`,
    );
  const allocate = allocateValue as boolean;
  if (allocate && chosen.nodePort === null)
    refuse(
      `spec.ports ${quoted(chosen.name || chosen.port)} of Service ${svcName} (${where}) has no nodePort: expected one, since allocateLoadBalancerNodePorts is true and the API server fills it in.`,
    );
  const loadBalancerClass = str(spec as Obj, 'loadBalancerClass', where, 'spec.loadBalancerClass') ?? null;
  const status = obj(s, 'status', where, 'status');
  const lb = status && obj(status, 'loadBalancer', where, 'status.loadBalancer');
  const ingress = (lb ? list(lb, 'ingress', where, 'status.loadBalancer.ingress') : []).flatMap((i) => {
    const v = isObj(i) ? (i.ip ?? i.hostname) : undefined;
    return typeof v === 'string' && (IPV4.test(v) || HOST.test(v)) ? [v] : [];
  });
  if (slices.length === 0)
    refuse(
      `No EndpointSlice: expected the output of kubectl get endpointslices -l kubernetes.io/service-name=${svcName} -o yaml beside the Service.`,
    );
  const ipv6Only = slices.every((sl) => sl.value.addressType === 'IPv6');
  const endpoints = slices.flatMap((sl) => readEndpoints(sl, svcName, chosen));
  if (ipv6Only)
    refuse(
      `Every EndpointSlice of Service ${svcName} has addressType IPv6: IPv6 only; expected an IPv4 slice, the only family this page follows.`,
    );
  if (endpoints.length === 0)
    refuse(
      `The EndpointSlices of Service ${svcName} list no endpoints: expected at least one Pod's address in endpoints.`,
    );
  const annotations = annotationsOf(meta, where);
  const who = implementationOf(annotations, loadBalancerClass, options.names);
  const portPath = `spec.ports[${ports.indexOf(chosen)}]`;
  const decisions: Decision[] = [
    ...who.decisions,
    {
      setting: 'externalTrafficPolicy',
      says:
        policy === 'Local'
          ? `Local: a Node with no ready endpoint of its own fails the balancer’s health check on healthCheckNodePort ${healthCheckNodePort ?? ''}.`
          : 'Cluster: kube-proxy on any Node forwards to any ready endpoint, and masquerades.',
      by:
        (spec as Obj).externalTrafficPolicy === undefined
          ? 'spec.externalTrafficPolicy unset (Cluster)'
          : `spec.externalTrafficPolicy: ${policy}${policy === 'Local' ? `, spec.healthCheckNodePort: ${healthCheckNodePort ?? ''}` : ''}`,
    },
    {
      setting: 'allocateLoadBalancerNodePorts',
      says: allocate
        ? `true: node port ${chosen.nodePort ?? ''} is allocated.`
        : chosen.nodePort === null
          ? 'false, and the port has no node port.'
          : `false, and node port ${chosen.nodePort} is still allocated: the field stops new allocations only.`,
      by:
        (spec as Obj).allocateLoadBalancerNodePorts === undefined
          ? `spec.allocateLoadBalancerNodePorts unset (true), ${portPath}.nodePort: ${chosen.nodePort ?? ''}`
          : `spec.allocateLoadBalancerNodePorts: ${allocate}, ${portPath}.nodePort${chosen.nodePort === null ? ' absent' : `: ${chosen.nodePort}`}`,
    },
  ];
  return {
    name: svcName,
    namespace,
    type: 'LoadBalancer',
    ports,
    port: chosen,
    externalTrafficPolicy: policy,
    healthCheckNodePort,
    allocateLoadBalancerNodePorts: allocate,
    loadBalancerClass,
    ingress,
    annotations,
    selector: Object.entries(obj(spec as Obj, 'selector', where, 'spec.selector') ?? {})
      .filter(([k, v]) => NAME.test(k.split('/').pop() ?? '') && typeof v === 'string' && HOST.test(v))
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(','),
    endpoints,
    nodes: options.nodes ?? [],
    implementation: who.implementation,
    targets: who.targets,
    source: who.source,
    decisions,
  };
}
