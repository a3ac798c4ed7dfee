import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

import { Skeleton } from '@/components/ui/skeleton';

import { formatShare } from '../lib/labels';

/** One bar and one table row: a category of a PORT-01 figure and the filtered list behind it. */
export interface FigureChartRow {
  key: string;
  label: string;
  count: number;
  /** The list of what is counted; the table row links to it. */
  to: string;
  /** The bar's colour: at least 3:1 on white (WCAG 1.4.11); the label and count beside it carry the meaning. */
  fill: string;
}

interface FigureChartProps {
  /** Prefix of the element ids the figure names itself with. */
  id: string;
  title: string;
  description: ReactNode;
  /** The table's column headers: what the rows are, and what is counted. */
  categoryHeader: string;
  countHeader: string;
  /** What each share is of; null while loading. */
  total: number | null;
  /** Null while loading: the figure keeps its size, its bars and cells are placeholders. */
  rows: readonly FigureChartRow[] | null;
  /** The rows a loaded figure has, known beforehand, so the placeholder takes the same room. */
  rowCount: number;
}

const ROW_PX = 40;
// Tailwind's slate-700 and slate-900: the axis labels and the counts, 10:1 and 17:1 on white.
const AXIS_TEXT = '#334155';
const COUNT_TEXT = '#0f172a';

function spokenSummary(title: string, rows: readonly FigureChartRow[], total: number): string {
  return `${title}. ${rows.map(({ label, count }) => `${label}: ${count} of ${total}`).join(', ')}`;
}

function Bars({ rows, height }: { rows: readonly FigureChartRow[]; height: number }) {
  // Recharts hands each entry's fields to its bar as attributes: only what a bar draws with.
  const data = rows.map(({ label, count, fill }) => ({ label, count, fill }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      {/* The wrapper is the image and speaks the summary; the table below is what a screen reader reads through. */}
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 0, right: 32, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis
          type="category"
          dataKey="label"
          width={136}
          interval={0}
          tickLine={false}
          axisLine={false}
          tick={{ fill: AXIS_TEXT, fontSize: 14 }}
        />
        <Bar dataKey="count" barSize={22} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" fill={COUNT_TEXT} fontSize={14} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * A PORT-01 figure broken down as horizontal bars (Recharts), labelled with category and count so colour is never
 * the only cue, and the table with the same figures behind it, each row linking to the filtered list it counts.
 */
export function FigureChart({
  id,
  title,
  description,
  categoryHeader,
  countHeader,
  total,
  rows,
  rowCount,
}: FigureChartProps) {
  const height = rowCount * ROW_PX;
  const titleId = `${id}-title`;
  return (
    <figure className="space-y-4" aria-labelledby={titleId} aria-busy={rows ? undefined : true}>
      <div>
        <figcaption id={titleId} className="font-semibold text-slate-900">
          {title}
        </figcaption>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
      </div>
      {rows && total != null ? (
        <div role="img" aria-label={spokenSummary(title, rows, total)} style={{ height }} data-testid={`${id}-bars`}>
          <Bars rows={rows} height={height} />
        </div>
      ) : (
        <div style={{ height }}>
          <Skeleton className="h-full w-full" />
        </div>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-medium">
              {categoryHeader}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {countHeader}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows && total != null
            ? rows.map(({ key, label, count, to }) => (
                <tr key={key} className="border-b border-slate-100">
                  <th scope="row" className="py-2 font-normal">
                    <Link to={to} className="text-brand-700 underline-offset-2 hover:underline">
                      {label}
                    </Link>
                  </th>
                  <td className="py-2 text-right tabular-nums">{count}</td>
                  <td className="py-2 text-right tabular-nums">{total === 0 ? '–' : formatShare(count / total)}</td>
                </tr>
              ))
            : Array.from({ length: rowCount }, (_, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-2">
                    <Skeleton className="h-5 w-24" />
                  </td>
                  <td className="py-2">
                    <Skeleton className="ml-auto h-5 w-8" />
                  </td>
                  <td className="py-2">
                    <Skeleton className="ml-auto h-5 w-10" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </figure>
  );
}
