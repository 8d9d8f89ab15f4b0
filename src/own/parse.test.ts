import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../model/explore/config';
import { resultOf } from '../model/explore/result';
import { compileWhatIf } from '../model/explore/scenario';
import { STORY } from '../model/cluster';
import { parseOwn, type OwnInput } from '../../test-support/own';

// Each fixture is what kubectl prints for a Service and its EndpointSlices, managedFields and
// defaults included; each Result is checked against shared/FACTS.md.

const fixture = (name: string) =>
  readFileSync(new URL(`../model/own/fixtures/${name}.yaml`, import.meta.url), 'utf8');

function own(input: OwnInput | string) {
  const r = parseOwn(typeof input === 'string' ? { yaml: input } : input);
  if ('error' in r) throw new Error(r.error);
  return r;
}

const resultFor = (input: OwnInput | string, replaced = false) => {
  const { config, cast } = own(input);
  return { config, cast, result: resultOf(compileWhatIf(config, replaced, 'x', cast)) };
};

describe('a reader’s own Service, from what kubectl prints', () => {
  it('the story’s example Service gives exactly the explorer’s defaults', () => {
    const { config, cast, result } = resultFor(fixture('story'));
    expect(config).toEqual(DEFAULTS[0]);
    expect(cast.first).toMatchObject({ name: 'web-1', ip: '10.244.1.5', node: 'node-1' });
    expect(cast.nodePort).toBe(31000);
    expect(cast.addressing.balancer.frontIp).toBe(STORY.balancer.frontIp);
    expect(cast.addressing.service).toMatchObject({
      name: 'web',
      port: 80,
      targetPort: 8080,
      portName: 'http',
    });
    expect(cast.addressing.nodes['node-1'].ip).toBe(STORY.nodes['node-1'].ip);
    expect(cast.addressing.nodes['node-2'].ip).toBe(STORY.nodes['node-2'].ip);
    // FACTS step 1: two Nodes, one SNAT, the Pod sees Node-2's address.
    expect(result).toMatchObject({ delivered: true, nodeHops: 2, nodeSnats: 1, podSees: '10.0.0.12' });
    expect(result.decided.map((d) => d.text).join(' ')).toContain(
      'Decided by service.beta.kubernetes.io/aws-load-balancer-nlb-target-type: instance',
    );
  });

  it('either order, documents or a List: the same Service', () => {
    const [svc, slices] = fixture('story').split(/^---\n/m);
    expect(own(`${slices}---\n${svc}`).config).toEqual(own(fixture('story')).config);
  });

  it('Cluster policy under the in-tree AWS provider: Node-port targets, said as not known, with the fact', () => {
    const { config, cast, result } = resultFor(fixture('cluster-policy'));
    expect(config).toMatchObject({ targets: 'node-ports', policy: 'Cluster' });
    expect(cast.addressing.service).toMatchObject({ name: 'shop', port: 80, targetPort: 3000 });
    expect(cast.own?.namespace).toBe('store');
    const text = result.decided.map((d) => `${d.text} ${d.fact ?? ''}`).join(' ');
    expect(text).toContain('this page does not know your implementation: shown with Node-port targets');
    expect(text).toContain('the in-tree cloud provider owns the Service');
    // The connection lands on the other Node, is DNATed and SNATed there (FACTS step 1).
    expect(result).toMatchObject({ delivered: true, nodeHops: 2, nodeSnats: 1 });
    expect(result.podSees).toBe(cast.addressing.nodes['node-2'].ip);
  });

  it('Local with healthCheckNodePort: a Node without a Pod fails its health check; no SNAT', () => {
    const { config, cast, result } = resultFor(fixture('local'));
    expect(config).toMatchObject({ targets: 'node-ports', policy: 'Local' });
    expect(cast.healthCheckNodePort).toBe(31456);
    expect(result).toMatchObject({ delivered: true, nodeHops: 1, nodeSnats: 0, podSees: '203.0.113.7' });
    expect(result.why).toContain('healthCheckNodePort 31456');
  });

  it('AWS ip targets by loadBalancerClass: straight to the Pod, which sees the balancer’s own address by default', () => {
    const { config, cast, result } = resultFor(fixture('aws-ip'));
    expect(config).toMatchObject({ targets: 'pods', source: 'own' });
    expect(cast.first).toMatchObject({ ip: '192.168.71.23', name: 'checkout-5c4d8b7f6-2lq9z' });
    expect(result).toMatchObject({ delivered: true, nodeHops: 1, nodeSnats: 0, podSees: '10.0.0.50' });
    expect(result.decided[0]?.text).toContain('spec.loadBalancerClass: service.k8s.aws/nlb');
  });

  it('every packet carries addresses in its header, never a DNS name: an NLB’s name stands on the balancer', () => {
    const ipv4 = /^\d+\.\d+\.\d+\.\d+$/;
    for (const name of readdirSync(new URL('../model/own/fixtures/', import.meta.url))) {
      const { config, cast } = own(fixture(name.replace(/\.yaml$/, '')));
      const compiled = compileWhatIf(config, false, 'x', cast);
      for (const p of compiled.packets)
        for (const hop of p.route.hops)
          for (const end of [hop.header.src, hop.header.dst])
            expect(end.ip, `${name}: ${p.id}`).toMatch(ipv4);
    }
    const aws = own(fixture('aws-ip')).cast.addressing.balancer;
    expect(aws.frontHost).toMatch(/\.elb\.eu-west-1\.amazonaws\.com$/);
    expect(aws.frontIp).toBe(STORY.balancer.frontIp);
  });

  it('GKE with a NEG annotation: its L4 balancer targets Nodes, and the page says so', () => {
    const { config, result } = resultFor(fixture('gke-neg'));
    expect(config.targets).toBe('node-ports');
    const first = result.decided[0];
    expect(first?.text).toContain('this page does not know your implementation');
    expect(first?.fact).toMatch(/GKE a type: LoadBalancer Service’s own L4 balancer targets Nodes/);
  });

  it('several TCP ports: a choice, each with its own slice port; UDP is left out', () => {
    const first = own(fixture('multi-port'));
    expect(first.cast.own?.ports).toEqual(['http', 'https']);
    expect(first.cast.addressing.service.targetPort).toBe(8080);
    const https = own({ yaml: fixture('multi-port'), port: 'https' });
    expect(https.cast.addressing.service).toMatchObject({ port: 443, targetPort: 8443 });
    expect(https.cast.nodePort).toBe(30443);
  });

  it('a terminating endpoint is not the one reached, and is named as terminating', () => {
    const { cast, result } = resultFor(fixture('terminating'));
    expect(cast.first.ip).toBe('10.244.2.7');
    expect(cast.own?.morePods).toBe(1);
    expect(result.decided.map((d) => d.text).join(' ')).toContain('1 terminating (10.244.1.5)');
    expect(result.delivered).toBe(true);
  });

  it('allocateLoadBalancerNodePorts false and no node port: Pod targets still deliver; Node ports would not', () => {
    const { config, cast, result } = resultFor(fixture('no-node-ports'));
    expect(config).toMatchObject({ targets: 'pods', allocate: 'false-new', source: 'client' });
    expect(result).toMatchObject({ delivered: true, nodeSnats: 0 });
    const nodePorts = resultOf(compileWhatIf({ ...config, targets: 'node-ports' }, false, 'x', cast));
    expect(nodePorts.delivered).toBe(false);
    expect(nodePorts.reason).toContain('no node port');
  });

  it('replacing a Pod replaces one of the reader’s Pods', () => {
    const { cast, result } = resultFor(fixture('aws-ip'), true);
    expect(cast.replacement['node-2'].name).toBe('checkout-5c4d8b7f6-new');
    expect(result.delivered).toBe(true);
  });

  it('Nodes from kubectl get nodes -o wide give the Nodes their addresses', () => {
    const nodes = [
      'NAME     STATUS   ROLES    AGE   VERSION   INTERNAL-IP   EXTERNAL-IP   OS-IMAGE   KERNEL-VERSION   CONTAINER-RUNTIME',
      'node-1   Ready    <none>   41d   v1.31.2   10.20.0.11    <none>        Ubuntu     6.8.0            containerd://1.7.22',
      'node-2   Ready    <none>   41d   v1.31.2   10.20.0.12    <none>        Ubuntu     6.8.0            containerd://1.7.22',
      'node-3   Ready    <none>   41d   v1.31.2   10.20.0.13    <none>        Ubuntu     6.8.0            containerd://1.7.22',
    ].join('\n');
    const { cast, result } = resultFor({ yaml: fixture('story'), nodes });
    expect(cast.addressing.nodes['node-1'].ip).toBe('10.20.0.11');
    expect(cast.own?.moreNodes).toBe(1);
    expect(result.podSees).toBe(cast.addressing.nodes['node-2'].ip);
  });
});

