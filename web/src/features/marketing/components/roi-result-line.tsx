interface RoiResultLineProps {
  label: string;
  value: string;
  /** The formula in words, with this calculation's numbers. */
  formula: string;
}

export function RoiResultLine({ label, value, formula }: RoiResultLineProps) {
  return (
    <div className="border-t border-slate-200 py-3 first:border-t-0">
      <dt className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm font-medium text-slate-700">
        <span>{label}</span>
      </dt>
      <dd className="mt-0.5">
        <span className="text-lg font-semibold text-slate-900 tabular-nums">{value}</span>
        <span className="mt-0.5 block text-xs text-slate-500">{formula}</span>
      </dd>
    </div>
  );
}
