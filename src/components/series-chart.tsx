import { useId } from 'react';
import {
  niceScale,
  polylinePoints,
  stackedBars,
  ticksDown,
  toY,
  type Scale,
} from '@/lib/chart-scale';

export interface Series {
  key: string;
  label: string;
  values: number[];
  /** Colour role from the design tokens: see .chart__series--<tone> in calculators.css. */
  tone: 'brand' | 'muted';
}

interface SeriesChartProps {
  title: string;
  /** Tells screen-reader users where the numbers are (the table beside the chart). */
  description: string;
  lines?: Series[];
  /** Drawn as one stacked bar per month, first series at the bottom. */
  bars?: Series[];
  formatTick: (value: number) => string;
  /** Lines only: start the axis just below the smallest value instead of at zero. */
  isZoomed?: boolean;
  firstLabel: string;
  lastLabel: string;
}

function scaleFor(lines: Series[], bars: Series[], isZoomed: boolean): Scale {
  const values = lines.flatMap((s) => s.values);
  const stacks = (bars[0]?.values ?? []).map((_, i) =>
    bars.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
  );
  const high = Math.max(0, ...values, ...stacks);
  const lowest = Math.min(...values);
  // A flat line (no interest) would get an axis of near-equal labels: keep zero then.
  const low = isZoomed && bars.length === 0 && high - lowest > high * 0.01 ? lowest : 0;
  return niceScale(low, high);
}

/** A month-by-month chart drawn inline: no chart library, and the table next to it is its text alternative. */
export function SeriesChart(props: SeriesChartProps) {
  const {
    title,
    description,
    lines = [],
    bars = [],
    formatTick,
    isZoomed = false,
    firstLabel,
    lastLabel,
  } = props;
  const id = useId();
  const scale = scaleFor(lines, bars, isZoomed);
  const ticks = ticksDown(scale);
  const stacks = stackedBars(
    bars.map((s) => s.values),
    scale.max,
  );
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">
        {title}
      </figcaption>
      <div className="chart__body">
        <ol className="chart__y" aria-hidden="true">
          {ticks.map((tick) => (
            <li key={tick}>{formatTick(tick)}</li>
          ))}
        </ol>
        <svg
          className="chart__plot"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          role="img"
          aria-label={`${title}. ${description}`}
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              className="chart__grid"
              x1="0"
              x2="100"
              y1={toY(tick, scale)}
              y2={toY(tick, scale)}
            />
          ))}
          {stacks.map((segments, s) => (
            <g key={bars[s]?.key} className={`chart__series chart__series--${bars[s]?.tone}`}>
              {segments.map((bar) => (
                <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
              ))}
            </g>
          ))}
          {lines.map((series) => (
            <polyline
              key={series.key}
              className={`chart__series chart__series--${series.tone} chart__line`}
              points={polylinePoints(series.values, scale)}
            />
          ))}
        </svg>
        <div className="chart__x" aria-hidden="true">
          <span>{firstLabel}</span>
          <span>{lastLabel}</span>
        </div>
      </div>
      <ul className="chart__legend" aria-hidden="true">
        {[...bars, ...lines].map((series) => (
          <li key={series.key} className={`chart__key chart__series--${series.tone}`}>
            {series.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}
