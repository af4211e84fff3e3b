/** What the colours and thicknesses of the diagram mean. */
export function DiagramLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <svg width="32" height="10" aria-hidden>
          <line x1="0" y1="5" x2="32" y2="5" stroke="#1d4ed8" strokeWidth="4" />
        </svg>
        Positive weight
      </li>
      <li className="flex items-center gap-2">
        <svg width="32" height="10" aria-hidden>
          <line x1="0" y1="5" x2="32" y2="5" stroke="#c2410c" strokeWidth="4" strokeDasharray="7 5" />
        </svg>
        Negative weight
      </li>
      <li>Thicker line = stronger weight</li>
      <li className="flex items-center gap-2">
        <svg width="14" height="14" aria-hidden>
          <circle cx="7" cy="7" r="6" fill="#1d4ed8" stroke="#334155" />
        </svg>
        Darker circle = more active
      </li>
    </ul>
  );
}
