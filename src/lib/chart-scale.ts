/**
 * Geometry for the calculators' inline SVG charts. The plot is drawn in a 100×100 box that CSS
 * stretches to the container, so it fits 320 px as well as a desktop column; labels are HTML.
 */
const TICK_COUNT = 4;

/** The smallest 1, 2, 2.5 or 5 × 10^k at or above the value, so axis labels are round numbers. */
function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

export interface Scale {
  min: number;
  max: number;
}

/**
 * An axis from `low` to `high` in TICK_COUNT round steps. Balances start at zero; a deposit's
 * growth is drawn from just below its smallest value, or a 4% rise would look flat.
 */
export function niceScale(low: number, high: number): Scale {
  let step = niceCeiling(Math.max(high - low, Math.abs(high) * 1e-6, 1e-9) / TICK_COUNT);
  for (;;) {
    const min = Math.floor(low / step) * step;
    if (min + step * TICK_COUNT >= high) return { min, max: min + step * TICK_COUNT };
    step = niceCeiling(step * 1.001);
  }
}

/** Axis values from the top down. */
export function ticksDown(scale: Scale): number[] {
  const step = (scale.max - scale.min) / TICK_COUNT;
  return Array.from({ length: TICK_COUNT + 1 }, (_, i) => scale.max - step * i);
}

/** Centre of month `index` (0-based) among `count` equal slots, in plot units. */
function slotCentre(index: number, count: number): number {
  return ((index + 0.5) / count) * 100;
}

export function toY(value: number, scale: Scale): number {
  return 100 - ((value - scale.min) / (scale.max - scale.min)) * 100;
}

/** `points` of an SVG polyline. */
export function polylinePoints(values: number[], scale: Scale): string {
  return values
    .map((value, i) => `${round(slotCentre(i, values.length))},${round(toY(value, scale))}`)
    .join(' ');
}

interface BarSegment {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Rectangles for each series stacked on the sums of the series below it; bars start at zero. */
export function stackedBars(series: number[][], max: number): BarSegment[][] {
  const count = series[0]?.length ?? 0;
  const slot = 100 / Math.max(count, 1);
  const width = round(slot * (count > 60 ? 1 : 0.7));
  const base = new Array<number>(count).fill(0);
  return series.map((values) =>
    values.map((value, index) => {
      const bottom = base[index] ?? 0;
      base[index] = bottom + value;
      const height = round((value / max) * 100);
      const y = round(100 - ((bottom + value) / max) * 100);
      return { index, x: round(slotCentre(index, count) - width / 2), y, width, height };
    }),
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
