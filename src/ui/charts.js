// @ts-check
// Chart.js, wrapped so a chart is created once and then only fed new data on each poll.
import { Chart, registerables } from 'chart.js';
import { useEffect, useRef } from 'preact/hooks';
import { html } from './ui.js';

Chart.register(...registerables);
Chart.defaults.font.family = getComputedStyle(document.documentElement).fontFamily;
Chart.defaults.animation = false;

export const COLORS = {
  online: '#2e7d32',
  onBreak: '#f9a825',
  offline: '#9e9e9e',
  used: '#1565c0',
  free: '#90caf9',
  demand: '#c62828',
  success: '#2e7d32',
  failure: '#c62828',
  latency: '#6a1b9a',
};

/** A canvas chart; `label` is its text alternative (the numbers are also shown in a table nearby). */
export function ChartCanvas({ config, label, height = 240 }) {
  const canvas = useRef(null);
  const chart = useRef(null);
  useEffect(() => {
    chart.current = new Chart(canvas.current, { ...config, options: { responsive: true, maintainAspectRatio: false, ...config.options } });
    return () => chart.current.destroy();
  }, []);
  useEffect(() => {
    if (!chart.current) return;
    chart.current.data = config.data;
    chart.current.update('none');
  }, [config.data]);
  return html`<div class="chart" style=${{ height: `${height}px` }}><canvas ref=${canvas} role="img" aria-label=${label}></canvas></div>`;
}
