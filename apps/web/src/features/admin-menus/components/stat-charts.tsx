import { ko } from '@parking/shared/messages/ko';
import { useId } from 'react';
import classes from './stat-charts.module.css';

const t = ko.adminMenus.stats;
const nf = new Intl.NumberFormat('ko-KR');

interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars of the most visited menus (decision 157: drawn as SVG here; @mantine/charts 9.7.3 asks for
 * @mantine/core 9.7.3 exactly while the app runs 9.8). The figure has a text alternative: the table beside it.
 */
export function TopMenuChart({ bars }: { bars: readonly Bar[] }) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const rowH = 34;
  const labelW = 150;
  const width = 480;
  const height = Math.max(rowH, bars.length * rowH);
  return (
    <figure className={classes.figure} data-testid="chart-top-menus">
      <figcaption id={titleId} className={classes.caption}>
        {t.topChart}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className={classes.svg}>
        <title>{bars.map((b) => `${b.label} ${nf.format(b.value)}`).join(', ')}</title>
        {bars.map((b, i) => {
          const w = ((width - labelW - 60) * b.value) / max;
          const y = i * rowH;
          return (
            <g key={b.label}>
              <text x={labelW - 8} y={y + rowH / 2 + 5} textAnchor="end" className={classes.label}>
                {b.label.length > 12 ? `${b.label.slice(0, 11)}…` : b.label}
              </text>
              <rect
                x={labelW}
                y={y + 5}
                width={Math.max(w, 1)}
                height={rowH - 10}
                rx={3}
                className={classes.bar}
              >
                <title>{`${b.label}: ${nf.format(b.value)}`}</title>
              </rect>
              <text x={labelW + w + 6} y={y + rowH / 2 + 5} className={classes.value}>
                {nf.format(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

/** A line of visits per day over the range. */
export function DailyVisitChart({ days }: { days: readonly { day: string; cnt: number }[] }) {
  const titleId = useId();
  const width = 480;
  const height = 240;
  const pad = { l: 52, r: 14, t: 12, b: 30 };
  const max = Math.max(1, ...days.map((d) => d.cnt));
  const innerW = width - pad.l - pad.r;
  const innerH = height - pad.t - pad.b;
  const x = (i: number) => pad.l + (days.length <= 1 ? innerW / 2 : (innerW * i) / (days.length - 1));
  const y = (v: number) => pad.t + innerH - (innerH * v) / max;
  const points = days.map((d, i) => `${x(i).toFixed(1)},${y(d.cnt).toFixed(1)}`).join(' ');
  const ticks = [0, Math.round(max / 2), max];
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  return (
    <figure className={classes.figure} data-testid="chart-daily-visits">
      <figcaption id={titleId} className={classes.caption}>
        {t.dailyChart}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} className={classes.svg}>
        <title>{days.map((d) => `${d.day} ${nf.format(d.cnt)}`).join(', ')}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={pad.l} x2={width - pad.r} y1={y(v)} y2={y(v)} className={classes.grid} />
            <text x={pad.l - 6} y={y(v) + 4} textAnchor="end" className={classes.axis}>
              {nf.format(v)}
            </text>
          </g>
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 || i === days.length - 1 ? (
            <text key={d.day} x={x(i)} y={height - 8} textAnchor="middle" className={classes.axis}>
              {d.day.slice(5)}
            </text>
          ) : null,
        )}
        <polyline points={points} className={classes.line} />
        {days.map((d, i) => (
          <circle key={d.day} cx={x(i)} cy={y(d.cnt)} r={days.length > 60 ? 1.5 : 3} className={classes.dot}>
            <title>{`${d.day}: ${nf.format(d.cnt)}`}</title>
          </circle>
        ))}
      </svg>
    </figure>
  );
}
