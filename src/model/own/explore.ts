import type { NodeInfo, NodeName, PodSpec } from '../cluster';
import type { Cast, CastDecision } from '../explore/cast';
import type { Config } from '../explore/config';
import {
  readNodes,
  readOwnService,
  type Doc,
  type LbcNames,
  type OwnEndpoint,
  type OwnService,
} from './service';

// A reader's Service as the explorer plays it: the configuration it describes, and a cast on the
// stage's two Nodes. node-1 is the Node of the Pod a connection reaches; node-2 is the Node it
// lands on where that is another one (with Node-port targets a balancer sends to any Node).

const IPV4_LIKE = /^\d+\.\d+\.\d+\.\d+$/;

/** A Node's name as the stage and the Result say it: its first DNS label, the part that tells Nodes apart. */
const short = (name: string): string => (IPV4_LIKE.test(name) ? name : (name.split('.')[0] ?? name));

/** An illustrative address beside a real one: the same /24, another host. */
function near(ip: string, taken: ReadonlySet<string>, from: number): string {
  const base = ip.split('.').slice(0, 3).join('.');
  for (let i = 0; i < 250; i++) {
    const candidate = `${base}.${((from + i) % 250) + 2}`;
    if (!taken.has(candidate)) return candidate;
  }
  return ip;
}

/** A replacement's illustrative name: its ReplicaSet's prefix and a new suffix, as a Deployment's Pods get. */
function nextName(name: string): string {
  const at = name.lastIndexOf('-');
  return `${at > 0 ? name.slice(0, at) : name}-new`;
}

const podName = (e: OwnEndpoint, service: string, i: number) => e.pod ?? `${service}-pod-${i + 1}`;

/** The endpoint a connection reaches: the first ready one, or else the first listed. */
const reachedOf = (endpoints: readonly OwnEndpoint[]) =>
  endpoints.find((e) => e.ready) ?? endpoints.find((e) => e.serving) ?? (endpoints[0] as OwnEndpoint);

/** What a reader's Service takes of the story: its client, its balancer's own address, its Nodes' addresses as illustrations. */
export interface Story {
  readonly cast: Cast;
  readonly names: LbcNames;
}

