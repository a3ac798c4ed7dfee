import type { DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { CSV_IMPORT_MAX_LENGTH } from '@pm/contracts';
import { type ReactNode, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import type { CsvImportResult, CsvTransfer } from '@/lib/csv-transfer';

type Step =
  | { kind: 'choose' }
  | { kind: 'checked'; csv: string; fileName: string; result: CsvImportResult }
  | { kind: 'imported'; count: number };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

const count = (total: number, noun: CsvTransfer['noun']) => `${total} ${total === 1 ? noun.one : noun.many}`;

interface CsvImportSheetProps {
  transfer: CsvTransfer;
  /** How to fill in the template, for these rows (the first step). */
  guidance: ReactNode;
  /** The queries that list the rows, fetched again after an import. */
  refetch: DocumentNode[];
}

/**
 * Getting a portfolio in (issue 11 item 6): the template, then a file checked as a dry run that lists every row's
 * problems by line and column, then an import that stores every row or none.
 */
export function CsvImportSheet({ transfer, guidance, refetch }: CsvImportSheetProps) {
  const title = `Import ${transfer.noun.many}`;
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const fileId = useId();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }

  const check = (file: File) =>
    run(async () => {
      const csv = await file.text();
      if (csv.length > CSV_IMPORT_MAX_LENGTH) throw new Error('The file is too large: import at most 500 KB at a time');
      setStep({ kind: 'checked', csv, fileName: file.name, result: await transfer.importCsv(csv, true) });
    });

  const store = (csv: string) =>
    run(async () => {
      const result = await transfer.importCsv(csv, false);
      if (result.problems.length > 0) {
        setStep((current) => (current.kind === 'checked' ? { ...current, result } : current));
        return;
      }
      setStep({ kind: 'imported', count: result.createdCount });
      await client.refetchQueries({ include: refetch });
    });

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setStep({ kind: 'choose' });
          setError(null);
        }
      }}
    >
      <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
        Import CSV
      </Button>
      {open ? (
        <SheetContent side="right" title={title} className="w-full max-w-2xl space-y-4 overflow-y-auto p-6">
          <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            <li>
              {guidance}{' '}
              <button
                type="button"
                className="font-medium text-brand-700 underline"
                onClick={() => void run(transfer.downloadTemplate)}
              >
                Download the template
              </button>
            </li>
            <li>Choose the file: every row is checked first, and nothing is stored.</li>
            <li>Import: every row is stored, or none if a row has a problem.</li>
          </ol>
          {step.kind === 'imported' ? (
            <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800">
              Imported {count(step.count, transfer.noun)}.
            </p>
          ) : (
            <div className="space-y-1">
              <label htmlFor={fileId} className="block text-sm font-medium text-slate-700">
                CSV file
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                className="block w-full text-sm"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void check(file);
                  event.target.value = '';
                }}
              />
            </div>
          )}
          {busy ? <p className="text-sm text-slate-600">Working…</p> : null}
          {error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          {step.kind === 'checked' ? (
            <CheckedFile step={step} noun={transfer.noun} busy={busy} onImport={() => void store(step.csv)} />
          ) : null}
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

function CheckedFile({
  step,
  noun,
  busy,
  onImport,
}: {
  step: Extract<Step, { kind: 'checked' }>;
  noun: CsvTransfer['noun'];
  busy: boolean;
  onImport: () => void;
}) {
  const { result, fileName } = step;
  if (result.problems.length === 0) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-slate-700">
          {fileName}: {result.rowCount === 1 ? '1 row' : `${result.rowCount} rows`}, no problems.
        </p>
        <Button className="min-h-11" disabled={busy || result.rowCount === 0} onClick={onImport}>
          Import {count(result.rowCount, noun)}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p role="alert" className="text-sm font-medium text-red-800">
        {fileName}: {plural(result.problems.length, 'problem')}. Nothing was stored: fix them in your spreadsheet and
        choose the file again.
      </p>
      <div className="max-h-96 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Problems in the file</caption>
          <thead className="sticky top-0 bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2">
                Line
              </th>
              <th scope="col" className="px-3 py-2">
                Column
              </th>
              <th scope="col" className="px-3 py-2">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {result.problems.map((problem, index) => (
              <tr key={index} className="border-t border-slate-100">
                <td className="px-3 py-2 tabular-nums">{problem.line}</td>
                <td className="px-3 py-2">{problem.column ?? '—'}</td>
                <td className="px-3 py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
