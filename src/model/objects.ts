import { STORY, type Addressing } from './cluster';
import {
  DEFAULT_DEREGISTRATION_DELAY,
  LB_TYPE_ANNOTATION,
  TARGET_TYPE_ANNOTATION,
  addressingOf,
  type ClusterState,
} from './state';

// The three objects as a `kubectl get -o yaml` reader knows them, trimmed to the fields that
// matter. Each line names the field path (timeline.fieldsOf) it shows, so "just changed"
// highlighting needs no list of its own.

export interface YamlLine {
  readonly text: string;
  /** The fields this line shows; highlighted while one of them has just changed. */
  readonly paths?: readonly string[];
  /** A comment a reader should see beside the line. */
  readonly note?: string;
}

export function serviceYaml(svc: ClusterState['service'], a: Addressing = STORY): YamlLine[] {
  const SERVICE = a.service;
  return [
    { text: 'apiVersion: v1' },
    { text: 'kind: Service' },
    { text: 'metadata:' },
    { text: `  name: ${SERVICE.name}` },
    ...annotationsYaml(svc.annotations),
    { text: 'spec:' },
    { text: '  type: LoadBalancer' },
    { text: `  selector: {${SERVICE.selector}}` },
    { text: '  ports:' },
    { text: `  - name: ${SERVICE.portName}` },
    { text: `    port: ${SERVICE.port}` },
    { text: `    targetPort: ${SERVICE.targetPort}` },
    ...(svc.nodePort === null
      ? []
      : [
          {
            text: `    nodePort: ${svc.nodePort}`,
            paths: ['service.nodePort'],
            note: svc.allocateLoadBalancerNodePorts
              ? 'assigned by the API server, from 30000–32767 by default'
              : 'still allocated: freed only by removing nodePort from every port in an explicit update (kubectl patch or edit), or by deleting the Service',
          },
        ]),
    {
      text: `  allocateLoadBalancerNodePorts: ${svc.allocateLoadBalancerNodePorts}`,
      paths: ['service.allocateLoadBalancerNodePorts'],
      ...(svc.allocateLoadBalancerNodePorts ? {} : { note: 'type LoadBalancer only; GA since 1.24' }),
    },
    { text: `  externalTrafficPolicy: ${svc.externalTrafficPolicy}` },
    ...(svc.healthCheckNodePort === undefined
      ? []
      : [
          {
            text: `  healthCheckNodePort: ${svc.healthCheckNodePort}`,
            note: 'allocated for Local; kube-proxy answers it',
          },
        ]),
  ];
}

export function endpointSliceYaml(endpoints: ClusterState['endpoints'], a: Addressing = STORY): YamlLine[] {
  const SERVICE = a.service;
  const lines: YamlLine[] = [
    { text: 'apiVersion: discovery.k8s.io/v1' },
    { text: 'kind: EndpointSlice' },
    { text: 'metadata:' },
    { text: `  name: ${SERVICE.name}-x7k2p`, note: 'generated' },
    { text: `  labels: {kubernetes.io/service-name: ${SERVICE.name}}` },
    { text: 'addressType: IPv4' },
    { text: `ports: [{name: ${SERVICE.portName}, port: ${SERVICE.targetPort}, protocol: TCP}]` },
    { text: endpoints.length === 0 ? 'endpoints: []' : 'endpoints:' },
  ];
  for (const e of endpoints) {
    const k = `endpoint:${e.targetRef}`;
    lines.push(
      { text: `- addresses: ["${e.address}"]`, paths: [k] },
      {
        text: `  conditions: {ready: ${e.ready}, serving: ${e.serving}, terminating: ${e.terminating}}`,
        paths: [k, `${k}.ready`, `${k}.serving`, `${k}.terminating`],
      },
      { text: `  nodeName: ${a.nodes[e.nodeName].nodeName ?? e.nodeName}`, paths: [k, `${k}.nodeName`] },
      { text: `  targetRef: {kind: Pod, name: ${e.targetRef}}`, paths: [k] },
    );
  }
  return lines;
}

// Short, so the Service still fits beside the stage; the stage's sentences say the rest.
const ANNOTATION_NOTES: Readonly<Record<string, string>> = {
  [LB_TYPE_ANNOTATION]: 'set at creation',
  [TARGET_TYPE_ANNOTATION]: 'a change replaces the group',
};

function annotationsYaml(annotations: Readonly<Record<string, string>>): YamlLine[] {
  const entries = Object.entries(annotations);
  if (entries.length === 0) return [];
  return [
    { text: '  annotations:', paths: entries.map(([k]) => `annotation:${k}`) },
    ...entries.map(([k, v]) => ({
      text: `    ${k}: ${v}`,
      paths: [`annotation:${k}`],
      ...(ANNOTATION_NOTES[k] ? { note: ANNOTATION_NOTES[k] } : {}),
    })),
  ];
}

/**
 * The balancer's listener and target groups: the implementation's own API (here as AWS names
 * it), not Kubernetes objects. Each group has one target type, fixed when it was made.
 */
export function targetGroupYaml(state: Pick<ClusterState, 'groups' | 'listener' | 'addressing'>): YamlLine[] {
  const groupPaths = state.groups.map((g) => `group:${g.type}.listener`);
  const lines: YamlLine[] = [
    {
      text: `listener: {port: ${addressingOf(state).balancer.frontPort}, forwardTo: ${state.listener ? `${state.listener} group` : 'none'}}`,
      paths: groupPaths,
    },
    { text: state.groups.length === 0 ? 'targetGroups: []' : 'targetGroups:' },
  ];
  for (const g of state.groups) {
    const k = `group:${g.type}`;
    lines.push(
      { text: `- targetType: ${g.type}`, paths: [k] },
      {
        text: `  deregistration_delay.timeout_seconds: ${g.deregistrationDelay}`,
        paths: [k],
        ...(g.deregistrationDelay === DEFAULT_DEREGISTRATION_DELAY ? { note: 'AWS default' } : {}),
      },
      { text: g.targets.length === 0 ? '  targets: []' : '  targets:', paths: [k] },
    );
    for (const t of g.targets) {
      const tk = `target:${t.id}`;
      lines.push(
        { text: `  - target: ${t.id}`, paths: [tk] },
        { text: `    health: ${t.health}`, paths: [tk, `${tk}.health`] },
      );
    }
  }
  return lines;
}

/** True while a field this line shows has just changed. */
export function isFresh(line: YamlLine, changed: ReadonlySet<string>): boolean {
  return line.paths?.some((p) => changed.has(p)) ?? false;
}