export function ownCast(own: OwnService, story: Cast): { config: Config; cast: Cast } {
  const { balancer: BALANCER, nodes: NODES } = story.addressing;
  const endpoints = own.endpoints;
  const reached = reachedOf(endpoints);
  const podNode = reached.nodeName ?? 'a Node';
  const known = [
    ...new Set([
      ...endpoints.flatMap((e) => (e.nodeName ? [e.nodeName] : [])),
      ...own.nodes.map((n) => n.name),
    ]),
  ];
  const readyOn = (n: string) => endpoints.some((e) => e.ready && e.nodeName === n);
  // The Node a connection lands on: another one, one without a ready Pod where there is one
  // (the case the story asks about), else the Pod's own Node when the cluster has only it.
  const others = known.filter((n) => n !== podNode);
  const landing = others.find((n) => !readyOn(n)) ?? others[0] ?? (own.nodes.length > 0 ? podNode : null);
  const sameNode = landing === podNode;
  const ipOf = (n: string | null) => own.nodes.find((x) => x.name === n)?.ip;
  const node = (slot: NodeName, n: string | null): NodeInfo => {
    const ip = ipOf(n);
    return {
      name: slot,
      label: n === null ? 'another Node' : short(n),
      ...(n === null ? {} : { nodeName: n }),
      ip: ip ?? NODES[slot].ip,
      podCidr: '',
      note: ip ? '' : 'IP illustrative',
    };
  };
  const nodes: Record<NodeName, NodeInfo> = {
    'node-1': node('node-1', podNode),
    'node-2': sameNode ? node('node-2', others[0] ?? null) : node('node-2', landing),
  };
  const taken = new Set(endpoints.map((e) => e.address));
  const firstIndex = endpoints.indexOf(reached);
  const shutdown = { preStopSleep: 10, terminationGracePeriodSeconds: 60 };
  const first: PodSpec = {
    name: podName(reached, own.name, firstIndex),
    ip: reached.address,
    node: 'node-1',
    ...shutdown,
  };
  const besideEndpoint = sameNode ? undefined : endpoints.find((e) => e.ready && e.nodeName === landing);
  const beside: PodSpec = {
    name: besideEndpoint
      ? podName(besideEndpoint, own.name, endpoints.indexOf(besideEndpoint))
      : `${own.name}-pod-2`,
    ip: besideEndpoint?.address ?? near(reached.address, taken, 7),
    node: 'node-2',
    ...shutdown,
  };
  taken.add(beside.ip);
  const moved = near(reached.address, taken, 5);
  taken.add(moved);
  const next = near(reached.address, taken, 9);
  const replacement = (slot: NodeName): PodSpec => ({
    ...first,
    name: nextName(first.name),
    ip: next,
    node: slot,
  });
  const pods = besideEndpoint ? 'both' : 'node-1';
  const lands: NodeName = sameNode ? 'node-1' : 'node-2';
  const config: Config = {
    targets: own.targets,
    policy: own.externalTrafficPolicy,
    source: own.source,
    allocate: own.allocateLoadBalancerNodePorts
      ? 'true'
      : own.port.nodePort === null
        ? 'false-new'
        : 'false-kept',
    pods,
    lands,
  };
  const shown = 1 + (besideEndpoint ? 1 : 0);
  const terminating = endpoints.filter((e) => e.terminating);
  const fields: Readonly<Record<string, CastDecision['field']>> = {
    Targets: 'targets',
    'Balancer source': 'source',
    externalTrafficPolicy: 'policy',
    allocateLoadBalancerNodePorts: 'allocate',
  };
  const front = own.ingress[0];
  const frontHost = front !== undefined && !IPV4_LIKE.test(front) ? front : undefined;
  const decisions: CastDecision[] = [
    ...own.decisions.map((d) => {
      const field = fields[d.setting];
      return { ...d, ...(field ? { field } : {}) };
    }),
    {
      field: 'pods',
      setting: 'Pods',
      says: `The connection reaches ${first.name} at ${reached.address}:${reached.port} on ${podNode}${
        besideEndpoint ? `, and ${beside.name} runs on ${landing ?? ''}` : ''
      }.`,
      by: `endpoints[${firstIndex}] of EndpointSlice ${reached.slice}: nodeName ${reached.nodeName ?? 'unset'}, ready ${reached.ready}${
        terminating.length
          ? `; ${terminating.length} terminating (${terminating.map((e) => e.address).join(', ')}), sent no new connections`
          : ''
      }`,
    },
    {
      field: 'lands',
      setting: 'Connection lands on',
      says:
        landing === null
          ? 'another Node, illustrative: your paste names only the Pod’s Node.'
          : sameNode
            ? `${podNode}, the only Node your paste names.`
            : `${landing}, a Node ${readyOn(landing) ? 'with' : 'without'} a ready Pod of ${own.name}.`,
      by:
        own.nodes.length > 0
          ? 'the Nodes of kubectl get nodes -o wide'
          : 'the endpoints’ nodeName (Node addresses illustrative without kubectl get nodes -o wide)',
    },
    ...(frontHost === undefined
      ? []
      : [
          {
            setting: 'Front end',
            says: `${frontHost} is a DNS name: a client sends to an address it resolves to, which the stage draws as ${BALANCER.frontIp}, illustrative.`,
            by: 'status.loadBalancer.ingress[0].hostname',
          },
        ]),
  ];
  return {
    config,
    cast: {
      addressing: {
        balancer: {
          frontIp: frontHost === undefined && front !== undefined ? front : BALANCER.frontIp,
          ...(frontHost === undefined ? {} : { frontHost }),
          frontPort: own.port.port,
        },
        nodes,
        service: {
          name: own.name,
          portName: own.port.name,
          port: own.port.port,
          targetPort: reached.port,
          selector: own.selector,
        },
      },
      first,
      firstOnOther: { ...first, ip: moved, node: 'node-2' },
      beside,
      replacement: { 'node-1': replacement('node-1'), 'node-2': replacement('node-2') },
      firstCondition: reached.ready ? 'ready' : reached.terminating ? 'terminating' : 'not-ready',
      nodePort: own.port.nodePort ?? story.nodePort,
      healthCheckNodePort: own.healthCheckNodePort ?? story.healthCheckNodePort,
      annotations: own.annotations,
      ...(own.loadBalancerClass === null ? {} : { loadBalancerClass: own.loadBalancerClass }),
      lbcOwned: own.implementation === 'lbc',
      own: {
        namespace: own.namespace,
        decisions,
        config,
        moreNodes: Math.max(0, known.length - (sameNode || landing === null ? 1 : 2)),
        morePods: Math.max(0, endpoints.length - shown),
        ports: own.ports.map((p) => p.name || String(p.port)),
        port: own.port.name || String(own.port.port),
      },
    },
  };
}

export type OwnResult = { readonly config: Config; readonly cast: Cast } | { readonly error: string };

/** A reader's paste, parsed: the documents, and the Nodes and the port as given. */
export function readPaste(
  docs: readonly Doc[],
  input: { readonly nodes?: string | undefined; readonly port?: string | undefined },
  story: Story,
): OwnResult {
  const nodes = readNodes(input.nodes ?? '');
  if ('error' in nodes) return nodes;
  const reading = readOwnService(docs, {
    ...(input.port === undefined ? {} : { portName: input.port }),
    nodes,
    names: story.names,
  });
  return 'error' in reading ? reading : ownCast(reading.service, story.cast);
}
