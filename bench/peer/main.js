// A plain framer-motion scene: a packet's dot and its tag travel the route the app's step 1
// draws, and a bar and a knob show how far it has come, each animated the way framer-motion's
// own examples do. The route and the sizes are the app's own, read by the benchmark
// (bench/bench.spec.mjs) into scene.json.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { motion } from 'framer-motion';

const scene = await (await fetch('./scene.json')).json();
const points = scene.route.split(' ').map((p) => p.split(',').map(Number));
// Keyframes at every corner, timed by the length of each leg, as the app's packet moves.
const lengths = points.map((p, i) => (i ? Math.hypot(p[0] - points[i - 1][0], p[1] - points[i - 1][1]) : 0));
const total = lengths.reduce((a, b) => a + b, 0);
let run = 0;
const times = lengths.map((l) => (run += l) / total);
const loop = { duration: scene.seconds, ease: 'linear', repeat: Infinity, times };
const [w, h_] = scene.viewBox.split(' ').slice(2).map(Number);

function Scene() {
  const [playing, setPlaying] = useState(false);
  document.getElementById('play').onclick = () => setPlaying(true);
  const go = (to) => (playing ? to : undefined);
  return h(
    'div',
    { style: { width: `${scene.width}px` } },
    h(
      'svg',
      { viewBox: scene.viewBox, width: scene.width, height: (scene.width * h_) / w },
      h('polyline', { points: scene.route, fill: 'none', stroke: '#93c5fd', strokeWidth: 3 }),
      h(
        motion.g,
        {
          initial: { x: points[0][0], y: points[0][1] },
          animate: go({ x: points.map((p) => p[0]), y: points.map((p) => p[1]) }),
          transition: loop,
        },
        h('circle', { r: 8, fill: '#2563eb' }),
      ),
      h(
        motion.g,
        {
          initial: { x: points[0][0] },
          animate: go({
            x: points.map((p) => Math.max(0, Math.min(w - scene.tag.w, p[0] - scene.tag.w / 2))),
          }),
          transition: loop,
        },
        h('rect', {
          y: scene.tag.y,
          width: scene.tag.w,
          height: scene.tag.h,
          rx: 6,
          fill: '#eff6ff',
          stroke: '#2563eb',
        }),
        ...scene.tag.lines.map((line, i) =>
          h('text', { key: i, x: 8, y: scene.tag.y + 20 + i * 18, fontSize: 13 }, line),
        ),
      ),
    ),
    h(
      'div',
      { className: 'rail' },
      h(motion.div, {
        className: 'fill',
        initial: { scaleX: 0 },
        animate: go({ scaleX: 1 }),
        transition: { ...loop, times: undefined },
      }),
      h(motion.div, {
        className: 'knob',
        initial: { x: 0 },
        animate: go({ x: scene.width - 14 }),
        transition: { ...loop, times: undefined },
      }),
    ),
  );
}

createRoot(document.getElementById('scene')).render(h(Scene));
