import { SERVICE } from './cluster';
import type { ClusterState } from './state';
import { compiledStep } from './scene';
import type { StepNumber } from './steps';
import { diffFields } from './timeline';

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

export function serviceYaml(svc: ClusterState['service']): YamlLine[] {
  return [
    { text: 'apiVersion: v1' },
    { text: 'kind: Service' },
    { text: 'metadata:' },
    { text: `  name: ${SERVICE.name}` },
    { text: 'spec:' },
    { text: '  type: LoadBalancer' },
    { text: `  selector: {app: ${SERVICE.name}}` },
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
              ? 'assigned by the API server'
              : 'still allocated: freed only by removing nodePort from every port in an explicit update, or by deleting the Service',
          },
        ]),
    {
      text: `  allocateLoadBalancerNodePorts: ${svc.allocateLoadBalancerNodePorts}`,
      paths: ['service.allocateLoadBalancerNodePorts'],
    },
    { text: `  externalTrafficPolicy: ${svc.externalTrafficPolicy}` },
  ];
}

export function endpointSliceYaml(endpoints: ClusterState['endpoints']): YamlLine[] {
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
      { text: `  nodeName: ${e.nodeName}`, paths: [k, `${k}.nodeName`] },
      { text: `  targetRef: {kind: Pod, name: ${e.targetRef}}`, paths: [k] },
    );
  }
  return lines;
}

const KIND = { 'node-port': 'node port', pod: 'Pod' } as const;

/** The balancer's target group: the implementation's own API, not a Kubernetes object. */
export function targetGroupYaml(targets: ClusterState['targets']): YamlLine[] {
  const lines: YamlLine[] = [{ text: targets.length === 0 ? 'targets: []' : 'targets:' }];
  for (const t of targets) {
    const k = `target:${t.id}`;
    lines.push(
      { text: `- target: ${t.id}`, paths: [k] },
      { text: `  kind: ${KIND[t.kind]}`, paths: [k] },
      {
        text: `  health: ${t.health}`,
        paths: [k, `${k}.health`],
        ...(t.health === 'removed' ? { note: 'deregistered' } : {}),
      },
    );
  }
  return lines;
}

/** True while a field this line shows has just changed. */
export function isFresh(line: YamlLine, changed: ReadonlySet<string>): boolean {
  return line.paths?.some((p) => changed.has(p)) ?? false;
}

const FIELD_NAMES: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^service\.(.+)$/, (m) => `Service web: spec.${m[1]}`],
  [/^balancer\.targetMode$/, () => 'Balancer: target type'],
  [/^pod:([^.]+)$/, (m) => `Pod ${m[1]}`],
  [/^pod:([^.]+)\.(.+)$/, (m) => `Pod ${m[1]}: ${m[2]}`],
  [/^endpoint:([^.]+)$/, (m) => `EndpointSlice: endpoint of ${m[1]}`],
  [/^endpoint:([^.]+)\.(.+)$/, (m) => `EndpointSlice: ${m[1]} ${m[2]}`],
  [/^target:(.+)\.health$/, (m) => `Target ${m[1]}: health`],
  [/^target:(.+)$/, (m) => `Target ${m[1]}`],
];

/** A field path in a reader's words: the first of FIELD_NAMES that matches it. */
function nameOf(path: string): string {
  for (const [re, name] of FIELD_NAMES) {
    const m = path.match(re);
    if (m) return name(m);
  }
  return path;
}

export interface FieldChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** What a stretch of the story changed, field by field, in a reader's words. */
export function describeChanges(before: ClusterState, after: ClusterState): FieldChange[] {
  const diffs = diffFields(before, after);
  // An object coming or going is said once, not once per field of it.
  const comesOrGoes = (path: string) => {
    const owner = path.replace(/\.[^.:]+$/, '');
    return owner !== path && diffs.some((d) => d.path === owner);
  };
  return diffs
    .filter((d) => !comesOrGoes(d.path))
    .map(({ path, before: was, after: is }) => ({
      field: nameOf(path),
      before: was === 'present' ? 'listed' : (was ?? 'absent'),
      after: is === 'present' ? 'listed' : (is ?? 'gone'),
    }));
}

/** What step `n` changes, from its opening to its last moment. */
export function stepChanges(n: StepNumber): FieldChange[] {
  const step = compiledStep(n);
  return describeChanges(step.opening, step.moments[step.moments.length - 1]?.state ?? step.opening);
}
