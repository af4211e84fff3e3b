import { cn } from '@/lib/utils';
import {
  FOOD_KEYS,
  FOOD_LABELS,
  HIDDEN_KEYS,
  HIDDEN_LABELS,
  INPUT_KEYS,
  INPUT_LABELS,
  describeChanges,
  type ForwardPass,
  type Weights,
} from '../lib/network';
import type { Stage } from '../lib/explorer-state';
import { formatActivation, formatPercent, formatWeight } from '../lib/format';

/** Which layers show their values, which connections are being used, and what is highlighted. */
export interface DiagramView {
  /** Values known: inputs are always known; hidden and outputs once the run has reached them. */
  revealed: { hidden: boolean; outputs: boolean };
  /** The stage the staged run is at (null when not running). */
  stage: Stage | null;
  /** The recommended food is marked once the run has picked it. */
  showWinner: boolean;
  flashWeights: boolean;
  flashWinner: boolean;
}

const COLUMN_X = [60, 200, 340] as const;
const ROW_Y = [84, 184, 284] as const;
const R = 26;
const POSITIVE = '#1d4ed8';
const NEGATIVE = '#c2410c';
/** POSITIVE as RGB: the node fill. */
const NODE_FILL = [0x1d, 0x4e, 0xd8] as const;

/** Black or white, whichever reads better on NODE_FILL at this opacity over white (at least 4.5:1). */
function textColourOn(opacity: number): string {
  const channel = (c: number) => {
    const v = (255 * (1 - opacity) + c * opacity) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = NODE_FILL.map(channel) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000' : '#fff';
}

/** Line thickness 1..8 for |weight| 0..6 and beyond. */
const thickness = (w: number) => 1 + (Math.min(Math.abs(w), 6) / 6) * 7;

function Connection({
  x1,
  y1,
  x2,
  y2,
  weight,
  active,
  dimmed,
  flash,
  label,
}: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  weight: number;
  active: boolean;
  dimmed: boolean;
  flash: boolean;
  label: string;
}) {
  const width = thickness(weight);
  return (
    <g data-connection={label} data-weight={weight.toFixed(4)}>
      {flash && (
        <line
          x1={x1}
          y1={y1}
          x2={x2}
          y2={y2}
          stroke="#fbbf24"
          strokeLinecap="round"
          style={{ strokeWidth: width + 8 }}
        />
      )}
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        stroke={weight >= 0 ? POSITIVE : NEGATIVE}
        strokeDasharray={weight >= 0 ? undefined : '7 5'}
        className="motion-safe:transition-[stroke-width,opacity] motion-safe:duration-300"
        style={{ strokeWidth: width, opacity: dimmed ? 0.2 : active ? 1 : 0.7 }}
      />
    </g>
  );
}

function Node({
  x,
  y,
  label,
  value,
  activation,
  highlight,
  winner,
  flash,
}: {
  x: number;
  y: number;
  label: string;
  /** Text inside the node, or null while unknown. */
  value: string | null;
  /** 0..1, drives the fill. */
  activation: number;
  highlight: boolean;
  winner: boolean;
  flash: boolean;
}) {
  const known = value !== null;
  const fillOpacity = known ? 0.08 + 0.92 * activation : 0;
  return (
    <g data-node={label} data-highlight={highlight || undefined} data-winner={winner || undefined}>
      {(highlight || winner) && (
        <circle
          cx={x}
          cy={y}
          r={R + 7}
          fill="none"
          stroke={winner ? '#15803d' : '#f59e0b'}
          strokeWidth={flash ? 7 : 4}
          className="motion-safe:transition-[stroke-width] motion-safe:duration-300"
        />
      )}
      <circle cx={x} cy={y} r={R} fill="#fff" stroke="#334155" strokeWidth={2} />
      <circle cx={x} cy={y} r={R - 1} fill={POSITIVE} fillOpacity={fillOpacity} />
      <text
        x={x}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={15}
        fontWeight={700}
        fill={known ? textColourOn(fillOpacity) : '#475569'}
      >
        {known ? value : '?'}
      </text>
      <text
        x={x}
        y={y + R + 20}
        textAnchor="middle"
        fontSize={16}
        fontWeight={600}
        fill="#0f172a"
        stroke="#fff"
        strokeWidth={5}
        paintOrder="stroke"
        strokeLinejoin="round"
      >
        {label}
      </text>
    </g>
  );
}

/**
 * The network as an SVG that scales to its container (viewBox). Connection colour is the weight's sign
 * (blue solid positive, orange dashed negative), thickness its size; node fill is the activation.
 */
