import { SERVICE } from './cluster';
import type { ClusterState } from './state';

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
