// The one addressing plan of the story (shared/FACTS.md, "The cluster of the story").
// Every address on screen comes from here; nothing else spells an IP.

export type NodeName = 'node-1' | 'node-2';

export interface NodeInfo {
  readonly name: NodeName;
  readonly label: string;
  readonly ip: string;
  readonly podCidr: string;
}

export const CLIENT = { label: 'Client', ip: '203.0.113.7', port: 50412 } as const;

export const BALANCER = {
  label: 'Load balancer',
  frontIp: '198.51.100.10',
  frontPort: 80,
  ownIp: '10.0.0.50',
} as const;

export const NODES: Readonly<Record<NodeName, NodeInfo>> = {
  'node-1': { name: 'node-1', label: 'Node-1', ip: '10.0.0.11', podCidr: '10.244.1.0/24' },
  'node-2': { name: 'node-2', label: 'Node-2', ip: '10.0.0.12', podCidr: '10.244.2.0/24' },
};

export const NODE_NAMES: readonly NodeName[] = ['node-1', 'node-2'];

export const SERVICE = {
  name: 'web',
  portName: 'http',
  port: 80,
  targetPort: 8080,
  nodePort: 31000,
  selector: 'app=web',
} as const;

export interface PodSpec {
  readonly name: string;
  readonly ip: string;
  readonly node: NodeName;
  /** Seconds the preStop hook sleeps: the Pod keeps serving while deregistration reaches the balancer. */
  readonly preStopSleep: number;
  /** The bound on the whole shutdown, preStop included, after which the kubelet kills it. */
  readonly terminationGracePeriodSeconds: number;
}

const SHUTDOWN = { preStopSleep: 10, terminationGracePeriodSeconds: 60 } as const;
export const WEB_1: PodSpec = { name: 'web-1', ip: '10.244.1.5', node: 'node-1', ...SHUTDOWN };
export const WEB_2: PodSpec = { name: 'web-2', ip: '10.244.2.7', node: 'node-2', ...SHUTDOWN };

/** Which Node's Pod range holds this address, if any. */
export function nodeOwningPodIp(ip: string): NodeName | undefined {
  return NODE_NAMES.find((n) => inCidr(ip, NODES[n].podCidr));
}

/** Which Node has this address as its own, if any. */
export function nodeWithIp(ip: string): NodeName | undefined {
  return NODE_NAMES.find((n) => NODES[n].ip === ip);
}

function inCidr(ip: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  const toInt = (a: string) => a.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  const size = 2 ** (32 - bits);
  return Math.floor(toInt(ip) / size) === Math.floor(toInt(base ?? '') / size);
}
