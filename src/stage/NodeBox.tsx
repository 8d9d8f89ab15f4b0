import { memo } from 'react';
import * as m from 'framer-motion/m';
import type { NodeName } from '../model/cluster';
import { fit, useAddressing } from './addressing';
import { shortRewrite } from '../model/ledger';
import { nodePortHop } from '../model/routing';
import { rewriteLabel } from '../model/tag';
import { findPacket, throughNodePort } from '../model/scene';
import { type ListEntry } from './transitions';
import { podStatus, type ClusterState, type PodState } from '../model/state';
import { useScene } from '../store/context';
import { TAG_TYPE, nodePortBadge, podBox, rewriteNote, usePlan } from './layout';
import { sameEntry, useEntryOpacity, useSettlingList } from '../hooks/useSceneValue';
import { Frame, Lines } from './Box';

const podList = (c: ClusterState) => c.pods;
const podKey = (p: PodState) => p.spec.name;

const PodBox = memo(function PodBox({ entry }: { entry: ListEntry<PodState> }) {
  const pod = entry.item;
  const opacity = useEntryOpacity(entry, `pod:${pod.spec.name}`);
  const box = podBox(usePlan(), pod.spec.node);
  const { targetPort } = useAddressing().service;
  return (
    <m.g className={`pod phase-${pod.phase}`} style={{ opacity }} data-pod={pod.spec.name}>
      <rect className="frame" x={box.x} y={box.y} width={box.w} height={box.h} rx={14} />
      <Lines
        box={box}
        top={22}
        step={19}
        lines={[`Pod ${fit(pod.spec.name, 18)}`, `${pod.spec.ip}:${targetPort}`, podStatus(pod).join(' · ')]}
      />
    </m.g>
  );
}, sameEntry);

/** Where a packet is rewritten at this Node: the rewrites named with the Node, then each one. */
function RewriteNote({ node }: { node: NodeName }) {
  const id = useScene((s) => throughNodePort(s, node));
  const route = useScene((s) => findPacket(s, id)?.route);
  const hop = route?.hops[nodePortHop(route, node)];
  const plan = usePlan();
  const box = rewriteNote(plan, node);
  // A long Node name (a reader's own) is cut to the note's width; the ledger says it whole.
  const full = hop && rewriteLabel(hop);
  const room = Math.floor((box.w - 20) / TAG_TYPE.char);
  const label =
    hop && full && full.length > room
      ? rewriteLabel({ ...hop, label: fit(hop.label, room - (full.length - hop.label.length)) })
      : full;
  if (!hop || !label) return null;
  return (
    <g className="rewrite-note" data-rewrite-at={hop.label}>
      <rect className="frame" x={box.x} y={box.y} width={box.w} height={box.h} rx={6} />
      <text className="detail strong rewrite-label" x={box.x + 10} y={box.y + 21}>
        {label}
      </text>
      {hop.rewrites.map((r, i) => (
        <text key={r.kind} className="detail" x={box.x + 10} y={box.y + 41 + i * 20}>
          {shortRewrite(r)}
        </text>
      ))}
    </g>
  );
}

export function NodeBox({ node }: { node: NodeName }) {
  const addressing = useAddressing();
  const info = addressing.nodes[node];
  const plan = usePlan();
  const box = plan.nodes[node];
  const pods = useSettlingList(podList, podKey);
  const nodePort = useScene((s) => s.state.service.nodePort);
  const badge = nodePortBadge(plan, node);
  return (
    <Frame box={box} className={`node ${node}`}>
      <text className="title" x={box.x + 14} y={box.y + 26}>
        {fit(info.label)} · {info.ip}
      </text>
      {/* Beside the title where the Node is wide enough, else under it. */}
      <text
        className="detail muted"
        x={plan.stacked ? box.x + 14 : box.x + box.w - 14}
        y={box.y + (plan.stacked ? 46 : 26)}
        textAnchor={plan.stacked ? 'start' : 'end'}
      >
        {info.podCidr ? `Pod range ${info.podCidr}` : (info.note ?? '')}
      </text>
      {nodePort !== null && (
        <g className="node-port">
          <rect className="frame" x={badge.x} y={badge.y} width={badge.w} height={badge.h} rx={6} />
          <text className="addr" x={badge.x + 10} y={badge.y + 22}>
            node port {nodePort} open
          </text>
          <text className="detail" x={badge.x + 10} y={badge.y + 41}>
            kube-proxy rules
          </text>
        </g>
      )}
      <RewriteNote node={node} />
      {pods
        .filter((e) => e.item.spec.node === node)
        .map((e) => (
          <PodBox key={e.key} entry={e} />
        ))}
    </Frame>
  );
}