describe('bad input: one message naming the line or field and what was expected', () => {
  const error = (yaml: string, extra: Partial<OwnInput> = {}) => {
    const r = parseOwn({ yaml, ...extra });
    if (!('error' in r)) throw new Error('accepted');
    return r.error;
  };
  const story = fixture('story');
  const [svc = '', slices = ''] = story.split(/^---\n/m);

  it.each([
    ['not YAML', 'kind: Service\n  name: [unclosed', /^Line \d+, column \d+ is not YAML/],
    [
      'not a Service',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n',
      /has kind "ConfigMap": expected a Service or an EndpointSlice/,
    ],
    [
      'no TCP port',
      story.replace('    protocol: TCP\n    targetPort: 8080', '    protocol: UDP\n    targetPort: 8080'),
      /spec\.ports .* has no TCP port/,
    ],
    [
      'no EndpointSlices',
      svc,
      /No EndpointSlice: expected the output of kubectl get endpointslices -l kubernetes\.io\/service-name=web/,
    ],
    [
      'IPv6 only',
      story.replace('  - IPv4\n  ipFamilyPolicy', '  - IPv6\n  ipFamilyPolicy'),
      /spec\.ipFamilies .* IPv6 only; expected IPv4/,
    ],
    [
      'type ClusterIP',
      story.replace('  type: LoadBalancer', '  type: ClusterIP'),
      /spec\.type of Service web .* is "ClusterIP": expected LoadBalancer/,
    ],
    [
      'another Service’s slice',
      `${svc}---\n${slices.replace('kubernetes.io/service-name: web', 'kubernetes.io/service-name: api')}`,
      /kubernetes\.io\/service-name "api": expected "web"/,
    ],
    ['an empty paste', '', /There is nothing to read/],
  ])('%s', (_name, yaml, message) => {
    expect(error(yaml)).toMatch(message);
  });

  it('input over 512 KB is refused before parsing', () => {
    expect(error(`# ${'x'.repeat(512 * 1024)}`)).toMatch(/expected at most 512 KB/);
  });
});
