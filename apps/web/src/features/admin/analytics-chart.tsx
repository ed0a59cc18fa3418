import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import styles from './admin.module.css';

// Only the pieces the workspace's bar charts use (Chart.js is tree-shaken; this module loads with the analytics
// page alone, docs/decisions/047).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Okabe–Ito colours: told apart with the common colour-vision deficiencies. */
const COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9'];

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

/**
 * A bar chart with an accessible name (the canvas is an image named by its title) and the same figures as a
 * table for screen readers (visually hidden). At most 10 labels: the server caps every list (spec 2 §9).
 */
export function BarChart({
  title,
  tableCaption,
  labelHeader,
  labels,
  series,
  horizontal = false,
}: {
  title: string;
  tableCaption: string;
  labelHeader: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  horizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!canvas.current) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: series.map((s, i) => ({
          label: s.label,
          data: [...s.values],
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 300 },
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, horizontal]);

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
      </figcaption>
      <div className={styles.chartBox} data-horizontal={horizontal || undefined}>
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
      {/* Hidden by a wrapper: a table keeps its content's width whatever its own size says. */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{(s.values[row] ?? 0).toLocaleString('en')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