export function NetworkDiagram({
  weights,
  pass,
  view,
  className,
}: {
  weights: Weights;
  pass: ForwardPass;
  view: DiagramView;
  className?: string;
}) {
  const { stage } = view;
  // While a layer is being calculated, the lines feeding it stand out and the others fade.
  const hiddenLines = stage === 'hidden';
  const outputLines = stage === 'outputs';
  const focusing = hiddenLines || outputLines;

  const summary = [
    `Inputs: ${INPUT_KEYS.map((k, i) => `${INPUT_LABELS[k]} ${formatActivation(pass.x[i]!)}`).join(', ')}.`,
    view.revealed.hidden
      ? `Hidden: ${HIDDEN_KEYS.map((k, j) => `${HIDDEN_LABELS[k]} ${formatActivation(pass.hidden[j]!)}`).join(', ')}.`
      : 'Hidden: not calculated yet.',
    view.revealed.outputs
      ? `Outputs: ${FOOD_KEYS.map((f, k) => `${FOOD_LABELS[f]} ${formatPercent(pass.probabilities[k]!)}`).join(', ')}.`
      : 'Outputs: not calculated yet.',
  ].join(' ');

  return (
    <svg
      viewBox="0 0 400 340"
      className={cn('h-auto w-full', className)}
      role="img"
      aria-labelledby="network-title network-desc"
    >
      <title id="network-title">Network diagram</title>
      <desc id="network-desc">
        {summary} Blue solid lines are positive weights, orange dashed lines negative ones; thicker lines are
        stronger.
      </desc>
      {['Inputs', 'Hidden', 'Outputs'].map((t, c) => (
        <text
          key={t}
          x={COLUMN_X[c]}
          y={24}
          textAnchor="middle"
          fontSize={15}
          fontWeight={600}
          fill="#475569"
        >
          {t}
        </text>
      ))}

      {HIDDEN_KEYS.map((h, j) =>
        INPUT_KEYS.map((inp, i) => (
          <Connection
            key={`${inp}-${h}`}
            x1={COLUMN_X[0]}
            y1={ROW_Y[i]!}
            x2={COLUMN_X[1]}
            y2={ROW_Y[j]!}
            weight={weights.inputHidden[j]![i]!}
            active={hiddenLines}
            dimmed={focusing && !hiddenLines}
            flash={view.flashWeights}
            label={`${INPUT_LABELS[inp]} → ${HIDDEN_LABELS[h]}`}
          />
        )),
      )}
      {FOOD_KEYS.map((f, k) =>
        HIDDEN_KEYS.map((h, j) => (
          <Connection
            key={`${h}-${f}`}
            x1={COLUMN_X[1]}
            y1={ROW_Y[j]!}
            x2={COLUMN_X[2]}
            y2={ROW_Y[k]!}
            weight={weights.hiddenOutput[k]![j]!}
            active={outputLines}
            dimmed={focusing && !outputLines}
            flash={view.flashWeights}
            label={`${HIDDEN_LABELS[h]} → ${FOOD_LABELS[f]}`}
          />
        )),
      )}

      {INPUT_KEYS.map((k, i) => (
        <Node
          key={k}
          x={COLUMN_X[0]}
          y={ROW_Y[i]!}
          label={INPUT_LABELS[k]}
          value={formatActivation(pass.x[i]!)}
          activation={pass.x[i]!}
          highlight={stage === 'inputs'}
          winner={false}
          flash={false}
        />
      ))}
      {HIDDEN_KEYS.map((k, j) => (
        <Node
          key={k}
          x={COLUMN_X[1]}
          y={ROW_Y[j]!}
          label={HIDDEN_LABELS[k]}
          value={view.revealed.hidden ? formatActivation(pass.hidden[j]!) : null}
          activation={pass.hidden[j]!}
          highlight={stage === 'hidden'}
          winner={false}
          flash={false}
        />
      ))}
      {FOOD_KEYS.map((f, k) => (
        <Node
          key={f}
          x={COLUMN_X[2]}
          y={ROW_Y[k]!}
          label={FOOD_LABELS[f]}
          value={view.revealed.outputs ? formatPercent(pass.probabilities[k]!) : null}
          activation={pass.probabilities[k]!}
          highlight={stage === 'outputs'}
          winner={view.showWinner && pass.recommendation === f}
          flash={view.flashWinner}
        />
      ))}
    </svg>
  );
}

/** The same weights (and biases) as numbers, for anyone who prefers (or needs) a table to a picture. */
export function WeightsTable({ weights }: { weights: Weights }) {
  const rows = describeChanges(weights, weights).map((c) => [c.label, c.before] as const);
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-1 font-medium">
            Connection
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Weight
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, w]) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className="py-1 font-normal text-slate-800">
              {label}
            </th>
            <td className={cn('py-1 text-right tabular-nums', w < 0 ? 'text-orange-800' : 'text-brand-800')}>
              {formatWeight(w)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
