import { useId } from 'react';
import { niceCeiling, polylinePoints, stackedBars, ticksDown } from '@/lib/chart-scale';

export interface Series {
  key: string;
  label: string;
  values: number[];
  /** Colour role from the design tokens: see .chart__series--<tone> in calculators.css. */
  tone: 'brand' | 'muted' | 'accent';
}

interface SeriesChartProps {
  title: string;
  /** Tells screen-reader users where the numbers are (the table beside the chart). */
  description: string;
  lines?: Series[];
  /** Drawn as one stacked bar per month, first series at the bottom. */
  bars?: Series[];
  formatTick: (value: number) => string;
  firstLabel: string;
  lastLabel: string;
}

function peak(lines: Series[], bars: Series[]): number {
  const lineMax = Math.max(0, ...lines.flatMap((s) => s.values));
  const barMax = Math.max(0, ...(bars[0]?.values ?? []).map((_, i) => bars.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)));
  return niceCeiling(Math.max(lineMax, barMax));
}

/** A month-by-month chart drawn inline: no chart library, and the table next to it is its text alternative. */
export function SeriesChart({ title, description, lines = [], bars = [], formatTick, firstLabel, lastLabel }: SeriesChartProps) {
  const id = useId();
  const max = peak(lines, bars);
  const stacks = stackedBars(bars.map((s) => s.values), max);
  return (
    <figure className="chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart__title">{title}</figcaption>
      <div className="chart__body">
        <ol className="chart__y" aria-hidden="true">
          {ticksDown(max).map((tick) => <li key={tick}>{formatTick(tick)}</li>)}
        </ol>
        <svg className="chart__plot" viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label={`${title}. ${description}`}>
          {ticksDown(max).map((tick) => <line key={tick} className="chart__grid" x1="0" x2="100" y1={100 - (tick / max) * 100} y2={100 - (tick / max) * 100} />)}
          {stacks.map((segments, s) => (
            <g key={bars[s]?.key} className={`chart__series chart__series--${bars[s]?.tone}`}>
              {segments.map((bar) => <rect key={bar.index} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />)}
            </g>
          ))}
          {lines.map((series) => (
            <polyline key={series.key} className={`chart__series chart__series--${series.tone} chart__line`} points={polylinePoints(series.values, max)} />
          ))}
        </svg>
        <div className="chart__x" aria-hidden="true">
          <span>{firstLabel}</span>
          <span>{lastLabel}</span>
        </div>
      </div>
      <ul className="chart__legend" aria-hidden="true">
        {[...bars, ...lines].map((series) => (
          <li key={series.key} className={`chart__key chart__series--${series.tone}`}>{series.label}</li>
        ))}
      </ul>
    </figure>
  );
}
