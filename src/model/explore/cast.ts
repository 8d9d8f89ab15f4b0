import {
  NODES,
  SERVICE,
  STORY,
  WEB_1,
  WEB_2,
  type Addressing,
  type NodeName,
  type PodSpec,
} from '../cluster';
import {
  CREATED_WITH,
  LBC_CLASS,
  LB_TYPE_ANNOTATION,
  TARGET_GROUP_ATTRIBUTES_ANNOTATION,
  TARGET_TYPE_ANNOTATION,
} from '../state';
import { FIELDS, type Config, type Field, type Option } from './config';

// Who plays in a what-if: the cluster's names and numbers and the Pods the configuration places,
// the story's by default. A reader's own Service gives its own (model/own/explore.ts), mapped onto
// the stage's two Nodes: node-1 holds the Pod a connection reaches, node-2 is the other Node.

/** A decision the explorer took from a reader's Service, and what in it decided. */
export interface CastDecision {
  /** The configuration field it sets, where it sets one. */
  readonly field?: Field;
  readonly setting: string;
  readonly says: string;
  readonly by: string;
  readonly fact?: string;
}

export interface Cast {
  readonly addressing: Addressing;
  /** The Pod a connection reaches, on node-1: web-1 in the story. */
  readonly first: PodSpec;
  /** The same Pod where the configuration puts it on node-2 instead. */
  readonly firstOnOther: PodSpec;
  /** A second Pod on node-2, where the configuration has Pods on both Nodes. */
  readonly beside: PodSpec;
  /** The first Pod's replacement on each Node: it is scheduled on the other one. */
  readonly replacement: Readonly<Record<NodeName, PodSpec>>;
  /** The first Pod's endpoint as listed: ready, or already on its way out. */
  readonly firstCondition: 'ready' | 'not-ready' | 'terminating';
  readonly nodePort: number;
  readonly healthCheckNodePort: number;
  /** The annotations the Service was created with; the target type follows the configuration. */
  readonly annotations: Readonly<Record<string, string>>;
  readonly loadBalancerClass?: string;
  /** Whether the Service's owner is the AWS Load Balancer Controller, as the story's is. */
  readonly lbcOwned: boolean;
  /** A reader's own Service: what it says, and what the stage leaves out. */
  readonly own?: {
    readonly namespace: string;
    readonly decisions: readonly CastDecision[];
    /** The configuration the Service itself describes. */
    readonly config: Config;
    readonly moreNodes: number;
    readonly morePods: number;
    /** The Service's TCP ports, by name (or number), for a choice where there are several. */
    readonly ports: readonly string[];
    readonly port: string;
  };
}

const storyPod = (name: string, node: NodeName, host: number): PodSpec => ({
  ...WEB_1,
  name,
  node,
  ip: NODES[node].podCidr.replace(/\.0\/24$/, `.${host}`),
});

/** The port kube-proxy answers health checks on under Local in the story: allocated apart from node ports. */
export const HEALTH_CHECK_NODE_PORT = 32100;

export const STORY_CAST: Cast = {
  addressing: STORY,
  first: WEB_1,
  firstOnOther: storyPod('web-1', 'node-2', 5),
  beside: WEB_2,
  replacement: { 'node-1': storyPod('web-3', 'node-1', 9), 'node-2': storyPod('web-3', 'node-2', 9) },
  firstCondition: 'ready',
  nodePort: SERVICE.nodePort,
  healthCheckNodePort: HEALTH_CHECK_NODE_PORT,
  annotations: CREATED_WITH,
  lbcOwned: true,
};

/** What a reader's Service is read with: the story's cast, and the LBC's names (model/own). */
export const STORY_FOR_OWN = {
  cast: STORY_CAST,
  names: { LB_TYPE_ANNOTATION, LBC_CLASS, TARGET_TYPE_ANNOTATION, TARGET_GROUP_ATTRIBUTES_ANNOTATION },
} as const;

export const label = (cast: Cast, node: NodeName): string => cast.addressing.nodes[node].label;

/** The form's fields with the cast's names: its Nodes, its Service, its node port. */
export function fieldsOf(cast: Cast): typeof FIELDS {
  if (cast === STORY_CAST) return FIELDS;
  const node = (o: Option<NodeName | 'both'>) =>
    o.value === 'both' ? o.label : (cast.addressing.nodes[o.value].nodeName ?? label(cast, o.value));
  const relabel = <F extends Field>(f: F, labelOf: (o: Option<Config[F]>) => string) => ({
    ...FIELDS[f],
    options: FIELDS[f].options.map((o) => ({ ...o, label: labelOf(o) })),
  });
  return {
    ...FIELDS,
    allocate: relabel('allocate', (o) =>
      o.value === 'false-kept' ? `false, ${cast.nodePort} kept` : o.label,
    ),
    pods: { ...relabel('pods', node), name: `${cast.addressing.service.name} Pods on` },
    lands: relabel('lands', node),
  };
}
