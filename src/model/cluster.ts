// The one addressing plan of the story (shared/FACTS.md, "The cluster of the story").
// Every address on screen comes from here; nothing else spells an IP.

export type NodeName = 'node-1' | 'node-2';

export interface NodeInfo {
  readonly name: NodeName;
  readonly label: string;
  readonly ip: string;
  /** Empty where it is not known (a reader's own cluster). */
  readonly podCidr: string;
  /** Its name in the API, where that is not the stage's name for the place it holds. */
  readonly nodeName?: string;
  /** Said in its place where the Pod range is not known: whether the address is illustrative. */
  readonly note?: string;
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
  /** As the Service's YAML writes it, in flow style. */
  selector: 'app: web',
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

/**
 * The names and numbers a cluster is drawn with: the story's by default, or a reader's own
 * Service mapped onto the stage's two Nodes (the one a connection lands on, the one its Pod is on).
 */
export interface Addressing {
  /**
   * The balancer's front end. A packet's header carries an address, never a name: where the
   * balancer has only a DNS name (an AWS NLB's), `frontHost` is that name and `frontIp` the
   * story's address, standing for one it resolves to. The client and the balancer's own address
   * stay the story's, illustrative for any cluster.
   */
  readonly balancer: { readonly frontIp: string; readonly frontPort: number; readonly frontHost?: string };
  readonly nodes: Readonly<Record<NodeName, NodeInfo>>;
  readonly service: {
    readonly name: string;
    readonly portName: string;
    readonly port: number;
    readonly targetPort: number;
    readonly selector: string;
  };
}

export const STORY: Addressing = { balancer: BALANCER, nodes: NODES, service: SERVICE };

/** Which Node has this address as its own, if any. */
export function nodeWithIp(ip: string, a: Addressing = STORY): NodeName | undefined {
  return NODE_NAMES.find((n) => a.nodes[n].ip === ip);
}
